import { defineDocument } from '../engine/define-document';
import { DELIVERY_INTERNAL } from './screens';

/*
 * A delivery runsheet (DRS): the AWBs one courier takes out on one trip, in one vehicle, from the branch
 * where they were received (or booked, for a local delivery). Scanned in while open, then dispatched:
 * every AWB is out for delivery and the COD to collect is summed. Each AWB then gets its result through
 * a delivery status (POD); once all have one the runsheet is done. An AWB is on at most one live runsheet.
 */
export const RUNSHEET_RESULTS = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export const RUNSHEET_RESULT_LABELS: Record<(typeof RUNSHEET_RESULTS)[number], string> = { PENDING: 'No result yet', DELIVERED: 'Delivered', FAILED: 'Failed' };

export const deliveryRunsheetDocument = defineDocument({
  name: 'delivery-runsheet',
  table: 'delivery_runsheets',
  module: 'operational',
  label: 'Delivery runsheet',
  plural: 'Delivery runsheets',
  numbering: { prefix: 'DRS', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['OPEN', 'OUT', 'DONE', 'CANCELLED'],
  dateField: 'runsheet_date',
  branchField: 'branch_id',
  screens: {
    read: [DELIVERY_INTERNAL.list, DELIVERY_INTERNAL.add, DELIVERY_INTERNAL.cancel],
    create: [DELIVERY_INTERNAL.add],
  },
  fields: {
    runsheet_date: { type: 'date', label: 'Date', required: true, readonly: true },
    office_id: { type: 'ref', label: 'Office', resource: 'office', required: true, help: 'Where the courier loads.' },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    driver_id: { type: 'ref', label: 'Courier', resource: 'driver', required: true },
    vehicle_id: { type: 'ref', label: 'Vehicle', resource: 'vehicle', required: true },
    awb_count: { type: 'int', label: 'AWBs', readonly: true },
    koli_count: { type: 'int', label: 'Koli', readonly: true },
    weight_kg: { type: 'decimal', label: 'Weight', unit: 'kg', scale: 2, readonly: true },
    cod_total: { type: 'money', label: 'COD to collect', unit: 'Rp', readonly: true },
    delivered_count: { type: 'int', label: 'Delivered', readonly: true },
    failed_count: { type: 'int', label: 'Failed', readonly: true },
    cod_collected: { type: 'money', label: 'COD collected', unit: 'Rp', readonly: true },
    dispatched_at: { type: 'datetime', label: 'Out at', readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['runsheet_date', 'driver_id', 'vehicle_id', 'awb_count', 'cod_total', 'delivered_count', 'failed_count'],
  lines: {
    awbs: {
      label: 'AWB',
      plural: 'AWBs',
      lookups: ['shipment_id'],
      fields: {
        shipment_id: { type: 'int', label: 'Shipment', readonly: true },
        awb: { type: 'text', label: 'AWB', max: 20, readonly: true },
        consignee_name: { type: 'text', label: 'Receiver', max: 100, readonly: true },
        consignee_phone: { type: 'text', label: 'Phone', max: 30, readonly: true },
        consignee_address: { type: 'textarea', label: 'Address', max: 500, readonly: true },
        destination_area_id: { type: 'ref', label: 'District', resource: 'coverage-area', readonly: true },
        koli_count: { type: 'int', label: 'Koli', readonly: true },
        weight_kg: { type: 'decimal', label: 'Weight', unit: 'kg', scale: 2, readonly: true },
        cod_amount: { type: 'money', label: 'COD', unit: 'Rp', readonly: true },
        result: { type: 'enum', label: 'Result', options: RUNSHEET_RESULTS, labels: RUNSHEET_RESULT_LABELS, readonly: true },
        scanned_at: { type: 'datetime', label: 'Scanned at', readonly: true },
        scanned_by: { type: 'text', label: 'Scanned by', max: 40, readonly: true },
      },
    },
  },
  actions: {
    scan: { label: 'Scan AWB', done: 'AWB added to the runsheet', screens: [DELIVERY_INTERNAL.add], from: ['draft'], scan: true },
    takeOut: { label: 'Take out', done: 'AWB taken off the runsheet', screens: [DELIVERY_INTERNAL.add], from: ['draft'], scan: true },
    book: { label: 'Dispatch', done: 'Runsheet out for delivery', screens: [DELIVERY_INTERNAL.add], from: ['draft'], to: 'booked', status: 'OUT' },
    cancel: {
      label: 'Void runsheet',
      done: 'Runsheet voided, its AWBs back at the branch',
      screens: [DELIVERY_INTERNAL.cancel],
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
  prints: { runsheet: { label: 'Runsheet (DRS)' } },
  // a runsheet cancelled while out: its parcels are back at the branch, in transit, free for another
  release: { stages: ['booked'], set: { status: 'in_transit' }, tracking: { status: 'in_transit', code: 'DELIVERY_CANCELLED' } },
});
