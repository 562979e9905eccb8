import { LazyTrendChart } from '@/components/charts/lazy';
import { PageHeader } from '@/components/data/PageHeader';
import { useDashboard } from '@/hooks/dashboards/use-dashboard';
import { DASHBOARDS, type EisAnswer } from '@/lib/resources/dashboards';
import type { DashboardParams } from '@/services/dashboards';
import { DashboardFilters, useDashboardFilters } from './DashboardFilters';
import { DashboardPanel, DashboardTile, TileGrid } from './DashboardTile';
import { money, percent, periodText, shortDay, trendOf, whole } from './dashboard-format';
import { DashboardError } from './DashboardError';
import { reportLinks } from './report-links';

/*
 * Corporate performance (/dashboard/eis): revenue, AWBs, on-time delivery and the receivables, each
 * against the previous period and each opening the report behind it with the same filters; revenue
 * day by day (week by week for a long period), this period over the previous one.
 */

export function EisTiles({ data, loading }: { data: EisAnswer | undefined; loading: boolean }) {
  const p = data?.period;
  const filters = { date_from: p?.date_from ?? '', date_to: p?.date_to ?? '', branch_id: data?.branch_id ?? null };
  const before = p ? `vs ${periodText(p.previous_from, p.previous_to)}` : '';
  return (
    <TileGrid label="Corporate figures">
      <DashboardTile
        id="revenue"
        label="Revenue"
        value={money(data?.revenue.current ?? 0)}
        trend={data && trendOf(data.revenue.current, data.revenue.previous)}
        hint={data && `${before}: ${money(data.revenue.previous)} · before PPN`}
        href={reportLinks.salesRecap(filters)}
        linkLabel="Sales recap"
        loading={loading}
      />
      <DashboardTile
        id="awbs"
        label="Volume (AWBs)"
        value={whole(data?.awbs.current ?? 0)}
        trend={data && trendOf(data.awbs.current, data.awbs.previous)}
        hint={data && `${before}: ${whole(data.awbs.previous)}`}
        href={reportLinks.salesRecap(filters)}
        linkLabel="Sales recap"
        loading={loading}
      />
      <DashboardTile
        id="on-time"
        label="On-time delivery"
        value={percent(data?.on_time.current ?? null)}
        trend={data && trendOf(data.on_time.current, data.on_time.previous, 'points')}
        hint={data && `${whole(data.on_time.on_time)} of ${whole(data.on_time.with_eta)} delivered with an ETA · ${before}: ${percent(data.on_time.previous)}`}
        href={reportLinks.delivery(filters)}
        linkLabel="Delivery performance"
        loading={loading}
      />
      <DashboardTile
        id="ar"
        label="Receivables outstanding"
        value={money(data?.ar.outstanding ?? 0)}
        hint={data && `Overdue ${money(data.ar.overdue)} · ${whole(data.ar.customers)} customers · today, by due date`}
        href={reportLinks.agingAr(data?.ar.as_of ?? '', data?.branch_id ?? null)}
        linkLabel="Aging AR per customer"
        alert={Boolean(data && data.ar.overdue > 0)}
        loading={loading}
      />
    </TileGrid>
  );
}

export function EisRevenueChart({ data }: { data: EisAnswer }) {
  const p = data.period;
  return (
    <DashboardPanel
      title={`Revenue per ${p.unit}, this period and the previous`}
      href={reportLinks.salesRecap({ date_from: p.date_from, date_to: p.date_to, branch_id: data.branch_id })}
      linkLabel="Sales recap"
      note={`Previous period: ${periodText(p.previous_from, p.previous_to)}, ${p.unit} by ${p.unit} from its start.`}
      testId="eis-revenue-chart"
    >
      <LazyTrendChart
        data={data.revenue_chart}
        type={p.unit === 'day' ? 'line' : 'bar'}
        format="money"
        label={`Revenue per ${p.unit}`}
        formatX={shortDay}
        currentLabel={periodText(p.date_from, p.date_to)}
        previousLabel={periodText(p.previous_from, p.previous_to)}
      />
    </DashboardPanel>
  );
}

/** The figures for a period and branch: the dashboard screen, and the home page of those who hold it (no filters there). */
export function EisContent({ params, enabled = true }: { params: DashboardParams; enabled?: boolean }) {
  const query = useDashboard('eis', params, { enabled });
  const data = query.data;
  return (
    <div data-testid="eis-dashboard" aria-busy={query.isFetching}>
      {query.error && !data ? <DashboardError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <EisTiles data={data} loading={query.isPending} />
      {data && <EisRevenueChart data={data} />}
    </div>
  );
}

export function EisDashboardScreen() {
  const filters = useDashboardFilters();
  const query = useDashboard('eis', filters.params, { enabled: filters.ready });
  const data = query.data;
  return (
    <section>
      <PageHeader title={DASHBOARDS.eis.title} description={DASHBOARDS.eis.description} />
      <DashboardFilters filters={filters} branches={data?.branches} period={data?.period} />
      <EisContent params={filters.params} enabled={filters.ready} />
    </section>
  );
}
