import Link from 'next/link';
import { LazyReportChart } from '@/components/charts/lazy';
import { PageHeader } from '@/components/data/PageHeader';
import { useDashboard, useDispatchLive } from '@/hooks/dashboards/use-dashboard';
import { DASHBOARDS, type DispatchRow, type EidAnswer } from '@/lib/resources/dashboards';
import type { DashboardParams } from '@/services/dashboards';
import { DashboardError } from './DashboardError';
import { DashboardFilters, useDashboardFilters } from './DashboardFilters';
import { DashboardPanel, DashboardTile, TileGrid } from './DashboardTile';
import { day, whole } from './dashboard-format';
import { reportLinks } from './report-links';

/*
 * Dispatch performance (/dashboard/eid): today, per branch — pickups, the AWBs on their way, delivered
 * and failed today, past their ETA. It moves live: every committed scan or POD makes the server send
 * 'dashboard:eid' (at most once a second) and the figures are read again; nothing polls.
 */

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export function EidTiles({ data, loading }: { data: EidAnswer | undefined; loading: boolean }) {
  const t = data?.totals;
  const today = data?.today ?? '';
  const branch = data?.branch_id ?? null;
  const monitoring = reportLinks.monitoringDelivery(branch);
  const attempts = reportLinks.operationalDelivery(today, branch);
  return (
    <TileGrid label="Dispatch today" columns={6}>
      <DashboardTile
        id="pickups"
        label="Pickups today"
        value={t ? `${whole(t.picked_up)} / ${whole(t.pickups)}` : '0'}
        hint={t && `picked up of requested · ${whole(t.pickups_failed)} failed`}
        href={reportLinks.pickups(today, branch)}
        linkLabel="Pickup list"
        loading={loading}
      />
      <DashboardTile id="in-transit" label="In transit" value={whole(t?.in_transit ?? 0)} hint={t && `${whole(t.at_origin)} more waiting at origin`} href={monitoring} linkLabel="Monitoring delivery" loading={loading} />
      <DashboardTile id="out-for-delivery" label="Out for delivery" value={whole(t?.out_for_delivery ?? 0)} hint="on a courier's runsheet now" href={monitoring} linkLabel="Monitoring delivery" loading={loading} />
      <DashboardTile id="delivered" label="Delivered today" value={whole(t?.delivered ?? 0)} hint="POD entered today" href={attempts} linkLabel="Runsheet results" loading={loading} />
      <DashboardTile id="failed" label="Failed today" value={whole(t?.failed ?? 0)} goodWhen="down" hint="attempts that failed today" href={attempts} linkLabel="Runsheet results" alert={Boolean(t && t.failed > 0)} loading={loading} />
      <DashboardTile id="past-eta" label="Past ETA" value={whole(t?.past_eta ?? 0)} goodWhen="down" hint={t && `of ${whole(t.open)} AWBs still open`} href={monitoring} linkLabel="Monitoring delivery" alert={Boolean(t && t.past_eta > 0)} loading={loading} />
    </TileGrid>
  );
}

const COLUMNS: { key: keyof DispatchRow; label: string; from?: 'sm' | 'md' | 'lg' }[] = [
  { key: 'pickups', label: 'Pickups', from: 'md' },
  { key: 'in_transit', label: 'In transit' },
  { key: 'out_for_delivery', label: 'Out' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'failed', label: 'Failed', from: 'sm' },
  { key: 'past_eta', label: 'Past ETA' },
  { key: 'open', label: 'Open', from: 'lg' },
];
const hideBelow = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell', lg: 'hidden lg:table-cell' } as const;

/** The chart draws the busiest branches (the table lists them all). */
const CHARTED_BRANCHES = 30;

export function EidBranches({ data }: { data: EidAnswer }) {
  if (!data.rows.length) return <p className="py-6 text-center text-sm text-slate-500">Nothing on the move today.</p>;
  const busiest = [...data.rows].sort((a, b) => b.open + b.delivered + b.failed - (a.open + a.delivered + a.failed)).slice(0, CHARTED_BRANCHES);
  const charted = data.rows.filter((r) => busiest.includes(r));
  return (
    <>
      {data.rows.length > 1 && (
        <div className="mb-3">
          {data.rows.length > CHARTED_BRANCHES && <p className="mb-1 text-xs text-slate-500">The {CHARTED_BRANCHES} busiest branches; the table lists every one.</p>}
          <LazyReportChart
            type="bar"
            stacked
            data={charted as unknown as Record<string, unknown>[]}
            x="code"
            series={[
              { key: 'in_transit', label: 'In transit' },
              { key: 'out_for_delivery', label: 'Out for delivery' },
              { key: 'delivered', label: 'Delivered today' },
              { key: 'failed', label: 'Failed today' },
            ]}
            format="int"
            height={220}
            label="AWBs per branch"
          />
        </div>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-label="Dispatch per branch" data-testid="eid-branches">
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
              <th scope="col" className="py-1.5 pr-2 font-medium">Branch</th>
              {COLUMNS.map((c) => (
                <th key={c.key} scope="col" className={`py-1.5 pr-2 text-right font-medium ${c.from ? hideBelow[c.from] : ''}`}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.branch_id} className="border-b border-slate-100 last:border-0" data-testid="eid-branch-row" data-branch={r.code}>
                <td className="py-1.5 pr-2 text-slate-800">
                  <Link href={reportLinks.monitoringDelivery(r.branch_id)} className="hover:underline" title={`Monitoring delivery, ${r.name}`}>
                    {r.code} <span className="hidden text-slate-500 sm:inline">{r.name}</span>
                  </Link>
                </td>
                {COLUMNS.map((c) => (
                  <td key={c.key} className={`py-1.5 pr-2 text-right tabular-nums ${c.from ? hideBelow[c.from] : ''} ${c.key === 'past_eta' && r.past_eta > 0 ? 'font-medium text-amber-700' : ''}`}>
                    {whole(Number(r[c.key]))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Today's figures, live: the dashboard screen, and the home page of those who hold it. */
export function EidContent({ params, enabled = true, showBranches = true }: { params: DashboardParams; enabled?: boolean; showBranches?: boolean }) {
  useDispatchLive();
  const query = useDashboard('eid', params, { enabled });
  const data = query.data;
  return (
    <div data-testid="eid-dashboard" aria-busy={query.isFetching}>
      {query.error && !data ? <DashboardError error={query.error} onRetry={() => void query.refetch()} /> : null}
      <p className="mb-2 text-xs text-slate-500" aria-live="polite" data-testid="eid-updated">
        {data ? (
          <>
            <span className="mr-1 inline-block h-2 w-2 rounded-full bg-emerald-500 align-middle" aria-hidden="true" />
            Live · {day(data.today)} · updated {time(data.at)}
          </>
        ) : (
          '\u00a0'
        )}
      </p>
      <EidTiles data={data} loading={query.isPending} />
      {data && showBranches && (
        <DashboardPanel title="Per branch" href={reportLinks.monitoringDelivery(data.branch_id)} linkLabel="Monitoring delivery" testId="eid-per-branch" note="Open AWBs at the branch that has them: the origin while pending or picked up, the branch serving the destination after. Delivered and failed at the branch that entered the POD.">
          <EidBranches data={data} />
        </DashboardPanel>
      )}
    </div>
  );
}

export function EidDashboardScreen() {
  const filters = useDashboardFilters();
  const branchOnly: DashboardParams = filters.params.branch_id ? { branch_id: filters.params.branch_id } : {};
  const query = useDashboard('eid', branchOnly, { enabled: filters.ready });
  return (
    <section>
      <PageHeader title={DASHBOARDS.eid.title} description={DASHBOARDS.eid.description} />
      <DashboardFilters filters={filters} branches={query.data?.branches} />
      <EidContent params={branchOnly} enabled={filters.ready} />
    </section>
  );
}
