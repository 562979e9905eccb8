import { defineDocument } from '../engine/define-document';
import { SCANNED_AWB_FIELDS } from './scanned-awb-line';
import { OUTGOING } from './screens';

/*
 * An outgoing manifest (serah terima keberangkatan): the sealed bags and loose AWBs one branch hands to a
 * vehicle of our fleet (and its driver) or to a linehaul vendor (an airline, a shipping line, a trucker),
 * for one destination branch or hub, possibly through a transit. Scanned in while open, then departed:
 * every AWB on it goes in transit. A bag or a loose AWB is on at most one live manifest; cancel is refused
 * once the destination has received it.
 */
export const CARRIER_TYPES = ['FLEET', 'VENDOR'] as const;
export const CARRIER_TYPE_LABELS: Record<(typeof CARRIER_TYPES)[number], string> = { FLEET: 'Our fleet', VENDOR: 'A vendor' };

export const outgoingManifestDocument = defineDocument({
  name: 'outgoing-manifest',
  table: 'outgoing_manifests',
  module: 'operational',
  label: 'Outgoing manifest',
  plural: 'Outgoing manifests',
  numbering: { prefix: 'MF', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['OPEN', 'DEPARTED', 'RECEIVED', 'CANCELLED'],
  dateField: 'manifest_date',
  branchField: 'branch_id',
  visibleTo: { branches: ['branch_id', 'destination_branch_id', 'transit_branch_id'] },
  screens: {
    read: [OUTGOING.list, OUTGOING.add, OUTGOING.reprint, OUTGOING.cancel],
    create: [OUTGOING.add],
  },
  fields: {
    manifest_date: { type: 'date', label: 'Date', required: true, readonly: true },
    office_id: { type: 'ref', label: 'Office', resource: 'office', required: true, help: 'Where the load is handed over.' },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    destination_branch_id: { type: 'ref', label: 'Destination', resource: 'branch', required: true },
    transit_branch_id: { type: 'ref', label: 'Via (transit)', resource: 'branch', help: 'A hub the load passes through, if any.' },
    moda_id: { type: 'ref', label: 'Moda', resource: 'moda', required: true },
    carrier_type: { type: 'enum', label: 'Carried by', options: CARRIER_TYPES, labels: CARRIER_TYPE_LABELS, required: true },
    vehicle_id: { type: 'ref', label: 'Vehicle', resource: 'vehicle', help: 'Our fleet: the truck or van.' },
    driver_id: { type: 'ref', label: 'Driver', resource: 'driver' },
    vendor_id: { type: 'ref', label: 'Vendor', resource: 'vendor', help: 'A linehaul vendor: airline, shipping line, trucker.' },
    vendor_reference: { type: 'text', label: 'Vendor reference', max: 60, help: 'Flight no., SMU / airway bill, voyage or their receipt no.' },
    departure_at: { type: 'datetime', label: 'Departure', required: true },
    departed_at: { type: 'datetime', label: 'Departed at', readonly: true },
    bag_count: { type: 'int', label: 'Bags', readonly: true },
    awb_count: { type: 'int', label: 'AWBs', readonly: true },
    koli_count: { type: 'int', label: 'Koli', readonly: true },
    weight_kg: { type: 'decimal', label: 'Weight', unit: 'kg', scale: 2, readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['manifest_date', 'destination_branch_id', 'moda_id', 'carrier_type', 'departure_at', 'bag_count', 'awb_count', 'weight_kg'],
  searchFields: ['vendor_reference'],
  lines: {
    bags: {
      label: 'Bag',
      plural: 'Bags',
      fields: {
        bag_id: { type: 'int', label: 'Bag', readonly: true },
        bag_number: { type: 'text', label: 'Bag no.', max: 30, readonly: true },
        seal_number: { type: 'text', label: 'Seal no.', max: 40, readonly: true },
        destination_branch_id: { type: 'ref', label: 'Bag to', resource: 'branch', readonly: true },
        awb_count: { type: 'int', label: 'AWBs', readonly: true },
        koli_count: { type: 'int', label: 'Koli', readonly: true },
        weight_kg: { type: 'decimal', label: 'Weight', unit: 'kg', scale: 2, readonly: true },
        scanned_at: { type: 'datetime', label: 'Scanned at', readonly: true },
        scanned_by: { type: 'text', label: 'Scanned by', max: 40, readonly: true },
      },
    },
    awbs: {
      label: 'Loose AWB',
      plural: 'Loose AWBs',
      fields: SCANNED_AWB_FIELDS,
    },
  },
  actions: {
    scan: {
      label: 'Scan bag or AWB',
      done: 'Added to the manifest',
      screens: [OUTGOING.add],
      from: ['draft'],
      scan: true,
    },
    takeOut: {
      label: 'Take out',
      done: 'Taken off the manifest',
      screens: [OUTGOING.add],
      from: ['draft'],
      scan: true,
    },
    book: {
      label: 'Depart',
      done: 'Manifest departed',
      screens: [OUTGOING.add],
      from: ['draft'],
      to: 'booked',
      status: 'DEPARTED',
    },
    cancel: {
      label: 'Void manifest',
      done: 'Manifest voided, its bags and AWBs released',
      screens: [OUTGOING.cancel],
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
  // a vendor's bill for carrying it holds it too (billed once)
  heldBy: { incoming_id: 'incoming', vendor_invoice_id: 'vendor-invoice' },
  prints: { manifest: { label: 'Manifest', screens: [OUTGOING.list, OUTGOING.add, OUTGOING.reprint] } },
});
