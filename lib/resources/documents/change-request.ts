import { CHANGE_KIND_DEFS, CHANGE_KINDS, CHANGE_REASONS } from '@/lib/helpdesk/change-kinds';
import { phoneField } from '../engine/common-fields';
import { defineDocument } from '../engine/define-document';
import { figuresByField } from './four-eyes';
import { HELPDESK } from './screens';

/*
 * A change request: the helpdesk's correction of one booked AWB, or the same correction of a batch of
 * them (a pasted or scanned list), of one kind (lib/helpdesk/change-kinds.ts says what each kind
 * changes). Requested with a reason, previewed before and after with every charge priced again by the
 * one pricing function, approved by someone other than the requester (four eyes; a price moved beyond
 * the thresholds needs a manager, a late change a supervisor) or rejected with a reason. Approving
 * applies it AWB by AWB, each with its own result, and carries the money consequence: an unbilled AWB
 * just changes; a cash AWB already in a register gets a cash adjustment for the counter's next
 * register; a credit AWB in a CDR or on a draft invoice has its line updated; an issued invoice gets a
 * credit note or a debit receivable, linked both ways.
 */

export const CHANGE_REQUEST_STATUSES = ['PENDING', 'APPLIED', 'PARTLY_APPLIED', 'REFUSED', 'REJECTED'] as const;

export const CHANGE_KIND_LABELS = Object.fromEntries(CHANGE_KINDS.map((k) => [k, CHANGE_KIND_DEFS[k].label])) as Record<(typeof CHANGE_KINDS)[number], string>;
const REASON_CODES = CHANGE_REASONS.map((r) => r.code) as unknown as readonly [(typeof CHANGE_REASONS)[number]['code'], ...(typeof CHANGE_REASONS)[number]['code'][]];
const REASON_LABELS = Object.fromEntries(CHANGE_REASONS.map((r) => [r.code, r.label])) as Record<(typeof REASON_CODES)[number], string>;

/** What an approval did to an AWB's money. */
export const CONSEQUENCES = ['NONE', 'UNBILLED', 'CASH_ADJUSTMENT', 'CDR_LINE', 'DRAFT_INVOICE', 'CREDIT_NOTE', 'DEBIT'] as const;
export const CONSEQUENCE_LABELS: Record<(typeof CONSEQUENCES)[number], string> = {
  NONE: 'No money change',
  UNBILLED: 'Not billed yet: the AWB just changes',
  CASH_ADJUSTMENT: 'Cash adjustment in the next register',
  CDR_LINE: 'CDR line updated',
  DRAFT_INVOICE: 'Draft invoice line updated',
  CREDIT_NOTE: 'Credit note on the invoice',
  DEBIT: 'Debit (receivable) to the customer',
};
export const LINE_RESULTS = ['PENDING', 'APPLIED', 'REFUSED'] as const;
export const LINE_RESULT_LABELS: Record<(typeof LINE_RESULTS)[number], string> = { PENDING: 'Waiting for approval', APPLIED: 'Applied', REFUSED: 'Refused' };

/** Every kind's screen: each kind is requested, approved and rejected on its own route. */
const perKind = Object.fromEntries(CHANGE_KINDS.map((k) => [k, [HELPDESK.change(k)]])) as unknown as Record<(typeof CHANGE_KINDS)[number], readonly string[]>;

export const changeRequestDocument = defineDocument({
  name: 'change-request',
  table: 'change_requests',
  module: 'misc',
  label: 'Change request',
  plural: 'Change requests',
  numbering: { prefix: 'CHG', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: CHANGE_REQUEST_STATUSES,
  dateField: 'request_date',
  branchField: 'branch_id',
  variant: 'kind',
  screens: { read: [...CHANGE_KINDS.map((k) => HELPDESK.change(k)), HELPDESK.tracking, HELPDESK.report], create: perKind },
  fields: {
    request_date: { type: 'date', label: 'Date', required: true, readonly: true },
    kind: { type: 'enum', label: 'Change', options: CHANGE_KINDS, labels: CHANGE_KIND_LABELS, required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    reason_code: { type: 'enum', label: 'Reason', options: REASON_CODES, labels: REASON_LABELS, required: true },
    reason: { type: 'textarea', label: 'Explanation', max: 500, required: true },
    attachments: { type: 'text', label: 'Attachments', max: 1000, readonly: true },
    ticket_id: { type: 'int', label: 'From ticket', min: 1 },
    new_text: { type: 'textarea', label: 'New value', max: 500 },
    new_phone: phoneField('New phone'),
    new_area_id: { type: 'ref', label: 'New area', resource: 'coverage-area' },
    new_service_id: { type: 'ref', label: 'New service', resource: 'service' },
    new_customer_id: { type: 'ref', label: 'New account', resource: 'customer' },
    new_date: { type: 'date', label: 'New date' },
    new_rate_per_kg: { type: 'money', label: 'New rate per kg', unit: 'Rp', min: 0, max: 100_000_000 },
    new_insured: { type: 'bool', label: 'Insured' },
    new_goods_value: { type: 'money', label: 'New goods value', unit: 'Rp', min: 0, max: 10_000_000_000 },
    new_cost_case_ids: { type: 'text', label: 'Additional costs asked for', max: 200, pattern: { regex: /^(\d+(,\d+)*)?$/, message: 'Cost case ids, comma-separated' } },
    awb_count: { type: 'int', label: 'AWBs', readonly: true },
    applied_count: { type: 'int', label: 'Applied', readonly: true },
    refused_count: { type: 'int', label: 'Refused', readonly: true },
    total_before: { type: 'money', label: 'Total before', unit: 'Rp', readonly: true },
    total_after: { type: 'money', label: 'Total after', unit: 'Rp', readonly: true },
    delta: { type: 'money', label: 'Difference', unit: 'Rp', readonly: true },
    needs_supervisor: { type: 'bool', label: 'Needs a supervisor', readonly: true },
    needs_manager: { type: 'bool', label: 'Needs a manager', readonly: true, help: 'The price moves beyond the thresholds of the settings.' },
    figures_by: figuresByField,
  },
  listFields: ['request_date', 'kind', 'awb_count', 'reason_code', 'total_before', 'total_after', 'delta', 'applied_count', 'refused_count'],
  searchFields: ['reason'],
  lookups: { fields: ['ticket_id'] },
  lines: {
    awbs: {
      label: 'AWB',
      plural: 'AWBs',
      min: 1,
      lookups: ['shipment_id'],
      fields: {
        shipment_id: { type: 'int', label: 'Shipment', readonly: true },
        awb: { type: 'text', label: 'AWB', max: 30, readonly: true },
        shipment_version: { type: 'int', label: 'Version seen', readonly: true },
        payment_type: { type: 'text', label: 'Payment', max: 10, readonly: true },
        before_value: { type: 'textarea', label: 'Before', max: 1000, readonly: true },
        after_value: { type: 'textarea', label: 'After', max: 1000, readonly: true },
        total_before: { type: 'money', label: 'Total before', unit: 'Rp', readonly: true },
        total_after: { type: 'money', label: 'Total after', unit: 'Rp', readonly: true },
        delta: { type: 'money', label: 'Difference', unit: 'Rp', readonly: true },
        consequence: { type: 'enum', label: 'Money', options: CONSEQUENCES, labels: CONSEQUENCE_LABELS, readonly: true },
        result: { type: 'enum', label: 'Result', options: LINE_RESULTS, labels: LINE_RESULT_LABELS, readonly: true },
        message: { type: 'text', label: 'Message', max: 300, readonly: true },
        document_number: { type: 'text', label: 'Money document', max: 40, readonly: true },
      },
    },
    koli: {
      label: 'New koli',
      plural: 'New koli',
      fields: {
        weight_kg: { type: 'decimal', label: 'Weight', unit: 'kg', scale: 2, min: 0.01, required: true },
        length_cm: { type: 'decimal', label: 'Length', unit: 'cm', scale: 1, min: 0.1 },
        width_cm: { type: 'decimal', label: 'Width', unit: 'cm', scale: 1, min: 0.1 },
        height_cm: { type: 'decimal', label: 'Height', unit: 'cm', scale: 1, min: 0.1 },
      },
    },
  },
  actions: {
    book: { label: 'Approve and apply', done: 'Change approved and applied', screens: perKind, from: ['draft'], to: 'booked', bulk: true },
    cancel: { label: 'Reject', done: 'Change request rejected', screens: perKind, from: ['draft'], to: 'cancelled', status: 'REJECTED', reason: 'changeReject', danger: true, bulk: true },
  },
  prints: { labels: { label: 'AWB labels (changed)' } },
});
