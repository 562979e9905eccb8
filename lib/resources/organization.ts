import { codeField, emailField, nameField, phoneField } from './engine/common-fields';
import { defineResource } from './engine/define';

/* /app/master-data/organization/…: where the company works from and who works there. */

const ORG = '/app/master-data/organization';

/** The AWB label's paper: a thermal roll (100 × 150 mm, or A6), or plain A4 with two labels side by side. */
export const LABEL_SIZES = ['100x150', 'A6', 'A4'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];
export const LABEL_SIZE_LABELS: Record<LabelSize, string> = { '100x150': 'Thermal 100 × 150 mm', A6: 'Thermal A6 (105 × 148 mm)', A4: 'Plain A4, two labels a sheet' };
const own = (screen: string) => ({ read: [`${ORG}/${screen}`], write: [`${ORG}/${screen}`] });

export const branchResource = defineResource({
  name: 'branch',
  table: 'branches',
  module: 'datamaster',
  label: 'Branch',
  plural: 'Branches',
  titleField: 'name',
  screens: own('branches'),
  lifecycle: 'deactivate',
  defaultSort: 'code',
  fields: {
    code: codeField(),
    name: nameField(),
    kind: { type: 'enum', label: 'Kind', options: ['HEAD_OFFICE', 'HUB', 'BRANCH'], labels: { HEAD_OFFICE: 'Head office', HUB: 'Hub', BRANCH: 'Branch' }, required: true, list: true, sort: true, filter: true },
    city: { type: 'text', label: 'City', max: 100, required: true, list: true, sort: true, filter: true, search: true },
    address: { type: 'textarea', label: 'Address', max: 500, required: true },
    phone: phoneField(),
    email: emailField(),
  },
});

export const officeResource = defineResource({
  name: 'office',
  module: 'datamaster',
  label: 'Office',
  plural: 'Offices',
  titleField: 'name',
  screens: own('offices'),
  lifecycle: 'deactivate',
  defaultSort: 'code',
  fields: {
    code: codeField(),
    name: nameField(),
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', required: true, list: true, filter: true },
    kind: { type: 'enum', label: 'Kind', options: ['COUNTER', 'AGENT', 'WAREHOUSE'], labels: { COUNTER: 'Counter', AGENT: 'Agent', WAREHOUSE: 'Warehouse' }, required: true, list: true, sort: true, filter: true, help: 'Counter: our own point of sale; agent: a partner shop accepting shipments for us.' },
    address: { type: 'textarea', label: 'Address', max: 500, required: true },
    pic_name: { type: 'text', label: 'Person in charge', max: 100, list: true, search: true },
    phone: phoneField(),
    area_id: { type: 'ref', label: 'District', resource: 'coverage-area', help: 'Where the office is: the origin its counter starts every AWB with.' },
    label_size: {
      type: 'enum',
      label: 'AWB label size',
      options: LABEL_SIZES,
      labels: LABEL_SIZE_LABELS,
      default: '100x150',
      help: "The paper of the counter's label printer: every AWB label printed for this office's shipments.",
    },
  },
});

export const DEPARTMENTS = ['OPERATIONS', 'COURIER', 'SALES', 'FINANCE', 'CUSTOMER_SERVICE', 'ADMINISTRATION', 'MANAGEMENT'] as const;
export const DEPARTMENT_LABELS: Record<(typeof DEPARTMENTS)[number], string> = {
  OPERATIONS: 'Operations',
  COURIER: 'Courier',
  SALES: 'Sales',
  FINANCE: 'Finance',
  CUSTOMER_SERVICE: 'Customer service',
  ADMINISTRATION: 'Administration',
  MANAGEMENT: 'Management',
};

export const employeeResource = defineResource({
  name: 'employee',
  module: 'datamaster',
  label: 'Employee',
  plural: 'Employees',
  titleField: 'full_name',
  screens: own('employees'),
  lifecycle: 'deactivate',
  defaultSort: 'employee_no',
  fields: {
    employee_no: { ...codeField(20), label: 'Employee no.' },
    full_name: { type: 'text', label: 'Full name', max: 100, required: true, list: true, sort: true, search: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', required: true, list: true, filter: true },
    office_id: { type: 'ref', label: 'Office', resource: 'office', list: true, filter: true },
    department: { type: 'enum', label: 'Department', options: DEPARTMENTS, labels: DEPARTMENT_LABELS, required: true, list: true, sort: true, filter: true },
    position: { type: 'text', label: 'Position', max: 100, required: true, list: true, search: true },
    nik: { type: 'text', label: 'NIK (national id)', max: 16, pattern: { regex: /^\d{16}$/, message: '16 digits' }, unique: true },
    phone: phoneField(),
    email: emailField(),
    joined_on: { type: 'date', label: 'Joined on', required: true, earliest: '1960-01-01', list: true, sort: true, filter: true },
  },
});

export const coverageAreaResource = defineResource({
  name: 'coverage-area',
  module: 'datamaster',
  label: 'Coverage area',
  plural: 'Coverage areas',
  titleField: 'district',
  qualifierField: 'regency',
  screens: {
    read: [`${ORG}/coverage-areas`, '/app/master-data/price/list'],
    write: [`${ORG}/coverage-areas`],
  },
  lifecycle: 'deactivate',
  defaultSort: 'area_code',
  fields: {
    area_code: {
      type: 'text',
      label: 'Area code',
      max: 20,
      required: true,
      unique: true,
      list: true,
      sort: true,
      filter: true,
      search: true,
      example: '31.71.01',
      pattern: { regex: /^\d{2}(\.\d{2}){1,2}$/, message: 'Like 31.71.01 (province.regency.district)' },
    },
    province: { type: 'text', label: 'Province', max: 100, required: true, list: true, sort: true, filter: true, search: true },
    regency: { type: 'text', label: 'Regency / city', max: 100, required: true, list: true, sort: true, filter: true, search: true },
    district: { type: 'text', label: 'District', max: 100, required: true, list: true, sort: true, search: true },
    branch_id: { type: 'ref', label: 'Serving branch', resource: 'branch', list: true, filter: true, help: 'The branch that delivers here; empty: not served yet (a vendor may deliver).' },
    remote: { type: 'bool', label: 'Remote area', list: true, filter: true, help: 'Shipments here carry the remote-area surcharge.' },
  },
});

export const LICENCE_TYPES = ['A', 'B1', 'B2', 'C'] as const;
export const LICENCE_TYPE_LABELS: Record<(typeof LICENCE_TYPES)[number], string> = {
  A: 'SIM A (car, van)',
  B1: 'SIM B1 (truck)',
  B2: 'SIM B2 (truck with trailer)',
  C: 'SIM C (motorcycle)',
};

export const driverResource = defineResource({
  name: 'driver',
  module: 'datamaster',
  label: 'Driver',
  plural: 'Drivers',
  // pickers and documents name the courier, with the licence to tell two of a name apart
  titleField: 'name',
  qualifierField: 'licence_no',
  screens: own('drivers'),
  lifecycle: 'deactivate',
  defaultSort: 'licence_expiry',
  fields: {
    employee_id: { type: 'ref', label: 'Employee', resource: 'employee', required: true, unique: true, list: true, filter: true },
    name: { type: 'text', label: 'Name', max: 100, readonly: true, list: true, sort: true, search: true, help: "The employee's name, kept by the server." },
    licence_no: { type: 'text', label: 'Licence (SIM) no.', max: 20, required: true, unique: true, list: true, sort: true, search: true, pattern: { regex: /^[0-9A-Z-]{6,20}$/i, message: '6–20 letters, digits or -' } },
    licence_type: { type: 'enum', label: 'Licence type', options: LICENCE_TYPES, labels: LICENCE_TYPE_LABELS, required: true, list: true, sort: true, filter: true, help: 'C: motorcycle; A: car and van; B1/B2: trucks.' },
    licence_expiry: { type: 'date', label: 'Licence expires', required: true, list: true, sort: true, filter: true },
    phone: phoneField(),
  },
});

export const VEHICLE_TYPES = ['MOTORCYCLE', 'VAN', 'PICKUP', 'TRUCK_CDE', 'TRUCK_CDD', 'TRUCK_FUSO', 'TRONTON'] as const;
export const VEHICLE_TYPE_LABELS: Record<(typeof VEHICLE_TYPES)[number], string> = {
  MOTORCYCLE: 'Motorcycle',
  VAN: 'Van',
  PICKUP: 'Pickup truck',
  TRUCK_CDE: 'CDE truck (4 wheels)',
  TRUCK_CDD: 'CDD truck (6 wheels)',
  TRUCK_FUSO: 'Fuso truck',
  TRONTON: 'Tronton truck (10 wheels)',
};

export const vehicleResource = defineResource({
  name: 'vehicle',
  module: 'datamaster',
  label: 'Vehicle',
  plural: 'Fleet',
  titleField: 'plate_no',
  screens: own('fleet'),
  lifecycle: 'deactivate',
  defaultSort: 'plate_no',
  fields: {
    plate_no: {
      type: 'text',
      label: 'Plate no.',
      max: 12,
      upper: true,
      required: true,
      unique: true,
      list: true,
      sort: true,
      search: true,
      pattern: { regex: /^[A-Z]{1,2} \d{1,4}( [A-Z]{1,3})?$/, message: 'Like B 1234 XYZ' },
    },
    vehicle_type: { type: 'enum', label: 'Type', options: VEHICLE_TYPES, labels: VEHICLE_TYPE_LABELS, required: true, list: true, sort: true, filter: true },
    capacity_kg: { type: 'int', label: 'Capacity', unit: 'kg', min: 1, max: 40_000, required: true, list: true, sort: true, filter: true },
    capacity_m3: { type: 'decimal', label: 'Volume', unit: 'm³', min: 0, max: 100, scale: 2, list: true, sort: true },
    ownership: { type: 'enum', label: 'Ownership', options: ['OWNED', 'RENTED', 'VENDOR'], labels: { OWNED: 'Owned', RENTED: 'Rented', VENDOR: 'Vendor' }, required: true, list: true, sort: true, filter: true },
    branch_id: { type: 'ref', label: 'Home branch', resource: 'branch', required: true, list: true, filter: true },
    stnk_expiry: { type: 'date', label: 'STNK expires', required: true, list: true, sort: true, filter: true, help: 'Vehicle registration.' },
    kir_expiry: { type: 'date', label: 'KIR expires', list: true, sort: true, filter: true, help: 'Roadworthiness test (trucks and pickups).' },
    insurance_expiry: { type: 'date', label: 'Insurance expires', sort: true, filter: true },
  },
});


/** /misc/settings/delivery-cost: what a courier earns per delivery, by area and vehicle (the HPP of last mile). */
export const deliveryCostResource = defineResource({
  name: 'delivery-cost',
  module: 'setting',
  label: 'Delivery cost',
  plural: 'Delivery costs',
  titleField: 'vehicle_type',
  screens: { read: ['/misc/settings/delivery-cost'], write: ['/misc/settings/delivery-cost'] },
  lifecycle: 'delete',
  defaultSort: '-effective_from',
  uniqueTogether: [['coverage_area_id', 'vehicle_type', 'effective_from']],
  fields: {
    coverage_area_id: { type: 'ref', label: 'Area', resource: 'coverage-area', required: true, list: true, filter: true },
    vehicle_type: { type: 'enum', label: 'Vehicle', options: VEHICLE_TYPES, labels: VEHICLE_TYPE_LABELS, required: true, list: true, sort: true, filter: true },
    fee_per_awb: { type: 'money', label: 'Fee per AWB delivered', unit: 'Rp', min: 0, max: 10_000_000, required: true, list: true, sort: true, filter: true },
    fee_per_kg: { type: 'money', label: 'Extra per kg', unit: 'Rp', min: 0, max: 1_000_000, list: true, help: 'Paid on top for every kg above the first.' },
    failed_attempt_fee: { type: 'money', label: 'Fee per failed attempt', unit: 'Rp', min: 0, max: 10_000_000, list: true },
    effective_from: { type: 'date', label: 'Effective from', required: true, list: true, sort: true, filter: true },
  },
});
