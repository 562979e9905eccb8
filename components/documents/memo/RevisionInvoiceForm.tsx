import { useRef, useState } from 'react';
import { Button } from '@/components/data/Button';
import { inputClass } from '@/components/data/input-class';
import { newRequestId } from '@/components/document/request-id';
import { InvoicePicker } from '@/components/documents/credit-note/InvoicePicker';
import { useCreateDocument, useDocumentOne } from '@/hooks/documents/use-document';
import { formatRupiah } from '@/lib/pricing/money';
import { invoiceDocument } from '@/lib/resources/documents/invoice';
import { memoDocument } from '@/lib/resources/documents/memo';
import { lazily } from '@/components/data/lazy-schema';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';

/** The API's own schema, loaded with the first check (components/data/lazy-schema.ts). */
const loadRevisionSchema = lazily(() => import('@/lib/resources/documents/memo-api').then((m) => m.revisionInvoiceBody));

/* The revision of an issued invoice: the invoice, then each AWB's corrected amount (before PPN), an optional new date and the reason. */

export function RevisionInvoiceForm({ onDone }: { onDone: (row: DocumentRecord) => void }) {
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  const invoice = useDocumentOne(invoiceDocument, invoiceId, { enabled: invoiceId !== null });
  const [revised, setRevised] = useState<Record<number, string>>({});
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const create = useCreateDocument(memoDocument);
  const lines = (invoice.data?.lines?.awbs ?? []) as DocumentRecord[];
  const left = (l: DocumentRecord) => Number(l.amount ?? 0) - Number(l.credited ?? 0);

  const send = async () => {
    setProblem(null);
    const body = {
      kind: 'REVISION_INVOICE' as const,
      invoice_id: invoiceId ?? '',
      new_invoice_date: date,
      reason,
      lines: lines.filter((l) => revised[l.id] !== undefined && revised[l.id] !== '').map((l) => ({ invoice_line_id: l.id, revised: Number(revised[l.id]) })),
      request_id: requestId.current,
    };
    const parsed = (await loadRevisionSchema()).safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues.map((i) => `${i.path.join('.') || 'memo'}: ${i.message}`).join('; '));
      return;
    }
    try {
      const row = await create.mutateAsync(parsed.data as unknown as Record<string, unknown>);
      requestId.current = newRequestId();
      setRevised({});
      setReason('');
      onDone(row);
    } catch (err) {
      const fields = apiFieldErrors(err);
      setProblem([apiErrorMessage(err), ...Object.entries(fields).map(([k, v]) => `${k}: ${v.join(' ')}`)].join(' '));
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="revision-form">
      <label className="block text-sm font-medium text-slate-700">
        Issued invoice
        <InvoicePicker onChoose={(row) => setInvoiceId(row.id)} />
      </label>
      {invoice.data && (
        <>
          <p className="text-sm text-slate-600">
            Invoice <span className="font-mono">{invoice.data.number}</span> · {String(invoice.data.customer_id_label ?? '')} · total {formatRupiah(Number(invoice.data.total))}
          </p>
          <div className="max-h-80 overflow-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-xs text-slate-500">
                  <th className="py-1">AWB</th>
                  <th className="py-1 text-right">Billed (before PPN)</th>
                  <th className="py-1 text-right">Revised</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => (
                  <tr key={l.id} className="border-t border-slate-100">
                    <td className="py-1 font-mono text-xs">{String(l.awb)}</td>
                    <td className="py-1 text-right tabular-nums">{formatRupiah(left(l))}</td>
                    <td className="py-1 text-right">
                      <input
                        aria-label={`Revised amount of ${String(l.awb)}`}
                        inputMode="numeric"
                        className={`${inputClass(false)} w-36 text-right`}
                        placeholder={String(left(l))}
                        value={revised[l.id] ?? ''}
                        onChange={(e) => setRevised((r) => ({ ...r, [l.id]: e.target.value.replace(/[^0-9]/g, '') }))}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="grid gap-3 md:grid-cols-2">
            <label className="block text-sm font-medium text-slate-700">
              Corrected invoice date (empty: today)
              <input type="date" className={inputClass(false)} value={date} onChange={(e) => setDate(e.target.value)} />
            </label>
            <label className="block text-sm font-medium text-slate-700 md:col-span-2">
              Reason <span className="text-red-600">*</span>
              <textarea className={inputClass(false)} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
            </label>
          </div>
        </>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button variant="primary" onClick={() => void send()} disabled={!invoiceId} pending={create.isPending} pendingLabel="Sending…" data-testid="send-memo">
        Send for approval
      </Button>
    </div>
  );
}
