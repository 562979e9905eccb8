import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { FormField } from '@/components/data/FormField';
import { inputClass } from '@/components/data/input-class';
import { PageHeader } from '@/components/data/PageHeader';
import { MoneyInput } from '@/components/documents/payment/MoneyInput';
import { todayLocal } from '@/components/document/local-datetime';
import { newRequestId } from '@/components/document/request-id';
import { RefPicker } from '@/components/resource/RefPicker';
import { useCreateDocument } from '@/hooks/documents/use-document';
import { useVendorOpenBills, useVendorTerms } from '@/hooks/finance/use-vendor-bills';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { AppLayout } from '@/layouts/AppLayout';
import { formatRupiah } from '@/lib/pricing/money';
import { VENDOR_PAYMENT } from '@/lib/resources/documents/screens';
import { DISBURSEMENT_METHODS, vendorPaymentDocument } from '@/lib/resources/documents/vendor-payment';
import type { RefField } from '@/lib/resources/engine/define';
import { apiErrorMessage } from '@/services/api-client';
import { apiErrorStatus, apiFieldErrors, isFormError } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { toast } from '@/services/toast';
import type { AppPage } from '@/types/page';
import { OpenBillsGrid } from './OpenBillsGrid';
import {
  DISBURSEMENT_METHOD_LABELS,
  EMPTY_PAY,
  PAY_HEADER_PATHS,
  amountPath,
  buildPayRows,
  checkVendorPayment,
  emptyPayHeader,
  inFull,
  needsSlip,
  payTotalsOf,
  placePayErrors,
  vendorPaymentBody,
  type DisbursementMethod,
  type PayHeader,
  type PayInputs,
} from './vendor-payment-entry';

/*
 * Vendor payment · entry: an AP clerk recording a transfer (or cash, a giro, a cheque) to a vendor. The
 * vendor first (their posted bills with something left to pay load, soonest due first), then the
 * bills it pays — in full by a tick, or part of one — how and from which account it went, and the
 * number of the PPh 23 withholding slip when a bill paid had PPh 23 withheld. The server's own rules
 * are checked at the row before sending; saved already posted, with one request id per fill.
 */

const f = vendorPaymentDocument.fields;
const vendorField = f.vendor_id as RefField;

export function VendorPaymentEntryScreen() {
  const [round, setRound] = useState(() => ({ n: 0, requestId: newRequestId() }));
  const [done, setDone] = useState<DocumentRecord | null>(null);
  const canList = useHasAnyPermission([VENDOR_PAYMENT.list], 'read');
  const again = () => {
    setDone(null);
    setRound((r) => ({ n: r.n + 1, requestId: newRequestId() }));
  };
  return (
    <section data-testid="vendor-payment-entry">
      <PageHeader
        title="Pay a vendor"
        description={done ? undefined : 'The vendor, the bills this payment settles, then how the money went. Fields marked * are required.'}
        actions={
          canList ? (
            <Link href={VENDOR_PAYMENT.list} className="text-sm text-slate-600 underline underline-offset-2 hover:text-slate-900">
              Vendor payments
            </Link>
          ) : undefined
        }
      />
      {done ? (
        <VendorPaymentDone payment={done} onAgain={again} listHref={canList ? VENDOR_PAYMENT.list : null} />
      ) : (
        <VendorPaymentForm key={round.n} requestId={round.requestId} onSaved={setDone} />
      )}
    </section>
  );
}

function VendorPaymentForm({ requestId, onSaved }: { requestId: string; onSaved: (payment: DocumentRecord) => void }) {
  const today = useMemo(() => todayLocal(), []);
  const [header, setHeader] = useState<PayHeader>(() => emptyPayHeader(today));
  const [inputs, setInputs] = useState<PayInputs>({});
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const vendorRef = useRef<HTMLInputElement>(null);

  const vendorId = header.vendor_id ? Number(header.vendor_id) : null;
  const open = useVendorOpenBills(vendorId);
  const terms = useVendorTerms(vendorId);
  const vendor = terms.data;
  const bills = open.data;
  const create = useCreateDocument(vendorPaymentDocument);
  const queryClient = useQueryClient();
  const saving = create.isPending;

  const rows = useMemo(() => buildPayRows(bills ?? [], inputs), [bills, inputs]);
  const totals = payTotalsOf(header, rows);
  const slipNeeded = needsSlip(rows);
  const check = checkVendorPayment(header, rows, { today, loaded: Boolean(bills) });
  const errors: Record<string, string> = { ...server };
  for (const [path, message] of Object.entries(check.errors)) if (attempted || !check.missing.has(path)) errors[path] = message;

  useEffect(() => vendorRef.current?.focus(), []);
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

  const set = <K extends keyof PayHeader>(name: K, value: PayHeader[K]) => {
    setHeader((h) => ({ ...h, [name]: value }));
    forget(name);
  };

  function chooseVendor(value: string) {
    setHeader((h) => ({ ...h, vendor_id: value, pph23_slip_no: '' }));
    setInputs({});
    setServer({});
    setBanner(null);
  }

  const billOf = (key: string) => rows.find((r) => r.key === key)?.bill;

  function edit(key: string, next: (current: typeof EMPTY_PAY) => typeof EMPTY_PAY) {
    setInputs((all) => ({ ...all, [key]: next(all[key] ?? EMPTY_PAY) }));
    forget(amountPath(key), 'allocations', 'pph23_slip_no');
  }

  function pay(key: string, on: boolean) {
    const bill = billOf(key);
    if (!bill) return;
    // ticked: paid in full unless an amount is typed already
    edit(key, (current) => (on ? { pay: true, amount: current.amount.trim() ? current.amount : inFull(bill) } : EMPTY_PAY));
  }

  function payInFull(key: string) {
    const bill = billOf(key);
    if (bill) edit(key, () => ({ pay: true, amount: inFull(bill) }));
  }

  function payAllInFull() {
    setInputs(Object.fromEntries(rows.map((r) => [r.key, { pay: true, amount: inFull(r.bill) }])));
    setServer((s) => Object.fromEntries(Object.entries(s).filter(([p]) => PAY_HEADER_PATHS.has(p) && p !== 'allocations')));
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
    const { body, keys } = vendorPaymentBody(header, rows, requestId);
    create.mutate(body as unknown as Record<string, unknown>, {
      onSuccess: (payment) => {
        void queryClient.invalidateQueries({ queryKey: ['vendor-invoice'] });
        onSaved(payment);
      },
      onError: (error) => {
        const placed = placePayErrors(apiFieldErrors(error), keys);
        const shown: Record<string, string> = {};
        const elsewhere: string[] = [];
        const rowKeys = new Set(rows.map((r) => r.key));
        for (const [path, message] of Object.entries(placed)) {
          if (PAY_HEADER_PATHS.has(path) || rowKeys.has(path.slice(0, path.lastIndexOf('.')))) shown[path] = message;
          else elsewhere.push(`${path}: ${message}`);
        }
        setServer(shown);
        const conflict = apiErrorStatus(error) === 409;
        if (conflict) {
          // paid (or cancelled) meanwhile: say so, and read what is open now
          toast.error(apiErrorMessage(error));
          void open.refetch();
        }
        if (isFormError(error)) setBanner([apiErrorMessage(error), conflict ? 'The open bills were read again: check the amounts.' : '', ...elsewhere].filter(Boolean).join(' '));
        setFocusTick((t) => t + 1);
      },
    });
  }

  const payTo = vendor?.bank_name && vendor.bank_account_no ? `Pay to ${vendor.bank_name} ${vendor.bank_account_no}${vendor.bank_account_name ? ` a/n ${vendor.bank_account_name}` : ''}` : undefined;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" data-testid="vendor-payment-form" aria-busy={saving || undefined}>
      {banner && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="vendor-payment-error">
          {banner}
        </p>
      )}
      <fieldset disabled={saving} className="rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-5">
        <legend className="sr-only">The payment</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField label={f.vendor_id.label} required error={errors.vendor_id} className="sm:col-span-2" hint={payTo}>
            {(c) => (
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
                testId="vendor-payment-vendor"
              />
            )}
          </FormField>
          <FormField label="Payment date" required error={errors.payment_date}>
            {(c) => (
              <input
                {...c}
                type="date"
                name="payment_date"
                max={today}
                value={header.payment_date}
                onChange={(e) => set('payment_date', e.target.value)}
                className={inputClass(Boolean(errors.payment_date), 'min-h-11')}
              />
            )}
          </FormField>
          <FormField label={f.method.label} required error={errors.method}>
            {(c) => (
              <select
                {...c}
                name="method"
                value={header.method}
                onChange={(e) => set('method', e.target.value as DisbursementMethod)}
                className={inputClass(Boolean(errors.method), 'min-h-11')}
              >
                {DISBURSEMENT_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {DISBURSEMENT_METHOD_LABELS[m]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={f.from_account.label} error={errors.from_account} hint={header.method === 'CASH' ? 'The cash box it came from' : 'Our bank account it went from'}>
            {(c) => (
              <input
                {...c}
                type="text"
                name="from_account"
                autoComplete="off"
                maxLength={100}
                value={header.from_account}
                onChange={(e) => set('from_account', e.target.value)}
                className={inputClass(Boolean(errors.from_account), 'min-h-11')}
              />
            )}
          </FormField>
          <FormField label={f.reference.label} error={errors.reference} hint="Transfer reference, giro or cheque number">
            {(c) => (
              <input
                {...c}
                type="text"
                name="reference"
                autoComplete="off"
                maxLength={60}
                value={header.reference}
                onChange={(e) => set('reference', e.target.value)}
                className={inputClass(Boolean(errors.reference), 'min-h-11')}
              />
            )}
          </FormField>
          <FormField label={f.bank_charge.label} error={errors.bank_charge} hint="Taken by our bank for the transfer">
            {(c) => (
              <MoneyInput
                id={c.id}
                aria-describedby={c['aria-describedby']}
                invalid={c['aria-invalid']}
                name="bank_charge"
                value={header.bank_charge}
                onChange={(v) => set('bank_charge', v)}
              />
            )}
          </FormField>
          <FormField
            label={f.pph23_slip_no.label}
            required={slipNeeded}
            error={errors.pph23_slip_no}
            hint={slipNeeded ? `The bukti potong of the ${formatRupiah(totals.pph23)} PPh 23 withheld, handed to the vendor` : undefined}
            testId="vendor-payment-slip"
          >
            {(c) => (
              <input
                {...c}
                type="text"
                name="pph23_slip_no"
                autoComplete="off"
                maxLength={40}
                value={header.pph23_slip_no}
                onChange={(e) => set('pph23_slip_no', e.target.value)}
                className={inputClass(Boolean(errors.pph23_slip_no), 'min-h-11')}
              />
            )}
          </FormField>
        </div>
      </fieldset>

      {vendorId === null ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-500">Choose the vendor: their open bills show here.</p>
      ) : open.isPending ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-sm text-slate-500" data-testid="open-bills-loading">
          Loading the open bills…
        </p>
      ) : open.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          <span>{apiErrorMessage(open.error)}</span>
          <Button size="sm" onClick={() => void open.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <OpenBillsGrid
          rows={rows}
          errors={errors}
          totals={totals}
          today={today}
          disabled={saving}
          onPay={pay}
          onAmount={(key, text) => edit(key, (current) => ({ pay: text.trim() ? true : current.pay, amount: text }))}
          onPayInFull={payInFull}
          onPayAllInFull={payAllInFull}
        />
      )}

      <fieldset disabled={saving} className="rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-5">
        <legend className="sr-only">Notes</legend>
        <FormField label={f.notes.label} error={errors.notes}>
          {(c) => (
            <textarea
              {...c}
              name="notes"
              rows={2}
              maxLength={500}
              value={header.notes}
              onChange={(e) => set('notes', e.target.value)}
              className={inputClass(Boolean(errors.notes))}
            />
          )}
        </FormField>
      </fieldset>

      <div className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" data-testid="vendor-payment-summary">
          {bills
            ? `${totals.count} of ${rows.length} bill${rows.length === 1 ? '' : 's'} paid · ${formatRupiah(totals.paid)}${totals.bankCharge ? ` + ${formatRupiah(totals.bankCharge)} bank charges` : ''}`
            : 'Nothing to save yet'}
        </p>
        <Button type="submit" variant="primary" pending={saving} pendingLabel="Saving…" className="min-h-12 px-6" data-testid="vendor-payment-save">
          Save payment
        </Button>
      </div>
    </form>
  );
}

const num = (v: unknown) => Number(v ?? 0) || 0;

/** The payment just posted: its number, what it paid on each bill and what each still owes. */
function VendorPaymentDone({ payment, onAgain, listHref }: { payment: DocumentRecord; onAgain: () => void; listHref: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const allocations = payment.lines?.allocations ?? [];
  const vendor = payment.vendor_id_label ? String(payment.vendor_id_label) : null;
  return (
    <div role="status" className="space-y-4 rounded-lg border border-emerald-200 bg-emerald-50 px-5 py-5" data-testid="vendor-payment-done">
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-emerald-800 focus:outline-none">
          Payment posted
        </h2>
        <p className="mt-2 font-mono text-lg font-semibold text-slate-900" data-testid="vendor-payment-number">
          {payment.number}
        </p>
        <p className="mt-1 text-sm text-slate-700" data-testid="vendor-payment-paid">
          {vendor ? `${vendor} · ` : ''}
          {formatRupiah(num(payment.amount_paid))} paid
          {num(payment.bank_charge) ? ` · bank charges ${formatRupiah(num(payment.bank_charge))}` : ''}
          {payment.pph23_slip_no ? ` · slip ${String(payment.pph23_slip_no)}` : ''}
        </p>
      </div>
      {allocations.length > 0 && (
        <div className="overflow-x-auto rounded-md border border-emerald-100 bg-white">
          <table className="w-full text-sm" aria-label="What the payment paid">
            <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Bill
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Paid
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Left
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {allocations.map((a, i) => {
                const left = num(a.outstanding_after);
                return (
                  <tr key={String(a.id ?? i)} data-testid="vendor-payment-done-line">
                    <td className="px-3 py-2">
                      <span className="font-mono text-slate-900">{String(a.bill_number ?? '')}</span>
                      {a.vendor_invoice_no ? <span className="block text-xs text-slate-500">their no. {String(a.vendor_invoice_no)}</span> : null}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatRupiah(num(a.amount))}</td>
                    <td className={`px-3 py-2 text-right tabular-nums ${left === 0 ? 'font-medium text-emerald-700' : 'text-slate-800'}`}>{left === 0 ? 'Paid off' : formatRupiah(left)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={onAgain} className="min-h-11" data-testid="vendor-payment-again">
          Enter another
        </Button>
        {listHref && (
          <Link href={listHref} className={`${buttonClass('secondary')} min-h-11`}>
            Go to the vendor payments
          </Link>
        )}
      </div>
    </div>
  );
}

export const VendorPaymentEntryPage: AppPage = () => <VendorPaymentEntryScreen />;
VendorPaymentEntryPage.displayName = 'VendorPaymentEntryPage';
VendorPaymentEntryPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
