import { codeField as code, descriptionField as description, leadTimeOrder, nameField as name } from './engine/common-fields';
import { PPN_BASE_LABELS, PPN_BASES } from '../finance/tax';
import { defineResource } from './engine/define';

/*
 * The settings of /misc/settings/…: small lists that the rest of the system picks from. Each is
 * declared once here; its API, list, form and detail screens follow from the declaration.
 */

const settingScreens = (route: string) => ({ read: [route], write: [route] });

export const modaResource = defineResource({
  name: 'moda',
  module: 'setting',
  label: 'Moda',
  plural: 'Modas',
  titleField: 'name',
  screens: settingScreens('/misc/settings/moda'),
  lifecycle: 'deactivate',
  defaultSort: 'code',
  fields: {
    code: code(),
    name: name(),
    transport: { type: 'enum', label: 'Transport', options: ['AIR', 'LAND', 'SEA'], labels: { AIR: 'Air', LAND: 'Land', SEA: 'Sea' }, required: true, list: true, sort: true, filter: true },
    volumetric_divisor: {
      type: 'int',
      label: 'Volumetric divisor',
      min: 1000,
      max: 10000,
      required: true,
      list: true,
      sort: true,
      filter: true,
      help: 'Volumetric kg = length × width × height (cm) ÷ this number, e.g. 6000 for air parcels.',
    },
    description,
  },
});

export const serviceResource = defineResource({
  name: 'service',
  module: 'setting',
  label: 'Service',
  plural: 'Services',
  titleField: 'code',
  screens: { read: ['/misc/settings/service', '/misc/settings/cost-case', '/app/master-data/price/list'], write: ['/misc/settings/service'] },
  lifecycle: 'deactivate',
  defaultSort: 'code',
  fields: {
    code: code(),
    name: name(),
    moda_id: { type: 'ref', label: 'Moda', resource: 'moda', required: true, list: true, filter: true },
    lead_time_min: { type: 'int', label: 'Lead time from', unit: 'days', min: 0, max: 60, required: true, list: true, sort: true, filter: true },
    lead_time_max: { type: 'int', label: 'Lead time to', unit: 'days', min: 0, max: 60, required: true, list: true, sort: true, filter: true },
    min_kg: { type: 'decimal', label: 'Minimum weight', unit: 'kg', min: 0, max: 1000, scale: 2, required: true, list: true, sort: true, filter: true },
    rounding_tolerance: {
      type: 'decimal',
      label: 'Rounding tolerance',
      unit: 'kg',
      min: 0,
      max: 0.99,
      scale: 2,
      required: true,
      help: 'A fraction below this is dropped, from it up a whole kg is charged (0.30: 1.29 kg → 1 kg, 1.30 kg → 2 kg; 0 rounds every fraction up).',
    },
    delivers_on_holidays: { type: 'bool', label: 'Delivers on Sundays and holidays', list: true, filter: true },
    ppn_percent: { type: 'decimal', label: 'PPN', unit: '%', min: 0, max: 100, scale: 2, help: 'Empty: the PPN setting (1.1 % on delivery services). A customer contract goes before it.' },
    ppn_base: { type: 'enum', label: 'PPN base', options: PPN_BASES, labels: PPN_BASE_LABELS, help: 'Empty: the amount billed. 11/12 of the price is the general rule (with 12 %).' },
    description,
  },
  refine: leadTimeOrder,
});

export const productResource = defineResource({
  name: 'product',
  module: 'setting',
  label: 'Product',
  plural: 'Products',
  titleField: 'name',
  screens: settingScreens('/misc/settings/product'),
  lifecycle: 'deactivate',
  defaultSort: 'code',
  fields: {
    code: code(),
    name: name(),
    category: { type: 'enum', label: 'Category', options: ['DOCUMENT', 'PARCEL', 'CARGO'], labels: { DOCUMENT: 'Document', PARCEL: 'Parcel', CARGO: 'Cargo' }, required: true, list: true, sort: true, filter: true },
    description,
  },
});

export const COST_CALCULATIONS = ['FLAT', 'PER_KG', 'PER_KOLI', 'PERCENT_OF_GOODS', 'PERCENT_OF_FREIGHT'] as const;
export const COST_CALCULATION_LABELS: Record<(typeof COST_CALCULATIONS)[number], string> = {
  FLAT: 'Flat amount',
  PER_KG: 'Per kg',
  PER_KOLI: 'Per koli',
  PERCENT_OF_GOODS: '% of the goods value',
  PERCENT_OF_FREIGHT: '% of the freight',
};

export const costTypeResource = defineResource({
  name: 'cost-type',
  module: 'setting',
  label: 'Cost type',
  plural: 'Cost types',
  titleField: 'name',
  screens: { read: ['/misc/settings/cost-type', '/misc/settings/cost-case'], write: ['/misc/settings/cost-type'] },
  lifecycle: 'deactivate',
  defaultSort: 'code',
  fields: {
    code: code(),
    name: name(),
    calculation: { type: 'enum', label: 'Calculation', options: COST_CALCULATIONS, labels: COST_CALCULATION_LABELS, required: true, list: true, sort: true, filter: true },
    default_amount: {
      type: 'decimal',
      label: 'Default amount',
      min: 0,
      max: 999_999_999,
      scale: 2,
      required: true,
      list: true,
      sort: true,
      filter: true,
      help: 'Rupiah for flat, per-kg and per-koli costs; a percentage for the percent calculations.',
    },
    taxable: { type: 'bool', label: 'Subject to PPN', list: true, filter: true, default: true },
    description,
  },
  refine: (v, ctx) => {
    if (String(v.calculation).startsWith('PERCENT') && typeof v.default_amount === 'number' && v.default_amount > 100) {
      ctx.addIssue({ code: 'custom', path: ['default_amount'], message: 'A percentage: at most 100' });
    }
  },
});

export const COST_CASE_APPLIES = ['ON_REQUEST', 'ALWAYS', 'REMOTE_AREA'] as const;
export const COST_CASE_APPLIES_LABELS: Record<(typeof COST_CASE_APPLIES)[number], string> = { ON_REQUEST: 'On request', ALWAYS: 'Always', REMOTE_AREA: 'Remote area' };

export const costCaseResource = defineResource({
  name: 'cost-case',
  module: 'setting',
  label: 'Cost case',
  plural: 'Cost cases',
  titleField: 'name',
  screens: settingScreens('/misc/settings/cost-case'),
  lifecycle: 'deactivate',
  defaultSort: 'code',
  fields: {
    code: code(),
    name: name('Case'),
    cost_type_id: { type: 'ref', label: 'Cost type', resource: 'cost-type', required: true, list: true, filter: true },
    service_id: { type: 'ref', label: 'Only for service', resource: 'service', list: true, filter: true, help: 'Empty: every service.' },
    min_kg: { type: 'decimal', label: 'From weight', unit: 'kg', min: 0, max: 100_000, list: true, sort: true, filter: true, help: 'Empty: any weight.' },
    amount: { type: 'decimal', label: 'Amount', min: 0, max: 999_999_999, scale: 2, list: true, sort: true, help: 'Empty: the cost type’s default amount.' },
    applies: {
      type: 'enum',
      label: 'Applies',
      options: COST_CASE_APPLIES,
      labels: COST_CASE_APPLIES_LABELS,
      default: 'ON_REQUEST',
      required: true,
      list: true,
      filter: true,
      help: 'On request: when the clerk picks it (a wooden crate). Always: whenever its service and weight fit. Remote area: when the destination is remote.',
    },
    description,
  },
});

export const customerTypeResource = defineResource({
  name: 'customer-type',
  module: 'setting',
  label: 'Customer type',
  plural: 'Customer types',
  titleField: 'name',
  screens: settingScreens('/misc/settings/customer-type'),
  lifecycle: 'deactivate',
  defaultSort: 'code',
  fields: {
    code: code(),
    name: name(),
    payment: { type: 'enum', label: 'Payment', options: ['CASH', 'CREDIT'], labels: { CASH: 'Cash', CREDIT: 'Credit' }, required: true, list: true, sort: true, filter: true },
    withholds_pph23: { type: 'bool', label: 'Withholds PPh 23', list: true, filter: true, help: 'Corporate customers withhold 2 % when they pay.' },
    description,
  },
});

export const customerParetoResource = defineResource({
  name: 'customer-pareto',
  module: 'setting',
  table: 'customer_pareto_classes',
  label: 'Customer pareto class',
  plural: 'Customer pareto classes',
  titleField: 'code',
  screens: settingScreens('/misc/settings/customer-pareto'),
  lifecycle: 'delete',
  defaultSort: '-min_share',
  fields: {
    code: code(5),
    name: name(),
    min_share: { type: 'decimal', label: 'Revenue share from', unit: '%', min: 0, max: 100, scale: 2, required: true, list: true, sort: true },
    max_share: { type: 'decimal', label: 'Revenue share to', unit: '%', min: 0, max: 100, scale: 2, required: true, list: true, sort: true },
    description,
  },
  refine: (v, ctx) => {
    if (typeof v.min_share === 'number' && typeof v.max_share === 'number' && v.max_share < v.min_share) {
      ctx.addIssue({ code: 'custom', path: ['max_share'], message: 'Must not be below "Revenue share from"' });
    }
  },
});

export const referenceTypeResource = defineResource({
  name: 'reference-type',
  module: 'setting',
  label: 'Reference type',
  plural: 'Reference types',
  titleField: 'name',
  screens: settingScreens('/misc/settings/reference-type'),
  lifecycle: 'deactivate',
  defaultSort: 'code',
  fields: {
    code: code(),
    name: name(),
    required_for_credit: { type: 'bool', label: 'Required on credit shipments', list: true, filter: true },
    description,
  },
});

export const holidayResource = defineResource({
  name: 'holiday',
  module: 'setting',
  label: 'Holiday',
  plural: 'Holidays',
  titleField: 'name',
  screens: settingScreens('/misc/settings/holiday'),
  lifecycle: 'delete',
  defaultSort: '-date',
  fields: {
    date: { type: 'date', label: 'Date', required: true, unique: true, list: true, sort: true, filter: true },
    name: name(),
    national: { type: 'bool', label: 'National holiday', list: true, filter: true, default: true },
    description,
  },
});

const SEMVER = { regex: /^\d{1,3}\.\d{1,3}\.\d{1,4}$/, message: 'A version like 2.14.0' };

/** Compares two x.y.z versions: negative when a is older. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

export const mobileVersionResource = defineResource({
  name: 'mobile-version',
  module: 'setting',
  label: 'Mobile version',
  plural: 'Mobile versions',
  titleField: 'latest_version',
  screens: settingScreens('/misc/settings/mobile-version'),
  lifecycle: 'delete',
  defaultSort: '-released_on',
  fields: {
    platform: { type: 'enum', label: 'Platform', options: ['ANDROID', 'IOS'], labels: { ANDROID: 'Android', IOS: 'iOS' }, required: true, list: true, sort: true, filter: true },
    latest_version: { type: 'text', label: 'Latest version', max: 20, pattern: SEMVER, required: true, list: true, sort: true, search: true },
    min_version: { type: 'text', label: 'Minimum supported', max: 20, pattern: SEMVER, required: true, list: true, search: true },
    force_update: { type: 'bool', label: 'Force update', list: true, filter: true, help: 'Older apps must update before they can be used.' },
    released_on: { type: 'date', label: 'Released on', required: true, list: true, sort: true, filter: true },
    release_notes: { type: 'textarea', label: 'Release notes', max: 2000 },
  },
  refine: (v, ctx) => {
    const latest = v.latest_version;
    const min = v.min_version;
    if (typeof latest === 'string' && typeof min === 'string' && SEMVER.regex.test(latest) && SEMVER.regex.test(min) && compareVersions(min, latest) > 0) {
      ctx.addIssue({ code: 'custom', path: ['min_version'], message: 'Must not be newer than the latest version' });
    }
  },
});
