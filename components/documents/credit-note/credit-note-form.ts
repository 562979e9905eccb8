import { MONEY_INVALID, groupDigits, moneyValue } from '@/components/documents/payment/payment-entry';
import { PPN_BASES, ppnOf, type PpnBase, type PpnRule } from '@/lib/finance/tax';
import { divRound } from '@/lib/pricing/fixed-point';
import { formatRupiah } from '@/lib/pricing/money';
import { CREDIT_NOTE_KINDS } from '@/lib/resources/documents/credit-note';
import type { DocumentRecord } from '@/services/documents/document-client';

/*
 * The figures of the credit note form, kept out of the components: the invoice as the form reads it,
 * its AWBs with what each has left to credit, the note's figures as the server works them out
 * (lib/server/documents/credit-note/lines.ts: the taxable part of each credit in its AWB's own
 * proportion, PPN with the invoice's rule, rounded down), what the server would refuse, and the body.
 *
 * Error paths of the screen: a header field by its name (`invoice_id`, `cn_date`, `kind`, `reason`,
 * `notes`), an AWB's credit as `awb:<invoice line id>`, and `lines` for the grid as a whole.
 */

export type CreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];

const num = (v: unknown) => Number(v ?? 0) || 0;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** One AWB of the invoice, as the grid shows it. */
export interface InvoiceAwb {
  /** The invoice line's id (what a credit line names). */
  id: number;
  awb: string;
  shipmentDate: string;
  consignee: string;
  destination: string;
  service: string;
  billed: number;
  /** The part of `billed` subject to PPN. */
  taxable: number;
  /** Already credited by approved notes. */
  credited: number;
  /** What is left to credit on it. */
  left: number;
}

/** The invoice credited, as the form reads it. */
export interface CreditInvoice {
  id: number;
  number: string;
  date: string;
  customer: string;
  total: number;
  credited: number;
  outstanding: number;
  /** Its PPN rule; null on an invoice of mixed rules (the server works the PPN out per service). */
  rule: PpnRule | null;
  /** What is left of it to credit: its total less the approved notes. */
  left: number;
  awbs: InvoiceAwb[];
}

const isPpnBase = (v: unknown): v is PpnBase => (PPN_BASES as readonly unknown[]).includes(v);

/** GET /finance/get/invoice/:id → the invoice the form credits. */
export function creditInvoiceOf(row: DocumentRecord): CreditInvoice {
  const percent = row.ppn_percent === null || row.ppn_percent === undefined || row.ppn_percent === '' ? null : Number(row.ppn_percent);
  const rule = percent !== null && Number.isFinite(percent) && isPpnBase(row.ppn_base) ? { percent, base: row.ppn_base } : null;
  const total = num(row.total);
  const credited = num(row.credited_amount);
  const awbs = (row.lines?.awbs ?? []).map((l): InvoiceAwb => {
    const billed = num(l.amount);
    const before = num(l.credited);
    return {
      id: num(l.id),
      awb: text(l.awb),
      shipmentDate: text(l.shipment_date),
      consignee: text(l.consignee_name),
      destination: text(l.destination_area_id_label),
      service: text(l.service_id_label),
      billed,
      taxable: num(l.taxable),
      credited: before,
      left: Math.max(0, billed - before),
    };
  });
  return {
    id: row.id,
    number: String(row.number),
    date: text(row.invoice_date),
    customer: text(row.customer_id_label) || text(row.customer_name),
    total,
    credited,
    outstanding: num(row.outstanding),
    rule,
    left: total - credited,
    awbs,
  };
}

/** The header as its inputs hold it. */
export interface HeaderValues {
  cn_date: string;
  kind: CreditNoteKind | '';
  reason: string;
  notes: string;
}

export const emptyHeader = (today: string): HeaderValues => ({ cn_date: today, kind: '', reason: '', notes: '' });

/** The credit typed per AWB (by invoice line id), as typed: "150.000". */
export type CreditInputs = Record<number, string>;

export const awbPath = (lineId: number) => `awb:${lineId}`;

/** A stored draft → the form's values (edit). */
export function draftValues(draft: DocumentRecord): { header: HeaderValues; credits: CreditInputs } {
  const kind = (CREDIT_NOTE_KINDS as readonly unknown[]).includes(draft.kind) ? (draft.kind as CreditNoteKind) : '';
  const credits: CreditInputs = {};
  for (const l of draft.lines?.awbs ?? []) {
    const amount = num(l.amount);
    if (amount > 0) credits[num(l.invoice_line_id)] = groupDigits(amount);
  }
  return {
    header: { cn_date: text(draft.cn_date).slice(0, 10), kind, reason: text(draft.reason), notes: text(draft.notes) },
    credits,
  };
}

/** One AWB of the grid as shown: what was typed and what it credits. */
export interface CreditRow {
  line: InvoiceAwb;
  key: string;
  text: string;
  /** The credit typed (0 when empty or not a whole rupiah amount). */
  amount: number;
  invalid: boolean;
  /** Its part subject to PPN, in the AWB's own proportion. */
  taxable: number;
}

/** The taxable part of a credit: amount × the AWB's taxable / billed, rounded (as the server does). */
export const taxableOf = (amount: number, line: Pick<InvoiceAwb, 'billed' | 'taxable'>) => (line.billed ? divRound(BigInt(amount) * BigInt(line.taxable), line.billed) : 0);

export function buildRows(invoice: CreditInvoice | undefined, credits: CreditInputs): CreditRow[] {
  return (invoice?.awbs ?? []).map((line) => {
    const typed = credits[line.id] ?? '';
    const v = moneyValue(typed);
    const amount = v === 'invalid' ? 0 : v;
    return { line, key: awbPath(line.id), text: typed, amount, invalid: v === 'invalid', taxable: amount > 0 ? taxableOf(amount, line) : 0 };
  });
}

/** The rows credited (what `lines` sends, in this order). */
export const creditedRows = (rows: readonly CreditRow[]) => rows.filter((r) => !r.invalid && r.amount > 0);

export interface CreditFigures {
  amount: number;
  taxable: number;
  /** null when the invoice has mixed PPN rules: the server works them out on save. */
  dpp: number | null;
  ppn: number | null;
  total: number | null;
}

/** The note's figures, as lib/server/documents/credit-note/lines.ts makes them (no stamp duty on a credit). */
export function figuresOf(invoice: CreditInvoice | undefined, rows: readonly CreditRow[]): CreditFigures {
  const credited = creditedRows(rows);
  const amount = credited.reduce((s, r) => s + r.amount, 0);
  const taxable = credited.reduce((s, r) => s + r.taxable, 0);
  if (!invoice?.rule) return { amount, taxable, dpp: null, ppn: null, total: null };
  const { dpp, ppn } = ppnOf(taxable, invoice.rule);
  return { amount, taxable, dpp, ppn, total: amount + ppn };
}

export interface ClientCheck {
  figures: CreditFigures;
  /** Every error, by screen path. */
  errors: Record<string, string>;
  /** The paths whose error only says something is missing: shown once the clerk tries to save. */
  missing: Set<string>;
}

/** Everything the server would refuse, found before sending. */
export function checkCreditNote(
  invoiceId: number | null,
  invoice: CreditInvoice | undefined,
  header: HeaderValues,
  rows: readonly CreditRow[],
  today: string,
): ClientCheck {
  const errors: Record<string, string> = {};
  const missing = new Set<string>();
  const need = (path: string, message: string) => {
    errors[path] = message;
    missing.add(path);
  };
  if (invoiceId === null) need('invoice_id', 'Pick the invoice to credit');
  if (!header.cn_date) need('cn_date', 'Required');
  else if (header.cn_date > today) errors.cn_date = 'Cannot be in the future';
  else if (invoice && invoice.date && header.cn_date < invoice.date.slice(0, 10)) errors.cn_date = `Not before the invoice (${invoice.date.slice(0, 10)})`;
  if (!header.kind) need('kind', 'Choose what the credit is for');
  if (!header.reason.trim()) need('reason', 'Say why the invoice is credited');

  for (const r of rows) {
    if (r.invalid) errors[r.key] = MONEY_INVALID;
    else if (r.amount > r.line.left) errors[r.key] = `AWB ${r.line.awb} has ${formatRupiah(r.line.left)} left to credit`;
  }
  const figures = figuresOf(invoice, rows);
  if (invoiceId !== null && !invoice) need('lines', 'The invoice is still loading');
  else if (invoice) {
    const lineErrors = rows.some((r) => errors[r.key]);
    if (!creditedRows(rows).length && !lineErrors) need('lines', invoice.awbs.some((a) => a.left > 0) ? 'Credit at least one AWB' : `Nothing is left to credit on invoice ${invoice.number}`);
    else if (!lineErrors && figures.total !== null && figures.total > invoice.left) {
      errors.lines = `Invoice ${invoice.number} has ${formatRupiah(invoice.left)} left to credit: this note is ${formatRupiah(figures.total)}`;
    }
  }
  return { figures, errors, missing };
}

/** `lines.N.<field>` of the server → the path of the AWB credited N-th (`keys`: the rows sent, in order). */
export function placeIndexedPath(path: string, keys: readonly string[]): string {
  const m = /^lines\.(\d+)\.\w+$/.exec(path);
  if (!m) return path;
  return keys[Number(m[1])] ?? 'lines';
}

/** The server's error lists → one message per screen path. */
export function placeErrors(errors: Record<string, readonly string[]>, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const at = placeIndexedPath(path, keys);
    out[at] = [out[at], ...messages].filter(Boolean).join(' ');
  }
  return out;
}

export interface CreditLineBody {
  invoice_line_id: number;
  amount: number;
}

export interface CreditNoteFields {
  cn_date: string;
  kind: CreditNoteKind;
  reason: string;
  notes: string | null;
  lines: CreditLineBody[];
}

export interface CreateBody extends CreditNoteFields {
  invoice_id: number;
  request_id: string;
}

export interface UpdateBody extends CreditNoteFields {
  version: number;
}

/** What a draft holds (create and edit alike), and the grid rows its `lines` are (in order). */
export function noteFields(header: HeaderValues, rows: readonly CreditRow[]): { fields: CreditNoteFields; keys: string[] } {
  const credited = creditedRows(rows);
  return {
    fields: {
      cn_date: header.cn_date,
      kind: header.kind as CreditNoteKind,
      reason: header.reason.trim(),
      notes: header.notes.trim() || null,
      lines: credited.map((r) => ({ invoice_line_id: r.line.id, amount: r.amount })),
    },
    keys: credited.map((r) => r.key),
  };
}

/** The body of POST /finance/create/credit-note. */
export function createBody(invoiceId: number, header: HeaderValues, rows: readonly CreditRow[], requestId: string): { body: CreateBody; keys: string[] } {
  const { fields, keys } = noteFields(header, rows);
  return { body: { invoice_id: invoiceId, ...fields, request_id: requestId }, keys };
}

/** The body of PUT /finance/update/credit-note/:id. */
export function updateBody(version: number, header: HeaderValues, rows: readonly CreditRow[]): { body: UpdateBody; keys: string[] } {
  const { fields, keys } = noteFields(header, rows);
  return { body: { version, ...fields }, keys };
}
