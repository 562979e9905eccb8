import { defineDocument } from '../engine/define-document';
import { POD_INVOICE } from './screens';

/*
 * The signed paper PODs sent with an invoice to a customer that requires them (customer setting):
 * a record of the sending (how, by whom, a tracking number) and the PODs that went, made already
 * sent. The invoice is held by it (its PODs are out with it); cancel with a reason releases it.
 */
export const POD_SENDING = ['COLLECTOR', 'COURIER', 'POST'] as const;
export const POD_SENDING_LABELS: Record<(typeof POD_SENDING)[number], string> = { COLLECTOR: 'Collector', COURIER: 'Courier', POST: 'Post' };

export const podInvoiceDocument = defineDocument({
  name: 'pod-invoice',
  table: 'pod_invoices',
  module: 'finance',
  label: 'POD sending',
  plural: 'POD sendings',
  numbering: { prefix: 'PODI', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['SENT', 'CANCELLED'],
  dateField: 'sent_date',
  branchField: 'branch_id',
  screens: { read: [POD_INVOICE.add, POD_INVOICE.cancel], create: [POD_INVOICE.add] },
  fields: {
    sent_date: { type: 'date', label: 'Sent on', required: true },
    invoice_id: { type: 'int', label: 'Invoice', min: 1, required: true, readonly: true },
    invoice_number: { type: 'text', label: 'Invoice no.', max: 30, readonly: true },
    customer_id: { type: 'ref', label: 'Customer', resource: 'customer', readonly: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    sent_via: { type: 'enum', label: 'Sent by', options: POD_SENDING, labels: POD_SENDING_LABELS, required: true },
    collector_id: { type: 'ref', label: 'Collector', resource: 'employee' },
    tracking_no: { type: 'text', label: 'Tracking / AWB no.', max: 40 },
    pod_count: { type: 'int', label: 'PODs', readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['sent_date', 'invoice_number', 'customer_id', 'sent_via', 'pod_count'],
  searchFields: ['invoice_number', 'tracking_no'],
  lines: {
    pods: {
      label: 'POD',
      plural: 'PODs',
      fields: {
        shipment_id: { type: 'int', label: 'Shipment', readonly: true },
        awb: { type: 'text', label: 'AWB', max: 20, readonly: true },
        delivered_at: { type: 'datetime', label: 'Delivered', readonly: true },
        paper_received_at: { type: 'datetime', label: 'Paper back', readonly: true },
      },
    },
  },
  actions: {
    cancel: {
      label: 'Void POD sending',
      done: 'POD sending voided',
      screens: [POD_INVOICE.cancel],
      from: ['booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
  prints: { cover: { label: 'Cover letter' } },
});
