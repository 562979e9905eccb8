import { defineDocument } from '../engine/define-document';
import { SCANNED_AWB_FIELDS } from './scanned-awb-line';
import { SHIPPING_BAG } from './screens';

/*
 * A shipping bag (karung): the booked AWBs of one origin office going to one destination branch or hub,
 * scanned in one by one, then closed with its seal number. An AWB is in at most one live bag
 * (shipments.bag_id); one for another destination goes in only with a reason. Cancel (unbag) takes every
 * AWB out again — refused while a manifest holds the bag.
 */
export const shippingBagDocument = defineDocument({
  name: 'shipping-bag',
  table: 'shipping_bags',
  module: 'operational',
  label: 'Shipping bag',
  plural: 'Shipping bags',
  numbering: { prefix: 'BAG', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: ['OPEN', 'SEALED', 'CANCELLED'],
  dateField: 'bag_date',
  branchField: 'branch_id',
  visibleTo: { branches: ['branch_id', 'destination_branch_id'] },
  screens: {
    read: [SHIPPING_BAG.list, SHIPPING_BAG.add, SHIPPING_BAG.cancel],
    create: [SHIPPING_BAG.add],
  },
  fields: {
    bag_date: { type: 'date', label: 'Date', required: true, readonly: true },
    office_id: { type: 'ref', label: 'Office', resource: 'office', required: true, help: 'Where the bag is packed.' },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    destination_branch_id: { type: 'ref', label: 'Destination', resource: 'branch', required: true, help: 'The branch or hub the bag travels to.' },
    seal_number: { type: 'text', label: 'Seal no.', max: 40, readonly: true },
    awb_count: { type: 'int', label: 'AWBs', readonly: true },
    koli_count: { type: 'int', label: 'Koli', readonly: true },
    weight_kg: { type: 'decimal', label: 'Weight', unit: 'kg', scale: 2, readonly: true },
    sealed_at: { type: 'datetime', label: 'Sealed at', readonly: true },
    notes: { type: 'textarea', label: 'Notes', max: 500 },
  },
  listFields: ['bag_date', 'office_id', 'destination_branch_id', 'seal_number', 'awb_count', 'koli_count', 'weight_kg'],
  searchFields: ['seal_number'],
  lines: {
    items: {
      label: 'AWB',
      plural: 'AWBs',
      fields: SCANNED_AWB_FIELDS,
    },
  },
  actions: {
    scan: {
      label: 'Scan AWB',
      done: 'AWB added to the bag',
      screens: [SHIPPING_BAG.add],
      from: ['draft'],
      scan: true,
    },
    takeOut: {
      label: 'Take out',
      done: 'AWB taken out of the bag',
      screens: [SHIPPING_BAG.add],
      from: ['draft'],
      scan: true,
    },
    book: {
      label: 'Close and seal',
      done: 'Bag sealed',
      screens: [SHIPPING_BAG.add],
      from: ['draft'],
      to: 'booked',
      status: 'SEALED',
    },
    cancel: {
      label: 'Void bag',
      done: 'Bag voided, its AWBs taken out',
      screens: [SHIPPING_BAG.cancel],
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'CANCELLED',
      reason: 'cancel',
      danger: true,
    },
  },
  prints: { label: { label: 'Bag label' } },
  heldBy: { manifest_id: 'outgoing-manifest' },
  // unbagged: every AWB out, free for another bag
  release: { tracking: { status: 'pending', code: 'UNBAGGED' } },
});
