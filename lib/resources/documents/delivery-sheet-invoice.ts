import { defineDocument } from '../engine/define-document';
import { DELIVERY_SHEET_INVOICE } from './screens';

/*
 * A delivery sheet of invoices: the issued invoices a collector takes out to hand to the customers.
 * While out they are with the collector (the invoice says where it is, and is held). Back at the
 * office, each is recorded received (by whom, when) or not (why); finishing the sheet leaves the
 * received ones with the customer and brings the others back to the office.
 */
export const HANDOVER_RESULTS = ['PENDING', 'RECEIVED', 'NOT_RECEIVED'] as const;
export const HANDOVER_RESULT_LABELS: Record<(typeof HANDOVER_RESULTS)[number], string> = { PENDING: 'No result yet', RECEIVED: 'Received', NOT_RECEIVED: 'Not received' };

export const deliverySheetInvoiceDocument = defineDocument({
  name: 'delivery-sheet-invoice',
  table: 'delivery_sheet_invoices',
  module: 'finance',
  label: 'Invoice delivery sheet',
  plural: 'Invoice delivery sheets',
  numbering: { prefix: 'DSI', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['OUT', 'DONE', 'CANCELLED'],
  dateField: 'sheet_date',
  branchField: 'branch_id',
  screens: {
    read: [DELIVERY_SHEET_INVOICE.list, DELIVERY_SHEET_INVOICE.add, DELIVERY_SHEET_INVOICE.booking, DELIVERY_SHEET_INVOICE.cancel],
    create: [DELIVERY_SHEET_INVOICE.add],
  },
  fields: {
    sheet_date: { type: 'date', label: 'Date', required: true },
    collector_id: { type: 'ref', label: 'Collector', resource: 'employee', required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    invoice_count: { type: 'int', label: 'Invoices', readonly: true },
    total_amount: { type: 'money', label: 'Invoiced', unit: 'Rp', readonly: true },
    received_count: { type: 'int', label: 'Received', readonly: true },
    not_received_count: { type: 'int', label: 'Not received', readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['sheet_date', 'collector_id', 'invoice_count', 'total_amount', 'received_count', 'not_received_count'],
  lines: {
    invoices: {
      label: 'Invoice',
      plural: 'Invoices',
      min: 1,
      fields: {
        invoice_id: { type: 'int', label: 'Invoice id', readonly: true },
        invoice_number: { type: 'text', label: 'Invoice', max: 30, readonly: true },
        customer_id: { type: 'ref', label: 'Customer', resource: 'customer', readonly: true },
        invoice_date: { type: 'date', label: 'Date', readonly: true },
        total: { type: 'money', label: 'Total', unit: 'Rp', readonly: true },
        result: { type: 'enum', label: 'Result', options: HANDOVER_RESULTS, labels: HANDOVER_RESULT_LABELS, readonly: true },
        received_by: { type: 'text', label: 'Received by', max: 100, readonly: true },
        received_at: { type: 'datetime', label: 'Received at', readonly: true },
        reason: { type: 'text', label: 'Why not', max: 200, readonly: true },
      },
    },
  },
  actions: {
    record: { label: 'Record result', done: 'Result recorded', screens: [DELIVERY_SHEET_INVOICE.booking], from: ['draft'] },
    book: { label: 'Finish', done: 'Delivery sheet finished', screens: [DELIVERY_SHEET_INVOICE.booking], from: ['draft'], to: 'booked', status: 'DONE', releases: true },
    cancel: {
      label: 'Void delivery sheet',
      done: 'Delivery sheet voided, its invoices are back at the office',
      screens: [DELIVERY_SHEET_INVOICE.cancel],
      from: ['draft'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
  prints: { sheet: { label: 'Delivery sheet' } },
});
