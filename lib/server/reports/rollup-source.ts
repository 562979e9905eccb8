import { getTableName, sql, type SQL } from 'drizzle-orm';
import { monthEnd, monthStart, shiftDay } from '@/lib/rules/dates';
import { ROLLUPS } from './rollups';
import { equalsIfSet, inBranches } from './sql';

/*
 * Where a report reads a rollup's figures for a period: the smallest table that has the keys it needs.
 * Whole months come from a month projection (a year is 12 rows per key, not 365); the days at either
 * end from the smallest day table with the keys. The month a period ends in is read as a whole month
 * when nothing is booked after the period's last day in it — "this month so far" is one row per key.
 * Every source is an `_all` view (merged rows and deltas not merged yet), so the figures stay exact.
 */

export type RollupFamily = 'shipment' | 'delivery' | 'pod';

interface Source {
  view: string;
  keys: readonly string[];
}

const FAMILY_TABLES: Record<RollupFamily, string> = { shipment: 'rollup_shipment_days', delivery: 'rollup_delivery_days', pod: 'rollup_pod_days' };

function sourcesOf(family: RollupFamily) {
  const rollup = ROLLUPS.find((r) => getTableName(r.merged) === FAMILY_TABLES[family]);
  if (!rollup) throw new Error(`no rollup ${FAMILY_TABLES[family]}`);
  const bySize = (a: Source, b: Source) => a.keys.length - b.keys.length;
  const projections = rollup.projections ?? [];
  const days: Source[] = [
    { view: `${FAMILY_TABLES[family]}_all`, keys: rollup.keys.filter((k) => k !== 'day') },
    ...projections.filter((p) => p.grain === 'day').map((p) => ({ view: `${getTableName(p.table)}_all`, keys: p.keys })),
  ].sort(bySize);
  const months: Source[] = projections.filter((p) => p.grain === 'month').map((p) => ({ view: `${getTableName(p.table)}_all`, keys: p.keys })).sort(bySize);
  return { days, months, measures: Object.keys(rollup.measures) };
}

const SOURCES = Object.fromEntries((Object.keys(FAMILY_TABLES) as RollupFamily[]).map((f) => [f, sourcesOf(f)])) as Record<RollupFamily, ReturnType<typeof sourcesOf>>;

export interface PeriodSplit {
  /** Whole calendar months inside the period (first days), in order. */
  months: string[];
  /** Day ranges read day by day. */
  days: [string, string][];
  /** The last month when the period starts it but ends before its last day: read whole if nothing comes after. */
  openMonth?: { month: string; to: string };
}

/** Cuts [from, to] into whole months and the days around them. */
export function splitPeriod(from: string, to: string): PeriodSplit {
  const out: PeriodSplit = { months: [], days: [] };
  let cursor = from;
  while (cursor <= to) {
    const start = monthStart(cursor);
    const end = monthEnd(cursor);
    if (cursor === start && end <= to) out.months.push(start);
    else if (cursor === start) out.openMonth = { month: start, to };
    else out.days.push([cursor, end < to ? end : to]);
    cursor = shiftDay(end < to ? end : to, 1);
  }
  return out;
}

/**
 * A derived table of the family's rollup over [from, to] with the columns `day` (a month's first day
 * for a month row), the keys asked and every measure. `daily`: day rows only (a report per day or week).
 */
export function rollupRows(family: RollupFamily, need: readonly string[], from: string, to: string, { daily = false } = {}): SQL {
  const { days, months, measures } = SOURCES[family];
  const covers = (s: Source) => need.every((k) => s.keys.includes(k));
  const daySource = days.find(covers);
  if (!daySource) throw new Error(`no ${family} rollup has the keys ${need.join(', ')}`);
  const monthSource = daily ? undefined : months.find(covers);
  const columns = sql.raw([...need, ...measures].join(', '));
  const dayView = sql.raw(daySource.view);
  const dayRows = (a: string, b: string) => sql`select day, ${columns} from ${dayView} where day between ${a}::date and ${b}::date`;
  if (!monthSource) return sql`(${dayRows(from, to)})`;

  const split = splitPeriod(from, to);
  const monthView = sql.raw(monthSource.view);
  const parts: SQL[] = split.days.map(([a, b]) => dayRows(a, b));
  if (split.months.length) {
    parts.push(sql`select month as day, ${columns} from ${monthView} where month between ${split.months[0]}::date and ${split.months[split.months.length - 1]}::date`);
  }
  if (split.openMonth) {
    const { month, to: until } = split.openMonth;
    // the smallest day table answers "anything after the period in this month?" from its primary key
    const later = sql`exists (select 1 from ${sql.raw(days[0].view)} x where x.day > ${until}::date and x.day <= ${monthEnd(month)}::date)`;
    parts.push(sql`select month as day, ${columns} from ${monthView} where month = ${month}::date and not ${later}`);
    parts.push(sql`select day, ${columns} from ${dayView} where day between ${month}::date and ${until}::date and ${later}`);
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/** Since the first rollup row there can be: a customer's first booked AWB is looked for from here. */
const HISTORY_START = '2000-01-01';

/**
 * The day each customer's first booked AWB (within the user's branches) was booked, for the customers of
 * `among` — counted on the rollup up to `to`: a day whose AWBs were all voided again does not count.
 * The first month with an AWB comes from the month rollup; the day within it from the day rollup's
 * customer index (one month of one customer), so no customer's whole history is read day by day.
 */
export const firstBookedDays = (branches: readonly number[] | null, to: string, among: SQL, branch?: unknown) =>
  sql`select f.customer_id, (
      select min(d.day) from (
        select r.day from rollup_shipment_days_all r
        -- (the "<> 0" lets the partial customer index serve a customer given at run time)
        where r.customer_id = f.customer_id and r.customer_id <> 0 and r.day between date_trunc('month', f.first_month)::date and least((date_trunc('month', f.first_month) + interval '1 month - 1 day')::date, ${to}::date)
          and ${inBranches(sql.raw('r.branch_id'), branches)} and ${equalsIfSet(sql.raw('r.branch_id'), branch)}
        group by r.day having sum(r.awbs) > 0) d) as first_day
    from (
      select m.customer_id, min(m.day) as first_month from (
        select r.customer_id, r.day from ${rollupRows('shipment', ['customer_id', 'branch_id'], HISTORY_START, to)} r
        where r.customer_id in (${among}) and ${inBranches(sql.raw('r.branch_id'), branches)} and ${equalsIfSet(sql.raw('r.branch_id'), branch)}
        group by 1, 2 having sum(r.awbs) > 0) m
      group by 1) f`;
