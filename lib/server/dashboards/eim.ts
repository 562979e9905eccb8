import { sql, type SQL } from 'drizzle-orm';
import type { ComparedPeriod, EimAnswer, NamedCustomer, TargetRow } from '@/lib/resources/dashboards';
import type { Db } from '../db/client';
import { firstBookedDays, rollupRows } from '../reports/rollup-source';
import { inBranches, rowsOf } from '../reports/sql';

/*
 * Marketing performance, from the shipment rollup (rollupRows: months where whole) and the target
 * masters. Revenue is the total before PPN, as the marketing reports count it; a customer's revenue
 * goes to the sales person the customer master names today. Targets are monthly: a period is compared
 * with the targets of every month it touches (this month so far against the whole month's target).
 * Branches: the AWBs' origin branch for revenue; a sales target follows its sales person's branch, a
 * customer target its customer's branch. Walk-in (cash counter) revenue has no customer and is apart.
 */

export interface EimQuery {
  period: ComparedPeriod;
  today: string;
  branches: readonly number[] | null;
}

/** Rows listed per table; the rest are counted (`more`). */
const LISTED = 10;
const SLICES = 5;


const pctOf = (value: number, target: number) => (target > 0 ? Math.round((value / target) * 10_000) / 100 : null);

function targetRows(rows: Record<string, unknown>[]): EimAnswer['sales'] {
  const all: TargetRow[] = rows.map((r) => {
    const revenue = Number(r.revenue ?? 0);
    const revenueTarget = Number(r.revenue_target ?? 0);
    return {
      id: Number(r.id ?? 0),
      name: String(r.name ?? ''),
      revenue,
      awbs: Number(r.awbs ?? 0),
      revenue_target: revenueTarget,
      shipment_target: Number(r.shipment_target ?? 0),
      achieved_pct: pctOf(revenue, revenueTarget),
    };
  });
  // the achievement of the whole: the rows that have a target, against their targets
  const targeted = all.filter((r) => r.revenue_target > 0 || r.shipment_target > 0);
  const sum = (key: 'revenue' | 'awbs' | 'revenue_target' | 'shipment_target') => targeted.reduce((a, r) => a + r[key], 0);
  return {
    rows: all.slice(0, LISTED),
    totals: { revenue: sum('revenue'), awbs: sum('awbs'), revenue_target: sum('revenue_target'), shipment_target: sum('shipment_target'), achieved_pct: pctOf(sum('revenue'), sum('revenue_target')) },
    more: Math.max(0, all.length - LISTED),
  };
}

export async function eimFigures(db: Db, q: EimQuery): Promise<Omit<EimAnswer, 'branch_id' | 'branches'>> {
  const p = q.period;
  const monthFrom = p.date_from.slice(0, 7);
  const monthTo = p.date_to.slice(0, 7);
  const scope = inBranches(sql.raw('r.branch_id'), q.branches);
  /** The rollup rows of a period with the customer kept (alias r). */
  const rollup = (from: string, to: string): SQL => sql`${rollupRows('shipment', ['customer_id', 'branch_id'], from, to)} r`;

  const [revenue] = await rowsOf<Record<string, string>>(
    db,
    sql`select
        (select coalesce(sum(r.total - r.tax) filter (where r.customer_id <> 0), 0) from ${rollup(p.date_from, p.date_to)} where ${scope}) as current,
        (select coalesce(sum(r.total - r.tax) filter (where r.customer_id <> 0), 0) from ${rollup(p.previous_from, p.previous_to)} where ${scope}) as previous,
        (select coalesce(sum(r.total - r.tax) filter (where r.customer_id = 0), 0) from ${rollup(p.date_from, p.date_to)} where ${scope}) as walk_in`,
  );

  const sales = await rowsOf(
    db,
    sql`with rev as (
        select coalesce(c.sales_id, 0) as id, sum(r.total - r.tax) as revenue, sum(r.awbs) as awbs
        from ${rollup(p.date_from, p.date_to)} join customers c on c.id = r.customer_id
        where ${scope}
        group by 1 having sum(r.awbs) <> 0 or sum(r.total - r.tax) <> 0),
      tgt as (
        select t.employee_id as id, sum(t.revenue_target) as revenue_target, sum(t.shipment_target) as shipment_target
        from sales_targets t join employees e on e.id = t.employee_id
        where t.month between ${monthFrom} and ${monthTo} and ${inBranches(sql.raw('e.branch_id'), q.branches)}
        group by 1)
      select coalesce(rev.id, tgt.id) as id, coalesce(e.full_name, 'No sales person') as name, rev.revenue, rev.awbs, tgt.revenue_target, tgt.shipment_target
      from rev full join tgt on tgt.id = rev.id
      left join employees e on e.id = coalesce(rev.id, tgt.id)
      order by coalesce(rev.revenue, 0) desc, coalesce(tgt.revenue_target, 0) desc, 2`,
  );

  const customers = await rowsOf(
    db,
    sql`with rev as (
        select r.customer_id as id, sum(r.total - r.tax) as revenue, sum(r.awbs) as awbs
        from ${rollup(p.date_from, p.date_to)} where ${scope} and r.customer_id <> 0
        group by 1 having sum(r.awbs) <> 0 or sum(r.total - r.tax) <> 0),
      tgt as (
        select t.customer_id as id, sum(t.revenue_target) as revenue_target, sum(t.shipment_target) as shipment_target
        from customer_targets t join customers c on c.id = t.customer_id
        where t.month between ${monthFrom} and ${monthTo} and ${inBranches(sql.raw('c.branch_id'), q.branches)}
        group by 1)
      select coalesce(rev.id, tgt.id) as id, c.code || ' ' || c.name as name, rev.revenue, rev.awbs, tgt.revenue_target, tgt.shipment_target
      from rev full join tgt on tgt.id = rev.id
      join customers c on c.id = coalesce(rev.id, tgt.id)
      order by coalesce(rev.revenue, 0) desc, coalesce(tgt.revenue_target, 0) desc, c.code`,
  );

  // pareto: customers by revenue, largest first; how many it takes to reach 80 % of it
  const ranked = sql`with c as (
      select r.customer_id, sum(r.total - r.tax) as revenue from ${rollup(p.date_from, p.date_to)}
      where ${scope} and r.customer_id <> 0
      group by 1 having sum(r.total - r.tax) > 0),
    ranked as (
      select c.customer_id, c.revenue, row_number() over (order by c.revenue desc, c.customer_id) as rn,
        sum(c.revenue) over (order by c.revenue desc, c.customer_id rows unbounded preceding) as cumulative, sum(c.revenue) over () as total
      from c)`;
  const [pareto] = await rowsOf<Record<string, string | null>>(
    db,
    sql`${ranked} select count(*) as customers, coalesce(max(total), 0) as revenue, coalesce(sum(revenue) filter (where rn <= 10), 0) as top10,
        count(*) filter (where cumulative - revenue < 0.8 * total) as for80 from ranked`,
  );
  const top = await rowsOf<{ name: string; revenue: string }>(
    db,
    sql`${ranked} select cu.code || ' ' || cu.name as name, ranked.revenue from ranked join customers cu on cu.id = ranked.customer_id where rn <= ${SLICES} order by rn`,
  );
  const paretoRevenue = Number(pareto.revenue);
  const slices = top.map((t) => ({ name: t.name, value: Number(t.revenue) }));
  const others = paretoRevenue - slices.reduce((a, s) => a + s.value, 0);
  if (others > 0) slices.push({ name: 'Other customers', value: others });

  // new: the customer's first booked AWB (in these branches) falls in the period; lost: AWBs in the previous period, none in this one
  const named = (rows: Record<string, unknown>[]): NamedCustomer[] => rows.map((r) => ({ id: Number(r.id), code: String(r.code), name: String(r.name), revenue: Number(r.revenue) }));
  const fresh = await rowsOf(
    db,
    sql`with booked as (select r.customer_id, sum(r.total - r.tax) as revenue from ${rollup(p.date_from, p.date_to)} where ${scope} and r.customer_id <> 0 group by 1 having sum(r.awbs) > 0),
      firsts as (${firstBookedDays(q.branches, p.date_to, sql`select customer_id from booked`)}),
      won as (select customer_id from firsts where first_day >= ${p.date_from}::date),
      rev as (select customer_id, revenue from booked where customer_id in (select customer_id from won))
      select c.id, c.code, c.name, coalesce(rev.revenue, 0) as revenue, count(*) over () as total
      from won join customers c on c.id = won.customer_id left join rev on rev.customer_id = won.customer_id
      order by 4 desc, c.code
      limit ${SLICES}`,
  );
  const lost = await rowsOf(
    db,
    sql`with before_ as (
        select r.customer_id, sum(r.total - r.tax) as revenue from ${rollup(p.previous_from, p.previous_to)} where ${scope} and r.customer_id <> 0
        group by 1 having sum(r.awbs) > 0),
      now_ as (select r.customer_id from ${rollup(p.date_from, p.date_to)} where ${scope} and r.customer_id <> 0 group by 1 having sum(r.awbs) > 0)
      select c.id, c.code, c.name, b.revenue, count(*) over () as total, sum(b.revenue) over () as lost_revenue
      from before_ b join customers c on c.id = b.customer_id
      where b.customer_id not in (select customer_id from now_)
      order by b.revenue desc, c.code
      limit ${SLICES}`,
  );

  return {
    period: { ...p, today: q.today, month_from: monthFrom, month_to: monthTo },
    revenue: { current: Number(revenue.current), previous: Number(revenue.previous) },
    walk_in_revenue: Number(revenue.walk_in),
    sales: targetRows(sales),
    customers: targetRows(customers),
    pareto: {
      customers: Number(pareto.customers),
      revenue: paretoRevenue,
      top10_share_pct: pctOf(Number(pareto.top10), paretoRevenue),
      customers_for_80_pct: Number(pareto.for80),
      slices,
    },
    // the window counts (and sums) every row before the limit
    new_customers: { count: Number(fresh[0]?.total ?? 0), top: named(fresh) },
    lost_customers: { count: Number(lost[0]?.total ?? 0), previous_revenue: Number(lost[0]?.lost_revenue ?? 0), top: named(lost) },
  };
}
