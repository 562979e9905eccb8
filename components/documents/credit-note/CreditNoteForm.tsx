import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { FormField } from '@/components/data/FormField';
import { inputClass } from '@/components/data/input-class';
import { PageHeader } from '@/components/data/PageHeader';
import { actionState, EDIT } from '@/components/document/DocumentActionButton';
import { todayLocal } from '@/components/document/local-datetime';
import { newRequestId } from '@/components/document/request-id';
import { groupDigits } from '@/components/documents/payment/payment-entry';
import { formatDate } from '@/components/resource/format';
import { useCreateDocument, useDocumentOne, useUpdateDraft } from '@/hooks/documents/use-document';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { AppLayout } from '@/layouts/AppLayout';
import { formatRupiah } from '@/lib/pricing/money';
import { CREDIT_NOTE_KINDS, CREDIT_NOTE_KIND_LABELS, creditNoteDocument } from '@/lib/resources/documents/credit-note';
import { invoiceDocument } from '@/lib/resources/documents/invoice';
import { CREDIT_NOTE } from '@/lib/resources/documents/screens';
import { apiErrorMessage } from '@/services/api-client';
import { apiErrorStatus, apiFieldErrors, isFormError } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { AppPage } from '@/types/page';
import { CreditLinesGrid } from './CreditLinesGrid';
import { CreditNoteDone } from './CreditNoteDone';
import { InvoicePicker } from './InvoicePicker';
import {
  awbPath,
  buildRows,
  checkCreditNote,
  createBody,
  creditInvoiceOf,
  draftValues,
  emptyHeader,
  placeErrors,
  updateBody,
  type CreditInputs,
  type CreditInvoice,
  type CreditNoteKind,
  type HeaderValues,
} from './credit-note-form';

/*
 * Credit note · add (and edit a draft with `?id=`): an AR clerk credits an issued invoice — a price
 * revised, an AWB voided, a claim for lost or damaged goods. The invoice first (searched among the
 * issued ones), then its AWBs: the credit on each, at most what is left of it. The figures — the
 * taxable part in each AWB's proportion, PPN with the invoice's rule, never above what is left of the
 * invoice — are the server's own rules, so what it would refuse is said at the AWB before sending.
 * Saved as a draft (one request id per fill), approved on the drafts worklist by someone else.
 */

const f = creditNoteDocument.fields;
const HEADER_PATHS = new Set(['invoice_id', 'cn_date', 'kind', 'reason', 'notes', 'lines']);

/** The `id` of the URL: a draft's id, `invalid` for anything else given, null when absent. */
export function idParam(value: string | string[] | undefined): number | 'invalid' | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw === '') return null;
  const id = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : 'invalid';
}

interface Done {
  note: DocumentRecord;
  edited: boolean;
}

export function CreditNoteScreen() {
  const router = useRouter();
  const editing = router.isReady ? idParam(router.query.id) : null;
  // one fill, one request id; "Add another" starts a fresh round
  const [round, setRound] = useState(() => ({ n: 0, requestId: newRequestId() }));
  const [done, setDone] = useState<Done | null>(null);
  const canList = useHasAnyPermission([CREDIT_NOTE.list], 'read');
  const canDrafts = useHasAnyPermission([CREDIT_NOTE.draft], 'read');

  const again = () => {
    setDone(null);
    setRound((r) => ({ n: r.n + 1, requestId: newRequestId() }));
    if (editing !== null) void router.push({ pathname: CREDIT_NOTE.add, query: {} });
  };

  let body: ReactNode;
  if (done) body = <CreditNoteDone note={done.note} edited={done.edited} onAgain={again} draftsHref={canDrafts ? CREDIT_NOTE.draft : null} />;
  else if (!router.isReady) body = <p className="text-sm text-slate-500">Loading…</p>;
  else if (editing !== null)
    body = (
      <DraftGate id={editing}>
        {(draft, reload, reloads) => (
          <CreditNoteForm key={`edit-${draft.id}-${reloads}`} draft={draft} onReload={reload} onSaved={(note) => setDone({ note, edited: true })} />
        )}
      </DraftGate>
    );
  else body = <CreditNoteForm key={round.n} requestId={round.requestId} onSaved={(note) => setDone({ note, edited: false })} />;

  return (
    <section data-testid="credit-note-entry">
      <PageHeader
        title={editing !== null ? 'Edit a draft credit note' : 'Add a credit note'}
        description={
          done
            ? undefined
            : 'Against an issued invoice: pick it, credit its AWBs, say why. Saved as a draft; someone other than you approves it. Fields marked * are required.'
        }
        actions={
          canList ? (
            <Link href={CREDIT_NOTE.list} className="text-sm text-slate-600 underline underline-offset-2 hover:text-slate-900">
              Credit notes
            </Link>
          ) : undefined
        }
      />
      {body}
    </section>
  );
}

function DraftProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-4 text-sm text-amber-900" data-testid="credit-note-draft-problem">
      <p>{message}</p>
      <Link href={CREDIT_NOTE.draft} className={buttonClass('secondary', 'sm')}>
        Back to the draft credit notes
      </Link>
    </div>
  );
}

/**
 * The form opened on a stored draft: read with its lines and the server's verdict on editing it; shown
 * only while it is a draft this user may edit. The form keeps the draft as read (its version is what
 * the save sends) until the clerk reloads it.
 */
function DraftGate({ id, children }: { id: number | 'invalid'; children: (draft: DocumentRecord, reload: () => void, round: number) => ReactNode }) {
  const query = useDocumentOne(creditNoteDocument, id === 'invalid' ? null : id);
  const [round, setRound] = useState(0);
  const row = query.data;
  if (id === 'invalid') return <DraftProblem message="This address names no draft credit note to edit." />;
  if (!row) {
    if (query.isError) return <DraftProblem message={`The draft credit note could not be opened: ${apiErrorMessage(query.error)}`} />;
    return <p className="text-sm text-slate-500">Loading the draft credit note…</p>;
  }
  if (row.stage !== 'draft') return <DraftProblem message={`Credit note ${row.number} is ${row.stage === 'booked' ? 'approved' : row.stage} now: only a draft can be edited.`} />;
  const edit = actionState(row, EDIT);
  if (row.actions && !edit.can) return <DraftProblem message={`Credit note ${row.number} cannot be edited: ${edit.reason ?? 'not allowed'}.`} />;
  const reload = () => {
    void query.refetch().then(() => setRound((r) => r + 1));
  };
  return (
    <>
      <div role="status" className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-2.5 text-sm text-sky-900" data-testid="credit-note-editing">
        <span>
          Editing draft credit note <strong className="font-mono">{row.number}</strong>: it is approved on the drafts worklist.
        </span>
        <Link href={CREDIT_NOTE.draft} className="font-medium text-sky-800 underline underline-offset-2 hover:text-sky-950">
          Cancel edit
        </Link>
      </div>
      {children(row, reload, round)}
    </>
  );
}

interface CreditNoteFormProps {
  /** The stored draft edited; absent: a new credit note. */
  draft?: DocumentRecord;
  /** The fill's request id (a new note). */
  requestId?: string;
  onSaved: (note: DocumentRecord) => void;
  onReload?: () => void;
}

export function CreditNoteForm({ draft, requestId, onSaved, onReload }: CreditNoteFormProps) {
  const today = useMemo(() => todayLocal(), []);
  // the draft as it was read: its version is what the save sends
  const [base] = useState(() => (draft ? { id: draft.id, version: draft.version, ...draftValues(draft) } : null));
  const [invoiceId, setInvoiceId] = useState<number | null>(() => (draft ? Number(draft.invoice_id) || null : null));
  const [header, setHeader] = useState<HeaderValues>(() => base?.header ?? emptyHeader(today));
  const [credits, setCredits] = useState<CreditInputs>(() => base?.credits ?? {});
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<{ message: string; conflict: boolean } | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);

  const invoiceQuery = useDocumentOne(invoiceDocument, invoiceId);
  const invoiceRow = invoiceQuery.data;
  const invoice = useMemo(() => (invoiceRow ? creditInvoiceOf(invoiceRow) : undefined), [invoiceRow]);
  const create = useCreateDocument(creditNoteDocument);
  const update = useUpdateDraft(creditNoteDocument);
  const saving = create.isPending || update.isPending;

  const rows = useMemo(() => buildRows(invoice, credits), [invoice, credits]);
  const check = checkCreditNote(invoiceId, invoice, header, rows, today);
  if (invoiceRow && invoiceRow.stage !== 'booked') check.errors.invoice_id = `Invoice ${invoiceRow.number} is ${invoiceRow.stage === 'cancelled' ? 'cancelled' : 'not issued'}: it cannot be credited`;
  const errors: Record<string, string> = { ...server };
  for (const [path, message] of Object.entries(check.errors)) if (attempted || !check.missing.has(path)) errors[path] = message;

  useEffect(() => {
    if (!draft) pickerRef.current?.focus();
  }, [draft]);
  useEffect(() => {
    if (focusTick) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const forget = (...paths: string[]) =>
    setServer((s) => {
      if (!paths.some((p) => p in s)) return s;
      const next = { ...s };
      for (const p of paths) delete next[p];
      return next;
    });

  const set = <K extends keyof HeaderValues>(name: K, value: HeaderValues[K]) => {
    setHeader((h) => ({ ...h, [name]: value }));
    forget(name);
  };

  function chooseInvoice(row: DocumentRecord | null) {
    setInvoiceId(row ? row.id : null);
    setCredits({});
    setServer({});
    setBanner(null);
  }

  function credit(lineId: number, text: string) {
    setCredits((c) => ({ ...c, [lineId]: text }));
    forget(awbPath(lineId), 'lines');
  }

  function creditAll() {
    if (!invoice) return;
    setCredits(Object.fromEntries(invoice.awbs.filter((a) => a.left > 0).map((a) => [a.id, groupDigits(a.left)])));
    setServer((s) => Object.fromEntries(Object.entries(s).filter(([p]) => HEADER_PATHS.has(p) && p !== 'lines')));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    setBanner(null);
    setServer({});
    if (Object.keys(check.errors).length || invoiceId === null) {
      setFocusTick((t) => t + 1);
      return;
    }
    const out = base ? updateBody(base.version, header, rows) : createBody(invoiceId, header, rows, requestId ?? newRequestId());
    const handlers = {
      onSuccess: (note: DocumentRecord) => onSaved(note),
      onError: (error: unknown) => {
        const placed = placeErrors(apiFieldErrors(error), out.keys);
        const rowKeys = new Set(rows.map((r) => r.key));
        const shown: Record<string, string> = {};
        const elsewhere: string[] = [];
        for (const [path, message] of Object.entries(placed)) {
          if (HEADER_PATHS.has(path) || rowKeys.has(path)) shown[path] = message;
          else elsewhere.push(`${path}: ${message}`);
        }
        setServer(shown);
        const conflict = apiErrorStatus(error) === 409;
        if (conflict) void invoiceQuery.refetch();
        if (isFormError(error)) {
          const next = conflict ? (base ? 'Reload the draft to see it as it is now.' : 'The invoice was read again: check the credits.') : '';
          setBanner({ message: [apiErrorMessage(error), next, ...elsewhere].filter(Boolean).join(' '), conflict });
        }
        setFocusTick((t) => t + 1);
      },
    };
    const body = out.body as unknown as Record<string, unknown>;
    if (base) update.mutate({ id: base.id, body }, handlers);
    else create.mutate(body, handlers);
  }

  const credited = rows.filter((r) => r.amount > 0 && !r.invalid);

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" data-testid="credit-note-form" aria-busy={saving || undefined}>
      {banner && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="credit-note-error">
          <span>{banner.message}</span>
          {banner.conflict && base && onReload && (
            <Button size="sm" onClick={onReload} data-testid="credit-note-reload">
              Reload the draft
            </Button>
          )}
        </div>
      )}
      <fieldset disabled={saving} className="rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-5">
        <legend className="sr-only">The invoice credited</legend>
        {invoiceId === null ? (
          <FormField label={f.invoice_id.label} required error={errors.invoice_id} hint="An issued invoice: search by its number or the customer">
            {(c) => <InvoicePicker id={c.id} invalid={c['aria-invalid']} describedBy={c['aria-describedby']} inputRef={pickerRef} disabled={saving} onChoose={chooseInvoice} />}
          </FormField>
        ) : (
          <InvoiceSummary
            invoice={invoice}
            number={invoiceRow?.number ?? (draft ? String(draft.invoice_number ?? '') : '')}
            error={errors.invoice_id}
            onChange={base ? undefined : () => chooseInvoice(null)}
          />
        )}
      </fieldset>

      {invoiceId === null ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-500">Pick the invoice: its AWBs show here.</p>
      ) : invoice ? (
        <CreditLinesGrid invoice={invoice} rows={rows} errors={errors} figures={check.figures} disabled={saving} onCredit={credit} onCreditAll={creditAll} />
      ) : invoiceQuery.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          <span>{apiErrorMessage(invoiceQuery.error)}</span>
          <Button size="sm" onClick={() => void invoiceQuery.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-sm text-slate-500" data-testid="credit-invoice-loading">
          Loading the invoice’s AWBs…
        </p>
      )}

      <fieldset disabled={saving} className="rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-5">
        <legend className="sr-only">The credit note</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField label={f.cn_date.label} required error={errors.cn_date}>
            {(c) => (
              <input
                {...c}
                type="date"
                name="cn_date"
                max={today}
                min={invoice?.date ? invoice.date.slice(0, 10) : undefined}
                value={header.cn_date}
                onChange={(e) => set('cn_date', e.target.value)}
                className={inputClass(Boolean(errors.cn_date), 'min-h-11')}
              />
            )}
          </FormField>
          <FormField label={f.kind.label} required error={errors.kind}>
            {(c) => (
              <select {...c} name="kind" value={header.kind} onChange={(e) => set('kind', e.target.value as CreditNoteKind | '')} className={inputClass(Boolean(errors.kind), 'min-h-11')}>
                <option value="">Choose…</option>
                {CREDIT_NOTE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {CREDIT_NOTE_KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={f.reason.label} required error={errors.reason} className="sm:col-span-2" hint="Printed on the credit note">
            {(c) => (
              <textarea
                {...c}
                name="reason"
                rows={2}
                maxLength={500}
                value={header.reason}
                onChange={(e) => set('reason', e.target.value)}
                className={inputClass(Boolean(errors.reason))}
              />
            )}
          </FormField>
          <FormField label={f.notes.label} error={errors.notes} className="sm:col-span-2 lg:col-span-4">
            {(c) => (
              <textarea {...c} name="notes" rows={2} maxLength={500} value={header.notes} onChange={(e) => set('notes', e.target.value)} className={inputClass(Boolean(errors.notes))} />
            )}
          </FormField>
        </div>
      </fieldset>

      <div className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" data-testid="credit-note-summary">
          {invoice
            ? `${credited.length} of ${rows.length} AWBs credited · ${check.figures.total === null ? `${formatRupiah(check.figures.amount)} before PPN` : `${formatRupiah(check.figures.total)} in all`}`
            : 'Nothing to save yet'}
        </p>
        <Button type="submit" variant="primary" pending={saving} pendingLabel="Saving…" className="min-h-12 px-6" data-testid="credit-note-save">
          {base ? 'Save draft' : 'Save credit note'}
        </Button>
      </div>
    </form>
  );
}

/** The invoice chosen: who it bills, what it totals, owes and has left to credit. */
function InvoiceSummary({ invoice, number, error, onChange }: { invoice: CreditInvoice | undefined; number: string; error?: string; onChange?: () => void }) {
  const facts: { key: string; label: string; value: string }[] = invoice
    ? [
        { key: 'total', label: 'Total', value: formatRupiah(invoice.total) },
        { key: 'outstanding', label: 'Outstanding', value: formatRupiah(invoice.outstanding) },
        { key: 'credited', label: 'Credited before', value: formatRupiah(invoice.credited) },
        { key: 'left', label: 'Left to credit', value: formatRupiah(invoice.left) },
      ]
    : [];
  return (
    <div data-testid="credit-invoice">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{f.invoice_id.label}</p>
          <p className="font-mono text-base font-semibold text-slate-900" data-testid="credit-invoice-number">
            {number || '…'}
          </p>
          {invoice && (
            <p className="text-sm text-slate-600">
              {[invoice.customer, invoice.date ? formatDate(invoice.date) : ''].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
        {onChange && (
          <Button onClick={onChange} className="min-h-11" data-testid="credit-invoice-change">
            Change invoice
          </Button>
        )}
      </div>
      {facts.length > 0 && (
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
          {facts.map((x) => (
            <div key={x.key} data-total={x.key}>
              <dt className="text-xs text-slate-500">{x.label}</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{x.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-600" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}

export const CreditNoteAddPage: AppPage = () => <CreditNoteScreen />;
CreditNoteAddPage.displayName = 'CreditNoteAddPage';
CreditNoteAddPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
