import { LazyReportChart, LazyShareChart } from '@/components/charts/lazy';
import { PageHeader } from '@/components/data/PageHeader';
import { useDashboard } from '@/hooks/dashboards/use-dashboard';
import { DASHBOARDS, type EimAnswer, type NamedCustomer } from '@/lib/resources/dashboards';
import { DashboardError } from './DashboardError';
import { DashboardFilters, useDashboardFilters } from './DashboardFilters';
import { DashboardPanel, DashboardTile, TileGrid } from './DashboardTile';
import { money, percent, periodText, trendOf, whole } from './dashboard-format';
import { reportLinks } from './report-links';
import { TargetTable } from './TargetTable';

/*
 * Marketing performance (/dashboard/eim): each sales person's and each key customer's revenue against
 * their monthly targets, how concentrated revenue is (pareto), and the customers won and lost. Every
 * tile and panel opens the marketing report behind it with the same period and branch.
 */

function CustomerList({ rows, empty, testId }: { rows: readonly NamedCustomer[]; empty: string; testId: string }) {
  if (!rows.length) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ol className="space-y-1 text-sm" data-testid={testId}>
      {rows.map((c) => (
        <li key={c.id} className="flex justify-between gap-3">
          <span className="min-w-0 truncate text-slate-800" title={`${c.code} ${c.name}`}>
            {c.code} {c.name}
          </span>
          <span className="whitespace-nowrap text-slate-600 tabular-nums">{money(c.revenue)}</span>
        </li>
      ))}
    </ol>
  );
}

export function EimBody({ data, loading }: { data: EimAnswer | undefined; loading: boolean }) {
  const p = data?.period;
  const filters = { date_from: p?.date_from ?? '', date_to: p?.date_to ?? '', branch_id: data?.branch_id ?? null };
  const customerReport = reportLinks.customer(filters);
  const salesReport = reportLinks.performanceMarketing(p?.month_from ?? '', p?.month_to ?? '', data?.branch_id ?? null);
  const before = p ? `vs ${periodText(p.previous_from, p.previous_to)}` : '';
  const months = p ? (p.month_from === p.month_to ? p.month_from : `${p.month_from} – ${p.month_to}`) : '';
  return (
    <>
      <TileGrid label="Marketing figures" columns={5}>
        <DashboardTile
          id="sales-target"
          label="Sales against target"
          value={percent(data?.sales.totals.achieved_pct ?? null)}
          hint={data && `${money(data.sales.totals.revenue)} of ${money(data.sales.totals.revenue_target)} · targets of ${months}`}
          href={salesReport}
          linkLabel="Marketing performance"
          loading={loading}
        />
        <DashboardTile
          id="customer-revenue"
          label="Customer revenue"
          value={money(data?.revenue.current ?? 0)}
          trend={data && trendOf(data.revenue.current, data.revenue.previous)}
          hint={data && `${before}: ${money(data.revenue.previous)} · walk-in ${money(data.walk_in_revenue)}`}
          href={customerReport}
          linkLabel="Customers"
          loading={loading}
        />
        <DashboardTile
          id="pareto"
          label="Top 10 customers' share"
          value={percent(data?.pareto.top10_share_pct ?? null)}
          hint={data && `${whole(data.pareto.customers_for_80_pct)} of ${whole(data.pareto.customers)} customers make 80 % of it`}
          href={customerReport}
          linkLabel="Customers"
          loading={loading}
        />
        <DashboardTile
          id="new-customers"
          label="New customers"
          value={whole(data?.new_customers.count ?? 0)}
          hint="First AWB in this period"
          href={customerReport}
          linkLabel="Customers"
          loading={loading}
        />
        <DashboardTile
          id="lost-customers"
          label="Lost customers"
          value={whole(data?.lost_customers.count ?? 0)}
          goodWhen="down"
          hint={data && `${money(data.lost_customers.previous_revenue)} revenue the period before`}
          href={customerReport}
          linkLabel="Customers"
          alert={Boolean(data && data.lost_customers.count > 0)}
          loading={loading}
        />
      </TileGrid>

      {data && (
        <div className="grid min-w-0 gap-x-4 xl:grid-cols-2">
          <DashboardPanel title="Sales persons against their targets" href={salesReport} linkLabel="Marketing performance" testId="eim-sales" note="A customer's revenue counts for the sales person its master names; targets of every month the period touches.">
            {data.sales.rows.some((r) => r.revenue_target > 0) && (
              <div className="mb-3">
                <LazyReportChart
                  type="bar"
                  data={data.sales.rows as unknown as Record<string, unknown>[]}
                  x="name"
                  series={[
                    { key: 'revenue', label: 'Revenue' },
                    { key: 'revenue_target', label: 'Target', muted: true },
                  ]}
                  format="money"
                  height={220}
                  label="Revenue and target per sales person"
                />
              </div>
            )}
            <TargetTable label="Sales persons" nameHeader="Sales person" rows={data.sales.rows} totals={data.sales.totals} more={data.sales.more} testId="eim-sales-table" />
          </DashboardPanel>
          <DashboardPanel title="Customers against their targets" href={customerReport} linkLabel="Customers" testId="eim-customers">
            <TargetTable label="Customers" nameHeader="Customer" rows={data.customers.rows} totals={data.customers.totals} more={data.customers.more} testId="eim-customers-table" />
          </DashboardPanel>
          <DashboardPanel title="Revenue by customer (pareto)" href={customerReport} linkLabel="Customers" testId="eim-pareto" note="Customers only: walk-in cash revenue is left out.">
            <LazyShareChart data={data.pareto.slices} format="money" label="Share of customer revenue" />
          </DashboardPanel>
          <DashboardPanel title="Customers won and lost" href={customerReport} linkLabel="Customers" testId="eim-won-lost">
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <h3 className="mb-1 text-xs font-medium tracking-wide text-slate-500 uppercase">New ({whole(data.new_customers.count)})</h3>
                <CustomerList rows={data.new_customers.top} empty="No new customer in this period." testId="eim-new-list" />
              </div>
              <div>
                <h3 className="mb-1 text-xs font-medium tracking-wide text-slate-500 uppercase">Lost ({whole(data.lost_customers.count)})</h3>
                <CustomerList rows={data.lost_customers.top} empty="No customer lost." testId="eim-lost-list" />
              </div>
            </div>
          </DashboardPanel>
        </div>
      )}
    </>
  );
}

export function EimDashboardScreen() {
  const filters = useDashboardFilters();
  const query = useDashboard('eim', filters.params, { enabled: filters.ready });
  const data = query.data;
  return (
    <section data-testid="eim-dashboard" aria-busy={query.isFetching}>
      <PageHeader title={DASHBOARDS.eim.title} description={DASHBOARDS.eim.description} />
      <DashboardFilters filters={filters} branches={data?.branches} period={data?.period} />
      {query.error && !data ? <DashboardError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <EimBody data={data} loading={query.isPending} />
    </section>
  );
}
