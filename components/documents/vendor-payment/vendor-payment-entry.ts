import { groupDigits, moneyValue, MONEY_INVALID } from '@/components/documents/payment/payment-entry';
import type { VendorOpenBill } from '@/hooks/finance/use-vendor-bills';
import { formatRupiah } from '@/lib/pricing/money';
import type { DISBURSEMENT_METHODS } from '@/lib/resources/documents/vendor-payment';

/*
 * The figures of the vendor payment entry, kept out of the components: the open bills' rows as the
 * inputs make them, the checks lib/server/documents/vendor-payment/entry.ts makes (said at the row or
 * field before anything is sent) and the body sent.
 *
 * Error paths of the screen: a header field by its name (`pph23_slip_no`), a row's amount as
 * `<bill id>.amount`, and `allocations` for the grid as a whole.
 */

export type DisbursementMethod = (typeof DISBURSEMENT_METHODS)[number];

export const DISBURSEMENT_METHOD_LABELS: Record<DisbursementMethod, string> = {
  TRANSFER: 'Bank transfer',
  CASH: 'Cash',
  GIRO: 'Giro',
  CHEQUE: 'Cheque',
};

export interface PayHeader {
  vendor_id: string;
  payment_date: string;
  method: DisbursementMethod;
  from_account: string;
  reference: string;
  bank_charge: string;
  pph23_slip_no: string;
  notes: string;
}

export const emptyPayHeader = (today: string): PayHeader => ({
  vendor_id: '',
  payment_date: today,
  method: 'TRANSFER',
  from_account: '',
  reference: '',
  bank_charge: '',
  pph23_slip_no: '',
  notes: '',
});

export const PAY_HEADER_PATHS = new Set<string>([...Object.keys(emptyPayHeader('')), 'allocations']);

export interface PayInput {
  pay: boolean;
  amount: string;
}
export type PayInputs = Record<string, PayInput>;
export const EMPTY_PAY: PayInput = { pay: false, amount: '' };

export const billKey = (bill: Pick<VendorOpenBill, 'id'>) => String(bill.id);
export const amountPath = (key: string) => `${key}.amount`;

/** A bill's row as shown. */
export interface PayRow {
  bill: VendorOpenBill;
  key: string;
  pay: boolean;
  amountText: string;
  amount: number;
  /** Left to pay after this payment. */
  left: number;
}

export function buildPayRows(bills: readonly VendorOpenBill[], inputs: PayInputs): PayRow[] {
  return bills.map((bill) => {
    const key = billKey(bill);
    const input = inputs[key] ?? EMPTY_PAY;
    const v = moneyValue(input.amount);
    const amount = input.pay && v !== 'invalid' ? v : 0;
    return { bill, key, pay: input.pay, amountText: input.amount, amount, left: bill.outstanding - amount };
  });
}

export const paidRows = (rows: readonly PayRow[]) => rows.filter((r) => r.pay);

/** The whole of what a bill still owes, as its amount input shows it. */
export const inFull = (bill: VendorOpenBill) => groupDigits(bill.outstanding);

export interface PayTotals {
  count: number;
  paid: number;
  bankCharge: number;
  /** What leaves the account: the bills paid and the bank's charges (ours). */
  out: number;
  /** PPh 23 withheld on the bills ticked: its slip goes to the vendor. */
  pph23: number;
}

export function payTotalsOf(header: PayHeader, rows: readonly PayRow[]): PayTotals {
  const paid = paidRows(rows);
  const charge = moneyValue(header.bank_charge);
  const bankCharge = charge === 'invalid' ? 0 : charge;
  const amount = paid.reduce((a, r) => a + r.amount, 0);
  return { count: paid.length, paid: amount, bankCharge, out: amount + bankCharge, pph23: paid.reduce((a, r) => a + r.bill.pph23, 0) };
}

/** A bill ticked had PPh 23 withheld: the payment needs the number of the slip handed to the vendor. */
export const needsSlip = (rows: readonly PayRow[]) => paidRows(rows).some((r) => r.bill.pph23 > 0);
export const SLIP_NEEDED = 'These bills had PPh 23 withheld: the number of the slip handed to the vendor';

export interface PayCheck {
  errors: Record<string, string>;
  missing: Set<string>;
}

/** Everything the server would refuse, found before sending. */
export function checkVendorPayment(header: PayHeader, rows: readonly PayRow[], ctx: { today: string; loaded: boolean }): PayCheck {
  const errors: Record<string, string> = {};
  const missing = new Set<string>();
  const need = (path: string, message: string) => {
    errors[path] = message;
    missing.add(path);
  };
  if (!header.vendor_id) need('vendor_id', 'Choose the vendor paid');
  if (!header.payment_date) need('payment_date', 'Required');
  else if (header.payment_date > ctx.today) errors.payment_date = 'Cannot be in the future';
  if (moneyValue(header.bank_charge) === 'invalid') errors.bank_charge = MONEY_INVALID;
  for (const r of paidRows(rows)) {
    const path = amountPath(r.key);
    const v = moneyValue(r.amountText);
    if (!r.amountText.trim()) need(path, 'How much of it is paid');
    else if (v === 'invalid') errors[path] = MONEY_INVALID;
    else if (v <= 0) errors[path] = 'More than 0';
    else if (v > r.bill.outstanding) errors[path] = `${r.bill.number} has ${formatRupiah(r.bill.outstanding)} left to pay`;
  }
  if (header.vendor_id && !ctx.loaded) need('allocations', 'The open bills are still loading');
  else if (header.vendor_id && !paidRows(rows).length) need('allocations', rows.length ? 'Tick at least one bill to pay' : 'The vendor has no posted bill left to pay');
  if (needsSlip(rows) && !header.pph23_slip_no.trim()) need('pph23_slip_no', SLIP_NEEDED);
  return { errors, missing };
}

export interface VendorPaymentBody {
  vendor_id: number;
  payment_date: string;
  method: DisbursementMethod;
  from_account?: string;
  reference?: string;
  bank_charge: number;
  pph23_slip_no?: string;
  notes?: string;
  allocations: { vendor_invoice_id: number; amount: number }[];
  request_id: string;
}

/** POST /finance/create/vendor-payment, and the rows its `allocations` are (in order). */
export function vendorPaymentBody(header: PayHeader, rows: readonly PayRow[], requestId: string): { body: VendorPaymentBody; keys: string[] } {
  const paid = paidRows(rows);
  const text = (v: string) => (v.trim() ? v.trim() : undefined);
  const charge = moneyValue(header.bank_charge);
  const body: VendorPaymentBody = {
    vendor_id: Number(header.vendor_id),
    payment_date: header.payment_date,
    method: header.method,
    bank_charge: charge === 'invalid' ? 0 : charge,
    allocations: paid.map((r) => ({ vendor_invoice_id: r.bill.id, amount: r.amount })),
    request_id: requestId,
  };
  const optional = { from_account: text(header.from_account), reference: text(header.reference), pph23_slip_no: text(header.pph23_slip_no), notes: text(header.notes) };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) (body as unknown as Record<string, unknown>)[k] = v;
  return { body, keys: paid.map((r) => r.key) };
}

/** `allocations.N.<field>` of the server → row N of what was sent. */
export function placePayErrors(errors: Record<string, readonly string[]>, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const m = /^allocations\.(\d+)(?:\.\w+)?$/.exec(path);
    const key = m ? keys[Number(m[1])] : undefined;
    const at = m ? (key ? amountPath(key) : 'allocations') : path;
    out[at] = [out[at], ...messages].filter(Boolean).join(' ');
  }
  return out;
}
