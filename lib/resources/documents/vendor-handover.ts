import { defineDocument } from '../engine/define-document';
import { DELIVERY_VENDOR } from './screens';

/*
 * A vendor hand-over: AWBs for areas we do not serve given to a last-mile partner, each with the
 * partner's own AWB or reference and what they charge for it (from the vendor's rates, or entered) —
 * what the payables side bills later. Scanned while open, then handed over.
 */
export const vendorHandoverDocument = defineDocument({
  name: 'vendor-handover',
  table: 'vendor_handovers',
  module: 'operational',
  label: 'Vendor delivery',
  plural: 'Vendor deliveries',
  numbering: { prefix: 'DV', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['OPEN', 'HANDED_OVER', 'CANCELLED'],
  dateField: 'handover_date',
  branchField: 'branch_id',
  screens: {
    read: [DELIVERY_VENDOR.list, DELIVERY_VENDOR.add, DELIVERY_VENDOR.cancel],
    create: [DELIVERY_VENDOR.add],
  },
  fields: {
    handover_date: { type: 'date', label: 'Date', required: true, readonly: true },
    office_id: { type: 'ref', label: 'Office', resource: 'office', required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    vendor_id: { type: 'ref', label: 'Vendor', resource: 'vendor', required: true },
    vendor_reference: { type: 'text', label: 'Hand-over reference', max: 60, help: "The partner's receipt or manifest number." },
    awb_count: { type: 'int', label: 'AWBs', readonly: true },
    koli_count: { type: 'int', label: 'Koli', readonly: true },
    weight_kg: { type: 'decimal', label: 'Weight', unit: 'kg', scale: 2, readonly: true },
    cost_total: { type: 'money', label: 'Cost', unit: 'Rp', readonly: true },
    handed_over_at: { type: 'datetime', label: 'Handed over at', readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['handover_date', 'vendor_id', 'vendor_reference', 'awb_count', 'weight_kg', 'cost_total'],
  // the vendor's bill for it (billed once)
  heldBy: { vendor_invoice_id: 'vendor-invoice' },
  searchFields: ['vendor_reference'],
  lines: {
    awbs: {
      label: 'AWB',
      plural: 'AWBs',
      fields: {
        shipment_id: { type: 'int', label: 'Shipment', readonly: true },
        awb: { type: 'text', label: 'AWB', max: 20, readonly: true },
        consignee_name: { type: 'text', label: 'Receiver', max: 100, readonly: true },
        destination_area_id: { type: 'ref', label: 'District', resource: 'coverage-area', readonly: true },
        koli_count: { type: 'int', label: 'Koli', readonly: true },
        weight_kg: { type: 'decimal', label: 'Chargeable', unit: 'kg', scale: 2, readonly: true },
        vendor_awb: { type: 'text', label: 'Vendor AWB', max: 60, readonly: true },
        cost: { type: 'money', label: 'Cost', unit: 'Rp', readonly: true },
        cost_entered: { type: 'bool', label: 'Cost entered', readonly: true },
        scanned_at: { type: 'datetime', label: 'Scanned at', readonly: true },
        scanned_by: { type: 'text', label: 'Scanned by', max: 40, readonly: true },
      },
    },
  },
  actions: {
    scan: { label: 'Scan AWB', done: 'AWB added to the hand-over', screens: [DELIVERY_VENDOR.add], from: ['draft'], scan: true },
    setItem: { label: 'Set vendor AWB and cost', done: 'Item updated', screens: [DELIVERY_VENDOR.add], from: ['draft'], scan: true },
    takeOut: { label: 'Take out', done: 'AWB taken off the hand-over', screens: [DELIVERY_VENDOR.add], from: ['draft'], scan: true },
    book: { label: 'Hand over', done: 'Handed over to the vendor', screens: [DELIVERY_VENDOR.add], from: ['draft'], to: 'booked', status: 'HANDED_OVER' },
    cancel: {
      label: 'Void hand-over',
      done: 'Hand-over voided, its AWBs back at the branch',
      screens: [DELIVERY_VENDOR.cancel],
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
  prints: { handover: { label: 'Hand-over sheet' } },
  // a hand-over cancelled after the vendor took the parcels: they are back with us
  release: { stages: ['booked'], tracking: { status: 'in_transit', code: 'VENDOR_HANDOVER_CANCELLED' } },
});
