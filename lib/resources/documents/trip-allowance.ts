import { defineDocument } from '../engine/define-document';
import { VEHICLE_TYPE_LABELS, VEHICLE_TYPES } from '../organization';
import { figuresByField } from './four-eyes';
import { TRIP_ALLOWANCE } from './screens';

/*
 * A trip allowance (uang jalan): the cash a driver takes for one trip — a manifest's run, or another
 * trip — by component (fuel, tolls, loading, meals, other), from the rate of the route and vehicle type
 * in force on the trip date (settings: trip allowance rates), editable while a draft. Approved by
 * another person than its author, paid out, then settled with what was actually spent: the difference
 * is returned by the driver (positive) or paid to them (negative). Cancelled with a reason while not
 * paid out.
 */
export const TRIP_ALLOWANCE_STATUSES = ['DRAFT', 'APPROVED', 'PAID', 'SETTLED', 'CANCELLED'] as const;
export const PAYOUT_METHODS = ['CASH', 'TRANSFER'] as const;
export const PAYOUT_METHOD_LABELS: Record<(typeof PAYOUT_METHODS)[number], string> = { CASH: 'Cash', TRANSFER: 'Bank transfer' };

const component = (label: string) => ({ type: 'money', label, unit: 'Rp', min: 0, max: 100_000_000, help: 'Empty: the rate of the route.' }) as const;
const actual = (label: string) => ({ type: 'money', label, unit: 'Rp', readonly: true }) as const;

export const tripAllowanceDocument = defineDocument({
  name: 'trip-allowance',
  table: 'trip_allowances',
  module: 'finance',
  label: 'Trip allowance',
  plural: 'Trip allowances',
  numbering: { prefix: 'UJ', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: TRIP_ALLOWANCE_STATUSES,
  dateField: 'trip_date',
  branchField: 'origin_branch_id',
  visibleTo: { branches: ['origin_branch_id', 'destination_branch_id'] },
  screens: { read: [TRIP_ALLOWANCE.list, TRIP_ALLOWANCE.add, TRIP_ALLOWANCE.draft, TRIP_ALLOWANCE.cancel], create: [TRIP_ALLOWANCE.add] },
  fields: {
    trip_date: { type: 'date', label: 'Trip date', required: true },
    outgoing_manifest_id: { type: 'int', label: 'Manifest', min: 1, help: "The manifest's run it pays for, if any." },
    manifest_number: { type: 'text', label: 'Manifest no.', max: 30, readonly: true },
    driver_id: { type: 'ref', label: 'Driver', resource: 'driver', required: true },
    vehicle_id: { type: 'ref', label: 'Vehicle', resource: 'vehicle', required: true },
    vehicle_type: { type: 'enum', label: 'Vehicle type', options: VEHICLE_TYPES, labels: VEHICLE_TYPE_LABELS, readonly: true },
    origin_branch_id: { type: 'ref', label: 'From', resource: 'branch', required: true },
    destination_branch_id: { type: 'ref', label: 'To', resource: 'branch', required: true },
    rate_id: { type: 'int', label: 'Rate', readonly: true },
    fuel: component('Fuel'),
    tolls: component('Tolls'),
    loading: component('Loading / unloading'),
    meals: component('Meals'),
    other: { type: 'money', label: 'Other', unit: 'Rp', min: 0, max: 100_000_000 },
    advance_total: { type: 'money', label: 'Advance', unit: 'Rp', readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
    payout_method: { type: 'enum', label: 'Paid out by', options: PAYOUT_METHODS, labels: PAYOUT_METHOD_LABELS, readonly: true },
    payout_reference: { type: 'text', label: 'Payout reference', max: 60, readonly: true },
    paid_at: { type: 'datetime', label: 'Paid out at', readonly: true },
    paid_by: { type: 'text', label: 'Paid out by (user)', max: 40, readonly: true },
    actual_fuel: actual('Fuel spent'),
    actual_tolls: actual('Tolls spent'),
    actual_loading: actual('Loading spent'),
    actual_meals: actual('Meals spent'),
    actual_other: actual('Other spent'),
    actual_total: actual('Spent'),
    difference: { type: 'money', label: 'Difference', unit: 'Rp', readonly: true, help: 'Advance minus spent: returned by the driver (positive) or paid to them (negative).' },
    settled_at: { type: 'datetime', label: 'Settled at', readonly: true },
    settlement_note: { type: 'textarea', label: 'Settlement note', max: 500, readonly: true },
    figures_by: figuresByField,
  },
  listFields: ['trip_date', 'driver_id', 'origin_branch_id', 'destination_branch_id', 'advance_total', 'difference'],
  searchFields: ['manifest_number', 'notes'],
  lookups: { fields: ['outgoing_manifest_id'] },
  actions: {
    book: { label: 'Approve', done: 'Trip allowance approved', screens: [TRIP_ALLOWANCE.draft], from: ['draft'], to: 'booked', status: 'APPROVED', bulk: true },
    // the cashier pays out and settles from the list; the approver from the drafts
    payOut: { label: 'Pay out', done: 'Trip allowance paid out', screens: [TRIP_ALLOWANCE.list, TRIP_ALLOWANCE.draft], from: ['booked'], status: 'PAID' },
    settle: { label: 'Settle', done: 'Trip allowance settled', screens: [TRIP_ALLOWANCE.list, TRIP_ALLOWANCE.draft], from: ['booked'], status: 'SETTLED' },
    cancel: {
      label: 'Void trip allowance',
      done: 'Trip allowance voided',
      screens: [TRIP_ALLOWANCE.cancel],
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
  prints: { slip: { label: 'Trip allowance slip' } },
});
