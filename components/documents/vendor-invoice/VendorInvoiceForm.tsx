import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { FormField } from '@/components/data/FormField';
import { inputClass } from '@/components/data/input-class';
import { PageHeader } from '@/components/data/PageHeader';
import { groupDigits } from '@/components/documents/payment/payment-entry';
import { todayLocal } from '@/components/document/local-datetime';
import { newRequestId } from '@/components/document/request-id';
import { formatDate } from '@/components/resource/format';
import { RefPicker } from '@/components/resource/RefPicker';
import { useCreateDocument, useDocumentOne, useUpdateDraft } from '@/hooks/documents/use-document';
import { useVendorBillables, useVendorTerms } from '@/hooks/finance/use-vendor-bills';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { AppLayout } from '@/layouts/AppLayout';
import { formatRupiah } from '@/lib/pricing/money';
import { VENDOR_INVOICE } from '@/lib/resources/documents/screens';
import { vendorInvoiceDocument } from '@/lib/resources/documents/vendor-invoice';
import type { RefField } from '@/lib/resources/engine/define';
import { apiErrorMessage } from '@/services/api-client';
import { apiErrorStatus, apiFieldErrors, isFormError } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { toast } from '@/services/toast';
import type { AppPage } from '@/types/page';
import { BillablesGrid } from './BillablesGrid';
import {
  BILL_HEADER_PATHS,
  EMPTY_ITEM,
  addDays,
  buildRows,
  checkBill,
  createBillBody,
  draftItemsOf,
  emptyBillHeader,
  headerOfDraft,
  itemPath,
  mergeItems,
  percentValue,
  placeBillErrors,
  signedRupiah,
  totalsOf,
  updateBillBody,
  type BillHeader,
  type BillableItem,
  type ItemInputs,
} from './vendor-invoice-form';

/*
 * Vendor invoice · add (and edit a draft, `?id=`): an AP clerk entering a vendor's bill from the paper
 * invoice. The vendor first (what they may bill loads: their booked hand-overs and the manifests they
 * carried), then the invoice's numbers and dates, then a tick per item billed with what they bill for
 * it against its expected cost. The totals are the server's own rules (PPN on what is billed; PPh 23 an
 * estimate at the default rates); the server decides on save. Saved as a draft, posted from the draft
 * worklist; one request id per fill (a double click or a retry makes one bill).
 */

const f = vendorInvoiceDocument.fields;
const vendorField = f.vendor_id as RefField;

const idParam = (v: string | string[] | undefined) => {
  const s = Array.isArray(v) ? v[0] : v;
  return s && /^\d+$/.test(s) && Number(s) > 0 ? Number(s) : null;
};

export function VendorInvoiceScreen() {
  const router = useRouter();
  const editing = router.isReady ? idParam(router.query.id) : null;
  const [round, setRound] = useState(() => ({ n: 0, requestId: newRequestId() }));
  const [done, setDone] = useState<{ bill: DocumentRecord; edited: boolean } | null>(null);
  const canDrafts = useHasAnyPermission([VENDOR_INVOICE.draft], 'read');
  const draftsHref = canDrafts ? VENDOR_INVOICE.draft : null;

  function again() {
    setDone(null);
    setRound((r) => ({ n: r.n + 1, requestId: newRequestId() }));
    if (editing !== null) void router.push({ pathname: VENDOR_INVOICE.add, query: {} });
  }

  let body: ReactElement;
  if (done) body = <BillDone bill={done.bill} edited={done.edited} onAgain={again} draftsHref={draftsHref} />;
  else if (editing !== null)
    body = (
      <DraftGate id={editing} draftsHref={draftsHref}>
        {(draft, reload) => <VendorInvoiceForm key={`edit-${draft.id}-${round.n}`} draft={draft} onReload={reload} onSaved={(bill) => setDone({ bill, edited: true })} />}
      </DraftGate>
    );
  else body = <VendorInvoiceForm key={round.n} requestId={round.requestId} onSaved={(bill) => setDone({ bill, edited: false })} />;

  return (
    <section data-testid="vendor-invoice-entry">
      <PageHeader
        title={editing !== null ? 'Edit a draft vendor invoice' : 'Enter a vendor invoice'}
        description={done ? undefined : 'From the vendor’s invoice: the vendor, its numbers and dates, then what it bills. Fields marked * are required.'}
        actions={
          draftsHref ? (
            <Link href={draftsHref} className="text-sm text-slate-600 underline underline-offset-2 hover:text-slate-900">
              Draft vendor invoices
            </Link>
          ) : undefined
        }
      />
      {body}
    </section>
  );
}

/** Reads the draft to edit; anything but a draft is said, not edited. */
function DraftGate({ id, draftsHref, children }: { id: number; draftsHref: string | null; children: (draft: DocumentRecord, reload: () => void) => ReactElement }) {
  const one = useDocumentOne(vendorInvoiceDocument, id);
  const [reloads, setReloads] = useState(0);
  if (one.isPending) return <p className="text-sm text-slate-500">Loading the draft…</p>;
  if (one.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
        <span>{apiErrorMessage(one.error)}</span>
        <Button size="sm" onClick={() => void one.refetch()}>
          Try again
        </Button>
      </div>
    );
  const draft = one.data;
  if (draft.stage !== 'draft')
    return (
      <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="vendor-invoice-not-draft">
        {`Vendor invoice ${draft.number} is no longer a draft: only a draft can be edited.`}
        {draftsHref && (
          <Link href={draftsHref} className="ml-2 underline underline-offset-2">
            Back to the drafts
          </Link>
        )}
      </p>
    );
  return (
    <div key={reloads}>
      {children(draft, () => {
        setReloads((n) => n + 1);
        void one.refetch();
      })}
    </div>
  );
}

interface FormProps {
  /** A new bill: the fill's request id. */
  requestId?: string;
  /** Editing this draft. */
  draft?: DocumentRecord;
  onReload?: () => void;
  onSaved: (bill: DocumentRecord) => void;
}

function VendorInvoiceForm({ requestId = '', draft: given, onReload, onSaved }: FormProps) {
  const today = useMemo(() => todayLocal(), []);
  // the draft as read when the form opened: its version is what the save sends (a reload opens it again)
  const [draft] = useState(given);
  const own = useMemo(() => (draft ? draftItemsOf(draft) : null), [draft]);
  const [header, setHeader] = useState<BillHeader>(() => (draft ? headerOfDraft(draft) : emptyBillHeader(today)));
  // the due date follows the bill date and the vendor's terms until it is typed (a draft keeps its own)
  const [dueAuto, setDueAuto] = useState(!draft);
  const [inputs, setInputs] = useState<ItemInputs>(() => own?.inputs ?? {});
  const [attempted, setAttempted] = useState(false);
  // fields left at least once (their errors then show as typed)
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [server, setServer] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<{ text: string; stale: boolean } | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const vendorRef = useRef<HTMLInputElement>(null);
  const invoiceNoRef = useRef<HTMLInputElement>(null);

  const vendorId = header.vendor_id ? Number(header.vendor_id) : null;
  const billables = useVendorBillables(vendorId);
  const terms = useVendorTerms(vendorId);
  const vendor = terms.data;
  const create = useCreateDocument(vendorInvoiceDocument);
  const update = useUpdateDraft(vendorInvoiceDocument);
  const saving = create.isPending || update.isPending;

  const items = useMemo<BillableItem[]>(() => mergeItems(own?.items ?? [], billables.data ?? []), [own, billables.data]);
  const rows = useMemo(() => buildRows(items, inputs), [items, inputs]);
  const ppnPercent = percentValue(header.ppn_percent);
  const totals = totalsOf(rows, ppnPercent, vendor);
  const due = dueAuto ? (vendor && header.bill_date ? addDays(header.bill_date, vendor.top_days) : '') : header.due_date;
  const check = checkBill(header, rows, { today, due, loading: vendorId !== null && billables.isPending && !own });
  const errors: Record<string, string> = { ...server };
  for (const [path, message] of Object.entries(check.errors)) if (attempted || (!check.missing.has(path) && (!check.untilLeft.has(path) || left.has(path)))) errors[path] = message;

  useEffect(() => {
    if (draft) invoiceNoRef.current?.focus();
    else vendorRef.current?.focus();
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

  const set = <K extends keyof BillHeader>(name: K, value: BillHeader[K]) => {
    setHeader((h) => ({ ...h, [name]: value }));
    forget(name);
  };

  function chooseVendor(value: string) {
    setHeader((h) => ({ ...h, vendor_id: value }));
    setInputs({});
    setServer({});
    setBanner(null);
  }

  const rowOf = (key: string) => rows.find((r) => r.key === key);

  function tick(key: string, on: boolean) {
    const row = rowOf(key);
    if (!row) return;
    setInputs((all) => {
      const current = all[key] ?? EMPTY_ITEM;
      // ticked: billed at the expected cost unless an amount is typed already
      const billed = on ? current.billed || groupDigits(row.item.expected) : '';
      return { ...all, [key]: { on, billed } };
    });
    forget(itemPath(key, 'item'), itemPath(key, 'billed'), 'items');
  }

  function tickAll(on: boolean) {
    setInputs((all) => Object.fromEntries(rows.map((r) => [r.key, on ? { on: true, billed: all[r.key]?.billed || groupDigits(r.item.expected) } : EMPTY_ITEM])));
    setServer((s) => Object.fromEntries(Object.entries(s).filter(([p]) => BILL_HEADER_PATHS.has(p) && p !== 'items')));
  }

  function billed(key: string, text: string) {
    setInputs((all) => ({ ...all, [key]: { on: text.trim() ? true : (all[key]?.on ?? false), billed: text } }));
    forget(itemPath(key, 'billed'), 'items');
  }

  function onError(error: unknown, keys: string[]) {
    const placed = placeBillErrors(apiFieldErrors(error), keys);
    const shown: Record<string, string> = {};
    const elsewhere: string[] = [];
    const rowKeys = new Set(rows.map((r) => r.key));
    for (const [path, message] of Object.entries(placed)) {
      if (BILL_HEADER_PATHS.has(path) || rowKeys.has(path.slice(0, path.lastIndexOf('.')))) shown[path] = message;
      else elsewhere.push(`${path}: ${message}`);
    }
    setServer(shown);
    const conflict = apiErrorStatus(error) === 409;
    // a stale draft (someone saved it meanwhile) is read again; items billed elsewhere meanwhile: the list is
    const stale = conflict && Boolean(draft) && !/billed on another/i.test(apiErrorMessage(error));
    if (conflict) {
      toast.error(apiErrorMessage(error));
      void billables.refetch();
    }
    if (isFormError(error)) {
      const text = [apiErrorMessage(error), conflict && !stale ? 'What the vendor may bill was read again: check the ticks.' : '', ...elsewhere].filter(Boolean).join(' ');
      setBanner({ text, stale });
    }
    setFocusTick((t) => t + 1);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    setBanner(null);
    setServer({});
    if (Object.keys(check.errors).length) {
      setFocusTick((t) => t + 1);
      return;
    }
    if (draft) {
      const { body, keys } = updateBillBody(header, rows, due, Number(draft.version));
      update.mutate({ id: draft.id, body: body as unknown as Record<string, unknown> }, { onSuccess: onSaved, onError: (e) => onError(e, keys) });
    } else {
      const { body, keys } = createBillBody(header, rows, due, requestId);
      create.mutate(body as unknown as Record<string, unknown>, { onSuccess: onSaved, onError: (e) => onError(e, keys) });
    }
  }

  const vendorLabel = draft?.vendor_id_label ? String(draft.vendor_id_label) : vendor?.name;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" data-testid="vendor-invoice-form" aria-busy={saving || undefined}>
      {banner && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="vendor-invoice-error">
          <span>{banner.text}</span>
          {banner.stale && onReload && (
            <Button size="sm" onClick={onReload}>
              Reload the draft
            </Button>
          )}
        </div>
      )}
      <fieldset disabled={saving} className="rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-5">
        <legend className="sr-only">The vendor’s invoice</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField label={f.vendor_id.label} required error={errors.vendor_id} className="sm:col-span-2" hint={vendor ? `Terms ${vendor.top_days} days · ${vendor.is_company ? `a company${vendor.npwp ? ' with NPWP' : ', no NPWP'}` : 'a person'}` : undefined}>
            {(c) =>
              draft ? (
                <input {...c} type="text" name="vendor_id" readOnly value={vendorLabel ?? `#${header.vendor_id}`} className={inputClass(false, 'min-h-11 bg-slate-50')} />
              ) : (
                <RefPicker
                  field={vendorField}
                  value={header.vendor_id}
                  onChange={chooseVendor}
                  inputRef={vendorRef}
                  name="vendor_id"
                  id={c.id}
                  invalid={c['aria-invalid']}
                  describedBy={c['aria-describedby']}
                  placeholder="Type the vendor's name or code…"
                  testId="vendor-invoice-vendor"
                />
              )
            }
          </FormField>
          <FormField label={f.bill_date.label} required error={errors.bill_date}>
            {(c) => (
              <input
                {...c}
                type="date"
                name="bill_date"
                max={today}
                value={header.bill_date}
                onChange={(e) => set('bill_date', e.target.value)}
                className={inputClass(Boolean(errors.bill_date), 'min-h-11')}
              />
            )}
          </FormField>
          <FormField
            label={f.due_date.label}
            error={errors.due_date}
            hint={dueAuto ? (vendor ? `Bill date + ${vendor.top_days} days (the vendor’s terms)` : 'Bill date + the vendor’s terms') : undefined}
          >
            {(c) => (
              <input
                {...c}
                type="date"
                name="due_date"
                min={header.bill_date || undefined}
                value={due}
                onChange={(e) => {
                  setDueAuto(false);
                  set('due_date', e.target.value);
                }}
                className={inputClass(Boolean(errors.due_date), 'min-h-11')}
              />
            )}
          </FormField>
          <FormField label={f.vendor_invoice_no.label} required error={errors.vendor_invoice_no} className="sm:col-span-2 lg:col-span-1">
            {(c) => (
              <input
                {...c}
                ref={invoiceNoRef}
                type="text"
                name="vendor_invoice_no"
                autoComplete="off"
                maxLength={40}
                value={header.vendor_invoice_no}
                onChange={(e) => set('vendor_invoice_no', e.target.value)}
                className={inputClass(Boolean(errors.vendor_invoice_no), 'min-h-11')}
              />
            )}
          </FormField>
          <FormField label={f.tax_invoice_no.label} error={errors.tax_invoice_no} hint="The faktur pajak number, when they issued one">
            {(c) => (
              <input
                {...c}
                type="text"
                name="tax_invoice_no"
                autoComplete="off"
                maxLength={30}
                value={header.tax_invoice_no}
                onChange={(e) => set('tax_invoice_no', e.target.value)}
                onBlur={() => setLeft((l) => (l.has('tax_invoice_no') ? l : new Set(l).add('tax_invoice_no')))}
                className={inputClass(Boolean(errors.tax_invoice_no), 'min-h-11')}
              />
            )}
          </FormField>
          <FormField label="PPN %" required error={errors.ppn_percent} hint="1,1 % for delivery services">
            {(c) => (
              <input
                {...c}
                type="text"
                inputMode="decimal"
                name="ppn_percent"
                autoComplete="off"
                maxLength={6}
                value={header.ppn_percent}
                onChange={(e) => set('ppn_percent', e.target.value)}
                className={inputClass(Boolean(errors.ppn_percent), 'min-h-11 text-right tabular-nums')}
              />
            )}
          </FormField>
          <FormField label={f.notes.label} error={errors.notes} className="sm:col-span-2 lg:col-span-1">
            {(c) => (
              <textarea
                {...c}
                name="notes"
                rows={1}
                maxLength={500}
                value={header.notes}
                onChange={(e) => set('notes', e.target.value)}
                className={inputClass(Boolean(errors.notes), 'min-h-11')}
              />
            )}
          </FormField>
        </div>
      </fieldset>

      {vendorId === null ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-500">Choose the vendor: what they have not billed yet shows here.</p>
      ) : billables.isPending && !own ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-sm text-slate-500" data-testid="billables-loading">
          Loading what the vendor may bill…
        </p>
      ) : billables.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          <span>{apiErrorMessage(billables.error)}</span>
          <Button size="sm" onClick={() => void billables.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <BillablesGrid
          rows={rows}
          errors={errors}
          totals={totals}
          ppnPercent={ppnPercent}
          vendorKnown={Boolean(vendor)}
          disabled={saving}
          onTick={tick}
          onTickAll={tickAll}
          onBilled={billed}
        />
      )}

      <div className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" data-testid="vendor-invoice-summary">
          {totals.count
            ? `${totals.count} item${totals.count === 1 ? '' : 's'} · billed ${formatRupiah(totals.billed)}${totals.difference ? ` (${signedRupiah(totals.difference)} against expected)` : ''} · payable ${vendor ? formatRupiah(totals.payable) : '…'}`
            : 'Nothing ticked yet'}
        </p>
        <Button type="submit" variant="primary" pending={saving} pendingLabel="Saving…" className="min-h-12 px-6" data-testid="vendor-invoice-save">
          {draft ? 'Save draft' : 'Save as draft'}
        </Button>
      </div>
    </form>
  );
}

const num = (v: unknown) => Number(v ?? 0) || 0;

/** The bill just saved: its number and figures, then the draft worklist (to post it) or the next bill. */
function BillDone({ bill, edited, onAgain, draftsHref }: { bill: DocumentRecord; edited: boolean; onAgain: () => void; draftsHref: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const difference = num(bill.difference);
  const vendor = bill.vendor_id_label ? String(bill.vendor_id_label) : null;
  const figures = [
    { key: 'expected', label: 'Expected', value: formatRupiah(num(bill.expected_total)) },
    { key: 'amount', label: 'Billed (DPP)', value: formatRupiah(num(bill.amount)) },
    { key: 'difference', label: 'Difference', value: signedRupiah(difference), tone: difference ? 'text-amber-800' : undefined },
    { key: 'ppn', label: 'PPN', value: formatRupiah(num(bill.ppn)) },
    { key: 'total', label: 'Total', value: formatRupiah(num(bill.total)) },
    { key: 'pph23', label: 'PPh 23 withheld', value: formatRupiah(num(bill.pph23)) },
  ];
  return (
    <div role="status" className="space-y-4 rounded-lg border border-emerald-200 bg-emerald-50 px-5 py-5" data-testid="vendor-invoice-done">
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-emerald-800 focus:outline-none">
          {edited ? 'Draft saved' : 'Vendor invoice saved as a draft'}
        </h2>
        <p className="mt-2 font-mono text-lg font-semibold text-slate-900" data-testid="vendor-invoice-number">
          {bill.number}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {vendor ? `${vendor} · ` : ''}
          {bill.vendor_invoice_no ? `their no. ${String(bill.vendor_invoice_no)}` : ''}
          {bill.due_date ? ` · due ${formatDate(String(bill.due_date))}` : ''}
        </p>
        <p className="mt-2 text-sm text-slate-700">
          Payable <span className="text-lg font-semibold text-slate-900 tabular-nums" data-testid="vendor-invoice-payable">{formatRupiah(num(bill.payable))}</span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-md border border-emerald-100 bg-white px-4 py-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
        {figures.map((x) => (
          <div key={x.key} data-total={x.key}>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{x.label}</dt>
            <dd className={`font-semibold tabular-nums ${x.tone ?? 'text-slate-900'}`}>{x.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">It is posted to the vendor’s ledger from the draft worklist.</p>
      <div className="flex flex-wrap gap-2">
        {draftsHref && (
          <Link href={draftsHref} className={`${buttonClass('primary')} min-h-11`} data-testid="vendor-invoice-drafts">
            Go to the drafts to post it
          </Link>
        )}
        <Button variant={draftsHref ? 'secondary' : 'primary'} onClick={onAgain} className="min-h-11" data-testid="vendor-invoice-again">
          Enter another
        </Button>
      </div>
    </div>
  );
}

export const VendorInvoicePage: AppPage = () => <VendorInvoiceScreen />;
VendorInvoicePage.displayName = 'VendorInvoicePage';
VendorInvoicePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
