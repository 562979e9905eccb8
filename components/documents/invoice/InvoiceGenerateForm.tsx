import Link from 'next/link';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { FormField } from '@/components/data/FormField';
import { inputClass } from '@/components/data/input-class';
import { cardClass, RefSelect } from '@/components/documents/customer-data-report/GenerateParts';
import { firstErrors, useFillRequestId } from '@/components/documents/customer-data-report/generate-helpers';
import { counted } from '@/components/document/document-format';
import { formatDate } from '@/components/resource/format';
import { useGenerateInvoice } from '@/hooks/finance/use-invoice-generate';
import { invoiceDocument } from '@/lib/resources/documents/invoice';
import { INVOICE } from '@/lib/resources/documents/screens';
import { formatRupiah } from '@/lib/pricing/money';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors, isFormError } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { Period } from '@/services/finance/finance-client';

/*
 * One customer's draft invoice: their posted CDRs ending in the period, not yet invoiced (one request
 * id per fill: a double click makes one draft). Then its number, total and due date, and the way to
 * the draft worklist where it is checked and issued.
 */

const def = invoiceDocument;
/** Fields the screen shows elsewhere (the period, the invoice date): their errors go there. */
export const SCREEN_FIELDS = ['period_from', 'period_to', 'invoice_date'] as const;
export type ScreenErrors = Partial<Record<(typeof SCREEN_FIELDS)[number], string>>;

export const draftHref = (number?: string) => (number ? `${INVOICE.draft}?number=${encodeURIComponent(number)}` : INVOICE.draft);

export interface InvoiceGenerateFormProps {
  /** The screen's period; null while it is not a valid one. */
  period: Period | null;
  /** The invoice date chosen on the screen ('' = today, the server's). */
  invoiceDate: string;
  onScreenErrors: (errors: ScreenErrors) => void;
  /** The draft worklist may be opened by this user. */
  canOpenDrafts: boolean;
}

export function InvoiceGenerateForm({ period, invoiceDate, onScreenErrors, canOpenDrafts }: InvoiceGenerateFormProps) {
  const titleId = useId();
  const create = useGenerateInvoice();
  const requestIds = useFillRequestId();
  const [customer, setCustomer] = useState('');
  const [collector, setCollector] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [created, setCreated] = useState<DocumentRecord | null>(null);
  const createdRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (created) createdRef.current?.focus();
  }, [created]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!customer) {
      setErrors({ customer_id: 'Choose the customer' });
      return;
    }
    if (!period) return;
    setErrors({});
    const body = {
      customer_id: Number(customer),
      period_from: period.period_from,
      period_to: period.period_to,
      ...(invoiceDate ? { invoice_date: invoiceDate } : {}),
      ...(collector ? { collector_id: Number(collector) } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    create.mutate(
      { ...body, request_id: requestIds.forInputs(body) },
      {
        onSuccess: (row) => {
          requestIds.renew();
          setCreated(row);
          setCustomer('');
          setCollector('');
          setNotes('');
        },
        onError: (error) => {
          if (!isFormError(error)) return;
          const own: Record<string, string> = {};
          const screen: ScreenErrors = {};
          for (const [k, v] of Object.entries(firstErrors(apiFieldErrors(error)))) {
            if ((SCREEN_FIELDS as readonly string[]).includes(k)) screen[k as keyof ScreenErrors] = v;
            else own[k] = v;
          }
          setErrors(own);
          onScreenErrors(screen);
          setMessage(apiErrorMessage(error));
        },
      },
    );
  };

  const shown = new Set(['customer_id', 'collector_id', 'notes']);

  return (
    <section aria-labelledby={titleId} className={`${cardClass} flex min-w-0 flex-col`} data-testid="invoice-generate">
      <div className="border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-base font-semibold text-slate-800">
          One customer
        </h2>
        <p className="mt-0.5 text-sm text-slate-500">A draft from their posted CDRs of the period not yet invoiced.</p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-1 flex-col" aria-labelledby={titleId}>
        <div className="space-y-3 px-4 py-3">
          {created && (
            <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-3" data-testid="invoice-created">
              <h3 ref={createdRef} tabIndex={-1} className="text-sm font-semibold text-emerald-800 focus:outline-none">
                Draft <span className="font-mono" data-testid="invoice-created-number">{created.number}</span> generated
              </h3>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-xs text-slate-500">{def.fields.total.label}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums" data-testid="invoice-created-total">
                    {formatRupiah(Number(created.total ?? 0))}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{def.fields.due_date.label}</dt>
                  <dd className="text-slate-900" data-testid="invoice-created-due">
                    {created.due_date ? formatDate(String(created.due_date)) : '–'}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{def.fields.awb_count.label}</dt>
                  <dd className="text-slate-900">{counted(created.awb_count, 'AWB')}</dd>
                </div>
              </dl>
              {canOpenDrafts && (
                <Link href={draftHref(created.number)} className={`${buttonClass('secondary', 'sm')} mt-3`} data-testid="invoice-created-link">
                  Open in the draft invoices
                </Link>
              )}
            </div>
          )}
          {message && <FormErrorBanner error={{ message }} />}
          {Object.entries(errors)
            .filter(([k]) => !shown.has(k))
            .map(([k, v]) => (
              <p key={k} className="text-xs text-red-600" data-field-error>
                {v}
              </p>
            ))}
          <RefSelect
            name="customer_id"
            field={def.fields.customer_id}
            value={customer}
            onChange={(v) => {
              setCustomer(v);
              setErrors(({ customer_id: _c, ...rest }) => rest);
            }}
            error={errors.customer_id}
            required
          />
          <RefSelect name="collector_id" field={def.fields.collector_id} value={collector} onChange={setCollector} error={errors.collector_id} />
          <FormField label={def.fields.notes.label} error={errors.notes}>
            {(c) => <textarea {...c} name="notes" rows={2} maxLength={def.fields.notes.max} value={notes} onChange={(e) => setNotes(e.target.value)} className={inputClass(Boolean(errors.notes))} />}
          </FormField>
        </div>
        <div className="mt-auto flex justify-end border-t border-slate-200 bg-slate-50 px-4 py-3">
          <Button variant="primary" type="submit" pending={create.isPending} pendingLabel="Generating…" disabledReason={period ? null : 'Choose a valid period first'} data-testid="invoice-generate-submit">
            Generate draft invoice
          </Button>
        </div>
      </form>
    </section>
  );
}
