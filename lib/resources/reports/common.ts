import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES } from '../documents/shipment';
import type { DrillDefinition, ReportParam } from './define-report';

/* Parameters and drill-downs several reports share. */

export const REPORT_ROOT = '/app/report';
export const reportRoute = (name: string) => `${REPORT_ROOT}/${name}`;

export const periodParams = {
  date_from: { type: 'date', label: 'From', default: 'month-start', required: true },
  date_to: { type: 'date', label: 'Until', default: 'today', required: true },
} as const satisfies Record<string, ReportParam>;

export const branchParam = { branch_id: { type: 'ref', label: 'Branch', resource: 'branch' } } as const satisfies Record<string, ReportParam>;
export const serviceParam = { service_id: { type: 'ref', label: 'Service', resource: 'service' } } as const satisfies Record<string, ReportParam>;
export const customerParam = { customer_id: { type: 'ref', label: 'Customer', resource: 'customer' } } as const satisfies Record<string, ReportParam>;
export const paymentTypeParam = {
  payment_type: { type: 'enum', label: 'Payment', options: PAYMENT_TYPES, labels: PAYMENT_TYPE_LABELS },
} as const satisfies Record<string, ReportParam>;

export const PERIOD_UNITS = ['day', 'week', 'month'] as const;
export const periodUnitParam = {
  by: { type: 'enum', label: 'Per', options: PERIOD_UNITS, labels: { day: 'Day', week: 'Week', month: 'Month' }, default: 'day' },
} as const satisfies Record<string, ReportParam>;

/** Booked AWBs (a sales figure's documents): one line each, opening in tracking. */
export const bookedAwbsDrill: DrillDefinition = {
  label: 'AWBs',
  keys: { date_from: 'date', date_to: 'date', branch_id: 'int', service_id: 'int', customer_id: 'int', payment_type: 'text' },
  columns: [
    { key: 'number', label: 'AWB', format: 'text', priority: 'always' },
    { key: 'shipment_date', label: 'Date', format: 'date', priority: 'always' },
    { key: 'branch', label: 'Branch', format: 'text', priority: 'md' },
    { key: 'customer', label: 'Customer', format: 'text', priority: 'lg' },
    { key: 'service', label: 'Service', format: 'text', priority: 'md' },
    { key: 'destination', label: 'Destination', format: 'text', priority: 'lg' },
    { key: 'koli_count', label: 'Koli', format: 'int', priority: 'lg' },
    { key: 'chargeable_kg', label: 'Chargeable', format: 'kg', priority: 'md' },
    { key: 'total', label: 'Total', format: 'money', priority: 'always' },
    { key: 'status', label: 'Status', format: 'text', priority: 'md' },
  ],
  open: { route: '/operational/tracking/system', query: { q: '@number' } },
};
