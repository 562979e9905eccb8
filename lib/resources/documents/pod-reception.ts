import { defineDocument } from '../engine/define-document';
import { POD_RECEPTION } from './screens';

/*
 * A POD reception: a sent POD return taken in at the origin branch. Its papers are expected; each one
 * in hand is scanned (received, with the time); finishing marks the rest missing. A paper POD received
 * here is no longer outstanding for a customer that requires it. Cancel reverses it.
 */
export const POD_PAPER_RESULTS = ['PENDING', 'RECEIVED', 'MISSING'] as const;
export const POD_PAPER_RESULT_LABELS: Record<(typeof POD_PAPER_RESULTS)[number], string> = { PENDING: 'Not yet scanned', RECEIVED: 'Received', MISSING: 'Missing' };

export const podReceptionDocument = defineDocument({
  name: 'pod-reception',
  table: 'pod_receptions',
  module: 'operational',
  label: 'POD reception',
  plural: 'POD receptions',
  numbering: { prefix: 'PRC', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['RECEIVING', 'RECEIVED', 'INCOMPLETE', 'CANCELLED'],
  dateField: 'reception_date',
  branchField: 'branch_id',
  visibleTo: { branches: ['branch_id', 'from_branch_id'] },
  screens: {
    read: [POD_RECEPTION.list, POD_RECEPTION.add, POD_RECEPTION.cancel],
    create: [POD_RECEPTION.add],
  },
  fields: {
    reception_date: { type: 'date', label: 'Date', required: true, readonly: true },
    office_id: { type: 'ref', label: 'Office', resource: 'office', required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    pod_return_id: { type: 'int', label: 'POD return', readonly: true },
    pod_return_number: { type: 'text', label: 'POD return no.', max: 30, readonly: true },
    from_branch_id: { type: 'ref', label: 'From', resource: 'branch', readonly: true },
    expected_count: { type: 'int', label: 'Expected', readonly: true },
    received_count: { type: 'int', label: 'Received', readonly: true },
    missing_count: { type: 'int', label: 'Missing', readonly: true },
    completed_at: { type: 'datetime', label: 'Finished at', readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['reception_date', 'pod_return_number', 'from_branch_id', 'expected_count', 'received_count', 'missing_count'],
  searchFields: ['pod_return_number'],
  lines: {
    items: {
      label: 'POD',
      plural: 'PODs',
      lookups: ['awb'],
      fields: {
        shipment_id: { type: 'int', label: 'Shipment', readonly: true },
        awb: { type: 'text', label: 'AWB', max: 20, readonly: true },
        customer_id: { type: 'ref', label: 'Customer', resource: 'customer', readonly: true },
        result: { type: 'enum', label: 'Result', options: POD_PAPER_RESULTS, labels: POD_PAPER_RESULT_LABELS, readonly: true },
        scanned_at: { type: 'datetime', label: 'Received at', readonly: true },
        scanned_by: { type: 'text', label: 'Received by', max: 40, readonly: true },
      },
    },
  },
  actions: {
    scan: { label: 'Scan POD', done: 'POD received', screens: [POD_RECEPTION.add], from: ['draft', 'booked'], scan: true },
    book: { label: 'Finish', done: 'Reception finished', screens: [POD_RECEPTION.add], from: ['draft'], to: 'booked' },
    cancel: {
      label: 'Void reception',
      done: 'Reception voided, the POD return is sent again',
      screens: [POD_RECEPTION.cancel],
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
});
