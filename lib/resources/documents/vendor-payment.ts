import { defineDocument } from '../engine/define-document';
import { VENDOR_PAYMENT } from './screens';

/*
 * A payment to a vendor: one transfer (or cash, giro) paying one or many of their posted bills, with
 * the PPh 23 withholding slip we hand them. Entered already posted, to the vendor's ledger; the bills
 * move posted → partly paid → paid. Cancel reverses every allocation.
 */
export const DISBURSEMENT_METHODS = ['TRANSFER', 'CASH', 'GIRO', 'CHEQUE'] as const;
export const DISBURSEMENT_METHOD_LABELS: Record<(typeof DISBURSEMENT_METHODS)[number], string> = { TRANSFER: 'Bank transfer', CASH: 'Cash', GIRO: 'Giro', CHEQUE: 'Cheque' };

export const vendorPaymentDocument = defineDocument({
  name: 'vendor-payment',
  table: 'vendor_payments',
  module: 'finance',
  label: 'Vendor payment',
  plural: 'Vendor payments',
  numbering: { prefix: 'VP', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['POSTED', 'CANCELLED'],
  dateField: 'payment_date',
  branchField: 'branch_id',
  screens: { read: [VENDOR_PAYMENT.list, VENDOR_PAYMENT.entry, VENDOR_PAYMENT.cancel, VENDOR_PAYMENT.report], create: [VENDOR_PAYMENT.entry] },
  fields: {
    payment_date: { type: 'date', label: 'Date', required: true },
    vendor_id: { type: 'ref', label: 'Vendor', resource: 'vendor', required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    method: { type: 'enum', label: 'Method', options: DISBURSEMENT_METHODS, labels: DISBURSEMENT_METHOD_LABELS, required: true },
    from_account: { type: 'text', label: 'From account', max: 100 },
    reference: { type: 'text', label: 'Reference', max: 60 },
    amount_paid: { type: 'money', label: 'Paid', unit: 'Rp', readonly: true },
    bank_charge: { type: 'money', label: 'Bank charges (ours)', unit: 'Rp', readonly: true },
    pph23_slip_no: { type: 'text', label: 'Withholding slip no.', max: 40 },
    pph23_amount: { type: 'money', label: 'PPh 23 on the bills paid', unit: 'Rp', readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['payment_date', 'vendor_id', 'method', 'reference', 'amount_paid', 'pph23_amount', 'pph23_slip_no'],
  searchFields: ['reference', 'pph23_slip_no'],
  lookups: { fields: ['vendor_id'] },
  lines: {
    allocations: {
      label: 'Bill',
      plural: 'Bills',
      min: 1,
      fields: {
        vendor_invoice_id: { type: 'int', label: 'Bill id', readonly: true },
        bill_number: { type: 'text', label: 'Bill', max: 30, readonly: true },
        vendor_invoice_no: { type: 'text', label: "Vendor's no.", max: 40, readonly: true },
        due_date: { type: 'date', label: 'Due', readonly: true },
        outstanding_before: { type: 'money', label: 'Owed', unit: 'Rp', readonly: true },
        amount: { type: 'money', label: 'Paid', unit: 'Rp', readonly: true },
        outstanding_after: { type: 'money', label: 'Left', unit: 'Rp', readonly: true },
      },
    },
  },
  actions: {
    cancel: {
      label: 'Void vendor payment',
      done: 'Vendor payment voided, its bills owe again what it paid',
      screens: [VENDOR_PAYMENT.cancel],
      from: ['booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
});
