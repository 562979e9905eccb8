import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { FormField } from '@/components/data/FormField';
import { inputClass } from '@/components/data/input-class';
import { todayLocal } from '@/components/document/local-datetime';
import { RefSelect } from '@/components/documents/customer-data-report/GenerateParts';
import { firstErrors, useFillRequestId } from '@/components/documents/customer-data-report/generate-helpers';
import { useCreateDocument, type AnyDocument } from '@/hooks/documents/use-document';
import type { RefField } from '@/lib/resources/engine/define';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors, isFormError } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { CollectableInvoice } from '@/services/finance/collector-client';
import { cardClass, InvoicePickList } from './CollectorParts';

/*
 * Invoices given to a collector — a delivery sheet (to hand them to the customers) or a collection (to
 * collect them): the collector, the date, the invoices ticked from the server's list, a note; made with
 * one request id per fill (a double click makes one document). A refusal says why, by the field.
 */

export interface AssignInvoicesFormProps {
  def: AnyDocument;
  purpose: 'sheet' | 'collection';
  /** The body key of the date (`sheet_date`, `assign_date`). */
  dateField: string;
  collectorField: RefField;
  pickTitle: string;
  pickDescription?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  onCreated: (doc: DocumentRecord, picked: CollectableInvoice[]) => void;
  /** `dsi-add`: the form `dsi-add-form`, the pick list `dsi-add-invoices`, the button `dsi-add-submit`. */
  testId: string;
}

const OWN_FIELDS = ['collector_id', 'notes', 'invoice_ids'];

export function AssignInvoicesForm({ def, purpose, dateField, collectorField, pickTitle, pickDescription, submitLabel, pendingLabel, onCreated, testId }: AssignInvoicesFormProps) {
  const titleId = useId();
  const create = useCreateDocument(def);
  const requestIds = useFillRequestId();
  const [today] = useState(todayLocal);
  const [collector, setCollector] = useState('');
  const [date, setDate] = useState(today);
  const [notes, setNotes] = useState('');
  const [picked, setPicked] = useState<Map<number, CollectableInvoice>>(() => new Map());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const clear = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const problems: Record<string, string> = {};
    if (!collector) problems.collector_id = 'Choose the collector';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems[dateField] = 'Pick the date';
    else if (date > todayLocal()) problems[dateField] = 'Cannot be in the future';
    if (!picked.size) problems.invoice_ids = 'Tick at least one invoice';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const body = { [dateField]: date, collector_id: Number(collector), invoice_ids: [...picked.keys()], ...(notes.trim() ? { notes: notes.trim() } : {}) };
    create.mutate(
      { ...body, request_id: requestIds.forInputs(body) },
      {
        onSuccess: (row) => {
          requestIds.renew();
          const given = [...picked.values()];
          setPicked(new Map());
          setNotes('');
          onCreated(row, given);
        },
        onError: (error) => {
          // everything else has been toasted
          if (!isFormError(error)) return;
          setErrors(firstErrors(apiFieldErrors(error)));
          setMessage(apiErrorMessage(error));
        },
      },
    );
  };

  const others = Object.entries(errors).filter(([k]) => k !== dateField && !OWN_FIELDS.includes(k));

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="space-y-4" data-testid={`${testId}-form`}>
      <section className={`${cardClass} px-4 py-3`} aria-labelledby={titleId}>
        <h2 id={titleId} className="text-sm font-semibold text-slate-800">
          Collector and date
        </h2>
        <div className="mt-2 space-y-3">
          {message && <FormErrorBanner error={{ message }} />}
          {others.map(([k, v]) => (
            <p key={k} className="text-xs text-red-600" data-field-error>
              {v}
            </p>
          ))}
          <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <RefSelect
              name="collector_id"
              field={collectorField}
              value={collector}
              required
              onChange={(v) => {
                setCollector(v);
                clear('collector_id');
              }}
              error={errors.collector_id}
            />
            <FormField label={def.fields[dateField]?.label ?? 'Date'} required error={errors[dateField]}>
              {(c) => (
                <input
                  {...c}
                  type="date"
                  name={dateField}
                  max={today}
                  value={date}
                  onChange={(e) => {
                    setDate(e.target.value);
                    clear(dateField);
                  }}
                  className={inputClass(Boolean(errors[dateField]))}
                />
              )}
            </FormField>
          </div>
          <FormField label={def.fields.notes?.label ?? 'Notes'} error={errors.notes}>
            {(c) => <textarea {...c} name="notes" rows={2} maxLength={500} value={notes} onChange={(e) => setNotes(e.target.value)} className={inputClass(Boolean(errors.notes))} />}
          </FormField>
        </div>
      </section>

      <InvoicePickList
        purpose={purpose}
        title={pickTitle}
        description={pickDescription}
        selected={picked}
        onSelect={(next) => {
          setPicked(next);
          clear('invoice_ids');
        }}
        error={errors.invoice_ids}
        today={today}
        testId={`${testId}-invoices`}
      />

      <div className="flex justify-end">
        <Button variant="primary" type="submit" pending={create.isPending} pendingLabel={pendingLabel} className="min-h-11" data-testid={`${testId}-submit`}>
          {submitLabel}
          {picked.size ? ` (${picked.size})` : ''}
        </Button>
      </div>
    </form>
  );
}
