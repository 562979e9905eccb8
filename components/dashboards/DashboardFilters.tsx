import { FilterSelect } from '@/components/data/FilterSelect';
import { todayLocal } from '@/components/document/local-datetime';
import { PeriodFilter, type PeriodPreset } from '@/components/finance/reports/ReportFilters';
import { isIsoDay, isoDay, monthRange, useReportFilters } from '@/hooks/finance/use-report-filters';
import type { BranchOption } from '@/lib/resources/dashboards';
import type { DashboardParams } from '@/services/dashboards';

/*
 * A dashboard's filters in the URL (a reload or a shared link shows the same figures): the period and
 * the branch. A filter the URL does not carry is left to the server's default (this month so far), and
 * the inputs show the period the server answered for.
 */

export const DASHBOARD_PRESETS: readonly PeriodPreset[] = [
  { label: 'This month', range: () => ({ date_from: monthRange(0).date_from, date_to: todayLocal() }) },
  { label: 'Last month', range: () => monthRange(-1) },
  { label: 'Last 30 days', range: () => ({ date_from: isoDay(new Date(Date.now() - 29 * 86_400_000)), date_to: todayLocal() }) },
  { label: 'This year', range: () => ({ date_from: `${new Date().getFullYear()}-01-01`, date_to: todayLocal() }) },
];

const KEYS = ['date_from', 'date_to', 'branch_id'] as const;
const NO_DEFAULTS = () => ({});

export interface DashboardFilterState {
  /** What the API is asked: only valid values (an unfinished date waits). */
  params: DashboardParams;
  ready: boolean;
  values: Record<(typeof KEYS)[number], string>;
  set: (key: (typeof KEYS)[number], value: string | null) => void;
  setMany: (patch: Partial<Record<(typeof KEYS)[number], string | null>>) => void;
}

export function useDashboardFilters(): DashboardFilterState {
  const filters = useReportFilters(KEYS, NO_DEFAULTS);
  const { date_from, date_to, branch_id } = filters.values;
  const params: DashboardParams = {
    ...(isIsoDay(date_from) ? { date_from } : {}),
    ...(isIsoDay(date_to) ? { date_to } : {}),
    ...(/^\d+$/.test(branch_id) ? { branch_id } : {}),
  };
  return { params, ready: filters.ready, values: filters.values, set: filters.set, setMany: filters.setMany };
}

export function DashboardFilters({
  filters,
  branches,
  period,
}: {
  filters: DashboardFilterState;
  branches: readonly BranchOption[] | undefined;
  /** The period the server answered for (shown while the URL names none); absent: no period (dispatch, today). */
  period?: { date_from: string; date_to: string };
}) {
  const options = (branches ?? []).map((b) => ({ value: String(b.id), label: `${b.code} ${b.name}` }));
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-6" data-testid="dashboard-filters">
      {period && (
        <PeriodFilter
          from={filters.values.date_from || period.date_from}
          to={filters.values.date_to || period.date_to}
          onChange={filters.setMany}
          presets={DASHBOARD_PRESETS}
        />
      )}
      <FilterSelect label="Branch" param="branch_id" value={filters.values.branch_id} options={options} onChange={(v) => filters.set('branch_id', v)} allLabel="All branches" />
    </div>
  );
}
