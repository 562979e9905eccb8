import { defineDocument } from '../engine/define-document';
import { COLLECTOR_INVOICE } from './screens';

/*
 * A collection assignment: open invoices given to a collector to collect (held while assigned), then
 * what the collector brings back per invoice — cash, a transfer proof, a giro with its due date, PPh 23
 * withheld with its slip — and posting it turns each into a customer payment (one per invoice, in the
 * same transaction; each idempotent). Invoices not collected are simply released.
 */
export const COLLECTION_METHODS = ['CASH', 'TRANSFER', 'GIRO'] as const;
export const COLLECTION_METHOD_LABELS: Record<(typeof COLLECTION_METHODS)[number], string> = { CASH: 'Cash', TRANSFER: 'Transfer', GIRO: 'Giro' };

export const collectorInvoiceDocument = defineDocument({
  name: 'collector-invoice',
  table: 'collector_invoices',
  module: 'finance',
  label: 'Collection',
  plural: 'Collections',
  numbering: { prefix: 'COL', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['ASSIGNED', 'COLLECTED', 'CANCELLED'],
  dateField: 'assign_date',
  branchField: 'branch_id',
  screens: {
    read: [COLLECTOR_INVOICE.list, COLLECTOR_INVOICE.add, COLLECTOR_INVOICE.draft, COLLECTOR_INVOICE.cancel],
    create: [COLLECTOR_INVOICE.add],
  },
  fields: {
    assign_date: { type: 'date', label: 'Date', required: true },
    collector_id: { type: 'ref', label: 'Collector', resource: 'employee', required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    invoice_count: { type: 'int', label: 'Invoices', readonly: true },
    total_outstanding: { type: 'money', label: 'To collect', unit: 'Rp', readonly: true },
    collected_total: { type: 'money', label: 'Collected', unit: 'Rp', readonly: true },
    payment_count: { type: 'int', label: 'Payments', readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['assign_date', 'collector_id', 'invoice_count', 'total_outstanding', 'collected_total', 'payment_count'],
  lines: {
    invoices: {
      label: 'Invoice',
      plural: 'Invoices',
      min: 1,
      fields: {
        invoice_id: { type: 'int', label: 'Invoice id', readonly: true },
        invoice_number: { type: 'text', label: 'Invoice', max: 30, readonly: true },
        customer_id: { type: 'ref', label: 'Customer', resource: 'customer', readonly: true },
        due_date: { type: 'date', label: 'Due', readonly: true },
        outstanding: { type: 'money', label: 'Owed', unit: 'Rp', readonly: true },
        collected_amount: { type: 'money', label: 'Collected', unit: 'Rp', readonly: true },
        method: { type: 'enum', label: 'As', options: COLLECTION_METHODS, labels: COLLECTION_METHOD_LABELS, readonly: true },
        reference: { type: 'text', label: 'Reference', max: 60, readonly: true },
        giro_due_date: { type: 'date', label: 'Giro due', readonly: true },
        pph23: { type: 'money', label: 'PPh 23', unit: 'Rp', readonly: true },
        pph23_slip_no: { type: 'text', label: 'Slip no.', max: 40, readonly: true },
        note: { type: 'text', label: 'Note', max: 200, readonly: true },
        payment_number: { type: 'text', label: 'Payment', max: 30, readonly: true },
      },
    },
  },
  actions: {
    record: { label: 'Record collection', done: 'Collection recorded', screens: [COLLECTOR_INVOICE.draft], from: ['draft'] },
    book: { label: 'Post collection', done: 'Collection posted as payments', screens: [COLLECTOR_INVOICE.draft], from: ['draft'], to: 'booked', status: 'COLLECTED', releases: true },
    cancel: {
      label: 'Void collection',
      done: 'Collection voided, its invoices are released',
      screens: [COLLECTOR_INVOICE.cancel],
      from: ['draft'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
  prints: { sheet: { label: 'Collection sheet' } },
});
