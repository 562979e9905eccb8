import * as z from 'zod';
import { groupDigits, moneyValue, MONEY_INVALID } from '@/components/documents/payment/payment-entry';
import type { VendorBillable, VendorTerms } from '@/hooks/finance/use-vendor-bills';
import { pph23Of, ppnOf } from '@/lib/finance/tax';
import { canonicalTaxInvoiceNo } from '@/lib/finance/tax-invoice-number';
import { vendorInvoiceDocument } from '@/lib/resources/documents/vendor-invoice';
import type { DocumentRecord } from '@/services/documents/document-client';

/*
 * The figures of the vendor invoice form, kept out of the components: the rows of the billables grid
 * (the draft's own items first when it is edited, then what the vendor has not billed yet), the bill's
 * totals as lib/server/documents/vendor-invoice/add.ts works them out (PPN on what is billed; PPh 23 an
 * estimate from the finance settings' default rates — the server decides), the checks made before
 * sending (the declaration's tax invoice number rule among them, as the API applies it) and the bodies
 * sent (the tax invoice number in its stored form).
 *
 * Error paths of the screen: a header field by its name (`vendor_invoice_no`), a row as
 * `<key>.item` (its document) or `<key>.billed` (its amount), and `items` for the grid as a whole.
 */

export type BillableItem = Omit<VendorBillable, 'branch_id'> & { branch_id?: number };

/** The header as its inputs hold it. */
export interface BillHeader {
  vendor_id: string;
  bill_date: string;
  vendor_invoice_no: string;
  tax_invoice_no: string;
  due_date: string;
  ppn_percent: string;
  notes: string;
}

/** PPN on a courier's bill: 1.1 % of what is billed (delivery services' special rule). */
export const DEFAULT_PPN_PERCENT = '1.1';
/** The finance settings' default PPh 23 rates (the server applies the settings in force). */
export const PPH23_ESTIMATE = { percent: 2, noTaxIdPercent: 4 } as const;

export const emptyBillHeader = (today: string): BillHeader => ({
  vendor_id: '',
  bill_date: today,
  vendor_invoice_no: '',
  tax_invoice_no: '',
  due_date: '',
  ppn_percent: DEFAULT_PPN_PERCENT,
  notes: '',
});

/** One row's inputs: ticked (billed on this bill) and the amount the vendor bills for it. */
export interface ItemInput {
  on: boolean;
  billed: string;
}
export type ItemInputs = Record<string, ItemInput>;
export const EMPTY_ITEM: ItemInput = { on: false, billed: '' };

export const itemKey = (i: Pick<BillableItem, 'source_type' | 'source_id'>) => `${i.source_type}:${i.source_id}`;
export const itemPath = (key: string, field: 'item' | 'billed') => `${key}.${field}`;

export const SOURCE_LABELS: Record<BillableItem['source_type'], string> = {
  VENDOR_HANDOVER: 'Hand-over',
  MANIFEST: 'Manifest',
};

const num = (v: unknown) => Number(v ?? 0) || 0;

/** The draft's items as rows of the grid (ticked, with what was billed). */
export function draftItemsOf(draft: DocumentRecord): { items: BillableItem[]; inputs: ItemInputs } {
  const lines = draft.lines?.items ?? [];
  const items: BillableItem[] = lines.map((l) => ({
    source_type: l.source_type === 'MANIFEST' ? 'MANIFEST' : 'VENDOR_HANDOVER',
    source_id: num(l.source_id),
    source_number: String(l.source_number ?? ''),
    source_date: String(l.source_date ?? ''),
    awb_count: num(l.awb_count),
    weight_kg: num(l.weight_kg),
    expected: num(l.expected),
  }));
  const inputs: ItemInputs = {};
  lines.forEach((l, n) => {
    inputs[itemKey(items[n])] = { on: true, billed: groupDigits(num(l.billed)) };
  });
  return { items, inputs };
}

/** The draft's own items first (free again for its own edit), then what the vendor has not billed yet. */
export function mergeItems(own: readonly BillableItem[], open: readonly BillableItem[]): BillableItem[] {
  const seen = new Set(own.map(itemKey));
  return [...own, ...open.filter((b) => !seen.has(itemKey(b)))];
}

/** A row of the grid as shown. */
export interface BillRow {
  item: BillableItem;
  key: string;
  on: boolean;
  billedText: string;
  billed: number;
  /** Billed minus expected (0 while not ticked). */
  difference: number;
}

export function buildRows(items: readonly BillableItem[], inputs: ItemInputs): BillRow[] {
  return items.map((item) => {
    const key = itemKey(item);
    const input = inputs[key] ?? EMPTY_ITEM;
    const v = moneyValue(input.billed);
    const billed = v === 'invalid' ? 0 : v;
    return { item, key, on: input.on, billedText: input.billed, billed, difference: input.on ? billed - item.expected : 0 };
  });
}

export const billedRows = (rows: readonly BillRow[]) => rows.filter((r) => r.on);

/** "1,1" or "1.1" → 1.1; null when not a percentage of at most two decimals. */
export function percentValue(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n >= 0 && n <= 100 ? n : null;
}

/** YYYY-MM-DD plus whole days (calendar days, no time zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return '';
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface BillTotals {
  count: number;
  expected: number;
  billed: number;
  difference: number;
  ppn: number;
  total: number;
  pph23: number;
  /** The rate estimated (0: no PPh 23 on a person). */
  pph23Percent: number;
  payable: number;
}

/** The bill's figures, as the server will work them out (PPh 23 at the default rates). */
export function totalsOf(rows: readonly BillRow[], ppnPercent: number | null, vendor: Pick<VendorTerms, 'is_company' | 'npwp'> | undefined): BillTotals {
  const on = billedRows(rows);
  const billed = on.reduce((a, r) => a + r.billed, 0);
  const expected = on.reduce((a, r) => a + r.item.expected, 0);
  const ppn = ppnPercent === null ? 0 : ppnOf(billed, { percent: ppnPercent, base: 'BILLED' }).ppn;
  const company = Boolean(vendor?.is_company);
  const hasTaxId = Boolean(vendor?.npwp && String(vendor.npwp).trim());
  const pph23 = company ? pph23Of(billed, PPH23_ESTIMATE, hasTaxId) : 0;
  const total = billed + ppn;
  return {
    count: on.length,
    expected,
    billed,
    difference: billed - expected,
    ppn,
    total,
    pph23,
    pph23Percent: company ? (hasTaxId ? PPH23_ESTIMATE.percent : PPH23_ESTIMATE.noTaxIdPercent) : 0,
    payable: total - pph23,
  };
}

/** A signed difference: "+Rp 5.000", "-Rp 2.500", "Rp 0". */
export const signedRupiah = (n: number) => (n > 0 ? `+${groupRp(n)}` : n < 0 ? `-${groupRp(-n)}` : 'Rp 0');
const groupRp = (n: number) => `Rp ${groupDigits(n)}`;

export interface BillCheck {
  errors: Record<string, string>;
  /** Paths whose error only says something is missing: shown once save is pressed. */
  missing: Set<string>;
  /** Paths whose error shows once the field is left or save is pressed (a number half typed is not wrong yet). */
  untilLeft: Set<string>;
}

/** The declaration's cross-field rule as the API applies it (the tax invoice number DJP issues, of the bill's year): message by path. */
export function declaredProblems(header: Pick<BillHeader, 'bill_date' | 'tax_invoice_no'>): Record<string, string> {
  const rule = z.record(z.string(), z.unknown()).superRefine((v, ctx) => vendorInvoiceDocument.refine?.(v, ctx));
  const result = rule.safeParse({ bill_date: header.bill_date, tax_invoice_no: header.tax_invoice_no });
  const out: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

/** What the server would refuse, found before sending. `due`: the due date as it will be sent. */
export function checkBill(header: BillHeader, rows: readonly BillRow[], ctx: { today: string; due: string; loading: boolean }): BillCheck {
  const errors: Record<string, string> = {};
  const missing = new Set<string>();
  const need = (path: string, message: string) => {
    errors[path] = message;
    missing.add(path);
  };
  if (!header.vendor_id) need('vendor_id', 'Choose the vendor who billed');
  if (!header.bill_date) need('bill_date', 'Required');
  else if (header.bill_date > ctx.today) errors.bill_date = 'Cannot be in the future';
  if (!header.vendor_invoice_no.trim()) need('vendor_invoice_no', 'The number on the vendor’s invoice');
  if (ctx.due && header.bill_date && ctx.due < header.bill_date) errors.due_date = 'Must not be before the bill date';
  const taxProblem = declaredProblems(header).tax_invoice_no;
  if (taxProblem) errors.tax_invoice_no = taxProblem;
  if (!header.ppn_percent.trim()) need('ppn_percent', 'Required (0 when no PPN is charged)');
  else if (percentValue(header.ppn_percent) === null) errors.ppn_percent = 'A percentage from 0 to 100, like 1.1';
  for (const r of rows) {
    if (!r.on) continue;
    if (!r.billedText.trim()) need(itemPath(r.key, 'billed'), 'What they bill for it');
    else if (moneyValue(r.billedText) === 'invalid') errors[itemPath(r.key, 'billed')] = MONEY_INVALID;
  }
  if (header.vendor_id && ctx.loading) need('items', 'What the vendor may bill is still loading');
  else if (header.vendor_id && !billedRows(rows).length) need('items', rows.length ? 'Pick at least one hand-over or manifest' : 'The vendor has nothing left to bill');
  return { errors, missing, untilLeft: new Set(['tax_invoice_no']) };
}

export interface BillItemBody {
  source_type: BillableItem['source_type'];
  source_id: number;
  billed: number;
}

export interface CreateBillBody {
  vendor_id: number;
  bill_date: string;
  vendor_invoice_no: string;
  tax_invoice_no?: string;
  due_date?: string;
  ppn_percent: number;
  notes?: string;
  items: BillItemBody[];
  request_id: string;
}

export interface UpdateBillBody {
  version: number;
  bill_date: string;
  vendor_invoice_no: string;
  tax_invoice_no: string | null;
  due_date?: string;
  ppn_percent: number;
  notes: string | null;
  items: BillItemBody[];
}

const text = (v: string) => (v.trim() ? v.trim() : undefined);

function itemsOf(rows: readonly BillRow[]): { items: BillItemBody[]; keys: string[] } {
  const on = billedRows(rows);
  return { items: on.map((r) => ({ source_type: r.item.source_type, source_id: r.item.source_id, billed: r.billed })), keys: on.map((r) => r.key) };
}

/** POST /finance/create/vendor-invoice, and the grid rows its `items` are (in order). */
export function createBillBody(header: BillHeader, rows: readonly BillRow[], due: string, requestId: string): { body: CreateBillBody; keys: string[] } {
  const { items, keys } = itemsOf(rows);
  const body: CreateBillBody = {
    vendor_id: Number(header.vendor_id),
    bill_date: header.bill_date,
    vendor_invoice_no: header.vendor_invoice_no.trim(),
    ppn_percent: percentValue(header.ppn_percent) ?? 0,
    items,
    request_id: requestId,
  };
  const optional = { tax_invoice_no: canonicalTaxInvoiceNo(header.tax_invoice_no) ?? undefined, due_date: due || undefined, notes: text(header.notes) };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) (body as unknown as Record<string, unknown>)[k] = v;
  return { body, keys };
}

/** PUT /finance/update/vendor-invoice/:id of a draft, with the version it was read at. */
export function updateBillBody(header: BillHeader, rows: readonly BillRow[], due: string, version: number): { body: UpdateBillBody; keys: string[] } {
  const { items, keys } = itemsOf(rows);
  const body: UpdateBillBody = {
    version,
    bill_date: header.bill_date,
    vendor_invoice_no: header.vendor_invoice_no.trim(),
    tax_invoice_no: canonicalTaxInvoiceNo(header.tax_invoice_no),
    ppn_percent: percentValue(header.ppn_percent) ?? 0,
    notes: text(header.notes) ?? null,
    items,
  };
  if (due) body.due_date = due;
  return { body, keys };
}

/** `items.N.<field>` of the server → the path of row N of what was sent. */
export function placeItemPath(path: string, keys: readonly string[]): string {
  const m = /^items\.(\d+)(?:\.(\w+))?$/.exec(path);
  if (!m) return path;
  const key = keys[Number(m[1])];
  if (!key) return 'items';
  return itemPath(key, m[2] === 'billed' ? 'billed' : 'item');
}

export function placeBillErrors(errors: Record<string, readonly string[]>, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const at = placeItemPath(path, keys);
    out[at] = [out[at], ...messages].filter(Boolean).join(' ');
  }
  return out;
}

/** The header fields a server message can be shown at. */
export const BILL_HEADER_PATHS = new Set<string>([...Object.keys(emptyBillHeader('')), 'items']);

/** The draft's header as the inputs hold it. */
export function headerOfDraft(draft: DocumentRecord): BillHeader {
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const ppn = draft.ppn_percent;
  return {
    vendor_id: s(draft.vendor_id),
    bill_date: s(draft.bill_date).slice(0, 10),
    vendor_invoice_no: s(draft.vendor_invoice_no),
    tax_invoice_no: s(draft.tax_invoice_no),
    due_date: s(draft.due_date).slice(0, 10),
    ppn_percent: ppn === null || ppn === undefined || ppn === '' ? DEFAULT_PPN_PERCENT : String(Number(ppn)),
    notes: s(draft.notes),
  };
}
