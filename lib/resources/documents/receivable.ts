import { defineDocument } from '../engine/define-document';
import { figuresByField } from './four-eyes';
import { CREDIT_NOTE, RECEIVABLE } from './screens';

/*
 * A manual receivable: what a customer owes besides invoices — an opening balance brought over from
 * the old books, a claim, another charge — or a correction (negative: it lowers what they owe). A
 * charge is entered already posted to the customer's ledger; payments settle it like an invoice. A
 * correction lowers what they owe without money: a credit, so it waits as a draft until someone other
 * than whoever entered it approves it (four eyes), and only then counts (a deposit a payment may apply).
 * Cancel posts the reversing entry, refused while a payment holds it.
 */
export const RECEIVABLE_KINDS = ['OPENING_BALANCE', 'CLAIM', 'OTHER_CHARGE', 'CORRECTION'] as const;
export const RECEIVABLE_KIND_LABELS: Record<(typeof RECEIVABLE_KINDS)[number], string> = {
  OPENING_BALANCE: 'Opening balance',
  CLAIM: 'Claim',
  OTHER_CHARGE: 'Other charge',
  CORRECTION: 'Correction',
};

export const receivableDocument = defineDocument({
  name: 'receivable',
  table: 'receivables',
  module: 'finance',
  label: 'Receivable',
  plural: 'Receivables',
  numbering: { prefix: 'AR', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['OPEN', 'PAID', 'AWAITING_APPROVAL', 'CANCELLED'],
  dateField: 'receivable_date',
  branchField: 'branch_id',
  screens: { read: [RECEIVABLE.list, RECEIVABLE.add, RECEIVABLE.cancel, RECEIVABLE.card, CREDIT_NOTE.draft], create: [RECEIVABLE.add] },
  fields: {
    receivable_date: { type: 'date', label: 'Date', required: true },
    customer_id: { type: 'ref', label: 'Customer', resource: 'customer', required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    kind: { type: 'enum', label: 'Kind', options: RECEIVABLE_KINDS, labels: RECEIVABLE_KIND_LABELS, required: true },
    amount: { type: 'money', label: 'Amount', unit: 'Rp', min: -10_000_000_000, max: 10_000_000_000, required: true, help: 'Negative for a correction that lowers what they owe.' },
    due_date: { type: 'date', label: 'Due date', required: true },
    reference: { type: 'text', label: 'Reference', max: 60 },
    description: { type: 'textarea', label: 'Description', max: 500, required: true },
    settled_amount: { type: 'money', label: 'Settled', unit: 'Rp', readonly: true },
    outstanding: { type: 'money', label: 'Outstanding', unit: 'Rp', readonly: true },
    figures_by: figuresByField,
  },
  listFields: ['receivable_date', 'customer_id', 'kind', 'amount', 'due_date', 'outstanding', 'reference'],
  searchFields: ['reference', 'description'],
  actions: {
    // a correction's approval: whoever may approve a credit note (the credit notes' approval screen)
    book: { label: 'Approve', done: 'Correction approved', screens: [CREDIT_NOTE.draft], from: ['draft'], to: 'booked', status: 'PAID', bulk: true },
    cancel: {
      label: 'Void receivable',
      done: 'Receivable voided',
      screens: [RECEIVABLE.cancel],
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
});
