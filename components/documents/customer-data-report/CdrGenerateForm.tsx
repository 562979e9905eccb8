import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { FormField } from '@/components/data/FormField';
import { inputClass } from '@/components/data/input-class';
import { counted } from '@/components/document/document-format';
import { useCreateDocument } from '@/hooks/documents/use-document';
import { customerDataReportDocument } from '@/lib/resources/documents/customer-data-report';
import { formatRupiah } from '@/lib/pricing/money';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors, isFormError } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { Period } from '@/services/finance/finance-client';
import { cardClass, RefSelect } from './GenerateParts';
import { firstErrors, useFillRequestId } from './generate-helpers';

/*
 * One customer's CDR for the period: its delivered AWBs not yet in a CDR, held by the draft made (one
 * request id per fill: a double click makes one CDR). A refusal says why, by the field.
 */

const def = customerDataReportDocument;
const PERIOD_KEYS = ['period_from', 'period_to'] as const;

export interface CdrGenerateFormProps {
  /** The screen's period; null while it is not a valid one. */
  period: Period | null;
  /** The server's errors of the period fields (shown by the period inputs). */
  onPeriodErrors: (errors: Partial<Record<keyof Period, string>>) => void;
  onCreated: (cdr: DocumentRecord) => void;
}

export function CdrGenerateForm({ period, onPeriodErrors, onCreated }: CdrGenerateFormProps) {
  const titleId = useId();
  const create = useCreateDocument(def);
  const requestIds = useFillRequestId();
  const [customer, setCustomer] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [created, setCreated] = useState<DocumentRecord | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!customer) {
      setErrors({ customer_id: 'Choose the customer' });
      return;
    }
    if (!period) return;
    setErrors({});
    const body = { customer_id: Number(customer), period_from: period.period_from, period_to: period.period_to, ...(notes.trim() ? { notes: notes.trim() } : {}) };
    create.mutate(
      { ...body, request_id: requestIds.forInputs(body) },
      {
        onSuccess: (row) => {
          requestIds.renew();
          setCreated(row);
          setCustomer('');
          setNotes('');
          onCreated(row);
        },
        onError: (error) => {
          // everything else has been toasted
          if (!isFormError(error)) return;
          const fields = firstErrors(apiFieldErrors(error));
          const own: Record<string, string> = {};
          const periodErrors: Partial<Record<keyof Period, string>> = {};
          for (const [k, v] of Object.entries(fields)) {
            if ((PERIOD_KEYS as readonly string[]).includes(k)) periodErrors[k as keyof Period] = v;
            else own[k] = v;
          }
          setErrors(own);
          onPeriodErrors(periodErrors);
          setMessage(apiErrorMessage(error));
        },
      },
    );
  };

  return (
    <section aria-labelledby={titleId} className={`${cardClass} flex min-w-0 flex-col`} data-testid="cdr-generate">
      <div className="border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-base font-semibold text-slate-800">
          One customer
        </h2>
        <p className="mt-0.5 text-sm text-slate-500">Their delivered AWBs of the period not yet in a CDR.</p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-1 flex-col" aria-labelledby={titleId}>
        <div className="space-y-3 px-4 py-3">
          {created && (
            <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800" data-testid="cdr-generated">
              <span className="font-mono font-semibold">{created.number}</span> generated: {counted(created.awb_count, 'AWB')}, {formatRupiah(Number(created.amount ?? 0))}. It is open for review below.
            </p>
          )}
          {message && <FormErrorBanner error={{ message }} />}
          {Object.entries(errors)
            .filter(([k]) => k !== 'customer_id' && k !== 'notes')
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
          />
          <FormField label={def.fields.notes.label} error={errors.notes}>
            {(c) => <textarea {...c} name="notes" rows={2} maxLength={def.fields.notes.max} value={notes} onChange={(e) => setNotes(e.target.value)} className={inputClass(Boolean(errors.notes))} />}
          </FormField>
        </div>
        <div className="mt-auto flex justify-end border-t border-slate-200 bg-slate-50 px-4 py-3">
          <Button variant="primary" type="submit" pending={create.isPending} pendingLabel="Generating…" disabledReason={period ? null : 'Choose a valid period first'} data-testid="cdr-generate-submit">
            Generate CDR
          </Button>
        </div>
      </form>
    </section>
  );
}
