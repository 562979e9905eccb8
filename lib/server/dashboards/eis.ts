import { sql } from 'drizzle-orm';
import { daysIn, DAILY_POINTS_UP_TO, type ComparedPeriod, type EisAnswer, type TrendPoint } from '@/lib/resources/dashboards';
import type { Db } from '../db/client';
import { agingByParty } from '../finance/aging';
import { rollupRows } from '../reports/rollup-source';
import { inBranches, rowsOf } from '../reports/sql';

/*
 * Corporate performance: revenue and AWBs from the daily shipment rollup, on-time delivery from the
 * daily delivery rollup (both the `_all` views: merged rows and deltas, exact to the last save), and the
 * receivables from the ledger as of today (lib/server/finance/aging.ts). Branches are the AWBs' origin
 * (as the sales reports and the delivery report's default read them) and the receivables' branch.
 */

export interface EisQuery {
  period: ComparedPeriod;
  today: string;
  /** The branches to read (null: all). */
  branches: readonly number[] | null;
  /** The aging buckets' upper bounds (finance settings). */
  agingBounds: readonly number[];
}

const offset = (from: string, day: string) => daysIn(from, day) - 1;

/** Day by day (or week by week) sums of both periods, lined up: this period's n-th day against the previous one's n-th. */
export function lineUp(period: ComparedPeriod, perDay: readonly { day: string; value: number }[]): { points: TrendPoint[]; unit: 'day' | 'week' } {
  const length = daysIn(period.date_from, period.date_to);
  const unit = length > DAILY_POINTS_UP_TO ? 'week' : 'day';
  const size = unit === 'week' ? 7 : 1;
  const count = Math.ceil(length / size);
  const previousLength = daysIn(period.previous_from, period.previous_to);
  const points: TrendPoint[] = Array.from({ length: count }, (_, i) => ({
    x: new Date(Date.parse(`${period.date_from}T00:00:00Z`) + i * size * 86_400_000).toISOString().slice(0, 10),
    current: 0,
    previous: i * size < previousLength ? 0 : null,
  }));
  for (const { day, value } of perDay) {
    if (day >= period.date_from && day <= period.date_to) points[Math.floor(offset(period.date_from, day) / size)].current! += value;
    if (day >= period.previous_from && day <= period.previous_to) {
      const i = Math.floor(offset(period.previous_from, day) / size);
      if (i < count) points[i].previous = (points[i].previous ?? 0) + value;
    }
  }
  return { points, unit };
}

/** What customers owe as of today, aged from the due date: outstanding = every owed item, overdue = those past 'Current'. */
export async function receivablesToday(db: Db, q: Pick<EisQuery, 'today' | 'branches' | 'agingBounds'>): Promise<EisAnswer['ar']> {
  const aging = await agingByParty(db, { side: 'AR', asOf: q.today, basis: 'due', bounds: q.agingBounds, branchIds: q.branches });
  return {
    as_of: q.today,
    outstanding: aging.totals.total,
    overdue: aging.totals.buckets.slice(1).reduce((a, b) => a + b, 0),
    customers: aging.rows.filter((r) => r.total > 0).length,
    labels: aging.labels,
    buckets: aging.totals.buckets,
  };
}

export async function eisFigures(db: Db, q: EisQuery): Promise<Omit<EisAnswer, 'branch_id' | 'branches'>> {
  const p = q.period;

  // revenue (the total before PPN, as the sales reports count it) and AWBs, per day of both periods
  const days = await rowsOf<{ day: string; revenue: string; awbs: string }>(
    db,
    sql`select r.day::text as day, sum(r.total - r.tax) as revenue, sum(r.awbs) as awbs
      from (${rollupRows('shipment', ['branch_id'], p.date_from, p.date_to, { daily: true })} union all ${rollupRows('shipment', ['branch_id'], p.previous_from, p.previous_to, { daily: true })}) r
      where ${inBranches(sql.raw('r.branch_id'), q.branches)}
      group by r.day order by r.day`,
  );
  const sumOf = (key: 'revenue' | 'awbs', from: string, to: string) => days.filter((d) => d.day >= from && d.day <= to).reduce((a, d) => a + Number(d[key]), 0);

  const [delivery] = await rowsOf<Record<string, string | null>>(
    db,
    sql`select
        coalesce(sum(r.delivered) filter (where r.current), 0) as delivered,
        coalesce(sum(r.on_time) filter (where r.current), 0) as on_time,
        coalesce(sum(r.late) filter (where r.current), 0) as late,
        coalesce(sum(r.on_time) filter (where not r.current), 0) as previous_on_time,
        coalesce(sum(r.late) filter (where not r.current), 0) as previous_late
      from (select true as current, * from ${rollupRows('delivery', ['branch_id'], p.date_from, p.date_to)} c
        union all select false, * from ${rollupRows('delivery', ['branch_id'], p.previous_from, p.previous_to)} b) r
      where ${inBranches(sql.raw('r.branch_id'), q.branches)}`,
  );
  const pct = (onTime: number, late: number) => (onTime + late ? Math.round((onTime / (onTime + late)) * 10_000) / 100 : null);
  const onTime = Number(delivery.on_time);
  const late = Number(delivery.late);

  const { points, unit } = lineUp(p, days.map((d) => ({ day: d.day, value: Number(d.revenue) })));

  return {
    period: { ...p, today: q.today, unit },
    revenue: { current: sumOf('revenue', p.date_from, p.date_to), previous: sumOf('revenue', p.previous_from, p.previous_to) },
    awbs: { current: sumOf('awbs', p.date_from, p.date_to), previous: sumOf('awbs', p.previous_from, p.previous_to) },
    on_time: {
      current: pct(onTime, late),
      previous: pct(Number(delivery.previous_on_time), Number(delivery.previous_late)),
      delivered: Number(delivery.delivered),
      with_eta: onTime + late,
      on_time: onTime,
    },
    ar: await receivablesToday(db, q),
    revenue_chart: points,
  };
}
