/**
 * bag-scan: a dispatcher scanning AWBs into an open shipping bag, one after the other —
 * `PUT /api/operational/update/shipping-bag/scan/{bag}` as the demo `dispatcher` (Bearer), through our
 * real Fastify API over HTTP (node:http client, kept-alive socket): the permission check, the bag row
 * locked, the AWB locked and checked (booked, not cancelled or delivered, in no other bag, its
 * destination served by the bag's), the AWB marked as in the bag, the bag's counters, the line, the
 * tracking event and the audit row in one transaction; answered with the bag's header.
 *
 * Against the bare minimum the same scan does as raw SQL in one transaction: lock the bag, lock and read
 * the AWB, read its destination's branch, mark it, count it on the bag, insert the line, the event and
 * the audit row — no HTTP, no permission check, no engine.
 *
 * The AWBs are booked shipments bulk-loaded first (the booked-only loader of db:scale); the bags go to
 * the branch that serves their destination district (a bench branch made for it: since issue 22 a bag
 * takes only AWBs its destination serves, a hub included); the dispatcher works at the bench office.
 * BENCH_BAG_SCANS scans each (default 200) per round after 20 unmeasured ones; ours and raw alternate
 * for BENCH_ROUNDS rounds; medians compared. Target: ours ≤ 2× raw.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { users } from '@/lib/server/db/schema';
import { shipments, shippingBags } from '@/lib/server/db/schema/documents';
import { branches, coverageAreas } from '@/lib/server/db/schema/resources';
import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import type { Db } from '@/lib/server/db/client';
import { loadShipments } from '../../scripts/lib/bulk-shipments';
import { requestJson } from '../lib/http-client';
import { signIn, startOurApi } from '../lib/ours';
import { alternateRounds, sequentialRow, timed } from '../lib/sequential';
import type { RunningServer } from '../lib/servers';
import { ensureShipmentRoute } from '../lib/shipment-route';
import type { BenchEnv, Scenario } from '../lib/types';

const NAME = 'bag-scan';
const SCANS = Math.max(1, Number(process.env.BENCH_BAG_SCANS ?? 200));
const WARMUP_SCANS = 20;
const TARGET = 2;
const HUB_CODE = 'BNC-DST';

type Answer = { data?: { id: number; number: string; awb_count: number; version: number }; message?: string };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The same scan by hand: the same locks, reads, checks and writes, one transaction. */
async function rawScan(db: Db, bagId: number, awb: string) {
  await db.transaction(async (tx) => {
    const [bag] = rowsOf<{ id: number; stage: string; number: string; office_id: number }>(await tx.execute(sql`select * from shipping_bags where id = ${bagId} for update`));
    if (bag.stage !== 'draft') throw new Error('bag not open');
    const [s] = rowsOf<{ id: number; number: string; stage: string; status: string; bag_id: number | null; destination_area_id: number; koli_count: number; actual_kg: string }>(
      await tx.execute(sql`select id, number, stage, status, bag_id, destination_area_id, koli_count, actual_kg from shipments where number = ${awb} for update`),
    );
    if (!s || s.stage !== 'booked' || s.status === 'delivered' || s.bag_id) throw new Error(`${awb} cannot be bagged`);
    await tx.execute(sql`select a.branch_id, b.kind from coverage_areas a left join branches b on b.id = a.branch_id where a.id = ${s.destination_area_id}`);
    await tx.execute(sql`update shipments set bag_id = ${bagId} where id = ${s.id}`);
    await tx.execute(sql`
      update shipping_bags set awb_count = awb_count + 1, koli_count = koli_count + ${s.koli_count}, weight_kg = coalesce(weight_kg, 0) + ${s.actual_kg}::numeric,
        version = version + 1, updated_at = now(), updated_by = 'dispatcher' where id = ${bagId}`);
    await tx.execute(sql`
      insert into shipping_bag_items (document_id, position, shipment_id, awb, destination_area_id, koli_count, weight_kg, scanned_at, scanned_by)
      values (${bagId}, (select coalesce(max(position), 0) + 1 from shipping_bag_items where document_id = ${bagId}), ${s.id}, ${s.number}, ${s.destination_area_id}, ${s.koli_count}, ${s.actual_kg}::numeric, now(), 'dispatcher')`);
    await tx.execute(sql`
      insert into tracking_events (shipment_id, event_at, input_at, status, code, text, office_id, place, user_code, document_type, document_number, public)
      values (${s.id}, now(), now(), 'pending', 'BAGGED', 'Paket dikemas ke dalam karung di JAKARTA', ${bag.office_id}, 'JAKARTA', 'dispatcher', 'shipping-bag', ${bag.number}, true)`);
    await tx.execute(sql`
      insert into audit_logs (actor, action, entity, entity_id, after)
      values ('dispatcher', 'scan', 'shipping-bag', ${String(bagId)}, ${JSON.stringify({ awb_count: 'n', lines: { items: { added: [{ awb: s.number }] } } })}::jsonb)`);
  });
}

const scenario: Scenario = {
  name: NAME,
  description: `${SCANS} AWB scans into a shipping bag one at a time through PUT …/shipping-bag/scan vs the same checks and writes as raw SQL`,

  async run(env: BenchEnv) {
    const db = env.database.db;
    let server: RunningServer | undefined;
    try {
      server = (await startOurApi(env)).server;
      const route = await ensureShipmentRoute(env, server.url);
      // the dispatcher works at the bench office (the bag's): another branch's bag is refused
      await db.update(users).set({ officeId: route.officeId }).where(eq(users.userCode, 'dispatcher'));
      const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
      const dispatcher = await signIn(server.url, 'dispatcher', DEMO_PASSWORD);
      const auth = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

      let [hub] = await db.select({ id: branches.id }).from(branches).where(eq(branches.code, HUB_CODE));
      if (!hub) {
        const made = await requestJson<Answer>('POST', `${server.url}/api/datamaster/create/branch`, auth(admin), JSON.stringify({ code: HUB_CODE, name: 'Bench Surabaya', kind: 'BRANCH', city: 'Surabaya', address: 'Jl. Raya Gubeng 1' }));
        if (made.status !== 201) throw new Error(`destination branch: ${made.status} ${made.body.message ?? ''}`);
        hub = { id: made.body.data!.id };
      }
      // it serves the AWBs' destination district (set up by SQL: not measured)
      await db.update(coverageAreas).set({ branch_id: hub.id }).where(eq(coverageAreas.id, route.destinationId));
      const openBag = async () => {
        const res = await requestJson<Answer>('POST', `${server!.url}/api/operational/create/shipping-bag`, auth(dispatcher), JSON.stringify({ office_id: route.officeId, destination_branch_id: hub.id, request_id: randomUUID() }));
        if (res.status !== 201) throw new Error(`open bag: ${res.status} ${res.body.message ?? ''}`);
        return res.body.data!;
      };

      const perSide = WARMUP_SCANS + SCANS * env.rounds;
      env.log(`${NAME}: loading ${perSide * 2} booked AWBs`);
      const loaded = await loadShipments(db, { count: perSide * 2, refs: route.refs, days: 1 });
      const numbers = Array.from({ length: perSide * 2 }, (_, i) => String(Number(loaded.first) + i));
      const oursAwbs = numbers.filter((_, i) => i % 2 === 0);
      const rawAwbs = numbers.filter((_, i) => i % 2 === 1);

      const oursBag = await openBag();
      const rawBag = await openBag();
      const url = `${server.url}/api/operational/update/shipping-bag/scan/${oursBag.id}`;
      let oursNext = 0;
      let rawNext = 0;
      const oursScan = async () => {
        const res = await requestJson<Answer>('PUT', url, auth(dispatcher), JSON.stringify({ awb: oursAwbs[oursNext++] }));
        if (res.status !== 200) env.log(`${NAME}: ours answered ${res.status} ${res.body.message ?? ''}`);
        return res.status === 200;
      };
      const rawOne = async () => {
        await rawScan(db, rawBag.id, rawAwbs[rawNext++]);
        return true;
      };

      env.log(`${NAME}: ${WARMUP_SCANS} unmeasured scans of each`);
      await timed(WARMUP_SCANS, oursScan);
      await timed(WARMUP_SCANS, rawOne);

      const { ours, raw, oursMs, rawMs, ratio } = await alternateRounds(env, NAME, SCANS, oursScan, rawOne);
      const counts = await db.select({ id: shippingBags.id, awbs: shippingBags.awb_count }).from(shippingBags).where(sql`${shippingBags.id} in (${oursBag.id}, ${rawBag.id})`);
      const inBag = await db.select({ n: sql<number>`count(*)::int` }).from(shipments).where(eq(shipments.bag_id, oursBag.id));
      if (Number(inBag[0].n) !== oursNext) throw new Error(`ours bagged ${String(inBag[0].n)} AWBs for ${oursNext} scans`);

      const measurements = [sequentialRow('raw SQL, one transaction', raw, rawMs), sequentialRow('ours (PUT …/shipping-bag/scan/{bag})', ours, oursMs, ratio)];
      const failed = measurements[1].failures;
      return {
        title: `${NAME}: ${SCANS} AWB scans into one bag, one at a time, ours over HTTP vs the same checks and writes as raw SQL; ratio = time ratio`,
        measurements,
        checks: [{ name: NAME, connections: 1, ratio, target: TARGET, direction: '<=', pass: ratio <= TARGET && !failed, invalid: failed ? `${failed} scans refused` : undefined }],
        notes: [
          `ours: ${oursMs.toFixed(2)} ms per scan; raw SQL: ${rawMs.toFixed(2)} ms per scan; median of ${env.rounds} round(s); bags end with ${counts.map((c) => c.awbs).join(' and ')} AWBs`,
          'raw per scan: BEGIN; bag FOR UPDATE; AWB FOR UPDATE; its destination branch; UPDATE AWB; UPDATE bag counters; INSERT line; INSERT event; INSERT audit; COMMIT',
        ],
      };
    } finally {
      await server?.close().catch(() => undefined);
    }
  },
};

export default scenario;
