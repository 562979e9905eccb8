import { defineDocument } from '../engine/define-document';
import { POD_RETURN } from './screens';

/*
 * A POD return: the signed paper PODs of delivered AWBs sent back to the branch they were booked at
 * (customers often need them to pay). Scanned while a draft, then sent with its printed cover sheet;
 * the reception at origin takes it in. A paper is on at most one live POD return.
 */
export const podReturnDocument = defineDocument({
  name: 'pod-return',
  table: 'pod_returns',
  module: 'operational',
  label: 'POD return',
  plural: 'POD returns',
  numbering: { prefix: 'PR', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['DRAFT', 'SENT', 'RECEIVED', 'CANCELLED'],
  dateField: 'return_date',
  branchField: 'branch_id',
  visibleTo: { branches: ['branch_id', 'destination_branch_id'] },
  screens: {
    read: [POD_RETURN.list, POD_RETURN.add, POD_RETURN.draft, POD_RETURN.reprint, POD_RETURN.cancel],
    create: [POD_RETURN.add],
  },
  fields: {
    return_date: { type: 'date', label: 'Date', required: true, readonly: true },
    office_id: { type: 'ref', label: 'Office', resource: 'office', required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    destination_branch_id: { type: 'ref', label: 'Back to', resource: 'branch', required: true, help: 'The origin branch the papers go back to.' },
    sent_via: { type: 'text', label: 'Sent via', max: 100, help: 'With manifest MF-…, a courier, the post (and its receipt no.).' },
    awb_count: { type: 'int', label: 'PODs', readonly: true },
    sent_at: { type: 'datetime', label: 'Sent at', readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['return_date', 'destination_branch_id', 'sent_via', 'awb_count', 'sent_at'],
  searchFields: ['sent_via'],
  lines: {
    awbs: {
      label: 'POD',
      plural: 'PODs',
      fields: {
        shipment_id: { type: 'int', label: 'Shipment', readonly: true },
        awb: { type: 'text', label: 'AWB', max: 20, readonly: true },
        customer_id: { type: 'ref', label: 'Customer', resource: 'customer', readonly: true },
        shipper_name: { type: 'text', label: 'Shipper', max: 100, readonly: true },
        consignee_name: { type: 'text', label: 'Consignee', max: 100, readonly: true },
        receiver_name: { type: 'text', label: 'Received by', max: 100, readonly: true },
        delivered_at: { type: 'datetime', label: 'Delivered at', readonly: true },
        scanned_at: { type: 'datetime', label: 'Scanned at', readonly: true },
        scanned_by: { type: 'text', label: 'Scanned by', max: 40, readonly: true },
      },
    },
  },
  actions: {
    scan: { label: 'Scan POD', done: 'POD added', screens: [POD_RETURN.add], from: ['draft'], scan: true },
    takeOut: { label: 'Take out', done: 'POD taken out', screens: [POD_RETURN.add], from: ['draft'], scan: true },
    book: { label: 'Send', done: 'POD return sent', screens: [POD_RETURN.add, POD_RETURN.draft], from: ['draft'], to: 'booked', status: 'SENT' },
    cancel: {
      label: 'Void POD return',
      done: 'POD return voided, its papers free again',
      screens: [POD_RETURN.cancel],
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
  prints: { cover: { label: 'Cover sheet' } },
  heldBy: { pod_reception_id: 'pod-reception' },
  // a return already sent and cancelled: its papers are back, free for another return
  release: { stages: ['booked'], tracking: { status: 'delivered', code: 'POD_PAPER_RETURN_CANCELLED' } },
});
