import { codeField, dateAfter, emailField, leadTimeOrder, monthField, nameField, npwpField, phoneField } from './engine/common-fields';
import { PPH23_WITHHOLDING, PPH23_WITHHOLDING_LABELS } from '../finance/pph23';
import { PPN_BASE_LABELS, PPN_BASES } from '../finance/tax';
import { defineResource } from './engine/define';

/* Customers and what is agreed with them; vendors; the monthly targets. */

const CUSTOMERS = '/app/master-data/customers';

export const customerResource = defineResource({
  name: 'customer',
  module: 'datamaster',
  label: 'Customer',
  plural: 'Customers',
  titleField: 'name',
  // The add screen is the form; the list screen lists, and edits when the role also holds the add screen.
  screens: { read: [`${CUSTOMERS}/list`, `${CUSTOMERS}/add`], write: [`${CUSTOMERS}/add`] },
  lifecycle: 'deactivate',
  defaultSort: 'code',
  fields: {
    code: codeField(12),
    name: nameField('Customer name'),
    customer_type_id: { type: 'ref', label: 'Customer type', resource: 'customer-type', required: true, list: true, filter: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', required: true, list: true, filter: true },
    pareto_id: { type: 'ref', label: 'Pareto class', resource: 'customer-pareto', list: true, filter: true },
    sales_id: { type: 'ref', label: 'Sales person', resource: 'employee', filter: true },
    npwp: npwpField(),
    city: { type: 'text', label: 'City', max: 100, required: true, list: true, sort: true, filter: true, search: true },
    address: { type: 'textarea', label: 'Billing address', max: 500, required: true },
    phone: phoneField(),
    email: emailField(),
    credit_limit: { type: 'money', label: 'Credit limit', unit: 'Rp', min: 0, list: true, sort: true, filter: true, help: 'Empty: cash customer, no credit.' },
    requires_paper_pod: { type: 'bool', label: 'Needs the signed paper POD back', filter: true, help: 'Their delivered AWBs stay outstanding until the paper POD is received at origin.' },
    pph23_withholding: { type: 'enum', label: 'Withholds PPh 23', options: PPH23_WITHHOLDING, labels: PPH23_WITHHOLDING_LABELS, filter: true, help: 'Empty: as its customer type says. Payments are checked against it.' },
  },
});

export const contractResource = defineResource({
  name: 'contract',
  module: 'datamaster',
  label: 'Contract',
  plural: 'Contracts',
  titleField: 'contract_no',
  screens: { read: [`${CUSTOMERS}/contract`], write: [`${CUSTOMERS}/contract`] },
  lifecycle: 'deactivate',
  defaultSort: '-start_date',
  fields: {
    contract_no: { ...codeField(30), label: 'Contract no.', pattern: { regex: /^[A-Z0-9][A-Z0-9/_.-]*$/, message: 'Letters, digits, /, ., - and _' } },
    customer_id: { type: 'ref', label: 'Customer', resource: 'customer', required: true, list: true, filter: true },
    start_date: { type: 'date', label: 'From', required: true, list: true, sort: true, filter: true },
    end_date: { type: 'date', label: 'Until', required: true, list: true, sort: true, filter: true },
    service_id: { type: 'ref', label: 'Special rate for service', resource: 'service', list: true, filter: true, help: 'Empty: the discount applies to every service.' },
    special_rate_per_kg: { type: 'money', label: 'Special rate per kg', unit: 'Rp', min: 0, list: true },
    discount_percent: { type: 'decimal', label: 'Discount', unit: '%', min: 0, max: 100, scale: 2, list: true, sort: true },
    top_days: { type: 'int', label: 'Terms of payment', unit: 'days', min: 0, max: 180, required: true, list: true, sort: true, filter: true },
    credit_limit: { type: 'money', label: 'Credit limit', unit: 'Rp', min: 0, required: true, list: true, sort: true },
    ppn_percent: { type: 'decimal', label: 'PPN', unit: '%', min: 0, max: 100, scale: 2, help: 'Empty: the PPN setting (1.1 % on delivery services); 0: exempt.' },
    ppn_base: { type: 'enum', label: 'PPN base', options: PPN_BASES, labels: PPN_BASE_LABELS, help: 'Empty: the service or the setting. 11/12 of the price is the general rule (with 12 %).' },
    cod_fee_percent: { type: 'decimal', label: 'COD fee', unit: '%', min: 0, max: 100, scale: 2, help: 'Empty: the COD fee setting.' },
    notes: { type: 'textarea', label: 'Notes', max: 1000 },
  },
  refine: (v, ctx) => {
    dateAfter('start_date', 'end_date', 'Must not be before "From"')(v, ctx);
    if (v.special_rate_per_kg != null && v.service_id == null) {
      ctx.addIssue({ code: 'custom', path: ['service_id'], message: 'A special rate needs its service' });
    }
  },
});

/** An adjustment waits for a second person's decision; any edit sends it back to PENDING. */
export const ADJUSTMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const ADJUSTMENT_STATUS_LABELS: Record<(typeof ADJUSTMENT_STATUSES)[number], string> = { PENDING: 'Waiting for approval', APPROVED: 'Approved', REJECTED: 'Rejected' };

export const adjustmentResource = defineResource({
  name: 'customer-adjustment',
  module: 'datamaster',
  label: 'Price adjustment',
  plural: 'Price adjustments',
  titleField: 'reason',
  screens: { read: [`${CUSTOMERS}/adjustment`], write: [`${CUSTOMERS}/adjustment`] },
  lifecycle: 'delete',
  defaultSort: '-effective_from',
  fields: {
    customer_id: { type: 'ref', label: 'Customer', resource: 'customer', required: true, list: true, filter: true },
    service_id: { type: 'ref', label: 'Service', resource: 'service', list: true, filter: true, help: 'Empty: every service.' },
    adjustment_percent: { type: 'decimal', label: 'Adjustment', unit: '%', min: -100, max: 100, scale: 2, required: true, list: true, sort: true, help: 'Negative: a reduction; positive: a surcharge.' },
    effective_from: { type: 'date', label: 'From', required: true, list: true, sort: true, filter: true },
    effective_to: { type: 'date', label: 'Until', list: true, sort: true, filter: true },
    reason: { type: 'textarea', label: 'Reason', max: 500, required: true, list: true, search: true },
    status: { type: 'enum', label: 'Approval', options: ADJUSTMENT_STATUSES, labels: ADJUSTMENT_STATUS_LABELS, readonly: true, list: true, sort: true, filter: true },
    decided_by: { type: 'text', label: 'Decided by', max: 50, readonly: true, list: true },
    decided_at: { type: 'text', label: 'Decided at', max: 40, readonly: true },
    decision_note: { type: 'textarea', label: 'Decision note', max: 500, readonly: true },
  },
  // PUT /api/datamaster/update/customer-adjustment/{approve|reject}/{id}; four eyes (lib/server/resources/customer-adjustment)
  actions: { approve: { label: 'Approve', done: 'Adjustment approved' }, reject: { label: 'Reject', done: 'Adjustment rejected', danger: true } },
  refine: (v, ctx) => {
    dateAfter('effective_from', 'effective_to', 'Must not be before "From"')(v, ctx);
    if (v.adjustment_percent === 0) ctx.addIssue({ code: 'custom', path: ['adjustment_percent'], message: 'An adjustment of 0 % changes nothing' });
  },
});

export const PIC_SCREENS = {
  document: '/app/master-data/organization/pic-document',
  invoice: '/app/master-data/organization/pic-invoices',
} as const;

/** Who at a customer receives something of ours: the same person fields for documents and invoices. */
const picFields = {
  customer_id: { type: 'ref', label: 'Customer', resource: 'customer', required: true, list: true, filter: true },
  name: nameField('PIC name'),
  position: { type: 'text', label: 'Position', max: 100, list: true },
  phone: { ...phoneField(), required: true },
} as const;

export const picDocumentResource = defineResource({
  name: 'pic-document',
  module: 'datamaster',
  label: 'Document PIC',
  plural: 'Document PICs',
  titleField: 'name',
  screens: { read: [PIC_SCREENS.document], write: [PIC_SCREENS.document] },
  lifecycle: 'deactivate',
  defaultSort: 'name',
  fields: {
    ...picFields,
    email: emailField(),
    address: { type: 'textarea', label: 'Where the signed PODs go', max: 500, required: true },
  },
});

export const picInvoiceResource = defineResource({
  name: 'pic-invoice',
  module: 'datamaster',
  label: 'Invoice PIC',
  plural: 'Invoice PICs',
  titleField: 'name',
  screens: { read: [PIC_SCREENS.invoice], write: [PIC_SCREENS.invoice] },
  lifecycle: 'deactivate',
  defaultSort: 'name',
  fields: {
    ...picFields,
    email: { ...emailField(), required: true, list: true },
    address: { type: 'textarea', label: 'Invoice address', max: 500, required: true },
    receives_tax_invoice: { type: 'bool', label: 'Receives the tax invoice (faktur pajak)', list: true, filter: true, default: true },
  },
});

export const vendorResource = defineResource({
  name: 'vendor',
  module: 'datamaster',
  label: 'Vendor',
  plural: 'Vendors',
  titleField: 'name',
  screens: { read: ['/app/master-data/vendor'], write: ['/app/master-data/vendor'] },
  lifecycle: 'deactivate',
  defaultSort: 'code',
  fields: {
    code: codeField(),
    name: nameField('Vendor name'),
    kind: { type: 'enum', label: 'Kind', options: ['LAST_MILE', 'LINEHAUL', 'AIRLINE', 'SHIPPING_LINE'], labels: { LAST_MILE: 'Last mile', LINEHAUL: 'Linehaul', AIRLINE: 'Airline', SHIPPING_LINE: 'Shipping line' }, required: true, list: true, sort: true, filter: true },
    coverage: { type: 'textarea', label: 'Coverage', max: 1000, required: true, search: true, help: 'Where they deliver for us: provinces, cities, routes.' },
    npwp: npwpField(),
    is_company: { type: 'bool', label: 'A company (PPh 23 withheld)', list: true, filter: true, default: true },
    bank_name: { type: 'text', label: 'Bank', max: 50, required: true },
    bank_account_no: { type: 'text', label: 'Account no.', max: 30, required: true, pattern: { regex: /^[0-9-]{5,30}$/, message: 'Digits (and -) only' } },
    bank_account_name: { type: 'text', label: 'Account holder', max: 100, required: true },
    top_days: { type: 'int', label: 'Terms of payment', unit: 'days', min: 0, max: 180, required: true, list: true, sort: true },
    rate_per_awb: { type: 'money', label: 'Delivery rate per AWB', unit: 'Rp', min: 0, max: 10_000_000, help: 'Last-mile hand-over: what they charge per AWB delivered.' },
    rate_per_kg: { type: 'money', label: 'Delivery rate per kg', unit: 'Rp', min: 0, max: 1_000_000, help: 'Charged on top, per chargeable kg.' },
    phone: phoneField(),
    email: emailField(),
  },
});

const TARGET = '/app/master-data/target';

export const customerTargetResource = defineResource({
  name: 'customer-target',
  module: 'datamaster',
  label: 'Customer target',
  plural: 'Customer targets',
  titleField: 'month',
  screens: { read: [`${TARGET}/customer`], write: [`${TARGET}/customer`] },
  lifecycle: 'delete',
  defaultSort: '-month',
  uniqueTogether: [['customer_id', 'month']],
  fields: {
    customer_id: { type: 'ref', label: 'Customer', resource: 'customer', required: true, list: true, filter: true },
    month: monthField(),
    revenue_target: { type: 'money', label: 'Revenue target', unit: 'Rp', min: 0, required: true, list: true, sort: true },
    shipment_target: { type: 'int', label: 'Shipments target', unit: 'AWB', min: 0, max: 10_000_000, required: true, list: true, sort: true },
  },
});

export const salesTargetResource = defineResource({
  name: 'sales-target',
  module: 'datamaster',
  label: 'Sales target',
  plural: 'Sales targets',
  titleField: 'month',
  screens: { read: [`${TARGET}/sales`], write: [`${TARGET}/sales`] },
  lifecycle: 'delete',
  defaultSort: '-month',
  uniqueTogether: [['employee_id', 'month']],
  fields: {
    employee_id: { type: 'ref', label: 'Sales person', resource: 'employee', required: true, list: true, filter: true },
    month: monthField(),
    revenue_target: { type: 'money', label: 'Revenue target', unit: 'Rp', min: 0, required: true, list: true, sort: true },
    shipment_target: { type: 'int', label: 'Shipments target', unit: 'AWB', min: 0, max: 10_000_000, required: true, list: true, sort: true },
    new_customers_target: { type: 'int', label: 'New customers', min: 0, max: 10_000, list: true },
  },
});

export const PRICE_SCREENS = { list: '/app/master-data/price/list', import: '/app/master-data/price/import' } as const;

export const priceResource = defineResource({
  name: 'price',
  module: 'datamaster',
  label: 'Price',
  plural: 'Prices',
  titleField: 'rate_per_kg',
  screens: { read: [PRICE_SCREENS.list, PRICE_SCREENS.import], write: [PRICE_SCREENS.list], import: [PRICE_SCREENS.import] },
  lifecycle: 'delete',
  defaultSort: 'origin_id',
  uniqueTogether: [['origin_id', 'destination_id', 'service_id', 'effective_from']],
  fields: {
    origin_id: { type: 'ref', label: 'Origin', resource: 'coverage-area', example: '31.71.01', required: true, list: true, filter: true, sort: true },
    destination_id: { type: 'ref', label: 'Destination', resource: 'coverage-area', example: '35.78.01', required: true, list: true, filter: true, sort: true },
    service_id: { type: 'ref', label: 'Service', resource: 'service', example: 'REG', required: true, list: true, filter: true },
    moda_id: { type: 'ref', label: 'Moda', resource: 'moda', example: 'AIR', required: true, list: true, filter: true },
    rate_per_kg: { type: 'money', label: 'Rate per kg', unit: 'Rp', min: 1, max: 100_000_000, example: '15000', required: true, list: true, sort: true, filter: true },
    min_kg: { type: 'decimal', label: 'Minimum weight', unit: 'kg', min: 0, max: 1000, scale: 2, required: true, list: true },
    lead_time_min: { type: 'int', label: 'Lead time from', unit: 'days', min: 0, max: 60, required: true, list: true },
    lead_time_max: { type: 'int', label: 'Lead time to', unit: 'days', min: 0, max: 60, example: '2', required: true, list: true },
    effective_from: { type: 'date', label: 'Effective from', example: '2026-01-01', required: true, list: true, sort: true, filter: true },
    effective_to: { type: 'date', label: 'Effective until', example: '', list: true, sort: true, filter: true },
  },
  refine: (v, ctx) => {
    dateAfter('effective_from', 'effective_to', 'Must not be before "Effective from"')(v, ctx);
    leadTimeOrder(v, ctx);
  },
});
