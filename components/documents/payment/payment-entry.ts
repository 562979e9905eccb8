import { parseMoney } from '@/components/document/document-form-values';
import { settlePayment, type Settlement } from '@/lib/finance/payment';
import { allocateReceipt, pph23OnPayment } from '@/lib/finance/receipt';
import { pph23Of } from '@/lib/finance/tax';
import { formatRupiah } from '@/lib/pricing/money';
import type { RECEIPT_METHODS } from '@/lib/resources/documents/payment';
import type { OpenItem, OpenItems } from '@/services/finance/finance-client';

/*
 * The figures of the payment entry, kept out of the components: the grid's rows as the inputs make
 * them (typed by hand, or spread oldest first over the open items), the same settlement the server
 * makes (lib/finance/payment.ts) with its errors placed on the grid's rows, and the body sent.
 *
 * Error paths of the screen: a header field by its name (`amount_received`, `write_off_reason`), a
 * row's input as `<item key>.<field>` (`invoice:12.amount`), and `allocations` for the grid as a whole.
 */

export type ReceiptMethod = (typeof RECEIPT_METHODS)[number];

/** The header as its inputs hold it (money as typed: "1.250.000"). */
export interface HeaderValues {
  customer_id: string;
  payment_date: string;
  method: ReceiptMethod;
  bank_account: string;
  reference: string;
  giro_due_date: string;
  amount_received: string;
  bank_charge: string;
  deposit_applied: string;
  pph23_slip_no: string;
  /** The customer withheld PPh 23 on this payment: null until the clerk says, then as the customer's rule says (customerWithholds). */
  pph23_withheld: boolean | null;
  /** Why the PPh 23 is not the computed one (the server accepts it from a role that may override). */
  pph23_override_reason: string;
  write_off_reason: string;
  notes: string;
}

export const emptyHeader = (today: string): HeaderValues => ({
  customer_id: '',
  payment_date: today,
  method: 'TRANSFER',
  bank_account: '',
  reference: '',
  giro_due_date: '',
  amount_received: '',
  bank_charge: '',
  deposit_applied: '',
  pph23_slip_no: '',
  pph23_withheld: null,
  pph23_override_reason: '',
  write_off_reason: '',
  notes: '',
});

/** One row of the grid as its inputs hold it. */
export interface RowInput {
  pay: boolean;
  amount: string;
  /** The "withheld" toggle of PPh 23 (invoices only). */
  withheld: boolean;
  pph23: string;
  /** The PPh 23 was set on this row by hand (its toggle or its input): the rule no longer fills it. */
  pph23_set: boolean;
  write_off: string;
}

export type RowInputs = Record<string, RowInput>;

export const EMPTY_ROW: RowInput = { pay: false, amount: '', withheld: false, pph23: '', pph23_set: false, write_off: '' };

/** The grid's fields per row (what `allocations.N.<field>` names). */
export const ROW_FIELDS = ['amount', 'pph23', 'write_off'] as const;
export type RowField = (typeof ROW_FIELDS)[number];

export const itemKey = (item: Pick<OpenItem, 'item_type' | 'item_id'>) => `${item.item_type}:${item.item_id}`;
export const rowPath = (key: string, field: RowField) => `${key}.${field}`;

export const MONEY_INVALID = 'Whole rupiah, not below 0';

/** Typed rupiah: 0 when empty, `invalid` when not whole rupiah ≥ 0. */
export function moneyValue(text: string): number | 'invalid' {
  if (!text.trim()) return 0;
  const n = parseMoney(text);
  return n === null || n < 0 || !Number.isSafeInteger(n) ? 'invalid' : n;
}

const amountOf = (text: string) => {
  const v = moneyValue(text);
  return v === 'invalid' ? 0 : v;
};

/** 1250000 → "1.250.000" (what a money input shows). */
export const groupDigits = (n: number) => formatRupiah(n).replace(/^(-?)Rp /, '$1');

/**
 * PPh 23 still to withhold on an invoice, less what earlier payments withheld: the server's figure
 * (net of credit notes, 0 when the customer does not withhold), else the rate of its amount before PPN.
 */
export type Pph23Rates = Pick<OpenItems, 'pph23_percent' | 'pph23_no_tax_id_percent' | 'company_has_tax_id'>;

export function suggestedPph23(item: OpenItem, data: Pph23Rates): number {
  if (item.item_type !== 'invoice' || item.pph23_base === null) return 0;
  if (item.pph23_expected !== undefined) return Math.max(0, item.pph23_expected - item.pph23);
  const full = pph23Of(item.pph23_base, { percent: data.pph23_percent, noTaxIdPercent: data.pph23_no_tax_id_percent }, data.company_has_tax_id);
  return Math.max(0, full - item.pph23);
}

/** Whether the customer withholds PPh 23 (its own setting, else its type's), as its open items say. */
export const customerWithholds = (data: OpenItems | undefined) => Boolean(data?.items.some((i) => i.item_type === 'invoice' && i.withholds_pph23));

/** This payment has PPh 23 withheld: as the clerk ticked it, else as the customer's rule says. */
export const withholding = (header: Pick<HeaderValues, 'pph23_withheld'>, data: OpenItems | undefined) => header.pph23_withheld ?? customerWithholds(data);

/** How the grid works out PPh 23: withheld on this payment or not, at the customer's rates. */
export interface Pph23Rule {
  withholds: boolean;
  rates?: Pph23Rates;
}

/** A row of the grid as shown and settled. */
export interface GridRow {
  item: OpenItem;
  key: string;
  pay: boolean;
  /** What the amount input shows: typed, or the oldest-first share. */
  amountText: string;
  amount: number;
  withheld: boolean;
  pph23Text: string;
  pph23: number;
  /** The PPh 23 was set on the row by hand; else it is the rule's. */
  pph23Set: boolean;
  /** The rule's PPh 23 still to withhold on it on this payment (0 when not withheld, or for a receivable). */
  pph23Due: number;
  writeOffText: string;
  writeOff: number;
  /** Outstanding after this payment (when paid). */
  left: number;
}

/** The money the payment brings: received + the bank's charges + deposits applied. */
export interface Money {
  received: number;
  bankCharge: number;
  depositApplied: number;
  total: number;
}

export function moneyOf(header: HeaderValues): Money {
  // deposit only: no money reaches the bank
  const noMoney = header.method === 'DEPOSIT';
  const received = noMoney ? 0 : amountOf(header.amount_received);
  const bankCharge = noMoney ? 0 : amountOf(header.bank_charge);
  const depositApplied = amountOf(header.deposit_applied);
  return { received, bankCharge, depositApplied, total: received + bankCharge + depositApplied };
}

/**
 * The grid. `auto`: the money is spread over the items oldest first, gross of the PPh 23 withheld
 * (lib/finance/receipt.ts allocateReceipt: each invoice the money settles takes its PPh 23 by the rule,
 * one it only reaches in part none); otherwise the amounts are what was typed, and a row paid net of its
 * PPh 23 takes it (pph23OnPayment). PPh 23 or a write-off set on a row by hand stand as typed.
 */
export function buildGrid(items: readonly OpenItem[], rows: RowInputs, auto: boolean, money: number, rule: Pph23Rule = { withholds: false }): GridRow[] {
  const inputs = items.map((item) => rows[itemKey(item)] ?? EMPTY_ROW);
  const dues = items.map((item, n) => {
    const due = rule.withholds && rule.rates ? suggestedPph23(item, rule.rates) : 0;
    // owing less than that, it was paid gross before: nothing is left to withhold
    return due <= item.outstanding - amountOf(inputs[n].write_off) ? due : 0;
  });
  const shares = auto
    ? allocateReceipt({
        received: money,
        withholds: rule.withholds,
        items: items.map((item, n) => ({ outstanding: item.outstanding, pph23Due: dues[n], pph23: inputs[n].pph23_set ? amountOf(inputs[n].pph23) : null, write_off: amountOf(inputs[n].write_off) })),
      }).lines
    : null;
  return items.map((item, n) => {
    const input = inputs[n];
    const set = input.pph23_set;
    const writeOff = amountOf(input.write_off);
    const amountText = shares ? (shares[n].amount ? groupDigits(shares[n].amount) : '') : input.amount;
    const amount = shares ? shares[n].amount : amountOf(input.amount);
    const typedPph23 = amountOf(input.pph23);
    const byRule = (paid: boolean) => (paid && !set ? pph23OnPayment({ outstanding: item.outstanding, pph23Due: dues[n], amount, write_off: writeOff }) : 0);
    const pph23 = shares ? shares[n].pph23 : set ? typedPph23 : byRule(input.pay);
    const pay = shares ? amount + pph23 + writeOff > 0 : input.pay;
    return {
      item,
      key: itemKey(item),
      pay,
      amountText,
      amount,
      withheld: set ? input.withheld : pph23 > 0,
      pph23Text: set ? input.pph23 : pph23 ? groupDigits(pph23) : '',
      pph23,
      pph23Set: set,
      pph23Due: dues[n],
      writeOffText: input.write_off,
      writeOff,
      left: pay ? item.outstanding - amount - pph23 - writeOff : item.outstanding,
    };
  });
}

/** The rows as inputs, as they are shown now (before a hand edit of an oldest-first grid). */
export function rowsFromGrid(grid: readonly GridRow[]): RowInputs {
  return Object.fromEntries(
    grid.map((r) => [r.key, { pay: r.pay, amount: r.pay ? r.amountText : '', withheld: r.withheld, pph23: r.pph23Set ? r.pph23Text : '', pph23_set: r.pph23Set, write_off: r.writeOffText }]),
  );
}

export const paidRows = (grid: readonly GridRow[]) => grid.filter((r) => r.pay);

/** lib/finance/payment.ts's settlement of the rows ticked, as the server will make it. */
export function settle(data: Pick<OpenItems, 'deposit_available' | 'write_off_limit'>, header: HeaderValues, grid: readonly GridRow[]): Settlement {
  const money = moneyOf(header);
  return settlePayment({
    received: money.received,
    bank_charge: money.bankCharge,
    deposit_applied: money.depositApplied,
    deposit_available: data.deposit_available,
    write_off_limit: data.write_off_limit,
    write_off_reason: header.write_off_reason,
    lines: paidRows(grid).map((r) => ({ number: r.item.number, outstanding: r.item.outstanding, amount: r.amount, pph23: r.pph23, write_off: r.writeOff })),
  });
}

/** `lines.N.<field>` of the settlement (or `allocations.N.<field>` of the server) → the path of row N of `keys`. */
export function placeIndexedPath(path: string, keys: readonly string[]): string {
  const m = /^(?:lines|allocations)\.(\d+)\.(\w+)$/.exec(path);
  if (!m) return path;
  const key = keys[Number(m[1])];
  if (!key) return 'allocations';
  const field = (ROW_FIELDS as readonly string[]).includes(m[2]) ? (m[2] as RowField) : 'amount';
  return rowPath(key, field);
}

/** Error lists keyed by server or settlement paths → one message per screen path. */
export function placeErrors(errors: Record<string, readonly string[]>, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const at = placeIndexedPath(path, keys);
    out[at] = [out[at], ...messages].filter(Boolean).join(' ');
  }
  return out;
}

export interface ClientCheck {
  settlement: Settlement;
  /** Every error, by screen path. */
  errors: Record<string, string>;
  /** The paths whose error only says something is missing: shown once the clerk tries to save. */
  missing: Set<string>;
}

/** Everything the server would refuse, found before sending. */
export function checkPayment(data: OpenItems | undefined, header: HeaderValues, grid: readonly GridRow[], today: string): ClientCheck {
  const errors: Record<string, string> = {};
  const missing = new Set<string>();
  const need = (path: string, message: string) => {
    errors[path] = message;
    missing.add(path);
  };
  if (!header.customer_id) need('customer_id', 'Choose the customer who paid');
  if (!header.payment_date) need('payment_date', 'Required');
  else if (header.payment_date > today) errors.payment_date = 'Cannot be in the future';
  if (header.method === 'GIRO' && !header.giro_due_date) need('giro_due_date', 'A giro needs its due date');

  for (const name of ['amount_received', 'bank_charge', 'deposit_applied'] as const) {
    if (name !== 'deposit_applied' && header.method === 'DEPOSIT') continue;
    if (moneyValue(header[name]) === 'invalid') errors[name] = MONEY_INVALID;
  }
  for (const r of grid) {
    if (!r.pay) continue;
    if (moneyValue(r.amountText) === 'invalid') errors[rowPath(r.key, 'amount')] = MONEY_INVALID;
    if (moneyValue(r.pph23Text) === 'invalid') errors[rowPath(r.key, 'pph23')] = MONEY_INVALID;
    if (moneyValue(r.writeOffText) === 'invalid') errors[rowPath(r.key, 'write_off')] = MONEY_INVALID;
  }

  const settlement = settle(data ?? { deposit_available: 0, write_off_limit: 0 }, header, grid);
  const paid = paidRows(grid);
  const placed = placeErrors(settlement.errors, paid.map((r) => r.key));
  const money = moneyOf(header);
  for (const [path, message] of Object.entries(placed)) {
    if (errors[path]) continue;
    errors[path] = message;
    // "Enter the amount received" with nothing entered yet; "Nothing is paid" on a row ticked and left empty
    if (path === 'amount_received' && money.total <= 0 && settlement.allocated <= 0) missing.add(path);
  }
  if (header.method === 'DEPOSIT') {
    // deposit only: what the money fields say is said at the deposit (or, with none, at the method)
    const at = data && data.deposit_available > 0 ? 'deposit_applied' : 'method';
    if (at === 'method' && data) errors.method = 'The customer has no deposit to apply: choose how the money came';
    else if (errors.amount_received && !errors[at]) errors[at] = errors.amount_received;
    if (missing.has('amount_received')) missing.add(at);
    delete errors.amount_received;
    missing.delete('amount_received');
  }
  if (!data && header.customer_id) need('allocations', 'The open invoices are still loading');
  if (data && !paid.length) need('allocations', data.items.length ? 'Tick at least one invoice to pay' : 'The customer has no open invoice to pay');
  if (settlement.pph23 > 0 && !header.pph23_slip_no.trim()) need('pph23_slip_no', 'PPh 23 withheld needs the number of the withholding slip');
  return { settlement, errors, missing };
}

/** The header fields on screen now (the others are hidden by the method, or by no deposit to apply). */
export function shownHeaderPaths(header: HeaderValues, data: OpenItems | undefined): Set<string> {
  const hidden = new Set<string>();
  if (header.method === 'DEPOSIT') ['bank_account', 'amount_received', 'bank_charge'].forEach((p) => hidden.add(p));
  if (header.method !== 'GIRO') hidden.add('giro_due_date');
  if (!data || data.deposit_available <= 0) hidden.add('deposit_applied');
  return new Set([...Object.keys(header), 'allocations'].filter((p) => !hidden.has(p)));
}

/** One open item settled by the payment, as sent. */
export interface AllocationBody {
  item_type: OpenItem['item_type'];
  item_id: number;
  amount: number;
  pph23: number;
  write_off: number;
}

export interface PaymentBody {
  customer_id: number;
  payment_date: string;
  method: ReceiptMethod;
  bank_account?: string;
  reference?: string;
  giro_due_date?: string;
  amount_received: number;
  bank_charge: number;
  deposit_applied: number;
  pph23_slip_no?: string;
  pph23_override_reason?: string;
  write_off_reason?: string;
  notes?: string;
  allocations: AllocationBody[];
  request_id: string;
}

/** The body of POST /finance/create/payment, and the grid rows its `allocations` are (in order). */
export function paymentBody(header: HeaderValues, grid: readonly GridRow[], requestId: string): { body: PaymentBody; keys: string[] } {
  const money = moneyOf(header);
  const settled = grid.filter((r) => r.pay && r.amount + r.pph23 + r.writeOff > 0);
  const text = (v: string) => (v.trim() ? v.trim() : undefined);
  const optional = {
    bank_account: header.method === 'DEPOSIT' ? undefined : text(header.bank_account),
    reference: text(header.reference),
    giro_due_date: header.method === 'GIRO' ? text(header.giro_due_date) : undefined,
    pph23_slip_no: text(header.pph23_slip_no),
    pph23_override_reason: text(header.pph23_override_reason),
    write_off_reason: text(header.write_off_reason),
    notes: text(header.notes),
  };
  const body: PaymentBody = {
    customer_id: Number(header.customer_id),
    payment_date: header.payment_date,
    method: header.method,
    amount_received: money.received,
    bank_charge: money.bankCharge,
    deposit_applied: money.depositApplied,
    allocations: settled.map((r) => ({ item_type: r.item.item_type, item_id: r.item.item_id, amount: r.amount, pph23: r.pph23, write_off: r.writeOff })),
    request_id: requestId,
  };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) (body as unknown as Record<string, unknown>)[k] = v;
  return { body, keys: settled.map((r) => r.key) };
}
