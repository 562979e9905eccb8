import { defineDocument } from '../engine/define-document';
import { STOP_POINT } from './screens';

/*
 * A stop point: where and when a courier stopped during a run (the tablet's location when the courier
 * allows it, else the place typed), the AWBs concerned and a note. A record of something done: it is
 * born booked; a mistaken one is cancelled with a reason.
 */
export const stopPointDocument = defineDocument({
  name: 'stop-point',
  table: 'stop_points',
  module: 'operational',
  label: 'Stop point',
  plural: 'Stop points',
  numbering: { prefix: 'SP', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['RECORDED', 'CANCELLED'],
  dateField: 'stop_date',
  branchField: 'branch_id',
  screens: { read: [STOP_POINT.add], create: [STOP_POINT.add] },
  fields: {
    stop_date: { type: 'date', label: 'Date', required: true, readonly: true },
    office_id: { type: 'ref', label: 'Office', resource: 'office', required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    driver_id: { type: 'ref', label: 'Courier', resource: 'driver', required: true },
    delivery_runsheet_id: { type: 'int', label: 'Runsheet', min: 1 },
    runsheet_number: { type: 'text', label: 'Runsheet no.', max: 30, readonly: true },
    stopped_at: { type: 'datetime', label: 'Stopped at', required: true },
    latitude: { type: 'decimal', label: 'Latitude', scale: 6, min: -90, max: 90 },
    longitude: { type: 'decimal', label: 'Longitude', scale: 6, min: -180, max: 180 },
    accuracy_m: { type: 'int', label: 'Accuracy', unit: 'm', min: 0, max: 100_000 },
    place: { type: 'text', label: 'Place', max: 200 },
    note: { type: 'textarea', label: 'Note', max: 500 },
    awb_count: { type: 'int', label: 'AWBs', readonly: true },
  },
  listFields: ['stop_date', 'driver_id', 'runsheet_number', 'stopped_at', 'place', 'awb_count'],
  searchFields: ['place', 'runsheet_number'],
  lines: {
    awbs: {
      label: 'AWB',
      plural: 'AWBs',
      max: 200,
      fields: {
        shipment_id: { type: 'int', label: 'Shipment', readonly: true },
        awb: { type: 'text', label: 'AWB', max: 20, readonly: true },
      },
    },
  },
  actions: {
    cancel: { label: 'Void stop point', done: 'Stop point voided', screens: [STOP_POINT.add], from: ['booked'], to: 'cancelled', status: 'CANCELLED', reason: 'cancel', danger: true },
  },
});
