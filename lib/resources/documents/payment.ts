import { defineDocument } from '../engine/define-document';
import { PAYMENT } from './screens';

/*
 * A customer payment: one receipt allocated over one or more of the customer's open items (invoices
 * and manual receivables), oldest first by default. Per item it settles money + PPh 23 withheld (with
 * the slip) + a small write-off (within the settings' limit, with a reason); the bank's charges count
 * as paid by the customer; earlier deposits can be applied; what is left over becomes a deposit.
 * A record of money received: entered already posted (idempotent per request id), to the ledger in
 * the same transaction. Cancel reverses every allocation; refused once its deposit was used.
 */
export const PAYMENT_STATUSES = ['POSTED', 'CANCELLED'] as const;
export const RECEIPT_METHODS = ['TRANSFER', 'CASH', 'GIRO', 'CHEQUE', 'DEPOSIT'] as const;
export const RECEIPT_METHOD_LABELS: Record<(typeof RECEIPT_METHODS)[number], string> = {
  TRANSFER: 'Bank transfer',
  CASH: 'Cash',
  GIRO: 'Giro',
  CHEQUE: 'Cheque',
  DEPOSIT: 'Deposit only (no money)',
};
/**
 * Who may accept a PPh 23 that is not the computed one (lib/finance/pph23.ts), with a reason: whoever
 * holds the payment cancel screen (the AR supervisor, who answers for the payments posted).
 */
export const PPH23_OVERRIDE_SCREENS = [PAYMENT.cancel] as const;

/** What a payment line settles. */
export const OPEN_ITEM_TYPES = ['invoice', 'receivable'] as const;
export const OPEN_ITEM_TYPE_LABELS: Record<(typeof OPEN_ITEM_TYPES)[number], string> = { invoice: 'Invoice', receivable: 'Receivable' };

export const paymentDocument = defineDocument({
  name: 'payment',
  table: 'payments',
  module: 'finance',
  label: 'Payment',
  plural: 'Payments',
  numbering: { prefix: 'PAY', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: PAYMENT_STATUSES,
  dateField: 'payment_date',
  branchField: 'branch_id',
  screens: { read: [PAYMENT.list, PAYMENT.entry, PAYMENT.report, PAYMENT.cancel], create: [PAYMENT.entry] },
  fields: {
    payment_date: { type: 'date', label: 'Date', required: true },
    customer_id: { type: 'ref', label: 'Customer', resource: 'customer', required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    method: { type: 'enum', label: 'Method', options: RECEIPT_METHODS, labels: RECEIPT_METHOD_LABELS, required: true },
    bank_account: { type: 'text', label: 'Into account', max: 100 },
    reference: { type: 'text', label: 'Reference', max: 60, help: 'Transfer reference, giro or cheque number.' },
    giro_due_date: { type: 'date', label: 'Giro due date' },
    amount_received: { type: 'money', label: 'Received', unit: 'Rp', readonly: true },
    bank_charge: { type: 'money', label: 'Bank charges', unit: 'Rp', readonly: true },
    deposit_applied: { type: 'money', label: 'Deposit applied', unit: 'Rp', readonly: true },
    allocated: { type: 'money', label: 'Allocated', unit: 'Rp', readonly: true },
    pph23_amount: { type: 'money', label: 'PPh 23 withheld', unit: 'Rp', readonly: true },
    pph23_slip_no: { type: 'text', label: 'Withholding slip no.', max: 40 },
    pph23_override_reason: { type: 'text', label: 'PPh 23 differs because', max: 200, help: 'Only when the PPh 23 withheld is not the computed one; by a role that may override it.' },
    write_off_amount: { type: 'money', label: 'Written off', unit: 'Rp', readonly: true },
    write_off_reason: { type: 'text', label: 'Write-off reason', max: 200 },
    deposit_created: { type: 'money', label: 'New deposit', unit: 'Rp', readonly: true, help: 'Paid over the invoices: kept for a later payment.' },
    collector_invoice_id: { type: 'int', label: 'From collection', min: 1, readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['payment_date', 'customer_id', 'method', 'amount_received', 'allocated', 'deposit_created'],
  searchFields: ['reference', 'pph23_slip_no'],
  lookups: { fields: ['customer_id'] },
  lines: {
    allocations: {
      label: 'Allocation',
      plural: 'Allocations',
      min: 1,
      lookups: ['item_id'],
      fields: {
        item_type: { type: 'enum', label: 'Item', options: OPEN_ITEM_TYPES, labels: OPEN_ITEM_TYPE_LABELS, readonly: true },
        item_id: { type: 'int', label: 'Item id', readonly: true },
        item_number: { type: 'text', label: 'Invoice', max: 30, readonly: true },
        item_date: { type: 'date', label: 'Date', readonly: true },
        due_date: { type: 'date', label: 'Due', readonly: true },
        outstanding_before: { type: 'money', label: 'Owed', unit: 'Rp', readonly: true },
        amount: { type: 'money', label: 'Paid', unit: 'Rp', readonly: true },
        pph23: { type: 'money', label: 'PPh 23', unit: 'Rp', readonly: true },
        write_off: { type: 'money', label: 'Written off', unit: 'Rp', readonly: true },
        outstanding_after: { type: 'money', label: 'Left', unit: 'Rp', readonly: true },
      },
    },
  },
  actions: {
    cancel: {
      label: 'Void payment',
      done: 'Payment voided, its allocations reversed',
      screens: [PAYMENT.cancel],
      from: ['booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
  prints: { receipt: { label: 'Receipt (kwitansi)' } },
});
