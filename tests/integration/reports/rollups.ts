import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { ROLLUPS, mergeRollups } from '@/lib/server/reports/rollups';
import type { ReportTestContext } from '../reports.int.test';

/*
 * The daily rollups equal the documents at every moment: on the seeded demo data, after a merge, and
 * after AWBs are booked, re-priced, delivered and cancelled in transactions of their own (deltas not
 * merged yet and merged). Each check is an independent GROUP BY over the base tables.
 */

// (the sums carry one name, `sum`: numbered columns keep them apart)
const rows = async (db: Db, query: ReturnType<typeof sql>, columns: number) =>
  ((await db.execute(sql`select * from (${query}) as x(${sql.raw(Array.from({ length: columns }, (_, i) => `c${i}`).join(', '))})`)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => JSON.stringify(Object.values(r).map((v) => (v === null ? null : String(Number(v) === Number(v) && v !== '' ? Number(v) : v)))));

const sales = {
  columns: 14,
  rollup: sql`select day::text, branch_id, service_id, customer_id, payment_type, sum(awbs), sum(koli), sum(actual_kg), sum(chargeable_kg), sum(freight), sum(discount), sum(tax), sum(total), sum(cod_amount)
    from rollup_shipment_days_all group by 1, 2, 3, 4, 5 having sum(awbs) <> 0 order by 1, 2, 3, 4, 5`,
  base: sql`select shipment_date::text, coalesce(branch_id, 0), service_id, coalesce(customer_id, 0), payment_type, count(*), sum(koli_count), sum(coalesce(actual_kg, 0)), sum(coalesce(chargeable_kg, 0)), sum(coalesce(freight, 0)), sum(coalesce(discount, 0)), sum(coalesce(tax, 0)), sum(coalesce(total, 0)), sum(coalesce(cod_amount, 0))
    from shipments where stage = 'booked' group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
};
const delivery = {
  columns: 9,
  rollup: sql`select day::text, branch_id, destination_branch_id, service_id, sum(delivered), sum(on_time), sum(late), sum(first_attempt), sum(lead_days)
    from rollup_delivery_days_all group by 1, 2, 3, 4 having sum(delivered) <> 0 order by 1, 2, 3, 4`,
  base: sql`select (s.delivered_at at time zone 'UTC' + interval '7 hours')::date::text as d, coalesce(s.branch_id, 0), coalesce(a.branch_id, 0), s.service_id, count(*),
      count(*) filter (where (s.delivered_at at time zone 'UTC' + interval '7 hours')::date <= s.eta_to),
      count(*) filter (where (s.delivered_at at time zone 'UTC' + interval '7 hours')::date > s.eta_to),
      count(*) filter (where s.failed_attempts = 0),
      sum(greatest((s.delivered_at at time zone 'UTC' + interval '7 hours')::date - s.shipment_date, 0))
    from shipments s left join coverage_areas a on a.id = s.destination_area_id
    where s.stage = 'booked' and s.delivered_at is not null group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
};
const pods = {
  columns: 7,
  rollup: sql`select day::text, branch_id, driver_id, result, failure_reason, sum(attempts), sum(cod_collected) from rollup_pod_days_all group by 1, 2, 3, 4, 5 having sum(attempts) <> 0 order by 1, 2, 3, 4, 5`,
  base: sql`select p.pod_date::text, coalesce(p.branch_id, 0), coalesce(r.driver_id, 0), p.result, coalesce(p.failure_reason, ''), count(*), sum(coalesce(p.cod_collected, 0))
    from delivery_statuses p left join delivery_runsheets r on r.id = p.delivery_runsheet_id where p.stage = 'booked' group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`,
};
const activity = {
  columns: 7,
  rollup: sql`select day::text, branch_id, user_code, code, sum(events), min(first_at)::text, max(last_at)::text from rollup_activity_days_all group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  base: sql`select (input_at at time zone 'UTC' + interval '7 hours')::date::text, coalesce(branch_id, 0), coalesce(user_code, ''), code, count(*), min(input_at)::text, max(input_at)::text
    from tracking_events group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
};

/** Run last: it changes AWBs (each check compares with the documents as they are then). */
export function rollupChecks(c: ReportTestContext) {
  const t = { get ctx() { return c.t.ctx; }, get engine() { return c.t.engine; } };

  /** Each projection (its `_all` view) equals its rollup's `_all` grouped by the projection's keys. */
  const projectionPairs = ROLLUPS.flatMap((r) =>
    (r.projections ?? []).map((p) => {
      const measures = Object.keys(r.measures);
      const grain = p.grain === 'month' ? `date_trunc('month', day)::date::text` : 'day::text';
      const groups = [1, ...p.keys.map((_, i) => i + 2)].join(', ');
      const sums = measures.map((m) => `sum(${m})`).join(', ');
      const keys = p.keys.join(', ');
      return {
        columns: 1 + p.keys.length + measures.length,
        rollup: sql.raw(`select ${p.grain}::text, ${keys}, ${sums} from ${getTableName(p.table)}_all group by ${groups} having sum(${measures[0]}) <> 0 order by ${groups}`),
        base: sql.raw(`select ${grain}, ${keys}, ${sums} from ${getTableName(r.merged)}_all group by ${groups} having sum(${measures[0]}) <> 0 order by ${groups}`),
      };
    }),
  );

  const expectExact = async () => {
    expect(projectionPairs.length).toBe(10);
    for (const pair of [sales, delivery, pods, activity, ...projectionPairs]) {
      const got = await rows(t.ctx.db, pair.rollup, pair.columns);
      const want = await rows(t.ctx.db, pair.base, pair.columns);
      const at = got.findIndex((g, i) => g !== want[i]);
      expect(at < 0 ? null : [got[at], want[at]]).toBeNull();
      expect(got).toEqual(want);
    }
  };

  it('equal the seeded documents, before and after the deltas are merged', async () => {
    const [{ n }] = ((await t.ctx.db.execute(sql`select count(*)::int as n from shipments where stage = 'booked'`)) as unknown as { rows: { n: number }[] }).rows;
    expect(n).toBeGreaterThan(10);
    await expectExact();
    // the AWB's count of failed attempts is the count of its failed POD entries
    const drift = await t.ctx.db.execute(sql`select count(*)::int as n from shipments s where s.failed_attempts <> (select count(*) from delivery_statuses p where p.shipment_id = s.id and p.stage = 'booked' and p.result = 'FAILED')`);
    expect((drift as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    expect(await mergeRollups(t.ctx.db, t.engine)).toBeGreaterThan(0);
    const left = ((await t.ctx.db.execute(sql`select count(*)::int as n from rollup_shipment_days_deltas`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    expect(left).toBe(0);
    await expectExact();
  });

  it('follow every later change to an AWB in its own transaction: re-priced, delivered late, failed first, cancelled', async () => {
    const pick = async (where: ReturnType<typeof sql>) =>
      ((await t.ctx.db.execute(sql`select id from shipments where stage = 'booked' and ${where} order by id limit 1`)) as unknown as { rows: { id: number }[] }).rows[0].id;
    const undelivered = await pick(sql`delivered_at is null`);
    await t.ctx.db.execute(sql`update shipments set total = total + 1000, tax = tax + 11, koli_count = koli_count + 1 where id = ${undelivered}`);
    await t.ctx.db.execute(sql`update shipments set failed_attempts = 1, delivered_at = now(), eta_to = shipment_date, status = 'delivered' where id = ${undelivered}`);
    await expectExact();
    await mergeRollups(t.ctx.db, t.engine);
    await t.ctx.db.execute(sql`update shipments set shipment_date = shipment_date - 1 where id = ${undelivered}`);
    const other = await pick(sql`id <> ${undelivered}`);
    await t.ctx.db.execute(sql`update shipments set stage = 'cancelled', status = 'cancelled' where id = ${other}`);
    // a bag scan moves a status only: no delta at all
    const before = ((await t.ctx.db.execute(sql`select count(*)::int as n from rollup_shipment_days_deltas`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    await t.ctx.db.execute(sql`update shipments set status = 'in_transit' where id = ${await pick(sql`delivered_at is null and id <> ${undelivered}`)}`);
    const after = ((await t.ctx.db.execute(sql`select count(*)::int as n from rollup_shipment_days_deltas`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    expect(after).toBe(before);
    await expectExact();
    await mergeRollups(t.ctx.db, t.engine);
    await expectExact();
  });
}
