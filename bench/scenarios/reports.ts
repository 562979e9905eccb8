/**
 * reports (opt-in: `npm run bench -- reports`; it loads BENCH_REPORT_SHIPMENTS shipments, default
 * 1,000,000, and a year of invoices — try BENCH_REPORT_SHIPMENTS=100000 first): every report of
 * lib/server/reports/registry.ts REPORT_MODULES (a report added there is measured without a change here)
 * against the same answer computed by hand from the base documents (shipments, delivery_statuses,
 * tracking_events, invoices, the ledger …), in the same run, on the same data (bench/lib/report-data.ts).
 *
 * Per report, its default view (the parameters the screen opens with; a required parameter without a
 * default gets the first row of its table) and, when it has a date_from…date_to period, the last 365
 * days: ours through the runner (runReport: parameters checked, the read-only transaction, the query,
 * the table with its totals) against RAW_BASELINES[name] — a plain aggregate over the base tables,
 * run as one statement — alternating BENCH_REPORT_REPEATS times (default 5), medians compared.
 *   - a report that reads a rollup: raw ms / ours ms, target ≥ 10 (what the rollup is for);
 *   - any other (the ledger, small document tables): ours ms / raw ms, target ≤ 2 (the runner's cost).
 * Then each of its drill-downs, for the keys of its first linked row, first page (101 rows): ours
 * (withReportContext + the drill's function) against DRILL_BASELINES[`report:drill`], target ours ≤ 2× raw.
 * A report or drill-down without a baseline here prints "no baseline" and its own time only: write one
 * in RAW_BASELINES / DRILL_BASELINES (the same figures from the documents, never from a rollup), and
 * declare `compare` so the bench checks the two agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ACTIVITY_KINDS } from '@/lib/resources/reports/delivery';
import { previousPeriod, type ReportDefinition } from '@/lib/resources/reports/define-report';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { Db } from '@/lib/server/db/client';
import { tableOf } from '@/lib/server/db/schema/resources';
import { REPORT_MODULES } from '@/lib/server/reports/registry';
import { ReferenceCache } from '@/lib/server/cache/reference-cache';
import { openReportDatabase, parseReportParams, readOnly, runReport, withReportContext, type ReportDatabase } from '@/lib/server/reports/runner';
import type { ReportModule, ReportRow } from '@/lib/server/reports/types';
import { ensureReportData, REPORT_SHIPMENTS } from '../lib/report-data';
import { median } from '../lib/sequential';
import type { BenchEnv, Check, Measurement, Scenario } from '../lib/types';

const NAME = 'reports';
const REPEATS = Math.max(3, Number(process.env.BENCH_REPORT_REPEATS ?? 5));
/** A rollup-read report: at least this many times faster than the raw aggregate. */
const AGGREGATE_TARGET = 10;
/** Anything read straight from documents (drill-downs, ledger and list reports): at most this many times the raw time. */
const DIRECT_TARGET = 2;
const DRILL_LIMIT = 101;

interface RawContext {
  /** The report's parameters, checked and with their defaults. */
  params: Record<string, unknown>;
  today: string;
}

interface Baseline {
  sql(c: RawContext): SQL;
  /** A column of the report and the raw answer's column whose sums must agree (the baseline is checked, not trusted). */
  compare?: [report: string, raw: string];
}

interface DrillBaseline {
  sql(c: RawContext & { keys: Record<string, string | number> }, limit: number): SQL;
}

const rowsOf = <T = Record<string, unknown>>(result: unknown) => ((result as { rows?: T[] }).rows ?? []) as T[];
const eqIf = (column: string, value: unknown) => (value === undefined || value === null || value === '' ? sql`true` : sql`${sql.raw(column)} = ${value}`);
const shiftDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const monthEndOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

// ---- sales: booked AWBs straight from shipments -------------------------------------------------

/** The booked AWBs of a period within the sales filters. */
const salesWhere = (p: Record<string, unknown>, from: string, to: string) => sql`s.stage = 'booked' and s.shipment_date between ${from}::date and ${to}::date
  and ${eqIf('s.branch_id', p.branch_id)} and ${eqIf('s.service_id', p.service_id)} and ${eqIf('coalesce(s.customer_id, 0)', p.customer_id)} and ${eqIf('s.payment_type', p.payment_type)}`;

const salesSums = sql.raw(`count(*) as awbs, sum(s.koli_count) as koli, sum(coalesce(s.chargeable_kg, 0)) as chargeable_kg, sum(coalesce(s.freight, 0)) as freight,
  sum(coalesce(s.additional, 0) + coalesce(s.insurance, 0) + coalesce(s.cod_fee, 0)) as surcharges, sum(coalesce(s.discount, 0)) as discount,
  sum(coalesce(s.total, 0) - coalesce(s.tax, 0)) as revenue, sum(coalesce(s.tax, 0)) as tax, sum(coalesce(s.total, 0)) as total,
  coalesce(sum(s.total) filter (where s.payment_type = 'CASH'), 0) as cash, coalesce(sum(s.total) filter (where s.payment_type = 'CREDIT'), 0) as credit`);

const salesByDimension = (dimension: 'service_id' | 'branch_id', names: string): Baseline => ({
  sql: ({ params: p }) => {
    const from = String(p.date_from);
    const to = String(p.date_to);
    const prev = previousPeriod(from, to);
    return sql`with now_ as (select s.${sql.raw(dimension)} as id, ${salesSums} from shipments s where ${salesWhere(p, from, to)} group by 1),
      before_ as (select s.${sql.raw(dimension)} as id, sum(coalesce(s.total, 0) - coalesce(s.tax, 0)) as previous_revenue from shipments s where ${salesWhere(p, prev.from, prev.to)} group by 1)
      select coalesce(n.id, b.id) as id, n.*, coalesce(b.previous_revenue, 0) as previous_revenue, d.code, d.name
      from now_ n full join before_ b on b.id = n.id left join ${sql.raw(names)} d on d.id = coalesce(n.id, b.id)
      order by coalesce(n.revenue, 0) desc, d.code`;
  },
  compare: ['total', 'total'],
});

const salesAwbs: DrillBaseline = {
  sql: ({ params: p, keys: k }, limit) => sql`
    select s.id, s.number, s.shipment_date::text as shipment_date, b.code as branch, c.name as customer, v.code as service,
      a.district || ', ' || a.regency as destination, s.koli_count, s.chargeable_kg, s.total, s.status
    from shipments s
    left join branches b on b.id = s.branch_id left join customers c on c.id = s.customer_id
    left join services v on v.id = s.service_id left join coverage_areas a on a.id = s.destination_area_id
    where ${salesWhere({ ...p, ...k }, String(k.date_from ?? p.date_from ?? `${String(p.month_from)}-01`), String(k.date_to ?? p.date_to ?? monthEndOf(String(p.month_to))))}
      and ${k.sales_id === undefined ? sql`true` : Number(k.sales_id) === 0 ? sql`s.customer_id is not null and c.sales_id is null` : sql`c.sales_id = ${k.sales_id}`}
    order by s.shipment_date, s.id limit ${limit}`,
};

// ---- delivery: delivered AWBs, PODs, open AWBs, tracking events ---------------------------------------

/** The first instant of a Jakarta day and the first after it (WIB is UTC+7 all year). */
const jakartaStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+07:00`)).toISOString();
const jakartaEnd = (day: string) => new Date(Date.parse(`${day}T00:00:00+07:00`) + 86_400_000).toISOString();
const DELIVERED_DAY = `((s.delivered_at at time zone 'UTC') + interval '7 hours')::date`;
const OPEN_STATUSES = `'pending', 'picked_up', 'in_transit', 'out_for_delivery', 'on_hold', 'delivery_failed'`;
/** The tracking codes of each kind of work (as lib/resources/reports/delivery.ts ACTIVITY_KINDS says). */
const codes = (kind: 'entry' | 'scan' | 'delivery') => sql`${`{${Object.entries(ACTIVITY_KINDS).filter(([, k]) => k === kind).map(([c]) => c).join(',')}}`}::text[]`;

const deliveryRaw: Baseline = {
  // delivered AWBs of the period (Jakarta day of delivered_at), per service, origin or destination branch or day
  sql: ({ params: p }) => {
    const by = String(p.by ?? 'service');
    const key = { service: 's.service_id::text', branch: 'coalesce(s.branch_id, 0)::text', destination: 'coalesce(a.branch_id, 0)::text', day: `${DELIVERED_DAY}::text` }[by] ?? 's.service_id::text';
    const side = p.branch_side === 'destination' ? 'coalesce(a.branch_id, 0)' : 'coalesce(s.branch_id, 0)';
    return sql`select ${sql.raw(key)} as k, count(*) as delivered,
        count(*) filter (where s.eta_to is not null and ${sql.raw(DELIVERED_DAY)} <= s.eta_to) as on_time,
        count(*) filter (where s.eta_to is not null and ${sql.raw(DELIVERED_DAY)} > s.eta_to) as late,
        count(*) filter (where coalesce(s.failed_attempts, 0) = 0) as first_attempt, sum(greatest(${sql.raw(DELIVERED_DAY)} - s.shipment_date, 0)) as lead_days
      from shipments s left join coverage_areas a on a.id = s.destination_area_id
      where s.stage = 'booked' and s.delivered_at >= ${jakartaStart(String(p.date_from))}::timestamptz and s.delivered_at < ${jakartaEnd(String(p.date_to))}::timestamptz
        and ${eqIf(side, p.branch_id)} and ${eqIf('s.service_id', p.service_id)}
      group by 1 order by 1`;
  },
  compare: ['delivered', 'delivered'],
};

const runsheetResultsRaw: Baseline = {
  // the POD entries of the period per courier (their runsheet's driver), failure reason or day, and the runsheets dispatched
  sql: ({ params: p }) => {
    const by = String(p.by ?? 'courier');
    const key = { courier: 'coalesce(r.driver_id, 0)::text', reason: `p.result || ':' || coalesce(p.failure_reason, '')`, day: 'p.pod_date::text' }[by] ?? 'coalesce(r.driver_id, 0)::text';
    const sheets =
      by === 'reason'
        ? sql`select null::text as k, 0::bigint as runsheets, 0::bigint as awbs_out where false`
        : sql`select ${sql.raw(by === 'day' ? 'd.runsheet_date::text' : 'coalesce(d.driver_id, 0)::text')} as k, count(*) as runsheets, coalesce(sum(d.awb_count), 0) as awbs_out
            from delivery_runsheets d where d.stage = 'booked' and d.runsheet_date between ${String(p.date_from)}::date and ${String(p.date_to)}::date
              and ${eqIf('d.branch_id', p.branch_id)} and ${eqIf('d.driver_id', p.driver_id)} group by 1`;
    return sql`with pods as (
        select ${sql.raw(key)} as k, count(*) as attempts, count(*) filter (where p.result = 'DELIVERED') as delivered, count(*) filter (where p.result = 'FAILED') as failed,
          coalesce(sum(p.cod_collected), 0) as cod_collected
        from delivery_statuses p left join delivery_runsheets r on r.id = p.delivery_runsheet_id
        where p.stage = 'booked' and p.pod_date between ${String(p.date_from)}::date and ${String(p.date_to)}::date
          and ${eqIf('coalesce(p.branch_id, 0)', p.branch_id)} and ${eqIf('coalesce(r.driver_id, 0)', p.driver_id)}
        group by 1),
      sheets as (${sheets})
      select coalesce(pods.k, sheets.k) as k, coalesce(pods.attempts, 0) as attempts, coalesce(pods.delivered, 0) as delivered, coalesce(pods.failed, 0) as failed,
        coalesce(pods.cod_collected, 0) as cod_collected, coalesce(sheets.runsheets, 0) as runsheets, coalesce(sheets.awbs_out, 0) as awbs_out
      from pods full join sheets on sheets.k = pods.k`;
  },
  compare: ['attempts', 'attempts'],
};

const openAwbsRaw: Baseline = {
  // every AWB whose status is an open one (the statuses named, not the partial index's NOT IN), per status and holding branch
  sql: ({ params: p, today }) => {
    const holder = `(case when s.status in ('pending', 'picked_up') then coalesce(s.branch_id, 0) else coalesce(a.branch_id, s.branch_id, 0) end)`;
    const age = sql`(${today}::date - s.shipment_date)`;
    return sql`select s.status, ${sql.raw(holder)} as branch_id, count(*) as open,
        count(*) filter (where ${age} <= 1) as age_0_1, count(*) filter (where ${age} between 2 and 3) as age_2_3,
        count(*) filter (where ${age} between 4 and 7) as age_4_7, count(*) filter (where ${age} >= 8) as age_8_plus,
        count(*) filter (where s.eta_to < ${today}::date) as past_eta, greatest(max(${age}), 0) as oldest_days
      from shipments s left join coverage_areas a on a.id = s.destination_area_id
      where s.stage = 'booked' and s.status in (${sql.raw(OPEN_STATUSES)}) and ${eqIf(holder, p.branch_id)} and ${eqIf('s.service_id', p.service_id)}
      group by 1, 2`;
  },
  compare: ['open', 'open'],
};

const productivityRaw: Baseline = {
  // the tracking events entered in the period, per user and Jakarta day (first to last event: the hours), then per user
  sql: ({ params: p }) => sql`with d as (
      select coalesce(e.user_code, '') as user_code, ((e.input_at at time zone 'UTC') + interval '7 hours')::date as day,
        count(*) filter (where e.code = any(${codes('entry')})) as entered, count(*) filter (where e.code = any(${codes('scan')})) as scans,
        count(*) filter (where e.code = any(${codes('delivery')})) as deliveries, count(*) as events,
        greatest(extract(epoch from max(e.input_at) - min(e.input_at)) / 3600.0, 1) as hours
      from tracking_events e
      where e.input_at >= ${jakartaStart(String(p.date_from))}::timestamptz and e.input_at < ${jakartaEnd(String(p.date_to))}::timestamptz
        and ${eqIf('coalesce(e.branch_id, 0)', p.branch_id)}
      group by 1, 2)
    select d.user_code, u.full_name, sum(d.entered) as entered, sum(d.scans) as scans, sum(d.deliveries) as deliveries, sum(d.events) as events,
      count(*) as days, round(sum(d.hours), 2) as hours
    from d left join users u on u.user_code = d.user_code group by 1, 2`,
  compare: ['events', 'events'],
};

// ---- marketing: the customers' booked AWBs -------------------------------------------------------------

const customersRaw: Baseline = {
  // each customer's booked AWBs of the period and the one before, and the day of its first booked AWB ever (up to the period's end)
  sql: ({ params: p }) => {
    const from = String(p.date_from);
    const to = String(p.date_to);
    const prev = previousPeriod(from, to);
    const where = (f: string, t: string) => sql`s.stage = 'booked' and s.customer_id is not null and s.shipment_date between ${f}::date and ${t}::date
      and ${eqIf('s.branch_id', p.branch_id)} and ${eqIf('s.service_id', p.service_id)} and ${p.sales_id ? sql`c.sales_id = ${p.sales_id}` : sql`true`}`;
    return sql`with now_ as (
        select s.customer_id, count(*) as awbs, sum(s.koli_count) as koli, sum(coalesce(s.chargeable_kg, 0)) as kg, sum(coalesce(s.total, 0) - coalesce(s.tax, 0)) as revenue
        from shipments s join customers c on c.id = s.customer_id where ${where(from, to)} group by 1),
      before_ as (
        select s.customer_id, count(*) as awbs, sum(coalesce(s.total, 0) - coalesce(s.tax, 0)) as revenue
        from shipments s join customers c on c.id = s.customer_id where ${where(prev.from, prev.to)} group by 1),
      x as (select coalesce(n.customer_id, b.customer_id) as customer_id, coalesce(n.awbs, 0) as awbs, coalesce(n.revenue, 0) as revenue, coalesce(b.revenue, 0) as previous_revenue
        from now_ n full join before_ b on b.customer_id = n.customer_id),
      firsts as (select s.customer_id, min(s.shipment_date) as first_day from shipments s
        where s.stage = 'booked' and s.shipment_date <= ${to}::date and s.customer_id in (select customer_id from x) and ${eqIf('s.branch_id', p.branch_id)} group by 1)
      select x.*, c.code, c.name, f.first_day from x join customers c on c.id = x.customer_id left join firsts f on f.customer_id = x.customer_id
      order by x.revenue desc`;
  },
  compare: ['revenue', 'revenue'],
};

const marketingRaw: Baseline = {
  // per month and sales person: their customers' booked AWBs and revenue, the customers won (first AWB ever in the month), the targets
  sql: ({ params: p }) => {
    const from = `${String(p.month_from)}-01`;
    const to = monthEndOf(String(p.month_to));
    return sql`with per_customer as (
        select to_char(s.shipment_date, 'YYYY-MM') as month, s.customer_id, count(*) as awbs, sum(coalesce(s.chargeable_kg, 0)) as kg, sum(coalesce(s.total, 0) - coalesce(s.tax, 0)) as revenue
        from shipments s where s.stage = 'booked' and s.customer_id is not null and s.shipment_date between ${from}::date and ${to}::date and ${eqIf('s.branch_id', p.branch_id)}
        group by 1, 2),
      firsts as (select s.customer_id, min(s.shipment_date) as first_day from shipments s
        where s.stage = 'booked' and s.shipment_date <= ${to}::date and s.customer_id in (select customer_id from per_customer) and ${eqIf('s.branch_id', p.branch_id)} group by 1),
      actual as (
        select pc.month, coalesce(c.sales_id, 0) as sales_id, count(*) as customers, sum(pc.awbs) as awbs, sum(pc.kg) as kg, sum(pc.revenue) as revenue,
          count(f.customer_id) as new_customers
        from per_customer pc join customers c on c.id = pc.customer_id
        left join firsts f on f.customer_id = pc.customer_id and to_char(f.first_day, 'YYYY-MM') = pc.month
        where ${p.sales_id ? sql`c.sales_id = ${p.sales_id}` : sql`true`}
        group by 1, 2),
      targets as (select t.month, t.employee_id as sales_id, t.revenue_target from sales_targets t where t.month between ${String(p.month_from)} and ${String(p.month_to)})
      select coalesce(a.month, t.month) as month, coalesce(a.sales_id, t.sales_id) as sales_id, a.awbs, a.revenue, a.new_customers, t.revenue_target
      from actual a full join targets t on t.month = a.month and t.sales_id = a.sales_id`;
  },
  compare: ['revenue', 'revenue'],
};

// ---- finance: the ledger, by hand --------------------------------------------------------------------

/** Each open item's balance as of the day, aged, summed per customer (AR) or vendor (AP): the aggregate written out. */
const agingRaw = (side: 'AR' | 'AP', party: 'customer_id' | 'vendor_id', narrow?: (p: Record<string, unknown>) => SQL): Baseline => ({
  sql: ({ params: p }) => {
    const asOf = String(p.as_of);
    const from = p.basis === 'invoice' ? 'max(item_date)' : 'max(item_due)';
    return sql`with items as (
        select ${sql.raw(party)} as party_id, item_type, item_id, sum(amount) as balance, ${asOf}::date - ${sql.raw(from)} as age
        from ledger_entries where side = ${side} and entry_date <= ${asOf}::date and ${eqIf('branch_id', p.branch_id)} and ${narrow ? narrow(p) : sql`true`}
        group by 1, 2, 3 having sum(amount) <> 0)
      select party_id,
        coalesce(sum(balance) filter (where balance > 0 and age <= 0), 0) as b0, coalesce(sum(balance) filter (where balance > 0 and age between 1 and 30), 0) as b1,
        coalesce(sum(balance) filter (where balance > 0 and age between 31 and 60), 0) as b2, coalesce(sum(balance) filter (where balance > 0 and age between 61 and 90), 0) as b3,
        coalesce(sum(balance) filter (where balance > 0 and age between 91 and 120), 0) as b4, coalesce(sum(balance) filter (where balance > 0 and age > 120), 0) as b5,
        coalesce(sum(balance) filter (where balance > 0), 0) as total, coalesce(-sum(balance) filter (where balance < 0), 0) as credit, count(*) as items
      from items group by 1`;
  },
  compare: ['total', 'total'],
});

// ---- tax: the month's invoices and cash AWBs ---------------------------------------------------------

const taxSalesRaw: Baseline = {
  // the month's booked invoices one by one, and the cash AWBs per day and branch (DPP by the service's PPN base)
  sql: ({ params: p }) => {
    const from = `${String(p.month)}-01`;
    const to = monthEndOf(String(p.month));
    return sql`select 'invoice' as kind, i.invoice_date as day, i.branch_id, i.awb_count as awbs, coalesce(i.amount, 0) as amount, coalesce(i.dpp, 0) as dpp, coalesce(i.ppn, 0) as ppn, coalesce(i.total, 0) as total
      from invoices i join customers c on c.id = i.customer_id
      where i.stage = 'booked' and i.invoice_date between ${from}::date and ${to}::date and ${eqIf('i.branch_id', p.branch_id)}
      union all
      select 'cash', s.shipment_date, s.branch_id, count(*), sum(coalesce(s.total, 0) - coalesce(s.tax, 0)),
        sum(case when coalesce(v.ppn_base, 'BILLED') = 'ELEVEN_TWELFTHS' then (coalesce(s.total, 0) - coalesce(s.tax, 0) - coalesce(s.insurance, 0)) * 11 / 12
          else coalesce(s.total, 0) - coalesce(s.tax, 0) - coalesce(s.insurance, 0) end),
        sum(coalesce(s.tax, 0)), sum(coalesce(s.total, 0))
      from shipments s left join services v on v.id = s.service_id
      where s.stage = 'booked' and s.payment_type = 'CASH' and s.shipment_date between ${from}::date and ${to}::date and ${eqIf('s.branch_id', p.branch_id)}
      group by 1, 2, 3`;
  },
  compare: ['total', 'total'],
};

/**
 * The raw answer of each report, by name: the same figures from the base documents (never a rollup). A
 * report missing here is measured alone and printed as "no baseline" — monitoring-receivable,
 * trip-allowance, hpp and tax-purchase read the documents themselves already (their own SQL is the raw
 * query): a baseline for them would only time the runner, as the drill-downs do.
 */
export const RAW_BASELINES: Record<string, Baseline> = {
  delivery: deliveryRaw,
  'operational-delivery': runsheetResultsRaw,
  'monitoring-delivery': openAwbsRaw,
  productivity: productivityRaw,
  customer: customersRaw,
  'performance-marketing': marketingRaw,
  'aging-ar-customer': agingRaw('AR', 'customer_id', (p) => (p.customer_id ? sql`customer_id = ${p.customer_id}` : sql`true`)),
  'aging-ar-marketing': agingRaw('AR', 'customer_id', (p) => (p.sales_id ? sql`customer_id in (select id from customers where sales_id = ${p.sales_id})` : sql`true`)),
  'aging-ap': agingRaw('AP', 'vendor_id', (p) => (p.vendor_id ? sql`vendor_id = ${p.vendor_id}` : sql`true`)),
  'tax-sales': taxSalesRaw,
  'sales-recap': {
    sql: ({ params: p }) => {
      const bucket = p.by === 'month' ? sql.raw(`date_trunc('month', s.shipment_date)::date`) : p.by === 'week' ? sql.raw(`date_trunc('week', s.shipment_date)::date`) : sql.raw('s.shipment_date');
      return sql`select ${bucket}::text as bucket, ${salesSums} from shipments s where ${salesWhere(p, String(p.date_from), String(p.date_to))} group by 1 order by 1`;
    },
    compare: ['total', 'total'],
  },
  'sales-service': salesByDimension('service_id', 'services'),
  'sales-branches': salesByDimension('branch_id', 'branches'),
};

const deliveredAwbsRaw: DrillBaseline = {
  sql: ({ params: p, keys: k }, limit) => {
    const group = String(k.group ?? '');
    const groupColumn = { service: 's.service_id', branch: 'coalesce(s.branch_id, 0)', destination: 'coalesce(a.branch_id, 0)' }[group];
    const timing = String(k.timing ?? 'all');
    const day = sql.raw(DELIVERED_DAY);
    const when = { on_time: sql`s.eta_to is not null and ${day} <= s.eta_to`, late: sql`s.eta_to is not null and ${day} > s.eta_to`, no_eta: sql`s.eta_to is null`, first_attempt: sql`coalesce(s.failed_attempts, 0) = 0` }[timing] ?? sql`true`;
    const side = p.branch_side === 'destination' ? 'coalesce(a.branch_id, 0)' : 'coalesce(s.branch_id, 0)';
    return sql`select s.id, s.number, s.shipment_date::text as shipment_date, ${day}::text as delivered_on, s.eta_to::text as eta_to, s.failed_attempts,
        v.code as service, b.code as origin, a.district || ', ' || a.regency as destination
      from shipments s left join coverage_areas a on a.id = s.destination_area_id left join branches b on b.id = s.branch_id left join services v on v.id = s.service_id
      where s.stage = 'booked' and s.delivered_at >= ${jakartaStart(String(k.date_from ?? p.date_from))}::timestamptz and s.delivered_at < ${jakartaEnd(String(k.date_to ?? p.date_to))}::timestamptz
        and ${eqIf(side, p.branch_id)} and ${eqIf('s.service_id', k.service_id)} and ${groupColumn ? eqIf(groupColumn, k.group_id) : sql`true`} and ${when}
      order by s.delivered_at, s.id limit ${limit}`;
  },
};

const podEntriesRaw: DrillBaseline = {
  sql: ({ params: p, keys: k }, limit) => {
    const by = String(k.by ?? p.by ?? 'courier');
    const row = k.row === undefined ? undefined : String(k.row);
    let rowFilter = sql`true`;
    if (row !== undefined && by === 'courier') rowFilter = sql`coalesce(r.driver_id, 0) = ${Number(row)}`;
    else if (row !== undefined && by === 'reason') rowFilter = sql`p.result || ':' || coalesce(p.failure_reason, '') = ${row}`;
    else if (row !== undefined && by === 'day') rowFilter = sql`p.pod_date = ${row}::date`;
    const result = String(k.result ?? 'ALL');
    return sql`select p.id, p.number, p.pod_date::text as pod_date, p.awb, p.result, p.failure_reason, dr.name as courier, p.runsheet_number, p.receiver_name, p.event_at, b.code as branch, p.cod_collected
      from delivery_statuses p left join delivery_runsheets r on r.id = p.delivery_runsheet_id left join drivers dr on dr.id = r.driver_id left join branches b on b.id = p.branch_id
      where p.stage = 'booked' and p.pod_date between ${String(k.date_from ?? p.date_from)}::date and ${String(k.date_to ?? p.date_to)}::date
        and ${eqIf('coalesce(p.branch_id, 0)', p.branch_id)} and ${result === 'ALL' ? sql`true` : sql`p.result = ${result}`} and ${eqIf('coalesce(r.driver_id, 0)', k.driver_id)} and ${rowFilter}
      order by p.pod_date, p.event_at, p.id limit ${limit}`;
  },
};

const stuckAwbsRaw: DrillBaseline = {
  sql: ({ params: p, keys: k, today }, limit) => {
    const holder = `(case when s.status in ('pending', 'picked_up') then coalesce(s.branch_id, 0) else coalesce(a.branch_id, s.branch_id, 0) end)`;
    const age = sql`(${today}::date - s.shipment_date)`;
    const ages: Record<string, SQL> = {
      past_eta: sql`s.eta_to < ${today}::date`,
      age_0_1: sql`${age} <= 1`,
      age_2_3: sql`${age} between 2 and 3`,
      age_4_7: sql`${age} between 4 and 7`,
      age_8_plus: sql`${age} >= 8`,
    };
    return sql`select s.*, e.code as last_code, e.event_at as last_event_at, e.place as last_place from (
        select s.id, s.number, s.shipment_date, ${age} as age_days, s.eta_to, s.status, v.code as service, b.code as origin, a.district || ', ' || a.regency as destination
        from shipments s left join coverage_areas a on a.id = s.destination_area_id left join branches b on b.id = s.branch_id left join services v on v.id = s.service_id
        where s.stage = 'booked' and s.status in (${sql.raw(OPEN_STATUSES)}) and ${eqIf(holder, p.branch_id)} and ${eqIf(holder, k.branch_id)} and ${eqIf('s.status', k.status)}
          and ${eqIf('s.service_id', k.service_id)} and ${ages[String(k.age ?? 'all')] ?? sql`true`}
        order by s.shipment_date, s.id limit ${limit}) s
      left join lateral (select e.code, e.event_at, e.place from tracking_events e where e.shipment_id = s.id order by e.event_at desc, e.id desc limit 1) e on true
      order by s.shipment_date, s.id`;
  },
};

const userEventsRaw: DrillBaseline = {
  sql: ({ params: p, keys: k }, limit) => {
    const kind = String(k.kind ?? 'all');
    const which = kind === 'entry' || kind === 'scan' || kind === 'delivery' ? sql`e.code = any(${codes(kind)})` : sql`true`;
    const other = kind === 'other' ? sql`not (e.code = any(${codes('entry')}) or e.code = any(${codes('scan')}) or e.code = any(${codes('delivery')}))` : sql`true`;
    return sql`select e.id, e.input_at, s.number as awb, e.code, e.status, e.place, b.code as branch, e.document_number as document
      from tracking_events e join shipments s on s.id = e.shipment_id left join branches b on b.id = e.branch_id
      where e.input_at >= ${jakartaStart(String(k.date_from ?? p.date_from))}::timestamptz and e.input_at < ${jakartaEnd(String(k.date_to ?? p.date_to))}::timestamptz
        and coalesce(e.user_code, '') = ${String(k.user_code ?? '')} and ${eqIf('coalesce(e.branch_id, 0)', p.branch_id)} and ${which} and ${other}
      order by e.input_at, e.id limit ${limit}`;
  },
};

/** The raw page of each drill-down, by `report:drill`. */
export const DRILL_BASELINES: Record<string, DrillBaseline> = {
  'sales-recap:awbs': salesAwbs,
  'sales-service:awbs': salesAwbs,
  'sales-branches:awbs': salesAwbs,
  'customer:awbs': salesAwbs,
  'performance-marketing:awbs': salesAwbs,
  'delivery:delivered': deliveredAwbsRaw,
  'operational-delivery:pods': podEntriesRaw,
  'monitoring-delivery:stuck': stuckAwbsRaw,
  'productivity:events': userEventsRaw,
};

// ---- the measuring ---------------------------------------------------------------------------------

async function timedMs(fn: () => Promise<unknown>) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/** Warm once each, then alternate `REPEATS` times; medians and the slowest. */
async function alternate(ours: () => Promise<unknown>, raw: (() => Promise<unknown>) | null) {
  await ours();
  if (raw) await raw();
  const o: number[] = [];
  const r: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    o.push(await timedMs(ours));
    if (raw) r.push(await timedMs(raw));
  }
  return { ours: median(o), oursMax: Math.max(...o), raw: r.length ? median(r) : null, rawMax: r.length ? Math.max(...r) : null };
}

const row = (server: string, ms: number, max: number, ratio?: number): Measurement => ({
  server,
  connections: 1,
  rps: 1000 / Math.max(ms, 0.001),
  p50Ms: ms,
  p99Ms: max,
  requests: REPEATS,
  busyUsPerRequest: 0,
  failures: 0,
  ratio,
});

/** Values for the required parameters that have no default (a ref: its table's first row). */
async function requiredParams(db: Db, def: ReportDefinition, today: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [key, p] of Object.entries(def.params)) {
    if (!p.required || ('default' in p && p.default)) continue;
    if (p.type === 'ref') {
      const [first] = rowsOf<{ id: number }>(await db.execute(sql`select id from ${tableOf(p.resource)} order by id limit 1`));
      if (first) out[key] = String(first.id);
    } else if (p.type === 'enum') out[key] = String(p.options[0]);
    else if (p.type === 'date') out[key] = today;
    else if (p.type === 'month') out[key] = today.slice(0, 7);
  }
  return out;
}

/** The keys a drill-down gets from the first row of the report that links to it. */
function drillKeys(def: ReportDefinition, drill: string, rows: ReportRow[], params: Record<string, unknown>): Record<string, string | number> | null {
  const column = def.columns.find((c) => c.drill?.to === drill);
  const kinds = def.drills?.[drill]?.keys ?? {};
  if (!column?.drill) return {};
  for (const r of rows) {
    const keys: Record<string, string | number> = {};
    let complete = true;
    for (const [k, v] of Object.entries(column.drill.keys)) {
      const value = v.startsWith('@') ? r[v.slice(1)] : v.startsWith('$') ? params[v.slice(1)] : v;
      if (value === undefined || value === null || value === '') {
        if (v.startsWith('@')) complete = false;
        continue;
      }
      keys[k] = kinds[k] === 'int' ? Number(value) : String(value);
    }
    if (complete) return keys;
  }
  return null;
}

const sumOf = (rows: Record<string, unknown>[], column: string) => rows.reduce((a, r) => a + Number(r[column] ?? 0), 0);

const scenario: Scenario = {
  name: NAME,
  optional: true,
  description: `every report of the registry (default view and last 365 days) through the runner vs the raw aggregate over the documents, and its drill-downs; ${REPORT_SHIPMENTS.toLocaleString('en')} shipments`,

  async run(env: BenchEnv) {
    const loadNotes = await ensureReportData(env);
    const db = env.database.db;
    // what the server reads through: on PostgreSQL the reports' own read-only pool, on PGlite the app's one connection
    const reportPool = env.url ? await openReportDatabase(env.url) : undefined;
    // … with a settings cache, as the server's app context has
    const database: ReportDatabase = { ...(reportPool ?? { db, engine: env.engine }), references: new ReferenceCache() };
    const reader = { branches: null };
    const today = jakartaDay(new Date());
    const measurements: Measurement[] = [];
    const checks: Check[] = [];
    const notes: string[] = [...loadNotes];
    const modules = Object.values(REPORT_MODULES) as ReportModule[];
    // the runner's fixed cost per call: its read-only transaction with the statement timeout, nothing in it
    const empty = await alternate(() => readOnly(database, async () => undefined), () => db.execute(sql`select 1`));
    notes.push(`the runner's own cost per call (${reportPool ? 'the reports’ own pool: read-only with the statement timeout per connection' : 'read-only transaction + statement timeout'}, no query): ${empty.ours.toFixed(1)} ms against ${empty.raw!.toFixed(1)} ms for a bare \`select 1\` — it weighs on reports and drill-downs that take a few ms`);

    for (const module of modules) {
      const def = module.definition;
      const base = await requiredParams(db, def, today);
      const views: [string, Record<string, string>][] = [['default', base]];
      if (def.params.date_from?.type === 'date' && def.params.date_to?.type === 'date') views.push(['365 days', { ...base, date_from: shiftDays(today, -364), date_to: today }]);
      let firstRows: ReportRow[] = [];
      let firstParams: Record<string, unknown> = {};

      for (const [view, raw] of views) {
        env.log(`${NAME}: ${def.name} (${view})`);
        let params: Record<string, unknown>;
        try {
          params = parseReportParams(module, raw, today);
        } catch (err) {
          notes.push(`${def.name} (${view}): could not build its parameters (${err instanceof Error ? err.message : String(err)}): skipped`);
          continue;
        }
        const baseline = RAW_BASELINES[def.name];
        let answer: ReportRow[] = [];
        const ours = async () => {
          answer = (await runReport(module, database, raw, reader, today)).rows;
        };
        let rawRows: Record<string, unknown>[] = [];
        const rawRun = baseline
          ? async () => {
              rawRows = rowsOf(await db.execute(baseline.sql({ params, today })));
            }
          : null;
        let t: Awaited<ReturnType<typeof alternate>>;
        try {
          t = await alternate(ours, rawRun);
        } catch (err) {
          notes.push(`${def.name} (${view}): failed: ${err instanceof Error ? err.message : String(err)}`);
          continue;
        }
        if (view === 'default') {
          firstRows = answer;
          firstParams = params;
        }
        const label = `${def.name} (${view}, ${def.source})`;
        if (t.raw === null || !baseline) {
          measurements.push(row(`${label}: ours`, t.ours, t.oursMax));
          notes.push(`${def.name} (${view}): no baseline — ours ${t.ours.toFixed(1)} ms, ${answer.length} rows`);
          continue;
        }
        const aggregate = def.source === 'rollup';
        const ratio = aggregate ? t.raw / t.ours : t.ours / t.raw;
        measurements.push(row(`${label}: raw SQL over the documents`, t.raw, t.rawMax!), row(`${label}: ours (runReport)`, t.ours, t.oursMax, ratio));
        let invalid: string | undefined;
        if (baseline.compare) {
          const [mine, theirs] = baseline.compare;
          const a = sumOf(answer, mine);
          const b = sumOf(rawRows, theirs);
          if (Math.abs(a - b) > 0.005 * Math.max(1, Math.abs(b))) invalid = `totals differ: ours ${mine} ${a}, raw ${theirs} ${b}`;
        }
        notes.push(`${def.name} (${view}): ours ${t.ours.toFixed(1)} ms (${answer.length} rows), raw ${t.raw.toFixed(1)} ms (${rawRows.length} rows): ` +
          (aggregate ? `raw/ours ${ratio.toFixed(1)}× (target ≥ ${AGGREGATE_TARGET})` : `ours/raw ${ratio.toFixed(2)} (target ≤ ${DIRECT_TARGET})`) + (invalid ? `; ${invalid}` : ''));
        checks.push(
          aggregate
            ? { name: `report ${def.name} (${view}) raw/ours`, connections: 1, ratio, target: AGGREGATE_TARGET, direction: '>=', pass: ratio >= AGGREGATE_TARGET && !invalid, invalid }
            : { name: `report ${def.name} (${view}) ours/raw`, connections: 1, ratio, target: DIRECT_TARGET, direction: '<=', pass: ratio <= DIRECT_TARGET && !invalid, invalid },
        );
      }

      for (const [drill, list] of Object.entries(module.drills ?? {})) {
        const keys = drillKeys(def, drill, firstRows, firstParams);
        if (!keys) {
          notes.push(`${def.name} → ${drill}: no row of the default view links to it: not measured`);
          continue;
        }
        env.log(`${NAME}: ${def.name} → ${drill}`);
        const baseline = DRILL_BASELINES[`${def.name}:${drill}`];
        let ours: ReportRow[] = [];
        let raw: Record<string, unknown>[] = [];
        const t = await alternate(
          async () => {
            ours = await withReportContext(module, database, base, reader, (q) => list(q, keys, { offset: 0, limit: DRILL_LIMIT }), today);
          },
          baseline
            ? async () => {
                raw = rowsOf(await db.execute(baseline.sql({ params: firstParams, today, keys }, DRILL_LIMIT)));
              }
            : null,
        ).catch((err: unknown) => {
          notes.push(`${def.name} → ${drill}: failed: ${err instanceof Error ? err.message : String(err)}`);
          return null;
        });
        if (!t) continue;
        const label = `${def.name} → ${drill} (page 1)`;
        if (t.raw === null) {
          measurements.push(row(`${label}: ours`, t.ours, t.oursMax));
          notes.push(`${def.name} → ${drill}: no baseline — ours ${t.ours.toFixed(1)} ms, ${ours.length} rows (keys ${JSON.stringify(keys)})`);
          continue;
        }
        const ratio = t.ours / t.raw;
        const invalid = ours.length !== raw.length ? `ours listed ${ours.length} rows, raw ${raw.length}` : undefined;
        measurements.push(row(`${label}: raw SQL`, t.raw, t.rawMax!), row(`${label}: ours (drill)`, t.ours, t.oursMax, ratio));
        notes.push(`${def.name} → ${drill}: ours ${t.ours.toFixed(1)} ms, raw ${t.raw.toFixed(1)} ms, ${ours.length} rows (keys ${JSON.stringify(keys)}): ours/raw ${ratio.toFixed(2)} (target ≤ ${DIRECT_TARGET})${invalid ? `; ${invalid}` : ''}`);
        checks.push({ name: `drill ${def.name} → ${drill} ours/raw`, connections: 1, ratio, target: DIRECT_TARGET, direction: '<=', pass: ratio <= DIRECT_TARGET && !invalid, invalid });
      }
    }
    notes.push(
      `${modules.length} reports; medians of ${REPEATS} alternating runs each (p99 column: the slowest). Ratio column: rollup reports raw ms / ours ms (target ≥ ${AGGREGATE_TARGET}), ` +
        `other reports and drill-downs ours ms / raw ms (target ≤ ${DIRECT_TARGET}). Without a baseline a report is timed alone.`,
    );
    await reportPool?.close();
    return {
      title: `${NAME}: every registered report through the runner vs raw SQL over the documents (${REPORT_SHIPMENTS.toLocaleString('en')} shipments loaded); req/s = runs per second`,
      measurements,
      checks,
      notes,
    };
  },
};

export default scenario;
