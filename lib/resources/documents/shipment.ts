import { phoneField } from '../engine/common-fields';
import { defineDocument, TRACKING_STATUSES } from '../engine/define-document';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from './cash-register';
import { POS } from './screens';

/*
 * The shipment (AWB, resi): born at a counter (POS cash, paid now; POS credit, billed later) or through
 * a credit customer's API (integration), weighed and measured per koli, priced by lib/pricing on the
 * server, numbered from the AWB stock. Once booked it changes only through its actions (and, later, the
 * helpdesk's change requests). Its business status is the customer-facing tracking status.
 */

export const PAYMENT_TYPES = ['CASH', 'CREDIT'] as const;
export const CHANNELS = ['COUNTER', 'INTEGRATION'] as const;
export const PAYMENT_TYPE_LABELS: Record<(typeof PAYMENT_TYPES)[number], string> = { CASH: 'Cash', CREDIT: 'Credit (invoiced)' };
export const CHANNEL_LABELS: Record<(typeof CHANNELS)[number], string> = { COUNTER: 'Counter', INTEGRATION: 'API integration' };

const cashOrCredit = (cash: readonly string[], credit: readonly string[]) => ({ CASH: cash, CREDIT: credit });

export const shipmentDocument = defineDocument({
  name: 'shipment',
  table: 'shipments',
  module: 'operational',
  label: 'Shipment',
  plural: 'Shipments',
  numbering: { external: 'AWB stock (awb-distribution)' },
  statuses: TRACKING_STATUSES,
  dateField: 'shipment_date',
  branchField: 'branch_id',
  // an AWB: its origin branch, the branch serving its destination, and every branch it passed through
  visibleTo: { branches: ['branch_id'], areas: ['destination_area_id'], passedThrough: true },
  charges: { fields: ['rate_per_kg', 'manual_rate_per_kg', 'freight', 'additional', 'insurance', 'cod_fee', 'discount', 'tax', 'total', 'amount_received', 'change_given'], lines: ['costs'] },
  variant: 'payment_type',
  tracked: true,
  screens: {
    read: [POS.cashBooking, POS.creditBooking, POS.integrationBooking, POS.tracking, POS.cashEntry, POS.creditEntry],
    create: cashOrCredit([POS.cashEntry], [POS.creditEntry]),
  },
  fields: {
    shipment_date: { type: 'date', label: 'Date', required: true, readonly: true },
    payment_type: { type: 'enum', label: 'Payment', options: PAYMENT_TYPES, labels: PAYMENT_TYPE_LABELS, required: true },
    channel: { type: 'enum', label: 'Channel', options: CHANNELS, labels: CHANNEL_LABELS, readonly: true },
    office_id: { type: 'ref', label: 'Office', resource: 'office', required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    customer_id: { type: 'ref', label: 'Customer', resource: 'customer', help: 'Credit shipments: the customer billed.' },
    customer_reference: { type: 'text', label: 'Customer reference', max: 60 },
    pickup_id: { type: 'int', label: 'From pickup', min: 1 },
    origin_area_id: { type: 'ref', label: 'Origin', resource: 'coverage-area', required: true },
    destination_area_id: { type: 'ref', label: 'Destination', resource: 'coverage-area', required: true },
    service_id: { type: 'ref', label: 'Service', resource: 'service', required: true },
    shipper_name: { type: 'text', label: 'Shipper', max: 100, required: true },
    shipper_phone: { ...phoneField('Shipper phone'), required: true },
    shipper_address: { type: 'textarea', label: 'Shipper address', max: 500, required: true },
    consignee_name: { type: 'text', label: 'Consignee', max: 100, required: true },
    consignee_phone: { ...phoneField('Consignee phone'), required: true },
    consignee_address: { type: 'textarea', label: 'Consignee address', max: 500, required: true },
    goods_description: { type: 'text', label: 'Goods', max: 200, required: true },
    goods_value: { type: 'money', label: 'Goods value', unit: 'Rp', min: 0, max: 10_000_000_000 },
    insured: { type: 'bool', label: 'Insured' },
    cod_amount: { type: 'money', label: 'COD amount', unit: 'Rp', min: 0, max: 10_000_000_000 },
    special_instructions: { type: 'textarea', label: 'Special instructions', max: 300 },
    payment_method: { type: 'enum', label: 'Paid by', options: PAYMENT_METHODS, labels: PAYMENT_METHOD_LABELS },
    payment_reference: { type: 'text', label: 'Payment reference', max: 60, help: 'Card approval code, QRIS or transfer reference.' },
    amount_received: { type: 'money', label: 'Amount received', unit: 'Rp', min: 0, max: 10_000_000_000 },
    // kept by the server: the price as computed on save, never the client's figures
    actual_kg: { type: 'decimal', label: 'Actual weight', unit: 'kg', scale: 2, readonly: true },
    volumetric_kg: { type: 'decimal', label: 'Volumetric weight', unit: 'kg', scale: 2, readonly: true },
    chargeable_kg: { type: 'decimal', label: 'Chargeable weight', unit: 'kg', scale: 2, readonly: true },
    koli_count: { type: 'int', label: 'Koli', readonly: true },
    rate_per_kg: { type: 'money', label: 'Rate per kg', unit: 'Rp', readonly: true },
    // a helpdesk price change: the rate set by hand, kept when the AWB is priced again later
    manual_rate_per_kg: { type: 'money', label: 'Rate set by hand', unit: 'Rp', readonly: true },
    freight: { type: 'money', label: 'Freight', unit: 'Rp', readonly: true },
    additional: { type: 'money', label: 'Additional costs', unit: 'Rp', readonly: true },
    insurance: { type: 'money', label: 'Insurance', unit: 'Rp', readonly: true },
    cod_fee: { type: 'money', label: 'COD fee', unit: 'Rp', readonly: true },
    discount: { type: 'money', label: 'Discount', unit: 'Rp', readonly: true },
    tax: { type: 'money', label: 'PPN', unit: 'Rp', readonly: true },
    total: { type: 'money', label: 'Total', unit: 'Rp', readonly: true },
    change_given: { type: 'money', label: 'Change', unit: 'Rp', readonly: true },
    eta_from: { type: 'date', label: 'ETA from', readonly: true },
    eta_to: { type: 'date', label: 'ETA until', readonly: true },
    // kept by the delivery side: when it was delivered, the AWB a return was booked for, the paper POD back at origin
    delivered_at: { type: 'datetime', label: 'Delivered at', readonly: true },
    failed_attempts: { type: 'int', label: 'Failed attempts', readonly: true, help: 'Delivery attempts that failed before it was delivered.' },
    return_of_id: { type: 'int', label: 'Return of', min: 1 },
    pod_paper_received_at: { type: 'datetime', label: 'Paper POD received', readonly: true },
  },
  lines: {
    koli: {
      label: 'Koli',
      plural: 'Koli',
      min: 1,
      fields: {
        weight_kg: { type: 'decimal', label: 'Weight', unit: 'kg', scale: 2, min: 0.01, required: true },
        length_cm: { type: 'decimal', label: 'Length', unit: 'cm', scale: 1, min: 0.1 },
        width_cm: { type: 'decimal', label: 'Width', unit: 'cm', scale: 1, min: 0.1 },
        height_cm: { type: 'decimal', label: 'Height', unit: 'cm', scale: 1, min: 0.1 },
        volumetric_kg: { type: 'decimal', label: 'Volumetric', unit: 'kg', scale: 2, readonly: true },
      },
    },
    costs: {
      label: 'Additional cost',
      plural: 'Additional costs',
      fields: {
        cost_case_id: { type: 'int', label: 'Cost case', readonly: true },
        code: { type: 'text', label: 'Code', max: 20, readonly: true },
        name: { type: 'text', label: 'Cost', max: 100, readonly: true },
        amount: { type: 'money', label: 'Amount', unit: 'Rp', readonly: true },
        taxable: { type: 'bool', label: 'Subject to PPN', readonly: true },
        automatic: { type: 'bool', label: 'Automatic', readonly: true },
      },
    },
  },
  listFields: ['shipment_date', 'payment_type', 'origin_area_id', 'destination_area_id', 'service_id', 'consignee_name', 'koli_count', 'chargeable_kg', 'total'],
  lookups: { fields: ['customer_reference', 'pickup_id'], phones: ['shipper_phone', 'consignee_phone'] },
  searchFields: ['shipper_name', 'shipper_phone', 'consignee_name', 'consignee_phone', 'customer_reference'],
  actions: {
    book: {
      label: 'Book',
      done: 'Shipment booked',
      screens: { CASH: [POS.cashBooking], CREDIT: [POS.creditBooking, POS.integrationBooking] },
      from: ['draft'],
      to: 'booked',
      bulk: true,
      tracking: { status: 'pending', code: 'ACCEPTED' },
    },
    receive: {
      label: 'Receive and book',
      done: 'Parcel received and booked',
      // an AWB sent through the API waits for its parcel: weighed here, priced again, booked
      screens: [POS.integrationBooking],
      from: ['draft'],
      to: 'booked',
      tracking: { status: 'pending', code: 'ACCEPTED' },
    },
    cancel: {
      label: 'Void AWB',
      done: 'Shipment voided',
      screens: { CASH: [POS.cashBooking], CREDIT: [POS.creditBooking, POS.integrationBooking] },
      from: ['draft', 'booked'],
      to: 'cancelled',
      status: 'cancelled',
      reason: 'cancel',
      bulk: true,
      danger: true,
      tracking: { status: 'cancelled', code: 'CANCELLED' },
    },
  },
  // a cash AWB in a register (booked or not) is the register's until it is voided
  heldBy: {
    cash_register_id: 'cash-register',
    bag_id: 'shipping-bag',
    manifest_id: 'outgoing-manifest',
    incoming_id: 'incoming',
    delivery_runsheet_id: 'delivery-runsheet',
    vendor_handover_id: 'vendor-handover',
    pod_return_id: 'pod-return',
    // billing: a credit AWB in a live CDR, then on its invoice (one of each at most: the column holds one)
    customer_data_report_id: 'customer-data-report',
    invoice_id: 'invoice',
  },
  prints: { label: { label: 'AWB label' }, receipt: { label: 'Receipt' } },
});
