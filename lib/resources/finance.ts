import { defineResource } from './engine/define';
import { TRIP_ALLOWANCE } from './documents/screens';
import { VEHICLE_TYPE_LABELS, VEHICLE_TYPES } from './organization';

/*
 * The trip allowance rates (uang jalan): what a driver is given for one trip on a route, by vehicle
 * type, per component. A trip allowance takes the rate in force on its trip date. Kept by whoever
 * approves trip allowances; read by whoever drafts them.
 */
export const tripAllowanceRateResource = defineResource({
  name: 'trip-allowance-rate',
  module: 'finance',
  label: 'Trip allowance rate',
  plural: 'Trip allowance rates',
  titleField: 'vehicle_type',
  screens: { read: [TRIP_ALLOWANCE.add, TRIP_ALLOWANCE.draft, TRIP_ALLOWANCE.list], write: [TRIP_ALLOWANCE.draft] },
  lifecycle: 'delete',
  defaultSort: '-effective_from',
  uniqueTogether: [['origin_branch_id', 'destination_branch_id', 'vehicle_type', 'effective_from']],
  fields: {
    origin_branch_id: { type: 'ref', label: 'From', resource: 'branch', required: true, list: true, filter: true },
    destination_branch_id: { type: 'ref', label: 'To', resource: 'branch', required: true, list: true, filter: true },
    vehicle_type: { type: 'enum', label: 'Vehicle', options: VEHICLE_TYPES, labels: VEHICLE_TYPE_LABELS, required: true, list: true, sort: true, filter: true },
    fuel: { type: 'money', label: 'Fuel', unit: 'Rp', min: 0, max: 100_000_000, required: true, list: true },
    tolls: { type: 'money', label: 'Tolls', unit: 'Rp', min: 0, max: 100_000_000, required: true, list: true },
    loading: { type: 'money', label: 'Loading / unloading', unit: 'Rp', min: 0, max: 100_000_000, required: true, list: true },
    meals: { type: 'money', label: 'Meals', unit: 'Rp', min: 0, max: 100_000_000, required: true, list: true },
    effective_from: { type: 'date', label: 'Effective from', required: true, list: true, sort: true, filter: true },
    notes: { type: 'textarea', label: 'Notes', max: 300 },
  },
});
