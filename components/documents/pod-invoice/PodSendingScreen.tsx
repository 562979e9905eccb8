import Link from 'next/link';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { FormErrorBanner } from '@/components/data/FormErrorBanner';
import { FormField } from '@/components/data/FormField';
import { inputClass } from '@/components/data/input-class';
import { PageHeader } from '@/components/data/PageHeader';
import { TYPING_DEBOUNCE_MS } from '@/components/data/use-debounced-text';
import { counted, statusLabel } from '@/components/document/document-format';
import { todayLocal } from '@/components/document/local-datetime';
import { PrintButtons } from '@/components/document/PrintButtons';
import { RefSelect } from '@/components/documents/customer-data-report/GenerateParts';
import { firstErrors, useFillRequestId } from '@/components/documents/customer-data-report/generate-helpers';
import { cardClass, CreatedPanel, PICK_LIMIT } from '@/components/documents/delivery-sheet-invoice/CollectorParts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatDate } from '@/components/resource/format';
import { useCreateDocument, useDocumentList } from '@/hooks/documents/use-document';
import { useCollectableInvoices } from '@/hooks/finance/use-collector-management';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { AppLayout } from '@/layouts/AppLayout';
import { formatRupiah } from '@/lib/pricing/money';
import { POD_SENDING, podInvoiceDocument } from '@/lib/resources/documents/pod-invoice';
import { POD_INVOICE } from '@/lib/resources/documents/screens';
import { apiErrorMessage } from '@/services/api-client';
import { apiFieldErrors, isFormError } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { CollectableInvoice } from '@/services/finance/collector-client';
import type { AppPage } from '@/types/page';

/*
 * POD sending · add: the signed paper PODs of an issued invoice sent to a customer that wants them
 * back — by a collector (which one), a courier or the post (its tracking number). Made already sent,
 * with one request id per fill; then the cover letter the customer signs. The recent sendings are
 * listed below, each with its cover letter; cancelling is a screen of its own.
 */

const def = podInvoiceDocument;
const f = def.fields;
type SentVia = (typeof POD_SENDING)[number];

export const SENT_VIA_LABELS: Record<SentVia, string> = { COLLECTOR: 'Collector', COURIER: 'Courier', POST: 'Post' };
const RECENT_LIMIT = 20;
const th = 'px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase';
const td = 'px-3 py-1.5 whitespace-nowrap';

/** The invoices whose PODs can be sent, one to pick (searched on the server). */
function PodInvoicePick({ value, onChange, error }: { value: CollectableInvoice | null; onChange: (row: CollectableInvoice) => void; error?: string }) {
  const titleId = useId();
  const findId = useId();
  const errorId = useId();
  const [find, setFind] = useState('');
  const q = useDebouncedValue(find.trim(), TYPING_DEBOUNCE_MS);
  const list = useCollectableInvoices('pod', q ? { q } : {});
  const rows = list.data ?? [];

  return (
    <section aria-labelledby={titleId} className={`${cardClass} flex min-w-0 flex-col`} data-testid="pod-invoices">
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-slate-800">
            Invoice <span className="text-red-600" aria-hidden="true">*</span>
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">Issued invoices of customers that want the paper PODs back, not sent yet.</p>
        </div>
        <Button size="sm" variant="ghost" onClick={() => void list.refetch()} disabled={list.isFetching} data-testid="pod-invoices-refresh">
          {list.isFetching && !list.isPending ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      <div className="space-y-3 px-4 py-3">
        <div className="max-w-sm">
          <label htmlFor={findId} className="block text-xs font-medium text-slate-600">
            Find an invoice
          </label>
          <input id={findId} type="search" value={find} onChange={(e) => setFind(e.target.value)} placeholder="Invoice number, customer name or code" className={inputClass(false, 'mt-0.5')} />
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-600" data-field-error data-testid="pod-invoices-error">
            {error}
          </p>
        )}
        {list.isPending ? (
          <p className="text-sm text-slate-500" role="status">
            Loading…
          </p>
        ) : list.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
            The invoices could not be loaded: {apiErrorMessage(list.error)}
            <Button size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-500" data-testid="pod-invoices-empty">
            {q ? `No invoice matches “${q}”.` : 'No invoice waits for its PODs to be sent.'}
          </p>
        ) : (
          <div className={`max-h-80 overflow-auto rounded-md border border-slate-200 ${list.isFetching ? 'opacity-70' : ''}`}>
            <table className="min-w-full divide-y divide-slate-200 text-sm" aria-labelledby={titleId} aria-describedby={error ? errorId : undefined}>
              <thead className="sticky top-0 z-10 bg-slate-50">
                <tr>
                  <th scope="col" className="w-10 px-3 py-2">
                    <span className="sr-only">Pick</span>
                  </th>
                  <th scope="col" className={`${th} text-left`}>Invoice</th>
                  <th scope="col" className={`${th} text-left`}>Customer</th>
                  <th scope="col" className={`${th} hidden text-left sm:table-cell`}>Date</th>
                  <th scope="col" className={`${th} text-right`}>Total</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((r) => {
                  const on = value?.id === r.id;
                  return (
                    <tr key={r.id} className={on ? 'bg-sky-50' : ''} data-testid="pick-invoice" data-invoice-id={r.id}>
                      <td className="px-3 py-1.5">
                        <input type="radio" name={titleId} checked={on} onChange={() => onChange(r)} aria-label={`Invoice ${r.number}`} className="h-4 w-4 border-slate-300" />
                      </td>
                      <td className={`${td} font-mono font-semibold text-slate-900`}>{r.number}</td>
                      <td className="max-w-64 truncate px-3 py-1.5" title={r.customer_name}>
                        <span className="font-mono text-xs text-slate-500">{r.customer_code}</span> <span className="text-slate-800">{r.customer_name}</span>
                      </td>
                      <td className={`${td} hidden text-slate-600 sm:table-cell`}>{r.invoice_date ? formatDate(r.invoice_date) : '–'}</td>
                      <td className={`${td} text-right tabular-nums`}>{formatRupiah(r.total)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {rows.length >= PICK_LIMIT && <p className="text-xs text-slate-500">The first {PICK_LIMIT} are listed: search to find others.</p>}
        {value && (
          <p className="text-sm text-slate-700" data-testid="pod-invoice-picked">
            Picked: <span className="font-mono font-semibold">{value.number}</span> · {value.customer_name}
          </p>
        )}
      </div>
    </section>
  );
}

/** The latest sendings, newest first, each with its cover letter. */
function RecentSendings() {
  const titleId = useId();
  const list = useDocumentList(def, { limit: RECENT_LIMIT });
  const rows = list.data?.data ?? [];
  return (
    <section aria-labelledby={titleId} className={cardClass} data-testid="pod-recent">
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-base font-semibold text-slate-800">
          Recent sendings
        </h2>
        <Button size="sm" variant="ghost" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {list.isFetching && !list.isPending ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {list.isPending ? (
        <p className="px-4 py-3 text-sm text-slate-500" role="status">
          Loading…
        </p>
      ) : list.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 px-4 py-3 text-sm text-red-700">
          The sendings could not be loaded: {apiErrorMessage(list.error)}
          <Button size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-500">No POD was sent yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm" aria-labelledby={titleId}>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={`${th} text-left`}>Number</th>
                <th scope="col" className={`${th} text-left`}>{f.sent_date.label}</th>
                <th scope="col" className={`${th} text-left`}>{f.invoice_number.label}</th>
                <th scope="col" className={`${th} hidden text-left md:table-cell`}>{f.customer_id.label}</th>
                <th scope="col" className={`${th} text-left`}>{f.sent_via.label}</th>
                <th scope="col" className={`${th} text-right`}>{f.pod_count.label}</th>
                <th scope="col" className={`${th} text-left`}>
                  <span className="sr-only">Print</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => {
                const via = String(r.sent_via ?? '') as SentVia;
                const by = via === 'COLLECTOR' ? String(r.collector_id_label ?? '') : String(r.tracking_no ?? '');
                return (
                  <tr key={r.id} className={r.stage === 'cancelled' ? 'text-slate-400' : 'text-slate-700'} data-testid="pod-recent-row" data-document-id={r.id}>
                    <td className={`${td} font-mono font-semibold`}>
                      {r.number}
                      {r.stage === 'cancelled' && <span className="ml-1 font-sans text-xs font-normal">({statusLabel(r.status)})</span>}
                    </td>
                    <td className={td}>{r.sent_date ? formatDate(String(r.sent_date)) : '–'}</td>
                    <td className={`${td} font-mono`}>{String(r.invoice_number ?? '')}</td>
                    <td className="hidden max-w-56 truncate px-3 py-1.5 md:table-cell">{String(r.customer_id_label ?? '')}</td>
                    <td className={td}>
                      {SENT_VIA_LABELS[via] ?? via}
                      {by ? <span className="block text-xs text-slate-500">{by}</span> : null}
                    </td>
                    <td className={`${td} text-right tabular-nums`}>{Number(r.pod_count ?? 0).toLocaleString('en-US')}</td>
                    <td className="px-3 py-1.5">{r.stage !== 'cancelled' && <PrintButtons def={def} ids={[r.id]} prints={['cover']} number={r.number} size="sm" />}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const OWN_FIELDS = ['invoice_id', 'sent_date', 'sent_via', 'collector_id', 'tracking_no', 'notes'];

export function PodSendingScreen() {
  const create = useCreateDocument(def);
  const requestIds = useFillRequestId();
  const formTitleId = useId();
  const [today] = useState(todayLocal);
  const [invoice, setInvoice] = useState<CollectableInvoice | null>(null);
  const [date, setDate] = useState(today);
  const [via, setVia] = useState<SentVia>('COURIER');
  const [collector, setCollector] = useState('');
  const [tracking, setTracking] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [made, setMade] = useState<DocumentRecord | null>(null);
  const canCancel = useHasAnyPermission([POD_INVOICE.cancel], 'read');

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
    if (!invoice) problems.invoice_id = 'Pick the invoice';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.sent_date = 'Pick the date';
    else if (date > todayLocal()) problems.sent_date = 'Cannot be in the future';
    if (via === 'COLLECTOR' && !collector) problems.collector_id = 'Which collector takes them';
    if (via !== 'COLLECTOR' && !tracking.trim()) problems.tracking_no = 'The tracking number of the sending';
    setErrors(problems);
    if (Object.keys(problems).length || !invoice) return;
    const body = {
      invoice_id: invoice.id,
      sent_date: date,
      sent_via: via,
      ...(via === 'COLLECTOR' ? { collector_id: Number(collector) } : { tracking_no: tracking.trim() }),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    create.mutate(
      { ...body, request_id: requestIds.forInputs(body) },
      {
        onSuccess: (row) => {
          requestIds.renew();
          setMade(row);
          setInvoice(null);
          setTracking('');
          setNotes('');
        },
        onError: (error) => {
          if (!isFormError(error)) return;
          setErrors(firstErrors(apiFieldErrors(error)));
          setMessage(apiErrorMessage(error));
        },
      },
    );
  };

  const others = Object.entries(errors).filter(([k]) => !OWN_FIELDS.includes(k));

  return (
    <section data-testid="pod-add">
      <PageHeader
        title="Send paper PODs"
        description="The signed PODs of an invoice, sent to a customer that wants them back: by a collector, a courier or the post. Print the cover letter they sign."
        actions={
          canCancel ? (
            <Link href={POD_INVOICE.cancel} className={buttonClass('secondary')}>
              Cancel a sending
            </Link>
          ) : undefined
        }
      />
      <div className="space-y-4">
        {made ? (
          <CreatedPanel
            def={def}
            doc={made}
            title="PODs sent"
            summary={
              <>
                {counted(made.pod_count, 'POD')} of {String(made.invoice_number ?? '')}
                {made.customer_id_label ? ` to ${String(made.customer_id_label)}` : ''}, by {(SENT_VIA_LABELS[String(made.sent_via) as SentVia] ?? String(made.sent_via ?? '')).toLowerCase()}
                {made.tracking_no ? ` (${String(made.tracking_no)})` : made.collector_id_label ? ` (${String(made.collector_id_label)})` : ''}.
              </>
            }
            print="cover"
            againLabel="Send another"
            onAgain={() => setMade(null)}
            testId="pod-created"
          />
        ) : (
          <form onSubmit={submit} noValidate aria-labelledby={formTitleId} className="space-y-4" data-testid="pod-add-form">
            <PodInvoicePick
              value={invoice}
              onChange={(row) => {
                setInvoice(row);
                clear('invoice_id');
              }}
              error={errors.invoice_id}
            />
            <section className={`${cardClass} px-4 py-3`} aria-labelledby={formTitleId}>
              <h2 id={formTitleId} className="text-sm font-semibold text-slate-800">
                The sending
              </h2>
              <div className="mt-2 space-y-3">
                {message && <FormErrorBanner error={{ message }} />}
                {others.map(([k, v]) => (
                  <p key={k} className="text-xs text-red-600" data-field-error>
                    {v}
                  </p>
                ))}
                <div className="grid gap-3 md:grid-cols-3">
                  <FormField label={f.sent_date.label} required error={errors.sent_date}>
                    {(c) => (
                      <input
                        {...c}
                        type="date"
                        name="sent_date"
                        max={today}
                        value={date}
                        onChange={(e) => {
                          setDate(e.target.value);
                          clear('sent_date');
                        }}
                        className={inputClass(Boolean(errors.sent_date))}
                      />
                    )}
                  </FormField>
                  <fieldset className="md:col-span-2">
                    <legend className="block text-sm font-medium text-slate-700">
                      {f.sent_via.label}
                      <span className="ml-0.5 text-red-600" aria-hidden="true">
                        *
                      </span>
                    </legend>
                    <div className="mt-1 inline-flex rounded-md shadow-sm" data-testid="pod-sent-via">
                      {POD_SENDING.map((v, i) => (
                        <label
                          key={v}
                          className={`relative min-h-11 cursor-pointer border border-slate-300 px-4 py-2.5 text-sm focus-within:z-10 focus-within:ring-2 focus-within:ring-slate-500 ${i === 0 ? 'rounded-l-md' : '-ml-px'} ${
                            i === POD_SENDING.length - 1 ? 'rounded-r-md' : ''
                          } ${via === v ? 'bg-slate-800 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
                        >
                          <input
                            type="radio"
                            name="sent_via"
                            value={v}
                            checked={via === v}
                            onChange={() => {
                              setVia(v);
                              clear('collector_id');
                              clear('tracking_no');
                            }}
                            className="sr-only"
                          />
                          {SENT_VIA_LABELS[v]}
                        </label>
                      ))}
                    </div>
                    {errors.sent_via && <p className="mt-1 text-xs text-red-600">{errors.sent_via}</p>}
                  </fieldset>
                </div>
                <div className="grid gap-3 md:grid-cols-2">
                  {via === 'COLLECTOR' ? (
                    <RefSelect
                      name="collector_id"
                      field={f.collector_id}
                      value={collector}
                      required
                      onChange={(v) => {
                        setCollector(v);
                        clear('collector_id');
                      }}
                      error={errors.collector_id}
                    />
                  ) : (
                    <FormField label={f.tracking_no.label} required error={errors.tracking_no} hint={via === 'POST' ? 'The receipt number of the post office' : 'The courier’s AWB number'}>
                      {(c) => (
                        <input
                          {...c}
                          type="text"
                          name="tracking_no"
                          maxLength={f.tracking_no.max}
                          autoComplete="off"
                          value={tracking}
                          onChange={(e) => {
                            setTracking(e.target.value);
                            clear('tracking_no');
                          }}
                          className={inputClass(Boolean(errors.tracking_no))}
                        />
                      )}
                    </FormField>
                  )}
                  <FormField label={f.notes.label} error={errors.notes}>
                    {(c) => <textarea {...c} name="notes" rows={2} maxLength={f.notes.max} value={notes} onChange={(e) => setNotes(e.target.value)} className={inputClass(Boolean(errors.notes))} />}
                  </FormField>
                </div>
              </div>
            </section>
            <div className="flex justify-end">
              <Button variant="primary" type="submit" pending={create.isPending} pendingLabel="Saving…" className="min-h-11" data-testid="pod-add-submit">
                Record the sending
              </Button>
            </div>
          </form>
        )}
        <RecentSendings />
      </div>
    </section>
  );
}

export const PodSendingPage: AppPage = () => <PodSendingScreen />;
PodSendingPage.displayName = 'PodSendingPage';
PodSendingPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
