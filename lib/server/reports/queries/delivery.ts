import { sql, type SQL } from 'drizzle-orm';
import { DELIVERY_BY_LABELS, deliveryFailureLabel, deliveryReport, OPERATIONAL_BY_LABELS, operationalDeliveryReport } from '@/lib/resources/reports/delivery';
import { rollupRows } from '../rollup-source';
import type { ReportModule, ReportQueryContext, ReportRow } from '../types';
import { equalsIfSet, inBranches, numeric, rowsOf } from '../sql';
import { monitoringDelivery } from './delivery-open';
import { jakartaEnd, jakartaStart } from './jakarta-range';
import { productivity } from './delivery-productivity';

/*
 * Delivery performance (the delivery rollup, one side of it when enough) and runsheet results (the POD rollup, with the
 * runsheets themselves: a few a courier a day) — never the AWBs or the PODs for the figures; the
 * drill-downs list the delivered AWBs and the POD entries behind a figure.
 */

const pct = (n: number, d: number) => (d ? Math.round((n / d) * 10_000) / 100 : null);
const label = (code: unknown, name: unknown, none = '—') => (code ? `${code} ${name ?? ''}`.trim() : none);

/* ---------------------------------------------------------------- delivery performance */

/** The rollup column the branches are matched against: the AWB's origin, or the branch serving its destination. */
const sideColumn = (q: ReportQueryContext) => sql.raw(q.params.branch_side === 'destination' ? 'r.destination_branch_id' : 'r.branch_id');

/** The delivery rollup with the keys this view needs: the side the reader's branches are matched on, the grouping. */
function deliveryRows(q: ReportQueryContext, by: keyof typeof DELIVERY_BY_LABELS, from: string, to: string): SQL {
  const side = q.params.branch_side === 'destination' ? 'destination_branch_id' : 'branch_id';
  const keys = ['service_id'];
  if (q.branches) keys.push(side);
  if (by === 'branch') keys.push('branch_id');
  if (by === 'destination') keys.push('destination_branch_id');
  return rollupRows('delivery', [...new Set(keys)], from, to, { daily: by === 'day' });
}

async function performance(q: ReportQueryContext) {
  const from = String(q.params.date_from);
  const to = String(q.params.date_to);
  const by = String(q.params.by ?? 'service') as keyof typeof DELIVERY_BY_LABELS;
  const key = sql.raw({ service: 'r.service_id', branch: 'r.branch_id', destination: 'r.destination_branch_id', day: `0` }[by]);
  const day = by === 'day' ? sql.raw('r.day::text') : sql.raw(`''`);
  const names: SQL =
    by === 'day' ? sql`null::text as code, null::text as name from x` : sql`n.code, n.name from x left join ${sql.raw(by === 'service' ? 'services' : 'branches')} n on n.id = x.key_id`;
  const rows = await rowsOf(
    q.db,
    sql`with x as (
        select ${key} as key_id, ${day} as day, sum(r.delivered) as delivered, sum(r.on_time) as on_time, sum(r.late) as late,
          sum(r.first_attempt) as first_attempt, sum(r.lead_days) as lead_days
        from ${deliveryRows(q, by, from, to)} r
        where ${inBranches(sideColumn(q), q.branches)} and ${equalsIfSet(sql.raw('r.service_id'), q.params.service_id)}
        group by 1, 2 having sum(r.delivered) <> 0)
      select x.*, ${names}
      order by ${by === 'day' ? sql.raw('x.day') : by === 'service' ? sql.raw('x.delivered desc, n.code') : sql.raw('n.code nulls last')}`,
  );
  return rows.map((raw) => {
    const r = numeric(raw, ['key_id', 'delivered', 'on_time', 'late', 'first_attempt', 'lead_days']) as Record<string, number | string | null>;
    const delivered = Number(r.delivered);
    const onTime = Number(r.on_time);
    const late = Number(r.late);
    const withEta = onTime + late;
    const name = by === 'day' ? String(r.day) : label(r.code, r.name, by === 'destination' ? 'No serving branch (vendor)' : '—');
    return {
      name,
      delivered,
      on_time: onTime,
      late,
      no_eta: delivered - withEta,
      with_eta: withEta,
      on_time_pct: pct(onTime, withEta),
      first_attempt: Number(r.first_attempt),
      first_attempt_pct: pct(Number(r.first_attempt), delivered),
      lead_days: Number(r.lead_days),
      avg_lead_days: delivered ? Math.round((Number(r.lead_days) / delivered) * 100) / 100 : null,
      group: by,
      group_id: Number(r.key_id),
      date_from: by === 'day' ? String(r.day) : from,
      date_to: by === 'day' ? String(r.day) : to,
    } as ReportRow;
  });
}

/** The delivered AWBs behind a performance figure: delivered within the days, in the user's branches (by the report's side). */
async function deliveredAwbs(q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) {
  const from = String(keys.date_from ?? q.params.date_from);
  const to = String(keys.date_to ?? q.params.date_to);
  const group = String(keys.group ?? '');
  const groupId = keys.group_id;
  const timing = String(keys.timing ?? 'all');
  const destBranch = sql.raw('coalesce(a.branch_id, 0)');
  const side = q.params.branch_side === 'destination' ? destBranch : sql.raw('coalesce(s.branch_id, 0)');
  const day = sql.raw(`((s.delivered_at at time zone 'UTC') + interval '7 hours')::date`);
  const groupFilter =
    group === 'service'
      ? equalsIfSet(sql.raw('s.service_id'), groupId)
      : group === 'branch'
        ? equalsIfSet(sql.raw('coalesce(s.branch_id, 0)'), groupId)
        : group === 'destination'
          ? equalsIfSet(destBranch, groupId)
          : sql`true`;
  const timingFilter =
    timing === 'on_time'
      ? sql`s.eta_to is not null and ${day} <= s.eta_to`
      : timing === 'late'
        ? sql`s.eta_to is not null and ${day} > s.eta_to`
        : timing === 'no_eta'
          ? sql`s.eta_to is null`
          : timing === 'first_attempt'
            ? sql`coalesce(s.failed_attempts, 0) = 0`
            : sql`true`;
  const rows = await rowsOf(
    q.db,
    sql`select s.id, s.number, s.shipment_date::text as shipment_date, ${day}::text as delivered_on, s.eta_to::text as eta_to,
        greatest(${day} - s.shipment_date, 0) as lead_days, s.failed_attempts,
        case when s.eta_to is null then 'No ETA' when ${day} <= s.eta_to then 'On time' else 'Late' end as timing,
        v.code as service, b.code as origin, a.district || ', ' || a.regency || coalesce(' (' || db.code || ')', '') as destination
      from shipments s
      left join coverage_areas a on a.id = s.destination_area_id left join branches db on db.id = a.branch_id
      left join branches b on b.id = s.branch_id left join services v on v.id = s.service_id
      where s.stage = 'booked' and s.delivered_at >= ${jakartaStart(from)}::timestamptz and s.delivered_at < ${jakartaEnd(to)}::timestamptz
        and ${inBranches(side, q.branches)} and ${equalsIfSet(sql.raw('s.service_id'), keys.service_id)} and ${groupFilter} and ${timingFilter}
      order by s.delivered_at, s.id
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => numeric(r, ['id', 'lead_days', 'failed_attempts']));
}

/* ---------------------------------------------------------------- runsheet results */

async function runsheetResults(q: ReportQueryContext) {
  const from = String(q.params.date_from);
  const to = String(q.params.date_to);
  const by = String(q.params.by ?? 'courier') as keyof typeof OPERATIONAL_BY_LABELS;
  const podKey = sql.raw({ courier: 'r.driver_id::text', reason: `r.result || ':' || r.failure_reason`, day: 'r.day::text' }[by]);
  const sheetKey = sql.raw(by === 'day' ? 'd.runsheet_date::text' : 'coalesce(d.driver_id, 0)::text');
  // runsheets belong to a courier or a day; a failure reason has none
  const sheets =
    by === 'reason'
      ? sql`select null::text as k, 0::bigint as runsheets, 0::bigint as awbs_out where false`
      : sql`select ${sheetKey} as k, count(*) as runsheets, coalesce(sum(d.awb_count), 0) as awbs_out
          from delivery_runsheets d
          where d.stage = 'booked' and d.runsheet_date between ${from}::date and ${to}::date and ${inBranches(sql.raw('d.branch_id'), q.branches)}
            and ${equalsIfSet(sql.raw('d.driver_id'), q.params.driver_id)}
          group by 1`;
  const rows = await rowsOf(
    q.db,
    sql`with p as (
        select ${podKey} as k, sum(r.attempts) as attempts,
          coalesce(sum(r.attempts) filter (where r.result = 'DELIVERED'), 0) as delivered,
          coalesce(sum(r.attempts) filter (where r.result = 'FAILED'), 0) as failed, sum(r.cod_collected) as cod_collected
        from ${rollupRows('pod', ['branch_id', 'driver_id', 'result', 'failure_reason'], from, to, { daily: by === 'day' })} r
        where ${inBranches(sql.raw('r.branch_id'), q.branches)}
          and ${equalsIfSet(sql.raw('r.driver_id'), q.params.driver_id)}
        group by 1),
      s as (${sheets}),
      x as (select coalesce(p.k, s.k) as k, coalesce(p.attempts, 0) as attempts, coalesce(p.delivered, 0) as delivered, coalesce(p.failed, 0) as failed,
          coalesce(p.cod_collected, 0) as cod_collected, coalesce(s.runsheets, 0) as runsheets, coalesce(s.awbs_out, 0) as awbs_out
        from p full join s on s.k = p.k)
      select x.*, dr.name as courier from x left join drivers dr on ${by === 'courier' ? sql`dr.id = x.k::int` : sql`false`}
      where x.attempts <> 0 or x.runsheets <> 0
      order by ${by === 'day' ? sql.raw('x.k') : by === 'courier' ? sql.raw('x.attempts desc, dr.name') : sql.raw(`x.k like 'DELIVERED:%' desc, x.attempts desc, x.k`)}`,
  );
  const figures = ['attempts', 'delivered', 'failed', 'cod_collected', 'runsheets', 'awbs_out'];
  const failedAll = rows.reduce((a, r) => a + Number(r.failed ?? 0), 0);
  return rows.map((raw) => {
    const r = numeric(raw, figures) as Record<string, number | string | null>;
    const k = String(r.k);
    let name = k;
    if (by === 'courier') name = k === '0' ? 'No courier (vendor or no runsheet)' : String(r.courier ?? `Courier #${k}`);
    else if (by === 'reason') {
      const [result, reason] = [k.slice(0, k.indexOf(':')), k.slice(k.indexOf(':') + 1)];
      name = result === 'DELIVERED' ? 'Delivered' : deliveryFailureLabel(reason);
    }
    const failed = Number(r.failed);
    return {
      name,
      runsheets: by === 'reason' ? null : Number(r.runsheets),
      awbs_out: by === 'reason' ? null : Number(r.awbs_out),
      attempts: Number(r.attempts),
      delivered: Number(r.delivered),
      failed,
      success_pct: pct(Number(r.delivered), Number(r.attempts)),
      failure_share_pct: failed ? pct(failed, failedAll) : null,
      cod_collected: Number(r.cod_collected),
      row_key: k,
      date_from: by === 'day' ? k : from,
      date_to: by === 'day' ? k : to,
    } as ReportRow;
  });
}

/** The POD entries behind a runsheet figure (booked, in the user's branches), oldest first. */
async function podEntries(q: ReportQueryContext, keys: Record<string, string | number>, page: { offset: number; limit: number }) {
  const from = String(keys.date_from ?? q.params.date_from);
  const to = String(keys.date_to ?? q.params.date_to);
  const by = String(keys.by ?? q.params.by ?? 'courier');
  const row = keys.row === undefined ? undefined : String(keys.row);
  const result = String(keys.result ?? 'ALL');
  const driver = sql.raw('coalesce(r.driver_id, 0)');
  let rowFilter: SQL = sql`true`;
  if (row !== undefined && by === 'courier') rowFilter = /^\d{1,10}$/.test(row) ? sql`${driver} = ${Number(row)}` : sql`false`;
  else if (row !== undefined && by === 'reason') {
    const at = row.indexOf(':');
    rowFilter = at < 0 ? sql`false` : sql`p.result = ${row.slice(0, at)} and coalesce(p.failure_reason, '') = ${row.slice(at + 1)}`;
  } else if (row !== undefined && by === 'day') rowFilter = /^\d{4}-\d{2}-\d{2}$/.test(row) ? sql`p.pod_date = ${row}::date` : sql`false`;
  const rows = await rowsOf(
    q.db,
    sql`select p.id, p.number, p.pod_date::text as pod_date, p.awb, p.result, p.failure_reason, dr.name as courier, p.runsheet_number,
        p.receiver_name, to_char((p.event_at at time zone 'UTC') + interval '7 hours', 'YYYY-MM-DD HH24:MI') as event_at, b.code as branch, p.cod_collected
      from delivery_statuses p
      left join delivery_runsheets r on r.id = p.delivery_runsheet_id left join drivers dr on dr.id = r.driver_id
      left join branches b on b.id = p.branch_id
      where p.stage = 'booked' and p.pod_date between ${from}::date and ${to}::date and ${inBranches(sql.raw('coalesce(p.branch_id, 0)'), q.branches)}
        and ${result === 'ALL' ? sql`true` : sql`p.result = ${result}`} and ${equalsIfSet(driver, keys.driver_id)} and ${rowFilter}
      order by p.pod_date, p.event_at, p.id
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => ({
    ...numeric(r, ['id', 'cod_collected']),
    result: r.result === 'DELIVERED' ? 'Delivered' : 'Failed',
    reason: r.result === 'FAILED' ? deliveryFailureLabel(r.failure_reason as string | null) : null,
  }));
}

const columnLabel = (labels: Record<string, string>, by: unknown) => ({ column_labels: { name: labels[String(by)] ?? 'Name' } });

export const deliveryPerformance: ReportModule = {
  definition: deliveryReport,
  run: async (q) => ({ rows: await performance(q), summary: columnLabel(DELIVERY_BY_LABELS, q.params.by) }),
  drills: { delivered: deliveredAwbs },
};

export const operationalDelivery: ReportModule = {
  definition: operationalDeliveryReport,
  run: async (q) => ({
    rows: await runsheetResults(q),
    summary: columnLabel(OPERATIONAL_BY_LABELS, q.params.by),
    notes: q.params.by === 'reason' ? ['Runsheets are counted per courier or per day, not per failure reason.'] : [],
  }),
  drills: { pods: podEntries },
};

/* The delivery reports' SQL, in the declarations' order. */
export const DELIVERY_MODULES: readonly ReportModule[] = [deliveryPerformance, operationalDelivery, monitoringDelivery, productivity];
