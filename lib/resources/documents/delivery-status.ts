import { defineDocument } from '../engine/define-document';
import { DELIVERY_STATUS } from './screens';

/*
 * A delivery status (POD): the result of one delivery attempt of one AWB — delivered (who received it,
 * their relation to the consignee, when, a signature drawn on the tablet and/or a photo, the COD
 * collected) or failed (a reason from the master list, and the next step: try again, or return to the
 * shipper, which books a return AWB linked to the original). Born booked; cancel with a reason puts the
 * AWB back where it was (and cancels a return AWB nobody has moved yet).
 */
export const POD_RESULTS = ['DELIVERED', 'FAILED'] as const;
export const NEXT_STEPS = ['REDELIVER', 'RETURN'] as const;
export const POD_RESULT_LABELS: Record<(typeof POD_RESULTS)[number], string> = { DELIVERED: 'Delivered', FAILED: 'Failed' };
export const NEXT_STEP_LABELS: Record<(typeof NEXT_STEPS)[number], string> = { REDELIVER: 'Deliver again', RETURN: 'Return to the shipper' };
export const RECEIVER_RELATIONS = [
  'SELF',
  'SPOUSE',
  'PARENT',
  'CHILD',
  'SIBLING',
  'OTHER_FAMILY',
  'HOUSEHOLD_STAFF',
  'NEIGHBOUR',
  'SECURITY',
  'RECEPTIONIST',
  'COLLEAGUE',
  'OTHER',
] as const;
export type ReceiverRelation = (typeof RECEIVER_RELATIONS)[number];

/** How each relation reads: to staff (`label`), and on the customers' tracking page (`words`, Indonesian). */
export const RECEIVER_RELATION_TEXTS: Record<ReceiverRelation, { label: string; words: string }> = {
  SELF: { label: 'The consignee themself (ybs)', words: 'yang bersangkutan' },
  SPOUSE: { label: 'Husband / wife (suami/istri)', words: 'suami/istri' },
  PARENT: { label: 'Parent (orang tua)', words: 'orang tua' },
  CHILD: { label: 'Child (anak)', words: 'anak' },
  SIBLING: { label: 'Brother / sister (saudara)', words: 'saudara' },
  OTHER_FAMILY: { label: 'Other family (keluarga)', words: 'keluarga' },
  HOUSEHOLD_STAFF: { label: 'Household staff (ART)', words: 'asisten rumah tangga' },
  NEIGHBOUR: { label: 'Neighbour (tetangga)', words: 'tetangga' },
  SECURITY: { label: 'Security guard (satpam)', words: 'satpam' },
  RECEPTIONIST: { label: 'Receptionist (resepsionis)', words: 'resepsionis' },
  COLLEAGUE: { label: 'Colleague (rekan kerja)', words: 'rekan kerja' },
  OTHER: { label: 'Other (lainnya)', words: 'lainnya' },
};
export const RECEIVER_RELATION_LABELS = Object.fromEntries(RECEIVER_RELATIONS.map((r) => [r, RECEIVER_RELATION_TEXTS[r].label])) as Record<ReceiverRelation, string>;

export const deliveryStatusDocument = defineDocument({
  name: 'delivery-status',
  table: 'delivery_statuses',
  module: 'operational',
  label: 'Delivery status',
  plural: 'Delivery statuses',
  numbering: { prefix: 'POD', scope: 'branch', period: 'YYMM', digits: 6 },
  statuses: ['DELIVERED', 'FAILED', 'CANCELLED'],
  dateField: 'pod_date',
  branchField: 'branch_id',
  screens: {
    read: [DELIVERY_STATUS.add, DELIVERY_STATUS.cancel],
    create: [DELIVERY_STATUS.add],
  },
  fields: {
    pod_date: { type: 'date', label: 'Date', required: true, readonly: true },
    office_id: { type: 'ref', label: 'Office', resource: 'office', required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    shipment_id: { type: 'int', label: 'Shipment', readonly: true },
    awb: { type: 'text', label: 'AWB', max: 20, readonly: true },
    delivery_runsheet_id: { type: 'int', label: 'Runsheet', min: 1 },
    runsheet_number: { type: 'text', label: 'Runsheet no.', max: 30, readonly: true },
    result: { type: 'enum', label: 'Result', options: POD_RESULTS, labels: POD_RESULT_LABELS, required: true },
    event_at: { type: 'datetime', label: 'When', required: true },
    receiver_name: { type: 'text', label: 'Received by', max: 100 },
    receiver_relation: { type: 'enum', label: 'Relation', options: RECEIVER_RELATIONS, labels: RECEIVER_RELATION_LABELS },
    failure_reason: { type: 'text', label: 'Failure reason', max: 30 },
    next_step: { type: 'enum', label: 'Next step', options: NEXT_STEPS, labels: NEXT_STEP_LABELS },
    return_shipment_id: { type: 'int', label: 'Return AWB', min: 1 },
    return_awb: { type: 'text', label: 'Return AWB no.', max: 20, readonly: true },
    cod_collected: { type: 'money', label: 'COD collected', unit: 'Rp', min: 0 },
    signature_id: { type: 'int', label: 'Signature', min: 1 },
    photo_id: { type: 'int', label: 'Photo', min: 1 },
    note: { type: 'textarea', label: 'Note', max: 500 },
    // where the AWB was before this result (a cancel puts it back)
    previous_status: { type: 'text', label: 'Status before', max: 30, readonly: true },
  },
  listFields: ['pod_date', 'awb', 'result', 'event_at', 'receiver_name', 'failure_reason', 'runsheet_number', 'cod_collected'],
  lookups: { fields: ['shipment_id'] },
  searchFields: ['awb', 'receiver_name', 'runsheet_number'],
  actions: {
    cancel: {
      label: 'Void delivery status',
      done: 'Delivery status voided, the AWB is back as it was',
      screens: [DELIVERY_STATUS.cancel],
      from: ['booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
});
