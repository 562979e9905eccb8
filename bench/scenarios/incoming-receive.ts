/**
 * incoming-receive: a manifest of 2,000 AWBs received end to end, as the destination's dispatcher does
 * it through our real API over HTTP: `POST …/create/incoming` (the manifest scanned: 2,000 expected lines),
 * then 2,000 `PUT …/incoming/scan/{id}` one after the other (each: the incoming locked, its line found and
 * marked, the AWB moved here, the counters, the ARRIVED event and the audit row in one transaction), then
 * `PUT …/incoming/book/{id}` (finish).
 *
 * Against the same work as raw SQL in the same process: the header and its 2,000 lines in one
 * transaction, each scan a transaction (lock the incoming, lock its line, mark it, move the AWB, count,
 * event, audit), the finish a transaction — no HTTP, no permission check, no engine.
 *
 * The AWBs are booked shipments bulk-loaded and put on a departed manifest by SQL (not measured).
 * BENCH_INCOMING_AWBS per receipt (default 2,000); ours and raw alternate for BENCH_ROUNDS rounds; the
 * median receipt compared. Target: ours ≤ 2× raw.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { incomings, outgoingManifests, shipments } from '@/lib/server/db/schema/documents';
import { branches, modas, offices } from '@/lib/server/db/schema/resources';
import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import type { Db } from '@/lib/server/db/client';
import { loadShipments } from '../../scripts/lib/bulk-shipments';
import { requestJson } from '../lib/http-client';
import { signIn, startOurApi } from '../lib/ours';
import { median, profiled, timed, type Run } from '../lib/sequential';
import type { RunningServer } from '../lib/servers';
import { ensureShipmentRoute } from '../lib/shipment-route';
import type { BenchEnv, Scenario } from '../lib/types';

const NAME = 'incoming-receive';
const AWBS = Math.max(1, Number(process.env.BENCH_INCOMING_AWBS ?? 2000));
const TARGET = 2;
const HUB_CODE = 'BNC-INH';
const HUB_OFFICE = 'BNC-IN';

type Answer = { data?: { id: number; number: string; version: number; received_count: number; status: string }; message?: string };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The same receipt by hand: header and lines, every scan, the finish — each its own transaction. */
async function rawReceipt(db: Db, manifestId: number, officeId: number, branchId: number, awbs: string[]) {
  const id = await db.transaction(async (tx) => {
    const [m] = rowsOf<{ id: number; number: string; stage: string; incoming_id: number | null }>(await tx.execute(sql`select id, number, stage, incoming_id from outgoing_manifests where id = ${manifestId} for update`));
    if (m.stage !== 'booked' || m.incoming_id) throw new Error('manifest not receivable');
    const [h] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into incomings (number, stage, status, incoming_date, office_id, branch_id, outgoing_manifest_id, manifest_number, expected_count, created_by, updated_by)
        values (${`RAW-${randomUUID().slice(0, 12)}`}, 'draft', 'RECEIVING', current_date, ${officeId}, ${branchId}, ${manifestId}, ${m.number},
          (select count(*) from shipments where manifest_id = ${manifestId}), 'dispatcher', 'dispatcher')
        returning id`),
    );
    await tx.execute(sql`
      insert into incoming_items (document_id, position, shipment_id, awb, destination_area_id, koli_count, weight_kg, result, from_manifest_id)
      select ${h.id}, row_number() over (order by number), id, number, destination_area_id, koli_count, actual_kg, 'PENDING', ${manifestId} from shipments where manifest_id = ${manifestId}`);
    await tx.execute(sql`update outgoing_manifests set incoming_id = ${h.id} where id = ${manifestId}`);
    await tx.execute(sql`insert into audit_logs (actor, action, entity, entity_id, after) values ('dispatcher', 'create', 'incoming', ${String(h.id)}, '{}'::jsonb)`);
    return h.id;
  });
  for (const awb of awbs) {
    await db.transaction(async (tx) => {
      const [h] = rowsOf<{ number: string; office_id: number }>(await tx.execute(sql`select number, office_id from incomings where id = ${id} for update`));
      const [line] = rowsOf<{ id: number; shipment_id: number; result: string; koli_count: number; weight_kg: string }>(
        await tx.execute(sql`select id, shipment_id, result, koli_count, weight_kg from incoming_items where document_id = ${id} and awb = ${awb} for update`),
      );
      if (!line || line.result !== 'PENDING') throw new Error(`${awb} not expected`);
      await tx.execute(sql`update incoming_items set result = 'RECEIVED', scanned_at = now(), scanned_by = 'dispatcher' where id = ${line.id}`);
      await tx.execute(sql`update shipments set incoming_id = ${id}, bag_id = null, manifest_id = null, status = 'in_transit' where id = ${line.shipment_id}`);
      await tx.execute(sql`
        update incomings set received_count = received_count + 1, koli_count = koli_count + ${line.koli_count}, weight_kg = coalesce(weight_kg, 0) + ${line.weight_kg}::numeric,
          version = version + 1, updated_at = now(), updated_by = 'dispatcher' where id = ${id}`);
      await tx.execute(sql`
        insert into tracking_events (shipment_id, event_at, input_at, status, code, text, office_id, place, user_code, document_type, document_number, public)
        values (${line.shipment_id}, now(), now(), 'in_transit', 'ARRIVED', 'Paket telah tiba di BEKASI', ${h.office_id}, 'BEKASI', 'dispatcher', 'incoming', ${h.number}, true)`);
      await tx.execute(sql`insert into audit_logs (actor, action, entity, entity_id, after) values ('dispatcher', 'scan', 'incoming', ${String(id)}, ${JSON.stringify({ received_count: 'n' })}::jsonb)`);
    });
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from incomings where id = ${id} for update`);
    const missing = rowsOf<{ id: number }>(await tx.execute(sql`update incoming_items set result = 'MISSING' where document_id = ${id} and result = 'PENDING' returning id`));
    await tx.execute(sql`update incomings set stage = 'booked', status = 'RECEIVED', missing_count = ${missing.length}, completed_at = now(), version = version + 1 where id = ${id}`);
    await tx.execute(sql`update outgoing_manifests set status = 'RECEIVED' where id = ${manifestId}`);
    await tx.execute(sql`insert into audit_logs (actor, action, entity, entity_id, after) values ('dispatcher', 'book', 'incoming', ${String(id)}, '{}'::jsonb)`);
  });
}

const scenario: Scenario = {
  name: NAME,
  description: `a manifest of ${AWBS} AWBs received end to end (create, ${AWBS} scans, finish) through our API vs the same work as raw SQL`,

  async run(env: BenchEnv) {
    const db = env.database.db;
    let server: RunningServer | undefined;
    try {
      server = (await startOurApi(env)).server;
      const route = await ensureShipmentRoute(env, server.url);
      const admin = await signIn(server.url, 'admin', DEMO_PASSWORD);
      const dispatcher = await signIn(server.url, 'dispatcher', DEMO_PASSWORD);
      const auth = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
      const post = async (path: string, token: string, body: Record<string, unknown>) => {
        const res = await requestJson<Answer>('POST', `${server!.url}${path}`, auth(token), JSON.stringify(body));
        if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.body.message ?? ''}`);
        return res.body.data!;
      };
      let [hub] = await db.select({ id: branches.id }).from(branches).where(eq(branches.code, HUB_CODE));
      if (!hub) hub = { id: (await post('/api/datamaster/create/branch', admin, { code: HUB_CODE, name: 'Bench Hub Bekasi', kind: 'HUB', city: 'Bekasi', address: 'Jl. Hub 2' })).id };
      let [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.code, HUB_OFFICE));
      if (!office) office = { id: (await post('/api/datamaster/create/office', admin, { code: HUB_OFFICE, name: 'Gudang Bench Bekasi', branch_id: hub.id, kind: 'WAREHOUSE', address: 'Jl. Hub 2' })).id };
      const [moda] = await db.select({ id: modas.id }).from(modas).limit(1);

      /** A departed manifest to the hub carrying `count` fresh booked AWBs (set up by SQL: not measured). */
      const departedManifest = async () => {
        const loaded = await loadShipments(db, { count: AWBS, refs: route.refs, days: 1 });
        const numbers = Array.from({ length: AWBS }, (_, i) => String(Number(loaded.first) + i));
        const [m] = await db
          .insert(outgoingManifests)
          .values({
            number: `MF-BNC-${randomUUID().slice(0, 13)}`.toUpperCase(),
            stage: 'booked',
            status: 'DEPARTED',
            manifest_date: new Date().toISOString().slice(0, 10),
            office_id: route.officeId,
            branch_id: route.branchId,
            destination_branch_id: hub.id,
            moda_id: moda.id,
            carrier_type: 'VENDOR',
            departure_at: new Date().toISOString(),
            departed_at: new Date().toISOString(),
            awb_count: AWBS,
          })
          .returning({ id: outgoingManifests.id, number: outgoingManifests.number });
        await db.update(shipments).set({ manifest_id: m.id as number, status: 'in_transit' }).where(inArray(shipments.number, numbers));
        return { id: m.id as number, number: String(m.number), numbers };
      };

      const oursReceipt = async () => {
        const m = await departedManifest();
        const run = await timed(1, async () => {
          const incoming = await post('/api/operational/create/incoming', dispatcher, { office_id: office.id, manifest: m.number, request_id: randomUUID() });
          let last = incoming;
          for (const awb of m.numbers) {
            const res = await requestJson<Answer>('PUT', `${server!.url}/api/operational/update/incoming/scan/${incoming.id}`, auth(dispatcher), JSON.stringify({ code: awb }));
            if (res.status !== 200) throw new Error(`scan ${awb}: ${res.status} ${res.body.message ?? ''}`);
            last = res.body.data!;
          }
          const done = await requestJson<Answer>('PUT', `${server!.url}/api/operational/update/incoming/book/${incoming.id}`, auth(dispatcher), JSON.stringify({ version: last.version }));
          if (done.status !== 200 || done.body.data?.status !== 'RECEIVED') throw new Error(`finish: ${done.status} ${done.body.message ?? ''}`);
          return true;
        });
        const [check] = await db.select({ received: incomings.received_count }).from(incomings).where(eq(incomings.outgoing_manifest_id, m.id));
        if (Number(check.received) !== AWBS) throw new Error(`ours received ${String(check.received)} of ${AWBS}`);
        return run;
      };
      const rawRun = async () => {
        const m = await departedManifest();
        return timed(1, async () => {
          await rawReceipt(db, m.id, office.id as number, hub.id as number, m.numbers);
          return true;
        });
      };

      const runs = { ours: [] as Run[], raw: [] as Run[] };
      for (let round = 1; round <= env.rounds; round++) {
        env.log(`${NAME}: ours, ${AWBS} AWBs over HTTP (round ${round}/${env.rounds})`);
        runs.ours.push(await profiled(`${NAME}-ours-${round}`, oursReceipt));
        env.log(`${NAME}: raw SQL, ${AWBS} AWBs (round ${round}/${env.rounds})`);
        runs.raw.push(await rawRun());
      }
      const oursMs = median(runs.ours.map((r) => r.msPerOp));
      const rawMs = median(runs.raw.map((r) => r.msPerOp));
      const ratio = oursMs / rawMs;
      const row = (server: string, rs: Run[], ms: number, r?: number) => ({
        server,
        connections: 1,
        rps: (1000 * AWBS) / ms,
        p50Ms: ms / AWBS,
        p99Ms: Math.max(...rs.map((x) => x.msPerOp)) / AWBS,
        busyUsPerRequest: median(rs.map((x) => (x.busyMs * 1000) / AWBS)),
        requests: rs.length * (AWBS + 2),
        failures: 0,
        ratio: r,
      });
      return {
        title: `${NAME}: a ${AWBS}-AWB manifest received end to end (create, ${AWBS} scans, finish), ours over HTTP vs raw SQL; ratio = time ratio`,
        measurements: [row('raw SQL, a transaction per step', runs.raw, rawMs), row('ours (create, PUT …/incoming/scan, book)', runs.ours, oursMs, ratio)],
        checks: [{ name: NAME, connections: 1, ratio, target: TARGET, direction: '<=', pass: ratio <= TARGET }],
        notes: [
          `ours: ${(oursMs / 1000).toFixed(1)} s per receipt (${(oursMs / AWBS).toFixed(2)} ms per AWB); raw SQL: ${(rawMs / 1000).toFixed(1)} s (${(rawMs / AWBS).toFixed(2)} ms per AWB); median of ${env.rounds} round(s)`,
          'rows/s column: AWBs received per second; p50/p99: ms per AWB of the median / slowest receipt',
        ],
      };
    } finally {
      await server?.close().catch(() => undefined);
    }
  },
};

export default scenario;
