import type { DrillDefinition, ReportDefinition, ReportParam } from './define-report';
import { defineReport } from './define-report';
import { bookedAwbsDrill, branchParam, periodParams, reportRoute, serviceParam } from './common';

/*
 * Marketing: each sales person against their monthly targets, each customer's weight in the revenue
 * (pareto class, new and lost accounts), and the margin of each route once its costs are in (HPP).
 * The first two read the daily shipment rollup; HPP reads the documents (the AWBs of the period and the
 * manifests, trip allowances, hand-overs and runsheets that carried them).
 */

const ROLLUP_FRESHNESS = 'Exact to the last booked AWB (daily rollups kept in each save’s own transaction).';

const salesPersonParam = { sales_id: { type: 'ref', label: 'Sales person', resource: 'employee' } } as const satisfies Record<string, ReportParam>;

/** The booked AWBs of a sales person's customers (0: customers without one). */
const salesAwbsDrill: DrillDefinition = { ...bookedAwbsDrill, keys: { ...bookedAwbsDrill.keys, sales_id: 'int' } };

/** The customers won in a period: their first booked AWB falls in it. */
const newCustomersDrill: DrillDefinition = {
  label: 'New customers',
  keys: { date_from: 'date', date_to: 'date', branch_id: 'int', sales_id: 'int' },
  columns: [
    { key: 'customer', label: 'Customer', format: 'text', priority: 'always' },
    { key: 'city', label: 'City', format: 'text', priority: 'lg' },
    { key: 'first_date', label: 'First AWB on', format: 'date', priority: 'always' },
    { key: 'first_awb', label: 'First AWB', format: 'text', priority: 'md' },
    { key: 'awbs', label: 'AWBs in the period', format: 'int', priority: 'md' },
    { key: 'revenue', label: 'Revenue (DPP)', format: 'money', priority: 'always' },
  ],
  open: { route: '/operational/tracking/system', query: { q: '@first_awb' } },
};

export const performanceMarketingReport = defineReport({
  name: 'performance-marketing',
  title: 'Marketing performance',
  description: 'Each sales person’s month against their targets: revenue and AWBs of their customers, customers won, achievement.',
  route: reportRoute('performance-marketing'),
  params: {
    month_from: { type: 'month', label: 'From month', default: 'this-month', required: true },
    month_to: { type: 'month', label: 'Until month', default: 'this-month', required: true },
    ...branchParam,
    ...salesPersonParam,
  },
  columns: [
    { key: 'month', label: 'Month', format: 'text', priority: 'always' },
    { key: 'sales_person', label: 'Sales person', format: 'text', priority: 'always' },
    { key: 'sales_branch', label: 'Their branch', format: 'text', priority: 'xl' },
    { key: 'customers', label: 'Active customers', format: 'int', total: 'none', priority: 'lg', help: 'Customers with at least one booked AWB in the month.' },
    { key: 'awbs', label: 'AWBs', format: 'int', total: 'sum', priority: 'always', drill: { to: 'awbs', keys: { date_from: '@date_from', date_to: '@date_to', sales_id: '@sales_id', branch_id: '$branch_id' } } },
    { key: 'shipment_target', label: 'AWB target', format: 'int', total: 'sum', priority: 'md' },
    { key: 'awbs_pct', label: 'AWBs achieved', format: 'percent', total: { ratio: ['targeted_awbs', 'shipment_target'] }, priority: 'md' },
    { key: 'chargeable_kg', label: 'Chargeable kg', format: 'kg', total: 'sum', priority: 'xl' },
    { key: 'revenue', label: 'Revenue (DPP)', format: 'money', total: 'sum', priority: 'always', help: 'Total before PPN.', drill: { to: 'awbs', keys: { date_from: '@date_from', date_to: '@date_to', sales_id: '@sales_id', branch_id: '$branch_id' } } },
    { key: 'revenue_target', label: 'Revenue target', format: 'money', total: 'sum', priority: 'always' },
    { key: 'revenue_pct', label: 'Revenue achieved', format: 'percent', total: { ratio: ['targeted_revenue', 'revenue_target'] }, priority: 'always', help: 'Of the rows with a target.' },
    { key: 'revenue_gap', label: 'Above (below) target', format: 'money', total: 'sum', priority: 'lg', help: 'Revenue less the target; empty without a target.' },
    { key: 'new_customers', label: 'New customers', format: 'int', total: 'sum', priority: 'md', help: 'Customers whose first booked AWB falls in the month.', drill: { to: 'customers', keys: { date_from: '@date_from', date_to: '@date_to', sales_id: '@sales_id', branch_id: '$branch_id' } } },
    { key: 'new_customers_target', label: 'New customers target', format: 'int', total: 'sum', priority: 'lg' },
    { key: 'new_customers_pct', label: 'New customers achieved', format: 'percent', total: { ratio: ['targeted_new_customers', 'new_customers_target'] }, priority: 'xl' },
    // the figures of the rows that have a target: what a total's achievement compares with the targets
    { key: 'targeted_awbs', label: 'AWBs with a target', format: 'int', total: 'sum', hidden: true },
    { key: 'targeted_revenue', label: 'Revenue with a target', format: 'money', total: 'sum', hidden: true },
    { key: 'targeted_new_customers', label: 'New customers with a target', format: 'int', total: 'sum', hidden: true },
    { key: 'sales_id', label: 'Sales person id', format: 'int', hidden: true },
    { key: 'date_from', label: 'From', format: 'date', hidden: true },
    { key: 'date_to', label: 'Until', format: 'date', hidden: true },
  ],
  groupBy: 'month',
  chart: { type: 'bar', x: 'sales_person', series: ['revenue', 'revenue_target'] },
  drills: { awbs: salesAwbsDrill, customers: newCustomersDrill },
  source: 'rollup',
  freshness: `${ROLLUP_FRESHNESS} A customer counts for the sales person it names today.`,
  branchScoped: true,
});

export const customerReport = defineReport({
  name: 'customer',
  title: 'Customers',
  description: 'Each customer’s revenue, AWBs and kg, its share and pareto class, its growth, and the accounts won and lost.',
  route: reportRoute('customer'),
  params: { ...periodParams, ...branchParam, ...serviceParam, ...salesPersonParam },
  columns: [
    { key: 'rank', label: '#', format: 'int', priority: 'md' },
    { key: 'customer', label: 'Customer', format: 'text', priority: 'always' },
    { key: 'city', label: 'City', format: 'text', priority: 'xl' },
    { key: 'sales_person', label: 'Sales person', format: 'text', priority: 'xl' },
    { key: 'awbs', label: 'AWBs', format: 'int', total: 'sum', priority: 'always', drill: { to: 'awbs', keys: { date_from: '$date_from', date_to: '$date_to', customer_id: '@customer_id', branch_id: '$branch_id', service_id: '$service_id' } } },
    { key: 'koli', label: 'Koli', format: 'int', total: 'sum', priority: 'xl' },
    { key: 'chargeable_kg', label: 'Chargeable kg', format: 'kg', total: 'sum', priority: 'lg' },
    { key: 'revenue', label: 'Revenue (DPP)', format: 'money', total: 'sum', priority: 'always', help: 'Total before PPN.' },
    { key: 'share_pct', label: 'Share', format: 'percent', total: { ratio: ['revenue', 'revenue'] }, priority: 'md' },
    { key: 'cumulative_pct', label: 'Cumulative share', format: 'percent', priority: 'lg', help: 'This customer’s share plus every larger customer’s.' },
    { key: 'pareto', label: 'Class', format: 'text', priority: 'always', help: 'From the customer pareto classes: where the customer’s slice of the cumulative share starts.' },
    { key: 'pareto_on_file', label: 'Class on file', format: 'text', priority: 'xl', help: 'The class the customer master holds.' },
    {
      key: 'previous_revenue',
      label: 'Previous period',
      format: 'money',
      total: 'sum',
      priority: 'lg',
      help: 'Revenue of the period as long just before.',
      drill: { to: 'awbs', keys: { date_from: '@previous_from', date_to: '@previous_to', customer_id: '@customer_id', branch_id: '$branch_id', service_id: '$service_id' } },
    },
    { key: 'growth_pct', label: 'Growth', format: 'percent', total: { ratio: ['revenue_change', 'previous_revenue'] }, priority: 'md' },
    { key: 'revenue_change', label: 'Change', format: 'money', total: 'sum', priority: 'xl' },
    { key: 'status', label: 'New / lost', format: 'text', priority: 'md', help: 'NEW: its first booked AWB falls in the period. LOST: AWBs in the previous period, none in this one.' },
    { key: 'first_date', label: 'First AWB on', format: 'date', priority: 'xl' },
    { key: 'customer_id', label: 'Customer id', format: 'int', hidden: true },
    { key: 'previous_from', label: 'Previous from', format: 'date', hidden: true },
    { key: 'previous_to', label: 'Previous until', format: 'date', hidden: true },
  ],
  chart: { type: 'line', x: 'customer', series: ['cumulative_pct'] },
  drills: { awbs: bookedAwbsDrill },
  source: 'rollup',
  freshness: ROLLUP_FRESHNESS,
  branchScoped: true,
});

/** One AWB's revenue and the costs it carries. */
const hppAwbsDrill: DrillDefinition = {
  label: 'AWBs and their costs',
  keys: { date_from: 'date', date_to: 'date', branch_id: 'int', destination_branch_id: 'int', service_id: 'int' },
  columns: [
    { key: 'number', label: 'AWB', format: 'text', priority: 'always' },
    { key: 'shipment_date', label: 'Date', format: 'date', priority: 'md' },
    { key: 'customer', label: 'Customer', format: 'text', priority: 'lg' },
    { key: 'service', label: 'Service', format: 'text', priority: 'lg' },
    { key: 'chargeable_kg', label: 'Chargeable', format: 'kg', priority: 'md' },
    { key: 'revenue', label: 'Revenue (DPP)', format: 'money', priority: 'always' },
    { key: 'trip_allowance', label: 'Trip allowances', format: 'money', priority: 'lg' },
    { key: 'linehaul_vendor', label: 'Linehaul vendors', format: 'money', priority: 'lg' },
    { key: 'vendor_delivery', label: 'Vendor delivery', format: 'money', priority: 'lg' },
    { key: 'courier_fee', label: 'Courier fees', format: 'money', priority: 'lg' },
    { key: 'total_cost', label: 'Cost', format: 'money', priority: 'always' },
    { key: 'margin', label: 'Margin', format: 'money', priority: 'always' },
    { key: 'status', label: 'Status', format: 'text', priority: 'md' },
  ],
  open: { route: '/operational/tracking/system', query: { q: '@number' } },
};

const routeKeys = { date_from: '$date_from', date_to: '$date_to', branch_id: '@branch_id', destination_branch_id: '@destination_branch_id', service_id: '$service_id' };

export const hppReport = defineReport({
  name: 'hpp',
  title: 'Cost of service (HPP) and margin',
  description: 'Per route (origin → destination branch): the revenue of the AWBs booked in the period against what carrying and delivering them cost.',
  route: reportRoute('hpp'),
  params: { ...periodParams, ...branchParam, destination_branch_id: { type: 'ref', label: 'Destination', resource: 'branch' }, ...serviceParam },
  columns: [
    { key: 'origin', label: 'Origin', format: 'text', priority: 'always' },
    { key: 'destination', label: 'Destination', format: 'text', priority: 'always' },
    { key: 'awbs', label: 'AWBs', format: 'int', total: 'sum', priority: 'always', drill: { to: 'awbs', keys: routeKeys } },
    { key: 'chargeable_kg', label: 'Chargeable kg', format: 'kg', total: 'sum', priority: 'lg' },
    { key: 'revenue', label: 'Revenue (DPP)', format: 'money', total: 'sum', priority: 'always', help: 'Total before PPN.' },
    { key: 'trip_allowance', label: 'Trip allowances', format: 'money', total: 'sum', priority: 'md', help: 'Linehaul by our fleet: each manifest’s trip allowances (spent once settled, else the advance) shared by its AWBs’ chargeable kg.' },
    { key: 'linehaul_vendor', label: 'Linehaul vendors', format: 'money', total: 'sum', priority: 'lg', help: 'Manifests a vendor carried: what they billed (posted), else their rates; shared by chargeable kg.' },
    { key: 'vendor_delivery', label: 'Vendor delivery', format: 'money', total: 'sum', priority: 'md', help: 'Last mile by a vendor: the hand-over’s cost per AWB, or its share of what the vendor billed (posted).' },
    { key: 'courier_fee', label: 'Courier fees', format: 'money', total: 'sum', priority: 'md', help: 'Our couriers: the delivery cost setting per delivered AWB (plus per kg above the first) and per failed attempt.' },
    { key: 'total_cost', label: 'Cost (HPP)', format: 'money', total: 'sum', priority: 'always' },
    { key: 'margin', label: 'Margin', format: 'money', total: 'sum', priority: 'always' },
    { key: 'margin_pct', label: 'Margin %', format: 'percent', total: { ratio: ['margin', 'revenue'] }, priority: 'always' },
    { key: 'cost_per_kg', label: 'Cost per kg', format: 'money', total: { ratio: ['total_cost', 'chargeable_kg'], percent: false }, priority: 'xl' },
    { key: 'branch_id', label: 'Origin id', format: 'int', hidden: true },
    { key: 'destination_branch_id', label: 'Destination id', format: 'int', hidden: true },
  ],
  groupBy: 'origin',
  drills: { awbs: hppAwbsDrill },
  source: 'documents',
  freshness:
    'Exact at the moment it runs, read from the documents: the AWBs booked in the period (a route belongs to its origin branch), and the manifests, trip allowances, vendor hand-overs and bills, and runsheets dated from a week before the period to 60 days after it that carried them. Costs arrive as the AWBs travel: one not yet carried or delivered has none yet.',
  branchScoped: true,
});

export const MARKETING_REPORTS: readonly ReportDefinition[] = [performanceMarketingReport, customerReport, hppReport] as unknown as ReportDefinition[];
