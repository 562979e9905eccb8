import type { Fields } from '../engine/define';
import { defineDocument } from '../engine/define-document';
import { INCOMING } from './screens';

/*
 * An incoming (terima manifest): a departed manifest received at its destination (or transit) branch.
 * Opened by scanning the manifest — its bags and AWBs become the expected lines — then every bag's seal
 * is checked as it is opened and every AWB scanned: each item ends received, damaged, extra (it came but
 * was not on the manifest) or, once receiving is finished, missing. It may be left open and completed
 * later; a missing AWB that turns up after the finish is still received on it. Cancel reverses it.
 */
export const INCOMING_ITEM_RESULTS = ['PENDING', 'RECEIVED', 'DAMAGED', 'EXTRA', 'MISSING'] as const;
export const INCOMING_BAG_RESULTS = ['PENDING', 'OPENED', 'SEAL_MISMATCH', 'MISSING'] as const;
export const INCOMING_ITEM_RESULT_LABELS: Record<(typeof INCOMING_ITEM_RESULTS)[number], string> = { PENDING: 'Not yet scanned', RECEIVED: 'Received', DAMAGED: 'Damaged', EXTRA: 'Extra (not on the manifest)', MISSING: 'Missing' };
export const INCOMING_BAG_RESULT_LABELS: Record<(typeof INCOMING_BAG_RESULTS)[number], string> = { PENDING: 'Not yet opened', OPENED: 'Opened', SEAL_MISMATCH: 'Seal does not match', MISSING: 'Missing' };
/** What the dispatcher still has to work on: anything not simply received. */
export const INCOMING_EXCEPTIONS = ['DAMAGED', 'EXTRA', 'MISSING', 'SEAL_MISMATCH'] as const;

const CHECKED = {
  scanned_at: { type: 'datetime', label: 'Checked at', readonly: true },
  scanned_by: { type: 'text', label: 'Checked by', max: 40, readonly: true },
} as const satisfies Fields;

export const incomingDocument = defineDocument({
  name: 'incoming',
  table: 'incomings',
  module: 'operational',
  label: 'Incoming',
  plural: 'Incomings',
  numbering: { prefix: 'IN', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['RECEIVING', 'RECEIVED', 'EXCEPTIONS', 'CANCELLED'],
  dateField: 'incoming_date',
  branchField: 'branch_id',
  visibleTo: { branches: ['branch_id', 'origin_branch_id'] },
  screens: {
    read: [INCOMING.list, INCOMING.add, INCOMING.cancel],
    create: [INCOMING.add],
  },
  fields: {
    incoming_date: { type: 'date', label: 'Date', required: true, readonly: true },
    office_id: { type: 'ref', label: 'Office', resource: 'office', required: true, help: 'Where the load is received.' },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    outgoing_manifest_id: { type: 'int', label: 'Manifest', readonly: true },
    manifest_number: { type: 'text', label: 'Manifest no.', max: 30, readonly: true },
    origin_branch_id: { type: 'ref', label: 'From', resource: 'branch', readonly: true },
    bag_count: { type: 'int', label: 'Bags', readonly: true },
    bags_opened: { type: 'int', label: 'Bags opened', readonly: true },
    seal_mismatch_count: { type: 'int', label: 'Seal mismatches', readonly: true },
    expected_count: { type: 'int', label: 'Expected', readonly: true },
    received_count: { type: 'int', label: 'Received', readonly: true },
    damaged_count: { type: 'int', label: 'Damaged', readonly: true },
    extra_count: { type: 'int', label: 'Extra', readonly: true },
    missing_count: { type: 'int', label: 'Missing', readonly: true },
    koli_count: { type: 'int', label: 'Koli received', readonly: true },
    weight_kg: { type: 'decimal', label: 'Weight received', unit: 'kg', scale: 2, readonly: true },
    completed_at: { type: 'datetime', label: 'Finished at', readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['incoming_date', 'manifest_number', 'origin_branch_id', 'expected_count', 'received_count', 'missing_count', 'extra_count', 'damaged_count'],
  searchFields: ['manifest_number'],
  lines: {
    bags: {
      label: 'Bag',
      plural: 'Bags',
      lookups: ['bag_number'],
      fields: {
        bag_id: { type: 'int', label: 'Bag', readonly: true },
        bag_number: { type: 'text', label: 'Bag no.', max: 30, readonly: true },
        seal_expected: { type: 'text', label: 'Seal sent', max: 40, readonly: true },
        seal_found: { type: 'text', label: 'Seal found', max: 40, readonly: true },
        awb_count: { type: 'int', label: 'AWBs', readonly: true },
        result: { type: 'enum', label: 'Result', options: INCOMING_BAG_RESULTS, labels: INCOMING_BAG_RESULT_LABELS, readonly: true },
        ...CHECKED,
      },
    },
    items: {
      label: 'AWB',
      plural: 'AWBs',
      lookups: ['awb'],
      fields: {
        shipment_id: { type: 'int', label: 'Shipment', readonly: true },
        awb: { type: 'text', label: 'AWB', max: 20, readonly: true },
        bag_number: { type: 'text', label: 'In bag', max: 30, readonly: true },
        destination_area_id: { type: 'ref', label: 'Destination', resource: 'coverage-area', readonly: true },
        koli_count: { type: 'int', label: 'Koli', readonly: true },
        weight_kg: { type: 'decimal', label: 'Weight', unit: 'kg', scale: 2, readonly: true },
        result: { type: 'enum', label: 'Result', options: INCOMING_ITEM_RESULTS, labels: INCOMING_ITEM_RESULT_LABELS, readonly: true },
        note: { type: 'text', label: 'Note', max: 200, readonly: true },
        // where it came from (its bag, its manifest): a cancel puts it back there
        from_bag_id: { type: 'int', label: 'From bag' },
        from_manifest_id: { type: 'int', label: 'From manifest' },
        ...CHECKED,
      },
    },
  },
  actions: {
    openBag: {
      label: 'Open bag',
      done: 'Bag opened',
      screens: [INCOMING.add],
      from: ['draft', 'booked'],
      scan: true,
    },
    scan: {
      label: 'Scan AWB',
      done: 'AWB received',
      screens: [INCOMING.add],
      from: ['draft', 'booked'],
      scan: true,
    },
    book: {
      label: 'Finish receiving',
      done: 'Receiving finished',
      screens: [INCOMING.add],
      from: ['draft'],
      to: 'booked',
    },
    cancel: {
      label: 'Void incoming',
      done: 'Incoming voided, the manifest is in transit again',
      screens: [INCOMING.cancel],
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
});
