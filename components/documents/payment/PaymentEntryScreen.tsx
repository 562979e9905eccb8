import Link from 'next/link';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { Button } from '@/components/data/Button';
import { FormField } from '@/components/data/FormField';
import { inputClass } from '@/components/data/input-class';
import { PageHeader } from '@/components/data/PageHeader';
import { newRequestId } from '@/components/document/request-id';
import { todayLocal } from '@/components/document/local-datetime';
import { RefPicker } from '@/components/resource/RefPicker';
import { useEnterPayment, useOpenItems } from '@/hooks/finance/use-payment-entry';
import { useHasAnyPermission } from '@/hooks/use-permissions';
import { AppLayout } from '@/layouts/AppLayout';
import { formatRupiah } from '@/lib/pricing/money';
import { RECEIPT_METHODS, RECEIPT_METHOD_LABELS, paymentDocument } from '@/lib/resources/documents/payment';
import { PAYMENT } from '@/lib/resources/documents/screens';
import { apiErrorMessage } from '@/services/api-client';
import { apiErrorStatus, apiFieldErrors, isFormError } from '@/services/api-errors';
import type { DocumentRecord } from '@/services/documents/document-client';
import { toast } from '@/services/toast';
import type { AppPage } from '@/types/page';
import { AllocationGrid } from './AllocationGrid';
import { MoneyInput } from './MoneyInput';
import { PaymentDone } from './PaymentDone';
import {
  EMPTY_ROW,
  buildGrid,
  checkPayment,
  customerWithholds,
  emptyHeader,
  groupDigits,
  moneyOf,
  paymentBody,
  placeErrors,
  rowPath,
  rowsFromGrid,
  shownHeaderPaths,
  suggestedPph23,
  withholding,
  type HeaderValues,
  type ReceiptMethod,
  type RowInput,
  type RowInputs,
} from './payment-entry';

/*
 * Customer payment · entry: an AR clerk entering a customer's transfer from the bank statement. The
 * customer first (their open items load), then the money as received; it goes to the oldest invoices
 * first until an amount is typed on a row, gross of the PPh 23 the customer withheld (ticked by default
 * when the customer withholds; lib/finance/receipt.ts works out each invoice's). The figures, and what is wrong, are lib/finance/payment.ts's — the
 * server's own rules — so what is refused is said at the row before anything is sent. Saved already
 * posted, with one request id per fill (a double click or a retry makes one payment).
 */

const f = paymentDocument.fields;
const HEADER_PATHS = new Set<string>(Object.keys(emptyHeader('')));

export function PaymentEntryScreen() {
  // one fill, one request id; "Enter another" starts a fresh round
  const [round, setRound] = useState(() => ({ n: 0, requestId: newRequestId() }));
  const [done, setDone] = useState<DocumentRecord | null>(null);
  const canList = useHasAnyPermission([PAYMENT.list], 'read');
  const again = () => {
    setDone(null);
    setRound((r) => ({ n: r.n + 1, requestId: newRequestId() }));
  };
  return (
    <section data-testid="payment-entry">
      <PageHeader
        title="Enter a customer payment"
        description={done ? undefined : 'From the bank statement: the customer, the money received, then what it pays. Fields marked * are required.'}
        actions={
          canList ? (
            <Link href={PAYMENT.list} className="text-sm text-slate-600 underline underline-offset-2 hover:text-slate-900">
              Customer payments
            </Link>
          ) : undefined
        }
      />
      {done ? (
        <PaymentDone payment={done} onAgain={again} listHref={canList ? PAYMENT.list : null} />
      ) : (
        <PaymentForm key={round.n} requestId={round.requestId} onSaved={setDone} />
      )}
    </section>
  );
}

function PaymentForm({ requestId, onSaved }: { requestId: string; onSaved: (payment: DocumentRecord) => void }) {
  const today = useMemo(() => todayLocal(), []);
  const [header, setHeader] = useState<HeaderValues>(() => emptyHeader(today));
  const [rows, setRows] = useState<RowInputs>({});
  // the money spread oldest first until an amount is typed (or a row ticked) by hand
  const [auto, setAuto] = useState(true);
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const customerRef = useRef<HTMLInputElement>(null);

  const customerId = header.customer_id ? Number(header.customer_id) : null;
  const open = useOpenItems(customerId);
  const data = open.data;
  const { create, refreshOpenItems } = useEnterPayment();
  const saving = create.isPending;

  const money = moneyOf(header);
  const withholds = withholding(header, data);
  const grid = useMemo(() => buildGrid(data?.items ?? [], rows, auto, money.total, { withholds, rates: data }), [data, rows, auto, money.total, withholds]);
  const check = checkPayment(data, header, grid, today);
  const errors: Record<string, string> = { ...server };
  for (const [path, message] of Object.entries(check.errors)) if (attempted || !check.missing.has(path)) errors[path] = message;

  useEffect(() => customerRef.current?.focus(), []);
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

  function chooseCustomer(value: string) {
    setHeader((h) => ({ ...h, customer_id: value, deposit_applied: '', pph23_withheld: null }));
    setRows({});
    setAuto(true);
    setServer({});
    setBanner(null);
  }

  /** A row's inputs changed; `byHand`: an amount or a tick, which ends the oldest-first spreading. */
  function editRow(key: string, patch: (row: RowInput) => Partial<RowInput>, byHand: boolean, field: 'amount' | 'pph23' | 'write_off') {
    const base = byHand && auto ? rowsFromGrid(grid) : rows;
    const row = base[key] ?? EMPTY_ROW;
    setRows({ ...base, [key]: { ...row, ...patch(row) } });
    if (byHand) setAuto(false);
    forget(rowPath(key, field), 'allocations');
  }

  const rowOf = (key: string) => grid.find((r) => r.key === key);

  function pay(key: string, on: boolean) {
    const row = rowOf(key);
    if (!row) return;
    if (!on) {
      editRow(key, () => ({ pay: false, amount: '', withheld: false, pph23: '', pph23_set: false, write_off: '' }), true, 'amount');
      return;
    }
    // what the money has not yet paid, up to what the row still needs net of its PPh 23; with nothing left, all it owes
    const unallocated = money.total - grid.reduce((a, r) => a + (r.pay && r.key !== key ? r.amount : 0), 0);
    const needs = Math.max(0, row.item.outstanding - (row.pph23Set ? row.pph23 : row.pph23Due) - row.writeOff);
    const fill = unallocated > 0 ? Math.min(unallocated, needs) : needs;
    editRow(key, () => ({ pay: true, amount: fill > 0 ? groupDigits(fill) : '' }), true, 'amount');
  }

  function withheld(key: string, on: boolean) {
    const row = rowOf(key);
    if (!row || !data) return;
    const pph23 = on ? suggestedPph23(row.item, data) : 0;
    // typed by hand, the money on the row makes room for the PPh 23 now withheld: it never settles more than is owed
    const room = row.item.outstanding - pph23 - row.writeOff;
    const trim = !auto && on && row.pay && row.amount > room;
    editRow(
      key,
      (r) => ({ withheld: on, pph23: on && pph23 > 0 ? groupDigits(pph23) : '', pph23_set: true, pay: on ? true : r.pay, ...(trim ? { amount: room > 0 ? groupDigits(room) : '' } : {}) }),
      false,
      'pph23',
    );
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
    const { body, keys } = paymentBody(header, grid, requestId);
    create.mutate(body as unknown as Record<string, unknown>, {
      onSuccess: (payment) => {
        void refreshOpenItems();
        onSaved(payment);
      },
      onError: (error) => {
        const placed = placeErrors(apiFieldErrors(error), keys);
        const shown: Record<string, string> = {};
        const elsewhere: string[] = [];
        const rowKeys = new Set(grid.map((r) => r.key));
        const fields = shownHeaderPaths(header, data);
        for (const [path, message] of Object.entries(placed)) {
          if (fields.has(path) || rowKeys.has(path.slice(0, path.lastIndexOf('.')))) shown[path] = message;
          else elsewhere.push(`${path}: ${message}`);
        }
        setServer(shown);
        const conflict = apiErrorStatus(error) === 409;
        if (conflict) {
          // someone paid (or cancelled) meanwhile: say so, and read what is open now
          toast.error(apiErrorMessage(error));
          void open.refetch();
        }
        if (isFormError(error)) {
          setBanner([apiErrorMessage(error), conflict ? 'The open invoices were read again: check the allocation.' : '', ...elsewhere].filter(Boolean).join(' '));
        }
        setFocusTick((t) => t + 1);
      },
    });
  }

  const noMoney = header.method === 'DEPOSIT';
  const depositAvailable = data?.deposit_available ?? 0;
  const pph23Withheld = check.settlement.pph23 > 0;
  const hasInvoices = Boolean(data?.items.some((i) => i.item_type === 'invoice'));
  const writingOff = check.settlement.write_off > 0;

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" data-testid="payment-form" aria-busy={saving || undefined}>
      {banner && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="payment-error">
          {banner}
        </p>
      )}
      <fieldset disabled={saving} className="rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-5">
        <legend className="sr-only">The receipt</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField label={f.customer_id.label} required error={errors.customer_id} className="sm:col-span-2">
            {(c) => (
              <RefPicker
                field={f.customer_id}
                value={header.customer_id}
                onChange={chooseCustomer}
                inputRef={customerRef}
                name="customer_id"
                id={c.id}
                invalid={c['aria-invalid']}
                describedBy={c['aria-describedby']}
                placeholder="Type the customer's name or code…"
                testId="payment-customer"
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
                onChange={(e) => set('method', e.target.value as ReceiptMethod)}
                className={inputClass(Boolean(errors.method), 'min-h-11')}
              >
                {RECEIPT_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {RECEIPT_METHOD_LABELS[m]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {!noMoney && (
            <FormField label={f.bank_account.label} error={errors.bank_account} hint={data?.bank_accounts.length ? 'Choose one of the company accounts, or type' : undefined}>
              {(c) => (
                <>
                  <input
                    {...c}
                    type="text"
                    name="bank_account"
                    list="payment-bank-accounts"
                    autoComplete="off"
                    maxLength={100}
                    value={header.bank_account}
                    onChange={(e) => set('bank_account', e.target.value)}
                    className={inputClass(Boolean(errors.bank_account), 'min-h-11')}
                  />
                  <datalist id="payment-bank-accounts">
                    {(data?.bank_accounts ?? []).map((a) => (
                      <option key={a} value={a} />
                    ))}
                  </datalist>
                </>
              )}
            </FormField>
          )}
          <FormField label={f.reference.label} error={errors.reference} hint={f.reference.help}>
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
          {header.method === 'GIRO' && (
            <FormField label={f.giro_due_date.label} required error={errors.giro_due_date}>
              {(c) => (
                <input
                  {...c}
                  type="date"
                  name="giro_due_date"
                  value={header.giro_due_date}
                  onChange={(e) => set('giro_due_date', e.target.value)}
                  className={inputClass(Boolean(errors.giro_due_date), 'min-h-11')}
                />
              )}
            </FormField>
          )}
        </div>
        <div className="mt-4 grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-2 lg:grid-cols-4">
          {noMoney ? (
            <p className="text-sm text-slate-600 sm:col-span-2">Deposit only: no money is received, the customer&apos;s deposits pay the invoices.</p>
          ) : (
            <>
              <FormField label="Amount received" required error={errors.amount_received} hint="As on the bank statement">
                {(c) => (
                  <MoneyInput
                    id={c.id}
                    aria-invalid={c['aria-invalid']}
                    aria-describedby={c['aria-describedby']}
                    invalid={c['aria-invalid']}
                    name="amount_received"
                    value={header.amount_received}
                    onChange={(v) => set('amount_received', v)}
                    className="text-base"
                  />
                )}
              </FormField>
              <FormField label="Bank charges" error={errors.bank_charge} hint="Taken by the bank: paid by the customer">
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
            </>
          )}
          {hasInvoices && (
            <div className="sm:col-span-2" data-testid="payment-pph23">
              <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-700">
                <input
                  type="checkbox"
                  name="pph23_withheld"
                  checked={withholds}
                  disabled={saving}
                  onChange={(e) => set('pph23_withheld', e.target.checked)}
                  className="h-5 w-5 rounded border-slate-300 text-slate-800 focus:ring-slate-500"
                />
                The customer withheld PPh 23
              </label>
              <p className="text-xs text-slate-500">
                {withholds
                  ? 'Each invoice the money settles takes its PPh 23 by the rule: type the money as received.'
                  : customerWithholds(data)
                    ? 'The customer withholds PPh 23 by its type, but paid in full this time.'
                    : 'The money pays the invoices in full.'}
              </p>
            </div>
          )}
          <FormField label={f.pph23_slip_no.label} required={pph23Withheld} error={errors.pph23_slip_no} hint={pph23Withheld ? 'The customer’s bukti potong for the PPh 23 withheld' : undefined}>
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
          {depositAvailable > 0 && (
            <FormField label="Deposit to apply" error={errors.deposit_applied} hint={`${formatRupiah(depositAvailable)} available`} testId="payment-deposit-field">
              {(c) => (
                <div className="flex gap-2">
                  <MoneyInput
                    id={c.id}
                    aria-describedby={c['aria-describedby']}
                    invalid={c['aria-invalid']}
                    name="deposit_applied"
                    value={header.deposit_applied}
                    onChange={(v) => set('deposit_applied', v)}
                    className="min-w-0 flex-1"
                  />
                  <Button onClick={() => set('deposit_applied', groupDigits(depositAvailable))} className="min-h-11" aria-label={`Apply all ${formatRupiah(depositAvailable)} of deposit`}>
                    All
                  </Button>
                </div>
              )}
            </FormField>
          )}
        </div>
      </fieldset>

      {customerId === null ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-500">Choose the customer: their open invoices show here.</p>
      ) : open.isPending ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-sm text-slate-500" data-testid="open-items-loading">
          Loading the open invoices…
        </p>
      ) : open.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          <span>{apiErrorMessage(open.error)}</span>
          <Button size="sm" onClick={() => void open.refetch()}>
            Try again
          </Button>
        </div>
      ) : data ? (
        <AllocationGrid
          data={data}
          grid={grid}
          errors={errors}
          settlement={check.settlement}
          money={money}
          auto={auto}
          today={today}
          disabled={saving}
          onAllocate={() => {
            setAuto(true);
            // the rows' messages were about the amounts replaced now
            setServer((s) => Object.fromEntries(Object.entries(s).filter(([p]) => HEADER_PATHS.has(p))));
          }}
          onPay={pay}
          onAmount={(key, text) => editRow(key, (r) => ({ amount: text, pay: text.trim() ? true : r.pay }), true, 'amount')}
          onWithheld={withheld}
          onPph23={(key, text) => editRow(key, () => ({ pph23: text, pph23_set: true }), false, 'pph23')}
          onWriteOff={(key, text) => editRow(key, (r) => ({ write_off: text, pay: auto || !text.trim() ? r.pay : true }), false, 'write_off')}
        />
      ) : null}

      <fieldset disabled={saving} className="rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-5">
        <legend className="sr-only">Settlement details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {pph23Withheld && (
            <FormField label={f.pph23_override_reason.label} error={errors.pph23_override_reason} hint="Only when the PPh 23 is not the computed one" className="sm:col-span-2">
              {(c) => (
                <input
                  {...c}
                  type="text"
                  name="pph23_override_reason"
                  autoComplete="off"
                  maxLength={200}
                  value={header.pph23_override_reason}
                  onChange={(e) => set('pph23_override_reason', e.target.value)}
                  className={inputClass(Boolean(errors.pph23_override_reason), 'min-h-11')}
                />
              )}
            </FormField>
          )}
          <FormField label={f.write_off_reason.label} required={writingOff} error={errors.write_off_reason}>
            {(c) => (
              <input
                {...c}
                type="text"
                name="write_off_reason"
                autoComplete="off"
                maxLength={200}
                value={header.write_off_reason}
                onChange={(e) => set('write_off_reason', e.target.value)}
                className={inputClass(Boolean(errors.write_off_reason), 'min-h-11')}
              />
            )}
          </FormField>
          <FormField label={f.notes.label} error={errors.notes} className="sm:col-span-2">
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
        </div>
      </fieldset>

      <div className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white/95 px-4 py-3 shadow-sm backdrop-blur sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" data-testid="payment-summary">
          {data
            ? `${grid.filter((r) => r.pay).length} of ${grid.length} paid · ${formatRupiah(check.settlement.allocated)} allocated${check.settlement.deposit_created > 0 ? ` · ${formatRupiah(check.settlement.deposit_created)} to a new deposit` : ''}`
            : 'Nothing to save yet'}
        </p>
        <Button type="submit" variant="primary" pending={saving} pendingLabel="Saving…" className="min-h-12 px-6" data-testid="payment-save">
          Save payment
        </Button>
      </div>
    </form>
  );
}

export const PaymentEntryPage: AppPage = () => <PaymentEntryScreen />;
PaymentEntryPage.displayName = 'PaymentEntryPage';
PaymentEntryPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
