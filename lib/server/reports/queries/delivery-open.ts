import { sql, type SQL } from 'drizzle-orm';
import { trackingCodeLabel } from '@/lib/resources/documents/tracking-texts';
import { AGE_BUCKETS, AT_ORIGIN_STATUSES, monitoringDeliveryReport, OPEN_STATUSES, openStatusLabel } from '@/lib/resources/reports/delivery';
import type { ReportModule, ReportQueryContext, ReportRow } from '../types';
import { equalsIfSet, inBranches, numeric, rowsOf } from '../sql';

/*
 * Monitoring delivery: the AWBs still on their way, live. Only the open AWBs are read — a few percent of
 * all — through the partial index shipments_open_status_idx, whose predicate the query repeats word for
 * word (as literals: a bound parameter would not let the planner prove it). The drill-down lists them
 * oldest first, each with its last tracking event (one lateral look-up per AWB of the page).
 */

/** The partial index's own predicate (migration 0023_report_rollups). */
const OPEN = sql.raw(`s.stage = 'booked' AND s.status NOT IN ('delivered', 'cancelled', 'return_to_sender')`);

const quoted = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

/** The branch that has an open AWB now: its origin while pending or picked up, then the branch serving its destination. */
const HOLDER = sql.raw(`(case when s.status in (${quoted(AT_ORIGIN_STATUSES)}) then coalesce(s.branch_id, 0) else coalesce(a.branch_id, s.branch_id, 0) end)`);

const ageOf = (today: string) => sql`(${today}::date - s.shipment_date)`;

function ageFilter(age: string, today: string): SQL {
  if (age === 'past_eta') return sql`s.eta_to < ${today}::date`;
  const bucket = AGE_BUCKETS.find((b) => b.key === age);
  if (!bucket) return sql`true`;
  // the first bucket also takes an AWB dated ahead of today
  const low = bucket.from === 0 ? sql`true` : sql`${ageOf(today)} >= ${bucket.from}`;
  const high = bucket.to === null ? sql`true` : sql`${ageOf(today)} <= ${bucket.to}`;
  return sql`${low} and ${high}`;
}

async function openAwbs(q: ReportQueryContext) {
  const today = q.today;
  const buckets = sql.join(
    AGE_BUCKETS.map((b) => sql`count(*) filter (where ${ageFilter(b.key, today)}) as ${sql.identifier(b.key)}`),
    sql`, `,
  );
  const rows = await rowsOf(
    q.db,
    sql`with x as (
        select s.status, ${HOLDER} as branch_id, count(*) as open, ${buckets},
          count(*) filter (where s.eta_to < ${today}::date) as past_eta, greatest(max(${ageOf(today)}), 0) as oldest_days
        from shipments s left join coverage_areas a on a.id = s.destination_area_id
        where ${OPEN} and ${inBranches(HOLDER, q.branches)} and ${equalsIfSet(sql.raw('s.service_id'), q.params.service_id)}
        group by 1, 2)
      select x.*, b.code as branch_code, b.name as branch_name from x left join branches b on b.id = x.branch_id
      order by array_position(array[${sql.raw(quoted(OPEN_STATUSES))}]::text[], x.status), x.open desc, b.code`,
  );
  return rows.map((raw) => {
    const r = numeric(raw, ['branch_id', 'open', 'past_eta', 'oldest_days', ...AGE_BUCKETS.map((b) => b.key)]);
    return {
      ...r,
      status: openStatusLabel(String(r.status)),
      status_code: r.status,
      branch: r.branch_code ? `${r.branch_code} ${r.branch_name ?? ''}`.trim() : 'No branch',
    } as ReportRow;
  });
}

/** The open AWBs behind a figure, oldest first, each with its last tracking event. */
async function stuckAwbs(q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) {
  const today = q.today;
  const rows = await rowsOf(
    q.db,
    sql`select s.*, e.code as last_code, to_char((e.event_at at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD HH24:MI') as last_event_at, e.place as last_place,
        ${today}::date - ((e.event_at at time zone 'UTC') + interval '7 hours')::date as idle_days
      from (
        select s.id, s.number, s.shipment_date::text as shipment_date, ${ageOf(today)} as age_days, s.eta_to::text as eta_to, s.status,
          v.code as service, b.code as origin, a.district || ', ' || a.regency || coalesce(' (' || db.code || ')', '') as destination
        from shipments s
        left join coverage_areas a on a.id = s.destination_area_id left join branches db on db.id = a.branch_id
        left join branches b on b.id = s.branch_id left join services v on v.id = s.service_id
        where ${OPEN} and ${inBranches(HOLDER, q.branches)} and ${equalsIfSet(HOLDER, keys.branch_id)} and ${equalsIfSet(sql.raw('s.status'), keys.status)}
          and ${equalsIfSet(sql.raw('s.service_id'), keys.service_id)} and ${ageFilter(String(keys.age ?? 'all'), today)}
        order by s.shipment_date, s.id
        limit ${page.limit} offset ${page.offset}
      ) s
      left join lateral (select e.code, e.event_at, e.place from tracking_events e where e.shipment_id = s.id order by e.event_at desc, e.id desc limit 1) e on true
      order by s.shipment_date, s.id`,
  );
  return rows.map((r) => ({
    ...numeric(r, ['id', 'age_days', 'idle_days']),
    status: openStatusLabel(String(r.status)),
    last_event: r.last_code ? trackingCodeLabel(String(r.last_code)) : null,
  }));
}

export const monitoringDelivery: ReportModule = {
  definition: monitoringDeliveryReport,
  run: async (q) => ({
    rows: await openAwbs(q),
    notes: [`As of ${q.today}. Ages count days since the shipment date; past ETA: the last day of the ETA is before today.`],
  }),
  drills: { stuck: stuckAwbs },
};
