import { sql, type SQL } from 'drizzle-orm';
import { previousPeriod } from '@/lib/resources/reports/define-report';
import { monthEnd } from '@/lib/rules/dates';
import { customerReport, performanceMarketingReport } from '@/lib/resources/reports/marketing';
import { tableOf } from '../../db/schema/resources';
import { badRequest } from '../../errors';
import type { ReportModule, ReportQueryContext, ReportRow } from '../types';
import { equalsIfSet, inBranches, isSet, numeric, rowsOf } from '../sql';
import { firstBookedDays, rollupRows } from '../rollup-source';
import { bookedAwbsPage } from './booked-awbs';
import { hpp } from './hpp';

/*
 * Marketing from the shipment rollup (rollupRows: months where whole, days at the ends), never from the AWBs: each sales
 * person's months against the sales-target master, and each customer's revenue, share, pareto class and
 * growth. Walk-in counter sales (customer 0) are no account: left out of both, their figures in a note.
 * "First booked AWB" (new customers, NEW) is looked for in the same branches as the figures: with one
 * branch chosen, a customer is new to that branch. The drill-downs list the booked AWBs themselves.
 */

/** The shipment rollup of a period with the customer (and the service) kept. */
const rollupOf = (from: string, to: string) => sql`${rollupRows('shipment', ['customer_id', 'branch_id', 'service_id'], from, to)} r`;
const salesTargets = tableOf('sales-target');
const paretoClasses = tableOf('customer-pareto');

const pct = (part: number, whole: number | null | undefined) => (whole ? Math.round((part / whole) * 10_000) / 100 : null);
const rupiah = (n: number) => `Rp ${new Intl.NumberFormat('id-ID').format(n)}`;

/** `customer's sales person = id` (0: customers without one), or true when not asked. */
function salesPersonIs(column: SQL, id: unknown): SQL {
  if (!isSet(id)) return sql`true`;
  return Number(id) === 0 ? sql`${column} is null` : sql`${column} = ${Number(id)}`;
}

/** Walk-in (cash) sales of the period in the user's branches: what the notes say was left out. */
async function walkIn(q: ReportQueryContext, from: string, to: string, service?: unknown) {
  const [w] = await rowsOf(
    q.db,
    sql`select coalesce(sum(r.awbs), 0) as awbs, coalesce(sum(r.total - r.tax), 0) as revenue from ${rollupOf(from, to)}
      where r.customer_id = 0 and ${inBranches(sql.raw('r.branch_id'), q.branches)} and ${equalsIfSet(sql.raw('r.service_id'), service)}`,
  );
  return { awbs: Number(w?.awbs ?? 0), revenue: Number(w?.revenue ?? 0) };
}

// ---------------------------------------------------------------------------------------------------
// Marketing performance: each sales person's month against the sales-target master

const MAX_MONTHS = 24;

function monthRange(q: ReportQueryContext) {
  const mFrom = String(q.params.month_from);
  const mTo = String(q.params.month_to);
  if (mTo < mFrom) throw badRequest('Invalid report parameters: check the highlighted fields', { month_to: ['Must not be before "From month"'] });
  const months = (Number(mTo.slice(0, 4)) - Number(mFrom.slice(0, 4))) * 12 + Number(mTo.slice(5, 7)) - Number(mFrom.slice(5, 7)) + 1;
  if (months > MAX_MONTHS) throw badRequest('Invalid report parameters: check the highlighted fields', { month_to: [`At most ${MAX_MONTHS} months from "From month"`] });
  return { mFrom, mTo, from: `${mFrom}-01`, to: monthEnd(mTo) };
}

async function performance(q: ReportQueryContext) {
  const { mFrom, mTo, from, to } = monthRange(q);
  const salesId = q.params.sales_id;
  const rows = await rowsOf(
    q.db,
    sql`with per_customer as (
        select to_char(r.day, 'YYYY-MM') as month, r.customer_id, sum(r.awbs) as awbs, sum(r.chargeable_kg) as kg, sum(r.total - r.tax) as revenue
        from ${rollupOf(from, to)}
        where r.customer_id <> 0 and ${inBranches(sql.raw('r.branch_id'), q.branches)}
        group by 1, 2),
      firsts as (${firstBookedDays(q.branches, to, sql`select customer_id from per_customer`)}),
      actual as (
        select p.month, coalesce(c.sales_id, 0) as sales_id, count(*) filter (where p.awbs > 0) as customers, sum(p.awbs) as awbs, sum(p.kg) as kg,
          sum(p.revenue) as revenue, count(f.customer_id) as new_customers
        from per_customer p join customers c on c.id = p.customer_id
        left join firsts f on f.customer_id = p.customer_id and to_char(f.first_day, 'YYYY-MM') = p.month
        where ${salesPersonIs(sql.raw('c.sales_id'), salesId)}
        group by 1, 2 having sum(p.awbs) <> 0 or count(f.customer_id) > 0),
      targets as (
        select t.month, t.employee_id as sales_id, t.revenue_target, t.shipment_target, t.new_customers_target
        from ${salesTargets} t where t.month between ${mFrom} and ${mTo} and ${equalsIfSet(sql.raw('t.employee_id'), salesId)})
    select coalesce(a.month, t.month) as month, coalesce(a.sales_id, t.sales_id) as sales_id, e.employee_no, e.full_name, b.code as branch_code,
      a.customers, a.awbs, a.kg, a.revenue, a.new_customers, t.revenue_target, t.shipment_target, t.new_customers_target
    from actual a full join targets t on t.month = a.month and t.sales_id = a.sales_id
    left join employees e on e.id = coalesce(a.sales_id, t.sales_id) left join branches b on b.id = e.branch_id
    -- a person with a target and nothing booked in these branches is listed where they work
    where a.month is not null or ${inBranches(sql.raw('e.branch_id'), q.branches)}
    order by 1, coalesce(a.revenue, 0) desc, e.full_name nulls first`,
  );
  const out = rows.map((raw) => {
    const r = numeric(raw, ['sales_id', 'customers', 'awbs', 'kg', 'revenue', 'new_customers', 'revenue_target', 'shipment_target', 'new_customers_target']);
    const month = String(r.month);
    const awbs = Number(r.awbs ?? 0);
    const revenue = Number(r.revenue ?? 0);
    const newCustomers = Number(r.new_customers ?? 0);
    const revenueTarget = r.revenue_target as number | null;
    return {
      month,
      sales_person: r.sales_id ? `${r.employee_no ?? ''} ${r.full_name ?? ''}`.trim() : '(no sales person)',
      sales_branch: r.branch_code ?? '',
      customers: Number(r.customers ?? 0),
      awbs,
      shipment_target: r.shipment_target,
      awbs_pct: pct(awbs, r.shipment_target as number | null),
      chargeable_kg: Number(r.kg ?? 0),
      revenue,
      revenue_target: revenueTarget,
      revenue_pct: pct(revenue, revenueTarget),
      revenue_gap: revenueTarget === null ? null : revenue - revenueTarget,
      new_customers: newCustomers,
      new_customers_target: r.new_customers_target,
      new_customers_pct: pct(newCustomers, r.new_customers_target as number | null),
      targeted_awbs: r.shipment_target === null ? null : awbs,
      targeted_revenue: revenueTarget === null ? null : revenue,
      targeted_new_customers: r.new_customers_target === null ? null : newCustomers,
      sales_id: r.sales_id,
      date_from: `${month}-01`,
      date_to: monthEnd(month),
    } as ReportRow;
  });
  const notes: string[] = [];
  if (!isSet(salesId)) {
    const w = await walkIn(q, from, to);
    if (w.awbs) notes.push(`Walk-in (cash) sales have no sales person and are left out: ${w.awbs} AWBs, ${rupiah(w.revenue)} revenue.`);
  }
  if (q.branches) notes.push('Only the AWBs booked at the branches shown count; each target is the person’s whole monthly target.');
  return { rows: out, notes, summary: { date_from: from, date_to: to } };
}

/** The customers a sales person won in a period (their first booked AWB falls in it), with the first AWB. */
async function newCustomers(q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) {
  const from = String(keys.date_from ?? `${q.params.month_from}-01`);
  const to = String(keys.date_to ?? monthEnd(String(q.params.month_to)));
  const branchOk = (col: string) => sql`${inBranches(sql.raw(col), q.branches)} and ${equalsIfSet(sql.raw(col), keys.branch_id)}`;
  const rows = await rowsOf(
    q.db,
    sql`with period as (
        select r.customer_id, sum(r.awbs) as awbs, sum(r.total - r.tax) as revenue from ${rollupOf(from, to)}
        join customers c on c.id = r.customer_id
        where r.customer_id <> 0 and ${branchOk('r.branch_id')} and ${salesPersonIs(sql.raw('c.sales_id'), keys.sales_id)}
        group by 1),
      firsts as (select * from (${firstBookedDays(q.branches, to, sql`select customer_id from period`, keys.branch_id)}) f where f.first_day >= ${from}::date)
    select c.id, c.code || ' ' || c.name as customer, c.city, f.first_day::text as first_date, fa.number as first_awb, p.awbs, p.revenue
    from firsts f join period p on p.customer_id = f.customer_id join customers c on c.id = f.customer_id
    left join lateral (select s.number from shipments s where s.shipment_date = f.first_day and s.customer_id = f.customer_id and s.stage = 'booked' and ${branchOk('s.branch_id')}
      order by s.id limit 1) fa on true
    order by f.first_day, c.code
    limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => numeric(r, ['id', 'awbs', 'revenue']));
}

// ---------------------------------------------------------------------------------------------------
// Customers: revenue, share, pareto class, growth, new and lost

interface ParetoClass {
  code: string;
  min: number;
  max: number;
}

/**
 * The class of a customer whose slice of the cumulative revenue share starts at `start` %: the first
 * class (by "from") with from ≤ start < to. So the customers needed to reach 80 % are A when A is 0–80:
 * the one that crosses 80 % is still A, the next starts at 80 % or more and is B.
 */
function paretoClassAt(classes: readonly ParetoClass[], start: number): string | null {
  const eps = 1e-9;
  return classes.find((c) => start >= c.min - eps && start < c.max - eps)?.code ?? null;
}

async function customers(q: ReportQueryContext) {
  const from = String(q.params.date_from);
  const to = String(q.params.date_to);
  const prev = previousPeriod(from, to);
  const service = q.params.service_id;
  const salesId = q.params.sales_id;
  const where = () =>
    sql`r.customer_id <> 0 and ${inBranches(sql.raw('r.branch_id'), q.branches)}
      and ${equalsIfSet(sql.raw('r.service_id'), service)} and ${salesPersonIs(sql.raw('c.sales_id'), salesId)}`;
  const rows = await rowsOf(
    q.db,
    sql`with now_ as (
        select r.customer_id, sum(r.awbs) as awbs, sum(r.koli) as koli, sum(r.chargeable_kg) as kg, sum(r.total - r.tax) as revenue
        from ${rollupOf(from, to)} join customers c on c.id = r.customer_id where ${where()} group by 1),
      before_ as (
        select r.customer_id, sum(r.awbs) as awbs, sum(r.total - r.tax) as revenue
        from ${rollupOf(prev.from, prev.to)} join customers c on c.id = r.customer_id where ${where()} group by 1),
      x as (
        select coalesce(n.customer_id, b.customer_id) as customer_id, coalesce(n.awbs, 0) as awbs, coalesce(n.koli, 0) as koli, coalesce(n.kg, 0) as kg,
          coalesce(n.revenue, 0) as revenue, coalesce(b.awbs, 0) as previous_awbs, coalesce(b.revenue, 0) as previous_revenue
        from now_ n full join before_ b on b.customer_id = n.customer_id),
      firsts as (${firstBookedDays(q.branches, to, sql`select customer_id from x`)})
    select x.*, c.code, c.name, c.city, e.full_name as sales_person, pc.code as pareto_on_file, f.first_day::text as first_day
    from x join customers c on c.id = x.customer_id left join employees e on e.id = c.sales_id
    left join ${paretoClasses} pc on pc.id = c.pareto_id left join firsts f on f.customer_id = x.customer_id
    where x.awbs <> 0 or x.previous_awbs <> 0
    order by x.revenue desc, x.previous_revenue desc, c.code`,
  );
  const classes = (await rowsOf<{ code: string; min_share: string; max_share: string }>(q.db, sql`select code, min_share, max_share from ${paretoClasses} order by min_share, max_share, code`)).map(
    (c) => ({ code: c.code, min: Number(c.min_share), max: Number(c.max_share) }),
  );
  const figures = rows.map((r) => numeric(r, ['customer_id', 'awbs', 'koli', 'kg', 'revenue', 'previous_awbs', 'previous_revenue']) as Record<string, unknown> & Record<'customer_id' | 'awbs' | 'koli' | 'kg' | 'revenue' | 'previous_awbs' | 'previous_revenue', number>);
  const total = figures.reduce((a, r) => a + Math.max(r.revenue, 0), 0);
  let running = 0;
  const counts = { new: 0, lost: 0 } as Record<string, number>;
  const out = figures.map((r, i) => {
    const start = total ? (running / total) * 100 : 100;
    const earning = r.revenue > 0;
    if (earning) running += r.revenue;
    const status = r.awbs > 0 && r.first_day && String(r.first_day) >= from ? 'NEW' : r.awbs <= 0 && r.previous_awbs > 0 ? 'LOST' : '';
    const pareto = earning ? paretoClassAt(classes, start) : null;
    if (status) counts[status.toLowerCase()]++;
    if (pareto) counts[pareto] = (counts[pareto] ?? 0) + 1;
    return {
      rank: i + 1,
      customer: `${r.code} ${r.name}`,
      city: r.city,
      sales_person: r.sales_person ?? '',
      awbs: r.awbs,
      koli: r.koli,
      chargeable_kg: r.kg,
      revenue: r.revenue,
      share_pct: earning ? pct(r.revenue, total) : null,
      cumulative_pct: earning ? pct(running, total) : null,
      pareto: pareto ?? '',
      pareto_on_file: r.pareto_on_file ?? '',
      previous_revenue: r.previous_revenue,
      revenue_change: r.revenue - r.previous_revenue,
      growth_pct: pct(r.revenue - r.previous_revenue, r.previous_revenue),
      status,
      first_date: r.first_day ?? null,
      customer_id: r.customer_id,
      previous_from: prev.from,
      previous_to: prev.to,
    } as ReportRow;
  });
  const notes: string[] = [];
  if (!isSet(salesId)) {
    const w = await walkIn(q, from, to, service);
    if (w.awbs) notes.push(`Walk-in (cash) counter sales are no customer account and are left out: ${w.awbs} AWBs, ${rupiah(w.revenue)} revenue.`);
  }
  notes.push(
    classes.length
      ? `Class: customers ranked by revenue; each takes the class (${classes.map((c) => `${c.code} ${c.min}–${c.max} %`).join(', ')}) in which its slice of the cumulative share starts (from inclusive, to exclusive), so the customers needed to reach a class’s upper share belong to it.`
      : 'No customer pareto classes are set (Settings → Customer pareto): no class is given.',
  );
  return { rows: out, notes, summary: { previous_from: prev.from, previous_to: prev.to, customers: out.length, ...counts } };
}

// ---------------------------------------------------------------------------------------------------
// The booked AWBs behind a figure (sales drill pattern, plus the customer's sales person)

function bookedAwbs(q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) {
  const from = String(keys.date_from ?? q.params.date_from ?? `${q.params.month_from}-01`);
  const to = String(keys.date_to ?? q.params.date_to ?? monthEnd(String(q.params.month_to)));
  const bySales = isSet(keys.sales_id) ? sql`s.customer_id is not null and ${salesPersonIs(sql.raw('c.sales_id'), keys.sales_id)}` : sql`true`;
  return bookedAwbsPage(q, { from, to }, keys, page, bySales);
}

export const performanceMarketing: ReportModule = { definition: performanceMarketingReport, run: performance, drills: { awbs: bookedAwbs, customers: newCustomers } };
export const customer: ReportModule = { definition: customerReport, run: customers, drills: { awbs: bookedAwbs } };

export const MARKETING_MODULES: readonly ReportModule[] = [performanceMarketing, customer, hpp];
