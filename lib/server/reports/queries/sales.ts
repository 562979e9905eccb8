import { sql, type SQL } from 'drizzle-orm';
import { previousPeriod } from '@/lib/resources/reports/define-report';
import { monthEnd, shiftDay } from '@/lib/rules/dates';
import { salesBranchesReport, salesRecapReport, salesServiceReport } from '@/lib/resources/reports/sales';
import type { ReportQueryContext, ReportModule, ReportRow } from '../types';
import { equalsIfSet, inBranches, isSet, numeric, rowsOf } from '../sql';
import { rollupRows } from '../rollup-source';
import { bookedAwbsPage } from './booked-awbs';

/*
 * Sales from the shipment rollup (rollupRows: its smallest table with the keys asked, merged rows and
 * deltas not merged yet), never from the AWBs themselves; the drill-down lists the booked AWBs behind a figure.
 */

const FIGURES = ['awbs', 'koli', 'chargeable_kg', 'freight', 'surcharges', 'discount', 'revenue', 'tax', 'total', 'cash', 'credit'] as const;

const sums = sql.raw(`sum(r.awbs) as awbs, sum(r.koli) as koli, sum(r.chargeable_kg) as chargeable_kg, sum(r.freight) as freight,
  sum(r.additional + r.insurance + r.cod_fee) as surcharges, sum(r.discount) as discount, sum(r.total - r.tax) as revenue,
  sum(r.tax) as tax, sum(r.total) as total,
  coalesce(sum(r.total) filter (where r.payment_type = 'CASH'), 0) as cash, coalesce(sum(r.total) filter (where r.payment_type = 'CREDIT'), 0) as credit`);

/**
 * The rollup rows of a period with only the keys this view needs — a branch when it groups by branch or
 * the reader is held to some, a customer when one is asked — so it reads the smallest table there is.
 */
function rollupOf(q: ReportQueryContext, from: string, to: string, { daily = false, by }: { daily?: boolean; by?: 'service' | 'branch' } = {}): SQL {
  const keys = ['payment_type', 'service_id'];
  if (by === 'branch' || q.branches) keys.push('branch_id');
  if (isSet(q.params.customer_id)) keys.push('customer_id');
  return sql`${rollupRows('shipment', keys, from, to, { daily })} r`;
}

/** Within the report's filters and the user's branches. */
function rollupWhere(q: ReportQueryContext): SQL {
  const p = q.params;
  return sql`${inBranches(sql.raw('r.branch_id'), q.branches)}
    and ${equalsIfSet(sql.raw('r.service_id'), p.service_id)} and ${equalsIfSet(sql.raw('r.customer_id'), p.customer_id)}
    and ${equalsIfSet(sql.raw('r.payment_type'), p.payment_type)}`;
}


async function recap(q: ReportQueryContext) {
  const from = String(q.params.date_from);
  const to = String(q.params.date_to);
  const unit = String(q.params.by ?? 'day');
  const bucket = unit === 'month' ? sql.raw(`date_trunc('month', r.day)::date`) : unit === 'week' ? sql.raw(`date_trunc('week', r.day)::date`) : sql.raw('r.day');
  const rows = await rowsOf(q.db, sql`select ${bucket}::text as bucket, ${sums} from ${rollupOf(q, from, to, { daily: unit !== 'month' })} where ${rollupWhere(q)} group by 1 having sum(r.awbs) <> 0 order by 1`);
  return rows.map((r) => {
    const start = String(r.bucket);
    // a week or month is cut to the period asked (its drill-down lists exactly what the row counts)
    const end = unit === 'day' ? start : unit === 'week' ? shiftDay(start, 6) : monthEnd(start);
    const dateFrom = start < from ? from : start;
    const dateTo = end > to ? to : end;
    const period = unit === 'day' ? start : unit === 'week' ? `Week of ${dateFrom}` : start.slice(0, 7);
    return { period, date_from: dateFrom, date_to: dateTo, ...numeric(r, FIGURES) } as ReportRow;
  });
}


/** Sales per service or per branch, with the share of revenue and the growth against the period before. */
async function byDimension(q: ReportQueryContext, dimension: 'service' | 'branch') {
  const from = String(q.params.date_from);
  const to = String(q.params.date_to);
  const prev = previousPeriod(from, to);
  const key = sql.raw(dimension === 'service' ? 'r.service_id' : 'r.branch_id');
  const named = dimension === 'service' ? sql.raw(`services d on d.id = x.dim_id`) : sql.raw(`branches d on d.id = x.dim_id`);
  const rows = await rowsOf(
    q.db,
    sql`with now_ as (select ${key} as id, ${sums} from ${rollupOf(q, from, to, { by: dimension })} where ${rollupWhere(q)} group by 1),
      before_ as (select ${key} as id, sum(r.total - r.tax) as previous_revenue from ${rollupOf(q, prev.from, prev.to, { by: dimension })} where ${rollupWhere(q)} group by 1),
      x as (select coalesce(n.id, b.id) as dim_id, ${sql.raw(FIGURES.map((f) => `n.${f}`).join(', '))}, coalesce(b.previous_revenue, 0) as previous_revenue from now_ n full join before_ b on b.id = n.id)
    select x.*, d.code as code, d.name as name from x left join ${named}
    where coalesce(x.awbs, 0) <> 0 or x.previous_revenue <> 0
    order by coalesce(x.revenue, 0) desc, d.code`,
  );
  const revenueAll = rows.reduce((a, r) => a + Number(r.revenue ?? 0), 0);
  return rows.map((r) => {
    const figures = numeric(Object.fromEntries(FIGURES.map((f) => [f, r[f] ?? 0])), FIGURES);
    const previous = Number(r.previous_revenue ?? 0);
    const revenue = Number(figures.revenue ?? 0);
    const label = `${r.code ?? '—'} ${r.name ?? ''}`.trim();
    return {
      [dimension]: label,
      [`${dimension}_id`]: Number(r.dim_id),
      ...figures,
      share_pct: revenueAll ? Math.round((revenue / revenueAll) * 10_000) / 100 : null,
      previous_revenue: previous,
      revenue_change: revenue - previous,
      growth_pct: previous ? Math.round(((revenue - previous) / previous) * 10_000) / 100 : null,
    } as ReportRow;
  });
}

/** The booked AWBs behind a sales figure (the report's period, narrowed by the row's keys). */
const bookedAwbs = (q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) =>
  bookedAwbsPage(q, { from: String(keys.date_from ?? q.params.date_from), to: String(keys.date_to ?? q.params.date_to) }, keys, page);

export const salesRecap: ReportModule = { definition: salesRecapReport, run: async (q) => ({ rows: await recap(q) }), drills: { awbs: bookedAwbs } };
export const salesService: ReportModule = { definition: salesServiceReport, run: async (q) => ({ rows: await byDimension(q, 'service') }), drills: { awbs: bookedAwbs } };
export const salesBranches: ReportModule = { definition: salesBranchesReport, run: async (q) => ({ rows: await byDimension(q, 'branch') }), drills: { awbs: bookedAwbs } };
