import { todayLocal } from '@/components/document/local-datetime';
import type { ReportQuery } from '@/hooks/finance/use-finance-reports';
import { isIsoDay, monthRange } from '@/hooks/finance/use-report-filters';
import type { PeriodPreset } from './ReportFilters';

/** The URL filters both reports have (each adds its own: status, method). */
export const REPORT_FILTER_KEYS = ['date_from', 'date_to', 'customer_id', 'branch_id'] as const;

/** This month, from its 1st to its last day. */
export const reportDefaults = () => monthRange(0);

export const REPORT_PRESETS: readonly PeriodPreset[] = [
  { label: 'This month', range: () => monthRange(0) },
  { label: 'Last month', range: () => monthRange(-1) },
  { label: 'This year', range: () => ({ date_from: `${new Date().getFullYear()}-01-01`, date_to: todayLocal() }) },
];

const isId = (text: string | undefined) => Boolean(text && /^\d+$/.test(text) && Number(text) > 0);

/** The report's query from the URL's values; null while the period is not a valid range. */
export function reportQueryOf(values: Record<(typeof REPORT_FILTER_KEYS)[number], string>, extra: { status?: string; method?: string } = {}): ReportQuery | null {
  const { date_from, date_to, customer_id, branch_id } = values;
  if (!isIsoDay(date_from) || !isIsoDay(date_to) || date_from > date_to) return null;
  return {
    date_from,
    date_to,
    ...(isId(customer_id) ? { customer_id } : {}),
    ...(isId(branch_id) ? { branch_id } : {}),
    ...(extra.status ? { status: extra.status } : {}),
    ...(extra.method ? { method: extra.method } : {}),
  };
}
