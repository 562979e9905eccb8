import { reportRoute } from '@/lib/resources/reports/common';
import { PICKUP } from '@/lib/resources/documents/screens';

/*
 * Where each dashboard figure leads: the report behind it, opened with the same filters (its URL
 * parameters are the report's own: lib/resources/reports/*.ts). Empty values are left out, so the
 * report takes its own default for them.
 */

export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export type PeriodFilters = {
  date_from: string;
  date_to: string;
  branch_id: number | null;
};

export const reportLinks = {
  salesRecap: (f: PeriodFilters) => withQuery(reportRoute('sales-recap'), f),
  /** Delivery performance per origin branch (its default side), as the on-time tile counts it. */
  delivery: (f: PeriodFilters) => withQuery(reportRoute('delivery'), f),
  agingAr: (asOf: string, branchId: number | null) => withQuery(reportRoute('aging-ar-customer'), { as_of: asOf, basis: 'due', branch_id: branchId }),
  performanceMarketing: (monthFrom: string, monthTo: string, branchId: number | null) => withQuery(reportRoute('performance-marketing'), { month_from: monthFrom, month_to: monthTo, branch_id: branchId }),
  customer: (f: PeriodFilters) => withQuery(reportRoute('customer'), f),
  monitoringDelivery: (branchId: number | null) => withQuery(reportRoute('monitoring-delivery'), { branch_id: branchId }),
  operationalDelivery: (today: string, branchId: number | null) => withQuery(reportRoute('operational-delivery'), { date_from: today, date_to: today, branch_id: branchId }),
  /** No report counts pickups: today's pickup list, same branch. */
  pickups: (today: string, branchId: number | null) => withQuery(PICKUP.list, { date_from: today, date_to: today, branch_id: branchId }),
};
