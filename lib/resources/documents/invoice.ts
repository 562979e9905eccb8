import { PPN_BASE_LABELS, PPN_BASES } from '../../finance/tax';
import { refineTaxInvoiceNo } from '../../finance/tax-invoice-number';
import { defineDocument } from '../engine/define-document';
import { INVOICE, MEMO } from './screens';

/*
 * A customer invoice, generated as a draft from posted CDRs (it holds them, and through them their
 * AWBs: shipments.invoice_id), edited while a draft (dates, collector, lines detailed or summarized,
 * tax invoice number), issued (its taxes worked out once more, the amount in words, posted to the
 * customer's ledger), then settled by payments and credit notes: issued → partly paid → paid. A draft
 * is cancelled on its own screen; an issued invoice is cancelled with reversing ledger entries, refused
 * while a payment or a credit note holds it.
 */
export const INVOICE_STATUSES = ['DRAFT', 'ISSUED', 'PARTLY_PAID', 'PAID', 'CANCELLED'] as const;
export const INVOICE_LINE_MODES = ['DETAIL', 'SUMMARY'] as const;
export const INVOICE_LINE_MODE_LABELS: Record<(typeof INVOICE_LINE_MODES)[number], string> = { DETAIL: 'One line per AWB', SUMMARY: 'One line per service and destination' };
/** Where the paper invoice is (collector management moves it). */
export const INVOICE_LOCATIONS = ['OFFICE', 'COLLECTOR', 'CUSTOMER'] as const;
export const INVOICE_LOCATION_LABELS: Record<(typeof INVOICE_LOCATIONS)[number], string> = { OFFICE: 'At the office', COLLECTOR: 'With the collector', CUSTOMER: 'With the customer' };

export const invoiceDocument = defineDocument({
  name: 'invoice',
  table: 'invoices',
  module: 'finance',
  label: 'Invoice',
  plural: 'Invoices',
  numbering: { prefix: 'INV', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: INVOICE_STATUSES,
  dateField: 'invoice_date',
  branchField: 'branch_id',
  screens: {
    // and the revision memo's screens, which pick an issued invoice and read its AWBs
    read: [INVOICE.list, INVOICE.draft, INVOICE.generate, INVOICE.cancel, INVOICE.cancelDraft, INVOICE.report, MEMO.revisionInvoice.add, MEMO.revisionInvoice.list],
    create: [INVOICE.generate],
  },
  fields: {
    invoice_date: { type: 'date', label: 'Invoice date', required: true },
    customer_id: { type: 'ref', label: 'Customer', resource: 'customer', required: true, readonly: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    period_from: { type: 'date', label: 'Period from', readonly: true },
    period_to: { type: 'date', label: 'Period until', readonly: true },
    top_days: { type: 'int', label: 'Terms', unit: 'days', min: 0, max: 180, required: true },
    due_date: { type: 'date', label: 'Due date', required: true },
    collector_id: { type: 'ref', label: 'Collector', resource: 'employee' },
    line_mode: { type: 'enum', label: 'Lines', options: INVOICE_LINE_MODES, labels: INVOICE_LINE_MODE_LABELS, required: true, default: 'DETAIL', help: 'One line per AWB, or one per service and destination.' },
    tax_invoice_no: { type: 'text', label: 'Tax invoice no.', max: 30, help: 'Faktur pajak number, once it is issued.' },
    // a revision memo: the corrected invoice names the one it replaces, and that one its replacement (its tax invoice needs a faktur pengganti)
    replaces_number: { type: 'text', label: 'Replaces invoice', max: 40, readonly: true },
    replaced_by_number: { type: 'text', label: 'Replaced by invoice', max: 40, readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
    customer_name: { type: 'text', label: 'Billed to', max: 200, readonly: true },
    customer_npwp: { type: 'text', label: 'Customer NPWP', max: 30, readonly: true },
    billing_address: { type: 'textarea', label: 'Billing address', max: 500, readonly: true },
    awb_count: { type: 'int', label: 'AWBs', readonly: true },
    amount: { type: 'money', label: 'Amount', unit: 'Rp', readonly: true, help: 'Charges before PPN.' },
    taxable_amount: { type: 'money', label: 'Subject to PPN', unit: 'Rp', readonly: true },
    ppn_percent: { type: 'decimal', label: 'PPN rate', unit: '%', scale: 2, readonly: true },
    ppn_base: { type: 'enum', label: 'PPN base', options: PPN_BASES, labels: PPN_BASE_LABELS, readonly: true },
    dpp: { type: 'money', label: 'DPP', unit: 'Rp', readonly: true, help: 'The tax base.' },
    ppn: { type: 'money', label: 'PPN', unit: 'Rp', readonly: true },
    stamp_duty: { type: 'money', label: 'Stamp duty', unit: 'Rp', readonly: true },
    total: { type: 'money', label: 'Total', unit: 'Rp', readonly: true },
    amount_in_words: { type: 'text', label: 'Terbilang', max: 400, readonly: true },
    paid_amount: { type: 'money', label: 'Paid', unit: 'Rp', readonly: true },
    pph23_amount: { type: 'money', label: 'PPh 23 withheld', unit: 'Rp', readonly: true },
    write_off_amount: { type: 'money', label: 'Written off', unit: 'Rp', readonly: true },
    credited_amount: { type: 'money', label: 'Credit notes', unit: 'Rp', readonly: true },
    outstanding: { type: 'money', label: 'Outstanding', unit: 'Rp', readonly: true },
    last_paid_on: { type: 'date', label: 'Last payment', readonly: true },
    location: { type: 'enum', label: 'Where', options: INVOICE_LOCATIONS, labels: INVOICE_LOCATION_LABELS, readonly: true },
    received_by: { type: 'text', label: 'Received by', max: 100, readonly: true },
    received_at: { type: 'datetime', label: 'Received at', readonly: true },
  },
  listFields: ['invoice_date', 'customer_id', 'due_date', 'total', 'outstanding'],
  searchFields: ['customer_name', 'tax_invoice_no'],
  // the tax invoice number is one DJP issues, of the invoice's year (lib/finance/tax-invoice-number.ts)
  refine: refineTaxInvoiceNo,
  lookups: { fields: ['customer_id'] },
  // where the paper is (collector management): held while out with a collector, or its PODs sent with it
  heldBy: { delivery_sheet_invoice_id: 'delivery-sheet-invoice', collector_invoice_id: 'collector-invoice', pod_invoice_id: 'pod-invoice' },
  lines: {
    awbs: {
      label: 'AWB',
      plural: 'AWBs',
      lookups: ['shipment_id'],
      fields: {
        shipment_id: { type: 'int', label: 'Shipment', readonly: true },
        awb: { type: 'text', label: 'AWB', max: 20, readonly: true },
        cdr_number: { type: 'text', label: 'CDR', max: 30, readonly: true },
        shipment_date: { type: 'date', label: 'Date', readonly: true },
        service_id: { type: 'ref', label: 'Service', resource: 'service', readonly: true },
        destination_area_id: { type: 'ref', label: 'Destination', resource: 'coverage-area', readonly: true },
        consignee_name: { type: 'text', label: 'Consignee', max: 100, readonly: true },
        koli_count: { type: 'int', label: 'Koli', readonly: true },
        chargeable_kg: { type: 'decimal', label: 'Kg', unit: 'kg', scale: 2, readonly: true },
        amount: { type: 'money', label: 'Amount', unit: 'Rp', readonly: true },
        taxable: { type: 'money', label: 'Subject to PPN', unit: 'Rp', readonly: true },
        credited: { type: 'money', label: 'Credited', unit: 'Rp', readonly: true },
      },
    },
  },
  actions: {
    issue: { label: 'Issue', done: 'Invoice issued', screens: [INVOICE.draft], from: ['draft'], to: 'booked', status: 'ISSUED', bulk: true },
    cancelDraft: {
      label: 'Void draft',
      done: 'Draft invoice voided, its CDRs are free again',
      screens: [INVOICE.cancelDraft],
      from: ['draft'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
      bulk: true,
    },
    cancel: {
      label: 'Void invoice',
      done: 'Invoice voided, its CDRs are free again',
      screens: [INVOICE.cancel],
      from: ['booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
  prints: { invoice: { label: 'Invoice' } },
});
