import { defineDocument } from '../engine/define-document';
import { CDR } from './screens';

/*
 * A customer data report (CDR): a credit customer's delivered AWBs of a period, checked and posted as
 * the basis of an invoice. Generating it takes their booked AWBs not yet in a live CDR — delivered, and
 * for a customer that needs the paper POD back, only those whose paper came back — and holds them
 * (shipments.customer_data_report_id: an AWB is in one live CDR at most). The clerk reviews the lines,
 * leaves out what should not be billed yet (with a reason: it is released at posting, for a later CDR)
 * and posts. A posted AWB is held: its charges no longer change silently. Cancel releases the AWBs,
 * refused while an invoice holds the CDR.
 */
export const CDR_STATUSES = ['REVIEW', 'POSTED', 'INVOICED', 'CANCELLED'] as const;

export const CDR_EXCLUDE_REASONS = [
  { code: 'DISPUTED', label: 'Disputed by the customer' },
  { code: 'PRICE_CHECK', label: 'Price to be checked (helpdesk)' },
  { code: 'POD_MISSING', label: 'Proof of delivery to be confirmed' },
  { code: 'WRONG_ACCOUNT', label: 'Booked on the wrong account' },
  { code: 'NEXT_PERIOD', label: 'Bill in the next period' },
  { code: 'OTHER', label: 'Other (say why)' },
] as const;

export const customerDataReportDocument = defineDocument({
  name: 'customer-data-report',
  table: 'customer_data_reports',
  module: 'finance',
  label: 'CDR',
  plural: 'Customer data reports',
  numbering: { prefix: 'CDR', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: CDR_STATUSES,
  dateField: 'cdr_date',
  branchField: 'branch_id',
  screens: { read: [CDR.list, CDR.posting, CDR.cancel], create: [CDR.posting] },
  fields: {
    cdr_date: { type: 'date', label: 'Date', required: true, readonly: true },
    customer_id: { type: 'ref', label: 'Customer', resource: 'customer', required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    period_from: { type: 'date', label: 'Shipments from', required: true },
    period_to: { type: 'date', label: 'Shipments until', required: true },
    awb_count: { type: 'int', label: 'AWBs', readonly: true },
    excluded_count: { type: 'int', label: 'Left out', readonly: true },
    koli_count: { type: 'int', label: 'Koli', readonly: true },
    chargeable_kg: { type: 'decimal', label: 'Chargeable kg', unit: 'kg', scale: 2, readonly: true },
    amount: { type: 'money', label: 'Amount', unit: 'Rp', readonly: true, help: 'Charges before PPN of the AWBs kept.' },
    taxable_amount: { type: 'money', label: 'Subject to PPN', unit: 'Rp', readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['cdr_date', 'customer_id', 'period_from', 'period_to', 'awb_count', 'excluded_count', 'amount'],
  searchFields: ['notes'],
  lookups: { fields: ['customer_id'] },
  heldBy: { invoice_id: 'invoice' },
  lines: {
    awbs: {
      label: 'AWB',
      plural: 'AWBs',
      lookups: ['shipment_id'],
      fields: {
        shipment_id: { type: 'int', label: 'Shipment', readonly: true },
        awb: { type: 'text', label: 'AWB', max: 20, readonly: true },
        shipment_date: { type: 'date', label: 'Date', readonly: true },
        service_id: { type: 'ref', label: 'Service', resource: 'service', readonly: true },
        destination_area_id: { type: 'ref', label: 'Destination', resource: 'coverage-area', readonly: true },
        consignee_name: { type: 'text', label: 'Consignee', max: 100, readonly: true },
        koli_count: { type: 'int', label: 'Koli', readonly: true },
        chargeable_kg: { type: 'decimal', label: 'Kg', unit: 'kg', scale: 2, readonly: true },
        freight: { type: 'money', label: 'Freight', unit: 'Rp', readonly: true },
        additional: { type: 'money', label: 'Additional', unit: 'Rp', readonly: true },
        insurance: { type: 'money', label: 'Insurance', unit: 'Rp', readonly: true },
        cod_fee: { type: 'money', label: 'COD fee', unit: 'Rp', readonly: true },
        discount: { type: 'money', label: 'Discount', unit: 'Rp', readonly: true },
        amount: { type: 'money', label: 'Amount', unit: 'Rp', readonly: true },
        taxable: { type: 'money', label: 'Subject to PPN', unit: 'Rp', readonly: true },
        delivered_at: { type: 'datetime', label: 'Delivered', readonly: true },
        included: { type: 'bool', label: 'Included', default: true },
        exclude_reason: { type: 'text', label: 'Left out because', max: 30, readonly: true },
        exclude_note: { type: 'text', label: 'Note', max: 200, readonly: true },
      },
    },
  },
  actions: {
    exclude: { label: 'Leave out', done: 'AWBs left out', screens: [CDR.posting], from: ['draft'] },
    include: { label: 'Include again', done: 'AWBs included', screens: [CDR.posting], from: ['draft'] },
    book: { label: 'Post', done: 'CDR posted', screens: [CDR.posting], from: ['draft'], to: 'booked', status: 'POSTED', bulk: true },
    cancel: {
      label: 'Void CDR',
      done: 'CDR voided, its AWBs are free for a new one',
      screens: [CDR.cancel],
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
      bulk: true,
    },
  },
  prints: { sheet: { label: 'CDR sheet' } },
});
