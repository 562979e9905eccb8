import { defineReport, type ReportColumn } from './define-report';
import { bookedAwbsDrill, branchParam, customerParam, paymentTypeParam, periodParams, periodUnitParam, reportRoute, serviceParam } from './common';

/*
 * Sales: what the counters and the credit customers brought in — volume, weight, the parts of the
 * revenue, cash against credit, and the growth against the period before (as long, just before it).
 * All three read the daily shipment rollup: exact to the last booked AWB.
 */

const ROLLUP_FRESHNESS = 'Exact to the last booked AWB (daily rollups kept in each save’s own transaction).';

/** The money and volume columns of every sales view (after its own first columns). */
const figures = (drillKeys: Record<string, string>): ReportColumn[] => [
  { key: 'awbs', label: 'AWBs', format: 'int', total: 'sum', priority: 'always', drill: { to: 'awbs', keys: drillKeys } },
  { key: 'koli', label: 'Koli', format: 'int', total: 'sum', priority: 'lg' },
  { key: 'chargeable_kg', label: 'Chargeable kg', format: 'kg', total: 'sum', priority: 'md' },
  { key: 'freight', label: 'Freight', format: 'money', total: 'sum', priority: 'lg' },
  { key: 'surcharges', label: 'Surcharges & insurance', format: 'money', total: 'sum', priority: 'lg', help: 'Additional costs, insurance and COD fees.' },
  { key: 'discount', label: 'Discount', format: 'money', total: 'sum', priority: 'lg' },
  { key: 'revenue', label: 'Revenue (DPP)', format: 'money', total: 'sum', priority: 'always', help: 'Total before PPN.' },
  { key: 'tax', label: 'PPN', format: 'money', total: 'sum', priority: 'lg' },
  { key: 'total', label: 'Total', format: 'money', total: 'sum', priority: 'md' },
  { key: 'cash', label: 'Cash', format: 'money', total: 'sum', priority: 'lg' },
  { key: 'credit', label: 'Credit', format: 'money', total: 'sum', priority: 'lg' },
];

const growth: ReportColumn[] = [
  { key: 'previous_revenue', label: 'Previous period', format: 'money', total: 'sum', priority: 'lg', help: 'Revenue of the period as long just before.' },
  { key: 'growth_pct', label: 'Growth', format: 'percent', total: { ratio: ['revenue_change', 'previous_revenue'] }, priority: 'md' },
  { key: 'revenue_change', label: 'Change', format: 'money', total: 'sum', priority: 'xl' },
];

const filters = { ...periodParams, ...branchParam, ...serviceParam, ...customerParam, ...paymentTypeParam };
const paramKeys = { branch_id: '$branch_id', service_id: '$service_id', customer_id: '$customer_id', payment_type: '$payment_type' };

export const salesRecapReport = defineReport({
  name: 'sales-recap',
  title: 'Sales recap',
  description: 'Booked AWBs and their revenue per day, week or month: volume, weight, revenue parts, cash against credit.',
  route: reportRoute('sales-recap'),
  params: { ...filters, ...periodUnitParam },
  columns: [
    { key: 'period', label: 'Period', format: 'text', priority: 'always' },
    ...figures({ date_from: '@date_from', date_to: '@date_to', ...paramKeys }),
    { key: 'date_from', label: 'From', format: 'date', priority: 'lg' },
    { key: 'date_to', label: 'Until', format: 'date', priority: 'lg' },
  ],
  chart: { type: 'bar', x: 'period', series: ['cash', 'credit'], stacked: true },
  drills: { awbs: bookedAwbsDrill },
  source: 'rollup',
  freshness: ROLLUP_FRESHNESS,
  branchScoped: true,
});

export const salesServiceReport = defineReport({
  name: 'sales-service',
  title: 'Sales by service',
  description: 'Each service’s volume, weight and revenue, its share, and its growth against the period before.',
  route: reportRoute('sales-service'),
  params: filters,
  columns: [
    { key: 'service', label: 'Service', format: 'text', priority: 'always' },
    ...figures({ date_from: '$date_from', date_to: '$date_to', ...paramKeys, service_id: '@service_id' }),
    { key: 'share_pct', label: 'Share of revenue', format: 'percent', total: { ratio: ['revenue', 'revenue'] }, priority: 'md' },
    ...growth,
    { key: 'service_id', label: 'Service id', format: 'int', hidden: true },
  ],
  chart: { type: 'pie', x: 'service', series: ['revenue'] },
  drills: { awbs: bookedAwbsDrill },
  source: 'rollup',
  freshness: ROLLUP_FRESHNESS,
  branchScoped: true,
});

export const salesBranchesReport = defineReport({
  name: 'sales-branches',
  title: 'Sales by branch',
  description: 'Each origin branch’s volume, weight and revenue, cash against credit, and its growth against the period before.',
  route: reportRoute('sales-branches'),
  params: filters,
  columns: [
    { key: 'branch', label: 'Branch', format: 'text', priority: 'always' },
    ...figures({ date_from: '$date_from', date_to: '$date_to', ...paramKeys, branch_id: '@branch_id' }),
    { key: 'share_pct', label: 'Share of revenue', format: 'percent', total: { ratio: ['revenue', 'revenue'] }, priority: 'md' },
    ...growth,
    { key: 'branch_id', label: 'Branch id', format: 'int', hidden: true },
  ],
  chart: { type: 'bar', x: 'branch', series: ['revenue', 'previous_revenue'] },
  drills: { awbs: bookedAwbsDrill },
  source: 'rollup',
  freshness: ROLLUP_FRESHNESS,
  branchScoped: true,
});
