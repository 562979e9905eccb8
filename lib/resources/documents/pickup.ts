import { phoneField } from '../engine/common-fields';
import { defineDocument } from '../engine/define-document';
import { PICKUP } from './screens';

/*
 * A pickup request: a customer (or a walk-in caller) asks a courier to collect parcels at an address
 * within a time window. Booking assigns a driver and a vehicle; the result is picked up (the AWBs entered
 * from it point back at it) or failed with a reason.
 */
export const pickupDocument = defineDocument({
  name: 'pickup',
  table: 'pickups',
  module: 'operational',
  label: 'Pickup',
  plural: 'Pickups',
  numbering: { prefix: 'PU', scope: 'branch', period: 'YYMM', digits: 6 },
  statuses: ['REQUESTED', 'ASSIGNED', 'PICKED_UP', 'FAILED', 'CANCELLED'],
  dateField: 'pickup_date',
  branchField: 'branch_id',
  screens: { read: [PICKUP.list, PICKUP.booking, PICKUP.cancel, PICKUP.add], create: [PICKUP.add] },
  fields: {
    pickup_date: { type: 'date', label: 'Pickup date', required: true },
    office_id: { type: 'ref', label: 'Office', resource: 'office', required: true, help: 'The office whose couriers pick it up.' },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    customer_id: { type: 'ref', label: 'Customer', resource: 'customer', help: 'Empty: a walk-in caller.' },
    contact_name: { type: 'text', label: 'Contact', max: 100, required: true },
    contact_phone: { ...phoneField('Contact phone'), required: true },
    address: { type: 'textarea', label: 'Pickup address', max: 500, required: true },
    area_id: { type: 'ref', label: 'Area (district)', resource: 'coverage-area', required: true },
    window_from: { type: 'datetime', label: 'From', required: true },
    window_to: { type: 'datetime', label: 'Until', required: true },
    estimated_koli: { type: 'int', label: 'Estimated koli', min: 1, max: 10_000, required: true },
    estimated_kg: { type: 'decimal', label: 'Estimated weight', unit: 'kg', min: 0.01, max: 100_000, scale: 2, required: true },
    service_id: { type: 'ref', label: 'Service', resource: 'service' },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
    driver_id: { type: 'ref', label: 'Driver', resource: 'driver', readonly: true },
    vehicle_id: { type: 'ref', label: 'Vehicle', resource: 'vehicle', readonly: true },
    picked_up_at: { type: 'datetime', label: 'Picked up at', readonly: true },
    picked_koli: { type: 'int', label: 'Koli picked up', readonly: true },
    failure_reason: { type: 'text', label: 'Failure reason', max: 40, readonly: true },
    failure_note: { type: 'textarea', label: 'Failure note', max: 500, readonly: true },
  },
  listFields: ['pickup_date', 'customer_id', 'contact_name', 'area_id', 'window_from', 'estimated_koli', 'driver_id'],
  searchFields: ['contact_name', 'contact_phone', 'address'],
  actions: {
    book: {
      label: 'Assign driver',
      done: 'Pickup assigned',
      screens: [PICKUP.booking],
      from: ['draft'],
      to: 'booked',
      status: 'ASSIGNED',
      bulk: true,
    },
    pickedUp: {
      label: 'Picked up',
      done: 'Pickup done',
      screens: [PICKUP.booking],
      from: ['booked'],
      status: 'PICKED_UP',
    },
    fail: {
      label: 'Failed',
      done: 'Pickup recorded as failed',
      screens: [PICKUP.booking],
      from: ['booked'],
      status: 'FAILED',
      reason: 'pickupFailure',
      danger: true,
    },
    cancel: {
      label: 'Void pickup',
      done: 'Pickup voided',
      screens: [PICKUP.cancel],
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      bulk: true,
      danger: true,
    },
  },
  prints: { sheet: { label: 'Pickup sheet' } },
});
