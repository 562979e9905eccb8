import { sql, type SQL } from 'drizzle-orm';
import { trackingCodeLabel, TRACKING_STATUS_STAFF_LABELS } from '@/lib/resources/documents/tracking-texts';
import type { TrackingStatus } from '@/lib/resources/engine/define-document';
import { activityCodes, productivityReport, STAFF_KIND_LABELS, STAFF_KIND_SCREENS, type ActivityKind } from '@/lib/resources/reports/delivery';
import { READ_ONLY_SUFFIX } from '@/lib/rules/grants';
import type { ReportModule, ReportQueryContext, ReportRow } from '../types';
import { inBranches, numeric, rowsOf } from '../sql';
import { jakartaEnd, jakartaStart } from './jakarta-range';

/*
 * Staff productivity from the activity rollup (tracking events per day × branch × user × code, with the
 * first and last moment of each): the work counted by kind, the hours of each day from its first event
 * to its last (at least one), events per hour. The drill-down lists one user's events (paged).
 */

/** A text[] of tracking codes (upper-case words: safe as a literal array). */
const codeList = (codes: readonly string[]) => sql`${`{${codes.join(',')}}`}::text[]`;

/** Whether the role `ro` may change one of the screens under these prefixes (read-only grants do no work). */
const grantsUnder = (prefixes: readonly string[]) =>
  sql`exists (select 1 from jsonb_array_elements_text(ro.permissions) g(p) where p not like ${`%${READ_ONLY_SUFFIX}`} and (${sql.join(
    prefixes.map((x) => sql`p like ${`${x}%`}`),
    sql` or `,
  )}))`;

/** The kind of each user by their role (lib/resources/reports/delivery.ts STAFF_KIND_SCREENS). */
const KIND = sql`case
  when ro.id is null then 'other'
  when ${grantsUnder(STAFF_KIND_SCREENS.counter)} and not ${grantsUnder(STAFF_KIND_SCREENS.dispatcher)} then 'counter'
  when ${grantsUnder(STAFF_KIND_SCREENS.dispatcher)} and not ${grantsUnder(STAFF_KIND_SCREENS.counter)} then 'dispatcher'
  when ${grantsUnder(STAFF_KIND_SCREENS.courier)} and not ${grantsUnder(STAFF_KIND_SCREENS.counter)} and not ${grantsUnder(STAFF_KIND_SCREENS.dispatcher)} then 'courier'
  else 'other' end`;

const sumOf = (kind: ActivityKind) => sql`coalesce(sum(r.events) filter (where r.code = any(${codeList(activityCodes(kind))})), 0)`;

async function staffProductivity(q: ReportQueryContext) {
  const from = String(q.params.date_from);
  const to = String(q.params.date_to);
  const kind = String(q.params.kind ?? 'all');
  const rows = await rowsOf(
    q.db,
    sql`with d as (
        select r.user_code, r.day, ${sumOf('entry')} as entered, ${sumOf('scan')} as scans, ${sumOf('delivery')} as deliveries, sum(r.events) as events,
          greatest(extract(epoch from max(r.last_at) - min(r.first_at)) / 3600.0, 1) as hours
        from rollup_activity_days_all r
        where r.day between ${from}::date and ${to}::date and ${inBranches(sql.raw('r.branch_id'), q.branches)}
        group by 1, 2 having sum(r.events) <> 0),
      w as (
        select d.user_code, sum(d.entered) as entered, sum(d.scans) as scans, sum(d.deliveries) as deliveries, sum(d.events) as events,
          count(*) as days, round(sum(d.hours), 2) as hours
        from d group by 1)
      select w.*, u.full_name, ${KIND} as kind, o.code as office_code, ob.code as office_branch
      from w left join users u on u.user_code = w.user_code left join roles ro on ro.id = u.role_id
        left join offices o on o.id = u.office_id left join branches ob on ob.id = o.branch_id
      order by w.events desc, w.user_code`,
  );
  return rows
    .filter((r) => kind === 'all' || r.kind === kind)
    .map((raw) => {
      const r = numeric(raw, ['entered', 'scans', 'deliveries', 'events', 'days', 'hours']) as Record<string, number | string | null>;
      const events = Number(r.events);
      const hours = Number(r.hours);
      return {
        name: r.full_name ?? (r.user_code ? r.user_code : 'System (no user)'),
        user_code: r.user_code,
        kind: STAFF_KIND_LABELS[String(r.kind) as keyof typeof STAFF_KIND_LABELS] ?? String(r.kind),
        office: r.office_code ? `${r.office_code}${r.office_branch ? ` (${r.office_branch})` : ''}` : null,
        entered: Number(r.entered),
        scans: Number(r.scans),
        deliveries: Number(r.deliveries),
        other: events - Number(r.entered) - Number(r.scans) - Number(r.deliveries),
        events,
        days: Number(r.days),
        hours,
        events_per_hour: hours ? Math.round((events / hours) * 100) / 100 : null,
      } as ReportRow;
    });
}

/** One user's tracking events in the period (within the user's branches), in the order entered. */
async function userEvents(q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) {
  const from = String(keys.date_from ?? q.params.date_from);
  const to = String(keys.date_to ?? q.params.date_to);
  const kind = String(keys.kind ?? 'all');
  const user = keys.user_code === undefined ? null : String(keys.user_code);
  let codes: SQL = sql`true`;
  if (kind === 'entry' || kind === 'scan' || kind === 'delivery') codes = sql`e.code = any(${codeList(activityCodes(kind))})`;
  else if (kind === 'other') codes = sql`not (e.code = any(${codeList([...activityCodes('entry'), ...activityCodes('scan'), ...activityCodes('delivery')])}))`;
  const rows = await rowsOf(
    q.db,
    sql`select e.id, to_char((e.input_at at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD HH24:MI:SS') as input_at, s.number as awb, e.code, e.status,
        e.place, b.code as branch, e.document_number as document
      from tracking_events e join shipments s on s.id = e.shipment_id left join branches b on b.id = e.branch_id
      where e.input_at >= ${jakartaStart(from)}::timestamptz and e.input_at < ${jakartaEnd(to)}::timestamptz
        and ${user === null ? sql`false` : sql`coalesce(e.user_code, '') = ${user}`}
        and ${inBranches(sql.raw('coalesce(e.branch_id, 0)'), q.branches)} and ${codes}
      order by e.input_at, e.id
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => ({
    ...numeric(r, ['id']),
    event: trackingCodeLabel(String(r.code)),
    status: TRACKING_STATUS_STAFF_LABELS[r.status as TrackingStatus] ?? r.status,
  }));
}

export const productivity: ReportModule = {
  definition: productivityReport,
  run: async (q) => ({
    rows: await staffProductivity(q),
    notes: ['Couriers without a user account are counted on Runsheet results, per courier.'],
  }),
  drills: { events: userEvents },
};
