import { defineDocument } from '../engine/define-document';
import { figuresByField } from './four-eyes';
import { MEMO } from './screens';

/*
 * An internal memo: what only an approval may do to money already booked, entered by one person and
 * approved by another (four eyes) on its list screen, or rejected with a reason.
 *   void receipt       a cash AWB voided after its register was handed over: on approval the AWB is
 *                      cancelled and its amount refunded through the counter's next register
 *   revision invoice   an issued invoice revised: on approval a credit note takes back its old figures
 *                      and a corrected invoice, linked to it, bills the revised ones (its tax invoice
 *                      needs a replacement, faktur pengganti)
 *   special price      a rate for a customer on a route (a destination district, or a whole city) and a
 *                      service, for a period: once approved the one pricing function uses it, and the
 *                      quote says so
 */

export const MEMO_KINDS = ['VOID_RECEIPT', 'REVISION_INVOICE', 'SPECIAL_PRICE'] as const;
export type MemoKind = (typeof MEMO_KINDS)[number];
export const MEMO_KIND_LABELS: Record<MemoKind, string> = { VOID_RECEIPT: 'Void receipt', REVISION_INVOICE: 'Revision invoice', SPECIAL_PRICE: 'Special price' };

const SCREENS_OF: Record<MemoKind, { add: string; list: string }> = {
  VOID_RECEIPT: MEMO.voidReceipt,
  REVISION_INVOICE: MEMO.revisionInvoice,
  SPECIAL_PRICE: MEMO.specialPrice,
};
const byKind = (pick: (s: { add: string; list: string }) => string) =>
  Object.fromEntries(Object.entries(SCREENS_OF).map(([k, s]) => [k, [pick(s)]])) as unknown as Record<MemoKind, readonly string[]>;

/** Where each kind is entered and listed (its routes). */
export const MEMO_SCREENS = SCREENS_OF;

export const memoDocument = defineDocument({
  name: 'memo',
  table: 'memos',
  module: 'misc',
  label: 'Memo',
  plural: 'Internal memos',
  numbering: { prefix: 'MEM', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['PENDING', 'APPROVED', 'REJECTED'],
  dateField: 'memo_date',
  branchField: 'branch_id',
  variant: 'kind',
  screens: { read: Object.values(SCREENS_OF).flatMap((s) => [s.add, s.list]), create: byKind((s) => s.add) },
  fields: {
    memo_date: { type: 'date', label: 'Date', required: true, readonly: true },
    kind: { type: 'enum', label: 'Memo', options: MEMO_KINDS, labels: MEMO_KIND_LABELS, required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    reason: { type: 'textarea', label: 'Reason', max: 500, required: true },
    // void receipt
    awb: { type: 'text', label: 'AWB', max: 30, upper: true },
    shipment_id: { type: 'int', label: 'Shipment', readonly: true },
    register_number: { type: 'text', label: 'In register', max: 40, readonly: true },
    refund_amount: { type: 'money', label: 'Refund', unit: 'Rp', readonly: true },
    // revision invoice
    invoice_id: { type: 'int', label: 'Invoice', min: 1 },
    invoice_number: { type: 'text', label: 'Invoice no.', max: 40, readonly: true },
    new_invoice_date: { type: 'date', label: 'Corrected invoice date' },
    old_total: { type: 'money', label: 'Old total', unit: 'Rp', readonly: true },
    new_total: { type: 'money', label: 'Corrected total', unit: 'Rp', readonly: true },
    credit_note_number: { type: 'text', label: 'Credit note', max: 40, readonly: true },
    new_invoice_number: { type: 'text', label: 'Corrected invoice', max: 40, readonly: true },
    // special price
    customer_id: { type: 'ref', label: 'Customer', resource: 'customer' },
    origin_area_id: { type: 'ref', label: 'Origin', resource: 'coverage-area' },
    destination_area_id: { type: 'ref', label: 'Destination district', resource: 'coverage-area', help: 'Or a whole city below.' },
    destination_regency: { type: 'text', label: 'Destination city (every district)', max: 100, help: 'As the coverage areas name it, e.g. Kota Surabaya.' },
    service_id: { type: 'ref', label: 'Service', resource: 'service' },
    rate_per_kg: { type: 'money', label: 'Special rate per kg', unit: 'Rp', min: 1, max: 100_000_000 },
    valid_from: { type: 'date', label: 'Valid from' },
    valid_to: { type: 'date', label: 'Valid until' },
    figures_by: figuresByField,
  },
  listFields: ['memo_date', 'kind', 'awb', 'invoice_number', 'customer_id', 'service_id', 'rate_per_kg', 'valid_from', 'valid_to', 'refund_amount', 'new_total'],
  searchFields: ['awb', 'invoice_number', 'reason', 'destination_regency'],
  lookups: { fields: ['customer_id', 'invoice_id', 'shipment_id'] },
  lines: {
    awbs: {
      label: 'Revised AWB',
      plural: 'Revised AWBs',
      fields: {
        invoice_line_id: { type: 'int', label: 'Invoice line', readonly: true },
        shipment_id: { type: 'int', label: 'Shipment', readonly: true },
        awb: { type: 'text', label: 'AWB', max: 30, readonly: true },
        billed: { type: 'money', label: 'Billed', unit: 'Rp', readonly: true },
        revised: { type: 'money', label: 'Revised', unit: 'Rp', readonly: true },
      },
    },
  },
  actions: {
    book: { label: 'Approve', done: 'Memo approved', screens: byKind((s) => s.list), from: ['draft'], to: 'booked', status: 'APPROVED' },
    cancel: { label: 'Reject', done: 'Memo rejected', screens: byKind((s) => s.list), from: ['draft'], to: 'cancelled', status: 'REJECTED', reason: 'changeReject', danger: true },
  },
});
