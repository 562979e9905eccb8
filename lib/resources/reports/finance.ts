import { TRIP_ALLOWANCE } from '../documents/screens';
import { branchParam, customerParam, periodParams, reportRoute } from './common';
import { defineReport, type DrillDefinition, type ReportColumn, type ReportDefinition, type ReportParam } from './define-report';

/*
 * Finance: what customers owe us and since when (aging as of any date, by customer or by their sales
 * person), what we owe vendors, which invoices the collectors should chase (and the PPh 23 slips still
 * to come), and the drivers' trip allowances advanced, spent and settled. Aging and monitoring read the
 * one ledger's open items (lib/server/finance/aging.ts), never the invoices' whole history.
 */

const LEDGER_FRESHNESS = 'Exact to the last posted document: the open items of the ledger, posted in each document’s own transaction.';

/**
 * The aging buckets shown: Current and up to six more, so up to five bounds of the finance setting
 * (default 30, 60, 90, 120: Current, 1–30, 31–60, 61–90, 91–120, > 120). A setting with more bounds
 * is shown with everything beyond the fifth in the last bucket (the report says so in a note).
 */
export const AGING_BUCKET_COLUMNS = 7;
export const AGING_MAX_BOUNDS = AGING_BUCKET_COLUMNS - 2;
export const agingBucketKey = (i: number) => `b${i}`;

export const AGING_BASES = ['due', 'invoice'] as const;
export const AGING_BASIS_LABELS: Record<(typeof AGING_BASES)[number], string> = { due: 'Due date', invoice: 'Invoice date' };

const agingParams = {
  as_of: { type: 'date', label: 'As of', default: 'today', required: true, help: 'Each item’s balance from its entries up to this day.' },
  basis: { type: 'enum', label: 'Age from', options: AGING_BASES, labels: AGING_BASIS_LABELS, default: 'due' },
  ...branchParam,
} as const satisfies Record<string, ReportParam>;

/**
 * The bucket columns: declared generic (a declaration is static, the buckets are a setting); the
 * answer names them (summary.column_labels: "1–30" …), which the screen shows in their place.
 */
const bucketColumns = (drillKey: string): ReportColumn[] =>
  Array.from({ length: AGING_BUCKET_COLUMNS }, (_, i) => ({
    key: agingBucketKey(i),
    label: i === 0 ? 'Current' : `Bucket ${i}`,
    format: 'money',
    total: 'sum',
    priority: i === 0 || i === 1 ? 'md' : i < 5 ? 'lg' : 'xl',
    help: i === 0 ? 'Not yet aged (not yet due, by due date).' : 'Days as the finance settings’ aging buckets say (named above the table).',
    drill: { to: 'items', keys: { [drillKey]: `@${drillKey}`, set: agingBucketKey(i) } },
  }));

const agingFigures = (drillKey: string): ReportColumn[] => [
  ...bucketColumns(drillKey),
  { key: 'total', label: 'Owed', format: 'money', total: 'sum', priority: 'always', help: 'Every open item with something still owed.', drill: { to: 'items', keys: { [drillKey]: `@${drillKey}`, set: 'owed' } } },
  { key: 'credit', label: 'Unapplied credit', format: 'money', total: 'sum', priority: 'lg', help: 'Deposits and corrections not yet applied: not aged.', drill: { to: 'items', keys: { [drillKey]: `@${drillKey}`, set: 'credit' } } },
  { key: 'balance', label: 'Balance', format: 'money', total: 'sum', priority: 'md', help: 'Owed less the unapplied credit.' },
  { key: 'items', label: 'Open items', format: 'int', total: 'sum', priority: 'lg', drill: { to: 'items', keys: { [drillKey]: `@${drillKey}`, set: 'all' } } },
];

/** The open items behind a figure: `set` is one bucket (b0…b6), `owed`, `credit` or `all`. */
const itemsDrill = (partyKey: string, open: { route: string; query: Record<string, string> }, itemLabel: string): DrillDefinition => ({
  label: 'Open items',
  keys: { [partyKey]: 'int', set: 'text' },
  columns: [
    { key: 'number', label: itemLabel, format: 'text', priority: 'always' },
    { key: 'kind', label: 'Kind', format: 'text', priority: 'lg' },
    { key: 'date', label: 'Date', format: 'date', priority: 'md' },
    { key: 'due_date', label: 'Due', format: 'date', priority: 'always' },
    { key: 'age', label: 'Age', format: 'days', priority: 'md' },
    { key: 'bucket', label: 'Bucket', format: 'text', priority: 'md' },
    { key: 'balance', label: 'Balance', format: 'money', priority: 'always' },
  ],
  open,
});

const INVOICE_LIST = { route: '/finance/ar/invoice/list', query: { number: '@number' } };

export const agingArCustomerReport = defineReport({
  name: 'aging-ar-customer',
  title: 'AR aging by customer',
  description: 'What each customer owes as of a date, by how long it has been due (or since its invoice), with credits not yet applied.',
  route: reportRoute('aging-ar-customer'),
  params: { ...agingParams, ...customerParam },
  columns: [{ key: 'customer', label: 'Customer', format: 'text', priority: 'always' }, ...agingFigures('customer_id'), { key: 'customer_id', label: 'Customer id', format: 'int', hidden: true }],
  drills: { items: itemsDrill('customer_id', INVOICE_LIST, 'Invoice / item') },
  source: 'ledger',
  freshness: LEDGER_FRESHNESS,
  branchScoped: true,
});

export const agingArMarketingReport = defineReport({
  name: 'aging-ar-marketing',
  title: 'AR aging by sales person',
  description: 'The customers’ aging grouped by their sales person, with a subtotal for each: whose accounts are late, and by how much.',
  route: reportRoute('aging-ar-marketing'),
  params: { ...agingParams, sales_id: { type: 'ref', label: 'Sales person', resource: 'employee' } },
  columns: [
    { key: 'sales', label: 'Sales person', format: 'text', priority: 'always' },
    { key: 'customer', label: 'Customer', format: 'text', priority: 'always' },
    ...agingFigures('customer_id'),
    { key: 'customer_id', label: 'Customer id', format: 'int', hidden: true },
    { key: 'sales_id', label: 'Sales person id', format: 'int', hidden: true },
  ],
  groupBy: 'sales',
  drills: { items: itemsDrill('customer_id', INVOICE_LIST, 'Invoice / item') },
  source: 'ledger',
  freshness: LEDGER_FRESHNESS,
  branchScoped: true,
});

export const agingApReport = defineReport({
  name: 'aging-ap',
  title: 'AP aging by vendor',
  description: 'What we owe each vendor as of a date (their posted bills less PPh 23 withheld and payments), by how long it has been due.',
  route: reportRoute('aging-ap'),
  params: { ...agingParams, vendor_id: { type: 'ref', label: 'Vendor', resource: 'vendor' } },
  columns: [{ key: 'vendor', label: 'Vendor', format: 'text', priority: 'always' }, ...agingFigures('vendor_id'), { key: 'vendor_id', label: 'Vendor id', format: 'int', hidden: true }],
  drills: { items: itemsDrill('vendor_id', { route: '/finance/ap/invoice-vendor/list', query: { number: '@number' } }, 'Bill') },
  source: 'ledger',
  freshness: LEDGER_FRESHNESS,
  branchScoped: true,
});

/* ---------------------------------------------------------------- monitoring receivable */

export const monitoringReceivableReport = defineReport({
  name: 'monitoring-receivable',
  title: 'Receivable monitoring',
  description: 'Each collector’s customers with invoices open as of a date: not yet due, overdue and for how long, and the PPh 23 slips still to collect.',
  route: reportRoute('monitoring-receivable'),
  params: {
    as_of: { type: 'date', label: 'As of', default: 'today', required: true },
    ...branchParam,
    ...customerParam,
    collector_id: { type: 'ref', label: 'Collector', resource: 'employee' },
  },
  columns: [
    { key: 'collector', label: 'Collector', format: 'text', priority: 'always', help: 'Who holds the invoice now (a collection or a delivery sheet), else the invoice’s own collector.' },
    { key: 'customer', label: 'Customer', format: 'text', priority: 'always' },
    { key: 'invoices', label: 'Invoices', format: 'int', total: 'sum', priority: 'md', drill: { to: 'invoices', keys: { customer_id: '@customer_id', collector_id: '@collector_id', set: 'all' } } },
    { key: 'not_due', label: 'Not yet due', format: 'money', total: 'sum', priority: 'lg', drill: { to: 'invoices', keys: { customer_id: '@customer_id', collector_id: '@collector_id', set: 'not_due' } } },
    { key: 'overdue', label: 'Overdue', format: 'money', total: 'sum', priority: 'always', drill: { to: 'invoices', keys: { customer_id: '@customer_id', collector_id: '@collector_id', set: 'overdue' } } },
    { key: 'overdue_invoices', label: 'Invoices overdue', format: 'int', total: 'sum', priority: 'xl' },
    { key: 'days_overdue', label: 'Oldest overdue', format: 'days', total: 'none', priority: 'md', help: 'Days past the due date of the oldest overdue invoice.' },
    { key: 'outstanding', label: 'Outstanding', format: 'money', total: 'sum', priority: 'always', help: 'The invoices’ ledger balance as of the date.', drill: { to: 'invoices', keys: { customer_id: '@customer_id', collector_id: '@collector_id', set: 'all' } } },
    {
      key: 'pph23_awaiting',
      label: 'Awaiting PPh 23 slip',
      format: 'money',
      total: 'sum',
      priority: 'md',
      help: 'Invoices the customer paid net of PPh 23 without handing over the withholding slip yet: what stays open is the PPh 23.',
      drill: { to: 'invoices', keys: { customer_id: '@customer_id', collector_id: '@collector_id', set: 'pph23' } },
    },
    { key: 'pph23_slips', label: 'Slips awaited', format: 'int', total: 'sum', priority: 'lg' },
    { key: 'collector_id', label: 'Collector id', format: 'int', hidden: true },
    { key: 'customer_id', label: 'Customer id', format: 'int', hidden: true },
  ],
  groupBy: 'collector',
  drills: {
    invoices: {
      label: 'Invoices',
      // collector_id 0: invoices without a collector; set: all, not_due, overdue or pph23 (awaiting the slip)
      keys: { customer_id: 'int', collector_id: 'int', set: 'text' },
      columns: [
        { key: 'number', label: 'Invoice', format: 'text', priority: 'always' },
        { key: 'invoice_date', label: 'Date', format: 'date', priority: 'lg' },
        { key: 'due_date', label: 'Due', format: 'date', priority: 'always' },
        { key: 'days_overdue', label: 'Overdue', format: 'days', priority: 'md' },
        { key: 'customer', label: 'Customer', format: 'text', priority: 'lg' },
        { key: 'collector', label: 'Collector', format: 'text', priority: 'lg' },
        { key: 'location', label: 'Where', format: 'text', priority: 'xl' },
        { key: 'total', label: 'Total', format: 'money', priority: 'md' },
        { key: 'outstanding', label: 'Outstanding', format: 'money', priority: 'always' },
        { key: 'pph23_awaiting', label: 'Awaiting PPh 23 slip', format: 'money', priority: 'md' },
      ],
      open: INVOICE_LIST,
    },
  },
  source: 'ledger',
  freshness: LEDGER_FRESHNESS,
  branchScoped: true,
});

/* ---------------------------------------------------------------- trip allowances */

export const TRIP_GROUPS = ['driver', 'branch'] as const;

export const tripAllowanceReport = defineReport({
  name: 'trip-allowance',
  title: 'Trip allowances',
  description: 'The drivers’ trip allowances of the period: approved, paid out, spent and the differences settled, per driver or per branch.',
  route: reportRoute('trip-allowance'),
  params: {
    ...periodParams,
    by: { type: 'enum', label: 'Per', options: TRIP_GROUPS, labels: { driver: 'Driver', branch: 'Branch' }, default: 'driver' },
    ...branchParam,
    driver_id: { type: 'ref', label: 'Driver', resource: 'driver' },
  },
  columns: [
    { key: 'group', label: 'Driver / branch', format: 'text', priority: 'always' },
    { key: 'number', label: 'Trip allowance', format: 'text', priority: 'always', drill: { to: 'trips', keys: { number: '@number' } } },
    { key: 'trip_date', label: 'Trip date', format: 'date', priority: 'md' },
    { key: 'driver', label: 'Driver', format: 'text', priority: 'lg' },
    { key: 'route', label: 'Route', format: 'text', priority: 'lg' },
    { key: 'status', label: 'Status', format: 'text', priority: 'md' },
    { key: 'advance', label: 'Approved', format: 'money', total: 'sum', priority: 'md', help: 'The advance approved (the route’s rate, or as edited).' },
    { key: 'paid_out', label: 'Paid out', format: 'money', total: 'sum', priority: 'always' },
    { key: 'spent', label: 'Spent', format: 'money', total: 'sum', priority: 'md', help: 'What the driver spent, once settled.' },
    { key: 'difference', label: 'Difference', format: 'money', total: 'sum', priority: 'always', help: 'Advance less spent, once settled: returned by the driver (positive) or paid to them (negative).' },
    { key: 'unsettled', label: 'Not yet settled', format: 'money', total: 'sum', priority: 'lg', help: 'Paid out and not settled yet: cash on the road.' },
    { key: 'driver_id', label: 'Driver id', format: 'int', hidden: true },
    { key: 'branch_id', label: 'Branch id', format: 'int', hidden: true },
  ],
  groupBy: 'group',
  drills: {
    trips: {
      label: 'Trip allowances',
      keys: { number: 'text' },
      columns: [
        { key: 'number', label: 'Trip allowance', format: 'text', priority: 'always' },
        { key: 'trip_date', label: 'Trip date', format: 'date', priority: 'md' },
        { key: 'manifest_number', label: 'Manifest', format: 'text', priority: 'lg' },
        { key: 'driver', label: 'Driver', format: 'text', priority: 'md' },
        { key: 'route', label: 'Route', format: 'text', priority: 'lg' },
        { key: 'status', label: 'Status', format: 'text', priority: 'md' },
        { key: 'fuel', label: 'Fuel', format: 'money', priority: 'xl' },
        { key: 'tolls', label: 'Tolls', format: 'money', priority: 'xl' },
        { key: 'loading', label: 'Loading', format: 'money', priority: 'xl' },
        { key: 'meals', label: 'Meals', format: 'money', priority: 'xl' },
        { key: 'other', label: 'Other', format: 'money', priority: 'xl' },
        { key: 'advance', label: 'Advance', format: 'money', priority: 'always' },
        { key: 'spent', label: 'Spent', format: 'money', priority: 'md' },
        { key: 'difference', label: 'Difference', format: 'money', priority: 'always' },
      ],
      open: { route: TRIP_ALLOWANCE.list, query: { number: '@number' } },
    },
  },
  source: 'documents',
  freshness: 'Live: the approved trip allowances themselves (a small table), to the last saved action.',
  branchScoped: true,
});

export const FINANCE_REPORTS: readonly ReportDefinition[] = [
  agingArCustomerReport,
  agingArMarketingReport,
  agingApReport,
  monitoringReceivableReport,
  tripAllowanceReport,
] as unknown as ReportDefinition[];
