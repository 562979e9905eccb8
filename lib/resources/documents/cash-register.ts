import { defineDocument } from '../engine/define-document';
import { CASH_REGISTER } from './screens';

/*
 * A counter's cash register: the booked cash AWBs of one office up to a cut-off, with totals per payment
 * method. Booking confirms the cash handed over (a difference needs a reason); Void releases its AWBs.
 * An AWB is in at most one live register (shipments.cash_register_id).
 */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'QRIS', 'TRANSFER'] as const;

export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  CASH: 'Cash',
  CARD: 'Debit / credit card',
  QRIS: 'QRIS',
  TRANSFER: 'Bank transfer',
};

export const cashRegisterDocument = defineDocument({
  name: 'cash-register',
  table: 'cash_registers',
  module: 'operational',
  label: 'Cash register',
  plural: 'Cash registers',
  numbering: { prefix: 'CR', scope: 'office', period: 'YYMM', digits: 5 },
  statuses: ['OPEN', 'CLOSED', 'VOID'],
  dateField: 'register_date',
  branchField: 'branch_id',
  screens: {
    read: [CASH_REGISTER.list, CASH_REGISTER.booking, CASH_REGISTER.cancel, CASH_REGISTER.generate],
    create: [CASH_REGISTER.generate],
  },
  fields: {
    register_date: { type: 'date', label: 'Date', required: true, readonly: true },
    office_id: { type: 'ref', label: 'Office', resource: 'office', required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    cutoff_at: { type: 'datetime', label: 'Cut-off', required: true, help: 'Booked cash AWBs up to this moment.' },
    awb_count: { type: 'int', label: 'AWBs', readonly: true },
    total_cash: { type: 'money', label: 'Cash', unit: 'Rp', readonly: true },
    total_card: { type: 'money', label: 'Card', unit: 'Rp', readonly: true },
    total_qris: { type: 'money', label: 'QRIS', unit: 'Rp', readonly: true },
    total_transfer: { type: 'money', label: 'Transfer', unit: 'Rp', readonly: true },
    total_adjustments: { type: 'money', label: 'Adjustments', unit: 'Rp', readonly: true, help: 'Cash to collect (+) or refund (−) for AWBs of earlier registers: helpdesk changes, voided receipts.' },
    total_amount: { type: 'money', label: 'Total', unit: 'Rp', readonly: true },
    counted_amount: { type: 'money', label: 'Cash counted', unit: 'Rp', readonly: true },
    difference: { type: 'money', label: 'Difference', unit: 'Rp', readonly: true, help: 'Counted minus expected cash.' },
    difference_reason: { type: 'text', label: 'Difference reason', max: 40, readonly: true },
    difference_note: { type: 'textarea', label: 'Difference note', max: 500, readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['register_date', 'office_id', 'cutoff_at', 'awb_count', 'total_amount', 'counted_amount', 'difference'],
  lines: {
    awbs: {
      label: 'AWB',
      plural: 'AWBs',
      fields: {
        shipment_id: { type: 'int', label: 'Shipment', readonly: true },
        awb: { type: 'text', label: 'AWB', max: 20, readonly: true },
        booked_at: { type: 'datetime', label: 'Booked at', readonly: true },
        payment_method: { type: 'enum', label: 'Payment', options: PAYMENT_METHODS, labels: PAYMENT_METHOD_LABELS, readonly: true },
        payment_reference: { type: 'text', label: 'Reference', max: 60, readonly: true },
        amount: { type: 'money', label: 'Amount', unit: 'Rp', readonly: true },
      },
    },
    adjustments: {
      label: 'Adjustment',
      plural: 'Adjustments',
      fields: {
        adjustment_id: { type: 'int', label: 'Adjustment', readonly: true },
        shipment_id: { type: 'int', label: 'Shipment', readonly: true },
        awb: { type: 'text', label: 'AWB', max: 30, readonly: true },
        source_number: { type: 'text', label: 'Because of', max: 40, readonly: true },
        memo: { type: 'text', label: 'Memo', max: 200, readonly: true },
        amount: { type: 'money', label: 'Collect (+) / refund (−)', unit: 'Rp', readonly: true },
      },
    },
  },
  actions: {
    book: {
      label: 'Confirm hand-over',
      done: 'Cash register booked',
      screens: [CASH_REGISTER.booking],
      from: ['draft'],
      to: 'booked',
      status: 'CLOSED',
    },
    cancel: {
      label: 'Void cash register',
      done: 'Cash register voided',
      screens: [CASH_REGISTER.cancel],
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'VOID',
      reason: 'cancel',
      danger: true,
    },
  },
  prints: { sheet: { label: 'Cash register sheet' } },
});
