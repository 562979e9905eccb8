import { refineTaxInvoiceNoDatedBy } from '../../finance/tax-invoice-number';
import { defineDocument } from '../engine/define-document';
import { VENDOR_INVOICE } from './screens';

/*
 * A vendor's bill (AP) for the work they did for us: last-mile hand-overs and linehaul manifests they
 * carried, picked from those not yet billed (each is held by the bill: billed once). Each item's
 * expected cost (what the hand-over recorded, or the vendor's rates on a manifest's AWBs and kg) stands
 * against what they bill, the difference flagged. PPN input on top; PPh 23 withheld when the vendor is
 * a firm (4 % without a tax id). Draft → posted to the vendor's ledger (what we owe: the total less the
 * PPh 23 we withhold); paid by vendor payments; cancel reverses, refused while a payment holds it.
 */
export const VENDOR_INVOICE_STATUSES = ['DRAFT', 'POSTED', 'PARTLY_PAID', 'PAID', 'CANCELLED'] as const;
export const BILLABLE_SOURCES = ['VENDOR_HANDOVER', 'MANIFEST'] as const;
export const BILLABLE_SOURCE_LABELS: Record<(typeof BILLABLE_SOURCES)[number], string> = { VENDOR_HANDOVER: 'Vendor hand-over', MANIFEST: 'Outgoing manifest' };

export const vendorInvoiceDocument = defineDocument({
  name: 'vendor-invoice',
  table: 'vendor_invoices',
  module: 'finance',
  label: 'Vendor invoice',
  plural: 'Vendor invoices',
  numbering: { prefix: 'VI', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: VENDOR_INVOICE_STATUSES,
  dateField: 'bill_date',
  branchField: 'branch_id',
  screens: { read: [VENDOR_INVOICE.list, VENDOR_INVOICE.add, VENDOR_INVOICE.draft, VENDOR_INVOICE.cancel], create: [VENDOR_INVOICE.add] },
  fields: {
    bill_date: { type: 'date', label: 'Bill date', required: true },
    vendor_id: { type: 'ref', label: 'Vendor', resource: 'vendor', required: true, readonly: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', required: true },
    vendor_invoice_no: { type: 'text', label: "Vendor's invoice no.", max: 40, required: true },
    tax_invoice_no: { type: 'text', label: 'Tax invoice no.', max: 30 },
    top_days: { type: 'int', label: 'Terms', unit: 'days', min: 0, max: 180, readonly: true },
    due_date: { type: 'date', label: 'Due date', required: true },
    item_count: { type: 'int', label: 'Items', readonly: true },
    expected_total: { type: 'money', label: 'Expected', unit: 'Rp', readonly: true },
    amount: { type: 'money', label: 'Billed (DPP)', unit: 'Rp', readonly: true },
    difference: { type: 'money', label: 'Difference', unit: 'Rp', readonly: true, help: 'Billed minus expected.' },
    ppn_percent: { type: 'decimal', label: 'PPN', unit: '%', min: 0, max: 100, scale: 2, required: true },
    ppn: { type: 'money', label: 'PPN', unit: 'Rp', readonly: true },
    total: { type: 'money', label: 'Total', unit: 'Rp', readonly: true },
    pph23_percent: { type: 'decimal', label: 'PPh 23', unit: '%', scale: 2, readonly: true },
    pph23: { type: 'money', label: 'PPh 23 withheld', unit: 'Rp', readonly: true },
    payable: { type: 'money', label: 'Payable', unit: 'Rp', readonly: true, help: 'The total less the PPh 23 withheld.' },
    paid_amount: { type: 'money', label: 'Paid', unit: 'Rp', readonly: true },
    outstanding: { type: 'money', label: 'Outstanding', unit: 'Rp', readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['bill_date', 'vendor_id', 'vendor_invoice_no', 'due_date', 'difference', 'payable', 'outstanding'],
  searchFields: ['vendor_invoice_no', 'tax_invoice_no'],
  // the vendor's tax invoice number is one DJP issues, of the bill's year (lib/finance/tax-invoice-number.ts)
  refine: refineTaxInvoiceNoDatedBy('bill_date'),
  lookups: { fields: ['vendor_id'] },
  lines: {
    items: {
      label: 'Item',
      plural: 'Items',
      min: 1,
      fields: {
        source_type: { type: 'enum', label: 'For', options: BILLABLE_SOURCES, labels: BILLABLE_SOURCE_LABELS, readonly: true },
        source_id: { type: 'int', label: 'Document id', readonly: true },
        source_number: { type: 'text', label: 'Document', max: 30, readonly: true },
        source_date: { type: 'date', label: 'Date', readonly: true },
        awb_count: { type: 'int', label: 'AWBs', readonly: true },
        weight_kg: { type: 'decimal', label: 'Kg', unit: 'kg', scale: 2, readonly: true },
        expected: { type: 'money', label: 'Expected', unit: 'Rp', readonly: true },
        billed: { type: 'money', label: 'Billed', unit: 'Rp', readonly: true },
        difference: { type: 'money', label: 'Difference', unit: 'Rp', readonly: true },
      },
    },
  },
  actions: {
    book: { label: 'Post', done: 'Vendor invoice posted', screens: [VENDOR_INVOICE.draft], from: ['draft'], to: 'booked', status: 'POSTED', bulk: true },
    cancel: {
      label: 'Void vendor invoice',
      done: 'Vendor invoice voided, its items may be billed again',
      screens: [VENDOR_INVOICE.cancel],
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
});
