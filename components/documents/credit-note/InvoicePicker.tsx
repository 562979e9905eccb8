import { useEffect, useId, useState, type Ref } from 'react';
import { inputClass } from '@/components/data/input-class';
import { TYPING_DEBOUNCE_MS } from '@/components/data/use-debounced-text';
import { formatDate } from '@/components/resource/format';
import { useDocumentList } from '@/hooks/documents/use-document';
import { formatRupiah } from '@/lib/pricing/money';
import { invoiceDocument } from '@/lib/resources/documents/invoice';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';

/*
 * The issued invoice a credit note is against: a search box (number, customer) over the issued
 * invoices, each result with its customer, total, what it still owes and what is left of it to credit.
 * An invoice fully credited already cannot be picked.
 */

const num = (v: unknown) => Number(v ?? 0) || 0;
const leftOf = (row: DocumentRecord) => num(row.total) - num(row.credited_amount);

export interface InvoicePickerProps {
  onChoose: (row: DocumentRecord) => void;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function InvoicePicker({ onChoose, id, invalid = false, describedBy, disabled, inputRef }: InvoicePickerProps) {
  const listId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const list = useDocumentList(invoiceDocument, { stage: 'booked', search, limit: 20 }, { enabled: search.length > 0 });
  const rows = search ? (list.data?.data ?? []) : [];

  return (
    <div data-testid="credit-invoice-picker">
      <input
        id={id}
        ref={inputRef}
        type="search"
        name="invoice_search"
        autoComplete="off"
        placeholder="Type the invoice number or the customer…"
        value={text}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-controls={listId}
        onChange={(e) => setText(e.target.value)}
        className={inputClass(invalid, 'min-h-11')}
      />
      <div id={listId} aria-live="polite">
        {!search ? null : list.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {apiErrorMessage(list.error)}
          </p>
        ) : !list.data ? (
          <p className="mt-2 text-sm text-slate-500">Searching the issued invoices…</p>
        ) : rows.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500" data-testid="credit-invoice-none">
            No issued invoice matches “{search}”.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 overflow-hidden rounded-md border border-slate-200 bg-white" aria-label="Issued invoices">
            {rows.map((row) => {
              const left = leftOf(row);
              const credited = num(row.credited_amount);
              const customer = row.customer_id_label ? String(row.customer_id_label) : '';
              return (
                <li key={row.id}>
                  <button
                    type="button"
                    disabled={disabled || left <= 0}
                    onClick={() => onChoose(row)}
                    className="flex w-full flex-col gap-1 px-3 py-2.5 text-left text-sm hover:bg-slate-50 focus:bg-slate-50 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 sm:flex-row sm:items-center sm:justify-between"
                    data-testid="credit-invoice-option"
                  >
                    <span className="min-w-0">
                      <span className="block font-mono font-semibold text-slate-900">{row.number}</span>
                      <span className="block truncate text-xs text-slate-500">
                        {[row.invoice_date ? formatDate(String(row.invoice_date)) : '', customer].filter(Boolean).join(' · ')}
                      </span>
                    </span>
                    <span className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-600 tabular-nums sm:justify-end">
                      <span>
                        Total <span className="font-medium text-slate-900">{formatRupiah(num(row.total))}</span>
                      </span>
                      <span>
                        Outstanding <span className="font-medium text-slate-900">{formatRupiah(num(row.outstanding))}</span>
                      </span>
                      {credited > 0 && <span>Credited {formatRupiah(credited)}</span>}
                      {left <= 0 && <span className="font-medium text-amber-800">Fully credited</span>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
