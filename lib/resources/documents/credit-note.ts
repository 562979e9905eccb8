import { PPN_BASE_LABELS, PPN_BASES } from '../../finance/tax';
import { defineDocument } from '../engine/define-document';
import { figuresByField } from './four-eyes';
import { CREDIT_NOTE } from './screens';

/*
 * A credit note against an issued invoice: a price revision, a voided AWB, a claim — lines per AWB of
 * the invoice, each at most what is left of that AWB's amount; PPN reversed with the invoice's rule.
 * Drafted by one person, approved by another (four eyes); approving posts it to the customer's ledger:
 * it lowers what the invoice still owes, and what the invoice no longer owes (it is paid) becomes a
 * deposit. Never above what is left of the invoice. Cancel reverses it, refused once its deposit was used.
 */
export const CREDIT_NOTE_KINDS = ['PRICE_REVISION', 'VOID_AWB', 'CLAIM'] as const;
export const CREDIT_NOTE_KIND_LABELS: Record<(typeof CREDIT_NOTE_KINDS)[number], string> = {
  PRICE_REVISION: 'Price revision',
  VOID_AWB: 'AWB voided',
  CLAIM: 'Claim (lost or damaged)',
};

export const creditNoteDocument = defineDocument({
  name: 'credit-note',
  table: 'credit_notes',
  module: 'finance',
  label: 'Credit note',
  plural: 'Credit notes',
  numbering: { prefix: 'CN', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['DRAFT', 'APPROVED', 'CANCELLED'],
  dateField: 'cn_date',
  branchField: 'branch_id',
  screens: { read: [CREDIT_NOTE.list, CREDIT_NOTE.add, CREDIT_NOTE.draft, CREDIT_NOTE.cancel], create: [CREDIT_NOTE.add] },
  fields: {
    cn_date: { type: 'date', label: 'Date', required: true },
    invoice_id: { type: 'int', label: 'Invoice', min: 1, required: true, readonly: true },
    invoice_number: { type: 'text', label: 'Invoice no.', max: 30, readonly: true },
    customer_id: { type: 'ref', label: 'Customer', resource: 'customer', readonly: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    kind: { type: 'enum', label: 'Kind', options: CREDIT_NOTE_KINDS, labels: CREDIT_NOTE_KIND_LABELS, required: true },
    reason: { type: 'textarea', label: 'Reason', max: 500, required: true },
    amount: { type: 'money', label: 'Amount', unit: 'Rp', readonly: true, help: 'Credited before PPN.' },
    taxable_amount: { type: 'money', label: 'Subject to PPN', unit: 'Rp', readonly: true },
    ppn_percent: { type: 'decimal', label: 'PPN rate', unit: '%', scale: 2, readonly: true },
    ppn_base: { type: 'enum', label: 'PPN base', options: PPN_BASES, labels: PPN_BASE_LABELS, readonly: true },
    dpp: { type: 'money', label: 'DPP', unit: 'Rp', readonly: true },
    ppn: { type: 'money', label: 'PPN', unit: 'Rp', readonly: true },
    total: { type: 'money', label: 'Total', unit: 'Rp', readonly: true },
    to_invoice: { type: 'money', label: 'Off the invoice', unit: 'Rp', readonly: true },
    to_deposit: { type: 'money', label: 'To a deposit', unit: 'Rp', readonly: true, help: 'What the invoice no longer owed (it was paid): kept for a later payment.' },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
    figures_by: figuresByField,
  },
  listFields: ['cn_date', 'invoice_number', 'customer_id', 'kind', 'total', 'to_invoice', 'to_deposit'],
  searchFields: ['invoice_number', 'reason'],
  lookups: { fields: ['invoice_id'] },
  lines: {
    awbs: {
      label: 'AWB',
      plural: 'AWBs',
      min: 1,
      fields: {
        invoice_line_id: { type: 'int', label: 'Invoice line', readonly: true },
        shipment_id: { type: 'int', label: 'Shipment', readonly: true },
        awb: { type: 'text', label: 'AWB', max: 20, readonly: true },
        billed: { type: 'money', label: 'Billed', unit: 'Rp', readonly: true },
        credited_before: { type: 'money', label: 'Credited before', unit: 'Rp', readonly: true },
        amount: { type: 'money', label: 'Credit', unit: 'Rp', readonly: true },
        taxable: { type: 'money', label: 'Subject to PPN', unit: 'Rp', readonly: true },
      },
    },
  },
  actions: {
    book: { label: 'Approve', done: 'Credit note approved', screens: [CREDIT_NOTE.draft], from: ['draft'], to: 'booked', status: 'APPROVED', bulk: true },
    cancel: {
      label: 'Void credit note',
      done: 'Credit note voided',
      screens: [CREDIT_NOTE.cancel],
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
  prints: { note: { label: 'Credit note' } },
});
