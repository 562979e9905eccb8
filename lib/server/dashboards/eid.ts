import { sql } from 'drizzle-orm';
import { AT_ORIGIN_STATUSES, type DispatchFigures, type DispatchRow, type EidAnswer } from '@/lib/resources/dashboards';
import type { Db } from '../db/client';
import { inBranches, rowsOf } from '../reports/sql';

/*
 * Dispatch today, per branch:
 * - pickups: today's pickup requests (pickup_date = today, not cancelled), picked up, failed;
 * - the open AWBs (booked, not delivered, returned or voided) read through their partial index
 *   shipments_open_status_idx — a few percent of all AWBs — and counted at the branch that has them:
 *   the origin while pending or picked up, the branch serving the destination after (as the
 *   monitoring-delivery report counts them); past ETA: the last day of the ETA is before today;
 * - delivered and failed today: the POD attempts of today from the daily POD rollup, at the POD's branch.
 */

const FIGURES = ['pickups', 'picked_up', 'pickups_failed', 'at_origin', 'in_transit', 'out_for_delivery', 'delivered', 'failed', 'past_eta', 'open'] as const satisfies readonly (keyof DispatchFigures)[];

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

export async function eidFigures(db: Db, q: { today: string; branches: readonly number[] | null }): Promise<Pick<EidAnswer, 'rows' | 'totals'>> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with open_awbs as (
        select case when s.status in (${list(AT_ORIGIN_STATUSES)}) then s.branch_id else a.branch_id end as branch_id, s.status, s.eta_to
        from shipments s left join coverage_areas a on a.id = s.destination_area_id
        -- the partial index's predicate word for word, in literals (shipments_open_status_idx): the planner proves it and reads the index
        where s.stage = 'booked' and s.status not in ('delivered', 'cancelled', 'return_to_sender')),
      open_ as (
        select branch_id,
          count(*) filter (where status in (${list(AT_ORIGIN_STATUSES)})) as at_origin,
          count(*) filter (where status = 'in_transit') as in_transit,
          count(*) filter (where status = 'out_for_delivery') as out_for_delivery,
          count(*) filter (where eta_to < ${q.today}::date) as past_eta,
          count(*) as open
        from open_awbs where ${inBranches(sql.raw('branch_id'), q.branches)} group by 1),
      pods as (
        select r.branch_id, coalesce(sum(r.attempts) filter (where r.result = 'DELIVERED'), 0) as delivered, coalesce(sum(r.attempts) filter (where r.result = 'FAILED'), 0) as failed
        from rollup_pod_days_all r where r.day = ${q.today}::date and ${inBranches(sql.raw('r.branch_id'), q.branches)} group by 1),
      picks as (
        select p.branch_id, count(*) as pickups, count(*) filter (where p.status = 'PICKED_UP') as picked_up, count(*) filter (where p.status = 'FAILED') as pickups_failed
        from pickups p where p.pickup_date = ${q.today}::date and p.stage <> 'cancelled' and ${inBranches(sql.raw('p.branch_id'), q.branches)} group by 1),
      keys as (select branch_id from open_ union select branch_id from pods union select branch_id from picks)
      select b.id as branch_id, b.code, b.name,
        coalesce(k.pickups, 0) as pickups, coalesce(k.picked_up, 0) as picked_up, coalesce(k.pickups_failed, 0) as pickups_failed,
        coalesce(o.at_origin, 0) as at_origin, coalesce(o.in_transit, 0) as in_transit, coalesce(o.out_for_delivery, 0) as out_for_delivery,
        coalesce(d.delivered, 0) as delivered, coalesce(d.failed, 0) as failed, coalesce(o.past_eta, 0) as past_eta, coalesce(o.open, 0) as open
      from keys
      join branches b on b.id = keys.branch_id
      left join open_ o on o.branch_id = keys.branch_id
      left join pods d on d.branch_id = keys.branch_id
      left join picks k on k.branch_id = keys.branch_id
      order by b.code`,
  );
  const out: DispatchRow[] = rows.map((r) => ({
    branch_id: Number(r.branch_id),
    code: String(r.code),
    name: String(r.name),
    ...(Object.fromEntries(FIGURES.map((f) => [f, Number(r[f] ?? 0)])) as DispatchFigures),
  }));
  const totals = Object.fromEntries(FIGURES.map((f) => [f, out.reduce((a, r) => a + r[f], 0)])) as DispatchFigures;
  return { rows: out, totals };
}
