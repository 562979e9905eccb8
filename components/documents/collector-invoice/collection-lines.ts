import { groupDigits, moneyValue } from '@/components/documents/payment/payment-entry';
import { formatRupiah } from '@/lib/pricing/money';
import { COLLECTION_METHOD_LABELS, type COLLECTION_METHODS } from '@/lib/resources/documents/collector-invoice';
import type { ResourceRecord } from '@/services/resource/client';

/*
 * A collection's invoice lines as the draft screen reads them (GET …/collector-invoice/:id →
 * lines.invoices), the inputs of one line as typed, and the server's rules of `record`
 * (lib/server/documents/collector-invoice/record.ts) checked before anything is sent, with the same
 * words, placed on the line's inputs.
 */

export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

/** The declaration's words (lib/resources/documents/collector-invoice.ts), not a second copy. */
export const METHOD_LABELS: Record<CollectionMethod, string> = COLLECTION_METHOD_LABELS;

export interface CollectionLine {
  id: number;
  invoice_id: number;
  invoice_number: string;
  customer: string;
  due_date: string | null;
  outstanding: number;
  collected_amount: number;
  method: CollectionMethod | null;
  reference: string | null;
  giro_due_date: string | null;
  pph23: number;
  pph23_slip_no: string | null;
  note: string | null;
  payment_number: string | null;
}

const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};
const textOrNull = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
const isMethod = (v: unknown): v is CollectionMethod => v === 'CASH' || v === 'TRANSFER' || v === 'GIRO';

export function toCollectionLine(row: ResourceRecord): CollectionLine {
  return {
    id: row.id,
    invoice_id: num(row.invoice_id),
    invoice_number: String(row.invoice_number ?? ''),
    customer: textOrNull(row.customer_id_label) ?? (row.customer_id ? `Customer #${String(row.customer_id)}` : ''),
    due_date: textOrNull(row.due_date),
    outstanding: num(row.outstanding),
    collected_amount: num(row.collected_amount),
    method: isMethod(row.method) ? row.method : null,
    reference: textOrNull(row.reference),
    giro_due_date: textOrNull(row.giro_due_date)?.slice(0, 10) ?? null,
    pph23: num(row.pph23),
    pph23_slip_no: textOrNull(row.pph23_slip_no),
    note: textOrNull(row.note),
    payment_number: textOrNull(row.payment_number),
  };
}

/** Something was recorded on the line: an amount, PPh 23, or why nothing was collected. */
export const isRecorded = (line: CollectionLine) => line.collected_amount + line.pph23 > 0 || Boolean(line.note);

/** One line's inputs as typed (money as "1.250.000"). */
export interface CollectionInputs {
  amount: string;
  method: CollectionMethod | '';
  reference: string;
  giro_due_date: string;
  pph23: string;
  pph23_slip_no: string;
  note: string;
}

export type CollectionField = keyof CollectionInputs;

const moneyText = (n: number) => (n ? groupDigits(n) : '');

/** The inputs of a line as stored. */
export const inputsOf = (line: CollectionLine): CollectionInputs => ({
  amount: moneyText(line.collected_amount),
  method: line.method ?? '',
  reference: line.reference ?? '',
  giro_due_date: line.giro_due_date ?? '',
  pph23: moneyText(line.pph23),
  pph23_slip_no: line.pph23_slip_no ?? '',
  note: line.note ?? '',
});

const FIELDS: readonly CollectionField[] = ['amount', 'method', 'reference', 'giro_due_date', 'pph23', 'pph23_slip_no', 'note'];

/** The inputs differ from what is stored (money compared by value: "1250000" is "1.250.000"). */
export function isChanged(inputs: CollectionInputs, line: CollectionLine): boolean {
  const stored = inputsOf(line);
  return FIELDS.some((k) => {
    if (k === 'amount' || k === 'pph23') return moneyValue(inputs[k]) !== moneyValue(stored[k]);
    if (k === 'giro_due_date' && inputs.method !== 'GIRO' && stored.method !== 'GIRO') return false;
    return inputs[k].trim() !== stored[k].trim();
  });
}

/** The collected amount that settles the invoice with the PPh 23 typed ("in full"). */
export function fullAmount(line: CollectionLine, inputs: CollectionInputs): number {
  const pph23 = moneyValue(inputs.pph23);
  return Math.max(0, line.outstanding - (typeof pph23 === 'number' ? pph23 : 0));
}

/** The body of `record` for the line (besides the version). */
export interface CollectionBody {
  line_id: number;
  collected_amount: number;
  method?: CollectionMethod;
  reference?: string;
  giro_due_date?: string;
  pph23: number;
  pph23_slip_no?: string;
  note?: string;
}

/** The server field of a body key → the input it is shown by. */
export const INPUT_OF: Record<string, CollectionField> = {
  collected_amount: 'amount',
  method: 'method',
  reference: 'reference',
  giro_due_date: 'giro_due_date',
  pph23: 'pph23',
  pph23_slip_no: 'pph23_slip_no',
  note: 'note',
};

export const MONEY_INVALID = 'Whole rupiah, not below 0';

/**
 * The line's problems by input (the server's rules, its words), or its body and how it leaves the
 * line: amount + PPh 23 within what is owed; a method when something is collected; a giro with its due
 * date; a transfer with its reference; PPh 23 with its slip; nothing collected with a note.
 */
export function checkCollection(
  line: CollectionLine,
  inputs: CollectionInputs,
): { errors: Partial<Record<CollectionField, string>>; body?: CollectionBody; patch?: Partial<CollectionLine> } {
  const errors: Partial<Record<CollectionField, string>> = {};
  const amount = moneyValue(inputs.amount);
  const pph23 = moneyValue(inputs.pph23);
  if (amount === 'invalid') errors.amount = MONEY_INVALID;
  if (pph23 === 'invalid') errors.pph23 = MONEY_INVALID;
  if (amount === 'invalid' || pph23 === 'invalid') return { errors };
  const settled = amount + pph23;
  const method = inputs.method || null;
  const reference = inputs.reference.trim();
  const giro = inputs.giro_due_date.trim();
  const slip = inputs.pph23_slip_no.trim();
  const note = inputs.note.trim();
  if (settled > line.outstanding) errors.amount = `${line.invoice_number} owes ${formatRupiah(line.outstanding)}`;
  if (settled > 0 && !method) errors.method = 'Cash, transfer or giro';
  if (method === 'GIRO' && !giro) errors.giro_due_date = 'A giro needs its due date';
  if (method === 'TRANSFER' && amount > 0 && !reference) errors.reference = 'The transfer proof reference';
  if (pph23 > 0 && !slip) errors.pph23_slip_no = 'The withholding slip number';
  if (settled === 0 && !note) errors.note = 'Nothing collected: say why';
  if (Object.keys(errors).length) return { errors };
  const body: CollectionBody = {
    line_id: line.id,
    collected_amount: amount,
    ...(settled > 0 && method ? { method } : {}),
    ...(reference ? { reference } : {}),
    ...(method === 'GIRO' ? { giro_due_date: giro } : {}),
    pph23,
    ...(slip ? { pph23_slip_no: slip } : {}),
    ...(note ? { note } : {}),
  };
  const patch: Partial<CollectionLine> = {
    collected_amount: amount,
    method: settled > 0 ? method : null,
    reference: reference || null,
    giro_due_date: method === 'GIRO' ? giro : null,
    pph23,
    pph23_slip_no: slip || null,
    note: note || null,
  };
  return { errors, body, patch };
}

export interface CollectionTotals {
  outstanding: number;
  collected: number;
  pph23: number;
  /** Lines that become a payment when posted. */
  paying: number;
  /** Lines with nothing collected (released when posted). */
  nothing: number;
}

export function collectionTotals(lines: readonly CollectionLine[]): CollectionTotals {
  const t: CollectionTotals = { outstanding: 0, collected: 0, pph23: 0, paying: 0, nothing: 0 };
  for (const l of lines) {
    t.outstanding += l.outstanding;
    t.collected += l.collected_amount;
    t.pph23 += l.pph23;
    if (l.collected_amount + l.pph23 > 0) t.paying += 1;
    else t.nothing += 1;
  }
  return t;
}
