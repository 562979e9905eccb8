/**
 * awb-save: saving an AWB at the counter, one after the other — `POST /api/operational/create/shipment`
 * as the demo `counter` user (Bearer), each request with its own request_id, 2 koli, through our real
 * Fastify API over HTTP (node:http client, kept-alive socket): the permission check, body validation,
 * pricing on the server, the number from the office's AWB stock (allocation row locked), shipment +
 * koli + costs + tracking event + audit row in one transaction (the request id's unique index keeps it
 * idempotent), answered from what was written with its labels.
 *
 * Against the bare minimum the same save writes: the very same shipment row values (copied from one of
 * ours), its 2 koli rows, one tracking event and one audit row as raw SQL in one transaction, numbers
 * made up in sequence — no HTTP, no checks, no pricing, no stock, no read-back.
 *
 * BENCH_AWB_SAVES saves each (default 200) per round, after 20 unmeasured ones; ours and raw alternate
 * for BENCH_ROUNDS rounds and the medians of the rounds' ms per save are compared. Target: ours ≤ 2× raw.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { auditLogs } from '@/lib/server/db/schema';
import { shipmentCosts, shipmentKoli, shipments, trackingEvents } from '@/lib/server/db/schema/documents';
import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import type { Db } from '@/lib/server/db/client';
import { requestJson } from '../lib/http-client';
import { signIn, startOurApi } from '../lib/ours';
import type { RunningServer } from '../lib/servers';
import { ensureShipmentRoute, type BenchRoute } from '../lib/shipment-route';
import { alternateRounds, sequentialRow, timed } from '../lib/sequential';
import type { BenchEnv, Scenario } from '../lib/types';

const NAME = 'awb-save';
const SAVES = Math.max(1, Number(process.env.BENCH_AWB_SAVES ?? 200));
const WARMUP_SAVES = 20;
const TARGET = 2;
const CREATE = '/api/operational/create/shipment';
/** The raw saves' numbers: their own space, clear of the AWB stock and of the bulk loader's 9… numbers. */
const RAW_NUMBER_BASE = 800_000_000_000;

const bodyOf = (route: BenchRoute) => ({
  payment_type: 'CASH',
  office_id: route.officeId,
  origin_area_id: route.originId,
  destination_area_id: route.destinationId,
  service_id: route.serviceId,
  shipper_name: 'Toko Sinar Jaya',
  shipper_phone: '0812 3456 7890',
  shipper_address: 'Jl. Mangga Dua 7, Jakarta',
  consignee_name: 'Budi Santoso',
  consignee_phone: '0813 9876 5432',
  consignee_address: 'Jl. Raya Gubeng 45, Surabaya',
  goods_description: 'Pakaian',
  goods_value: 350_000,
  koli: [
    { weight_kg: 1.3, length_cm: 10, width_cm: 10, height_cm: 10 },
    { weight_kg: 2.4, length_cm: 30, width_cm: 20, height_cm: 15 },
  ],
  payment_method: 'CASH',
  amount_received: 500_000,
});

type Row = Record<string, unknown>;

/** What one of ours wrote, to be written again by hand: the header's values, its lines, its event and audit row. */
async function templateOf(db: Db, id: number) {
  const [header] = (await db.select().from(shipments).where(eq(shipments.id, id))) as Row[];
  const koli = (await db.select().from(shipmentKoli).where(eq(shipmentKoli.document_id, id)).orderBy(asc(shipmentKoli.position))) as Row[];
  const costs = (await db.select().from(shipmentCosts).where(eq(shipmentCosts.document_id, id)).orderBy(asc(shipmentCosts.position))) as Row[];
  const [event] = (await db.select().from(trackingEvents).where(eq(trackingEvents.shipment_id, id))) as Row[];
  const [audit] = await db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'shipment'), eq(auditLogs.entityId, String(id))));
  if (!header || koli.length !== 2 || !event || !audit) throw new Error(`shipment ${id} lacks its koli, event or audit row`);
  // what the database fills in itself, or what differs per save
  const skip = new Set(['id', 'number', 'request_id', 'created_at', 'updated_at']);
  const columns = Object.keys(header).filter((k) => !skip.has(k));
  return { header, columns, koli, costs, event, after: audit.after };
}

type Template = Awaited<ReturnType<typeof templateOf>>;

const lineColumns = (row: Row) => Object.keys(row).filter((k) => k !== 'id' && k !== 'document_id' && k !== 'position');
const ident = (name: string) => sql.raw(`"${name}"`);

/** The same inserts by hand: header (returning its id), koli (one statement), costs, event, audit — one transaction. */
async function rawSave(db: Db, t: Template, number: string) {
  await db.transaction(async (tx) => {
    const inserted = (await tx.execute(sql`
      insert into shipments (number, ${sql.join(t.columns.map(ident), sql`, `)})
      values (${number}, ${sql.join(t.columns.map((c) => sql`${t.header[c]}`), sql`, `)})
      returning id`)) as unknown as { rows: { id: number }[] };
    const id = inserted.rows[0].id;
    for (const [table, lines] of [['shipment_koli', t.koli], ['shipment_costs', t.costs]] as const) {
      if (!lines.length) continue;
      const cols = lineColumns(lines[0]);
      await tx.execute(sql`
        insert into ${sql.raw(table)} (document_id, position, ${sql.join(cols.map(ident), sql`, `)})
        values ${sql.join(lines.map((l, i) => sql`(${id}, ${i + 1}, ${sql.join(cols.map((c) => sql`${l[c]}`), sql`, `)})`), sql`, `)}`);
    }
    const e = t.event;
    await tx.execute(sql`
      insert into tracking_events (shipment_id, event_at, input_at, status, code, text, office_id, branch_id, place, user_code, document_type, document_number, public)
      values (${id}, now(), now(), ${e.status}, ${e.code}, ${e.text}, ${e.office_id}, ${e.branch_id}, ${e.place}, ${e.user_code}, ${e.document_type}, ${number}, ${e.public})`);
    await tx.execute(sql`
      insert into audit_logs (actor, action, entity, entity_id, after)
      values ('counter', 'create', 'shipment', ${String(id)}, ${JSON.stringify(t.after)}::jsonb)`);
  });
}

const scenario: Scenario = {
  name: NAME,
  description: `${SAVES} AWB saves one at a time through POST ${CREATE} vs the same inserts as raw SQL in one transaction`,

  async run(env: BenchEnv) {
    const db = env.database.db;
    let server: RunningServer | undefined;
    try {
      server = (await startOurApi(env)).server;
      const route = await ensureShipmentRoute(env, server.url);
      const token = await signIn(server.url, 'counter', DEMO_PASSWORD);
      const body = bodyOf(route);
      const url = `${server.url}${CREATE}`;
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      let lastId = 0;
      const oursSave = async () => {
        const res = await requestJson<{ data?: { id: number; number: string; lines?: { koli?: unknown[] } }; message?: string }>('POST', url, headers, JSON.stringify({ ...body, request_id: randomUUID() }));
        const json = res.body;
        if (res.status !== 201) {
          env.log(`${NAME}: ours answered ${res.status} ${json.message ?? ''}`);
          return false;
        }
        lastId = json.data!.id;
        return true;
      };

      // the first save: checked, and the template of the raw ones
      const first = await requestJson<{ data?: { id: number; number: string; koli_count: number; total: number; lines: { koli: unknown[] } }; message?: string }>('POST', url, headers, JSON.stringify({ ...body, request_id: randomUUID() }));
      const firstJson = first.body;
      if (first.status !== 201 || firstJson.data?.lines.koli.length !== 2) throw new Error(`the first save answered ${first.status} ${firstJson.message ?? ''}`);
      const template = await templateOf(db, firstJson.data.id);

      let sequence = 0;
      const [{ top }] = (
        (await db.execute(sql`select max(number) as top from shipments where number between ${String(RAW_NUMBER_BASE)} and ${String(RAW_NUMBER_BASE + 99_999_999_999)}`)) as unknown as { rows: { top: string | null }[] }
      ).rows;
      const rawBase = top ? Number(top) : RAW_NUMBER_BASE;
      const rawOne = async () => {
        await rawSave(db, template, String(rawBase + ++sequence));
        return true;
      };

      env.log(`${NAME}: ${WARMUP_SAVES} unmeasured saves of each`);
      await timed(WARMUP_SAVES, oursSave);
      await timed(WARMUP_SAVES, rawOne);

      // the raw copy is the same row: every column but the number and the database's own
      const [copy] = (await db.select().from(shipments).where(eq(shipments.number, String(rawBase + 1)))) as Row[];
      const differs = template.columns.filter((c) => JSON.stringify(copy?.[c]) !== JSON.stringify(template.header[c]));
      if (differs.length) throw new Error(`the raw save wrote other values than ours in ${differs.join(', ')}`);

      const { ours, raw, oursMs, rawMs, ratio } = await alternateRounds(env, NAME, SAVES, oursSave, rawOne);
      const [lastSaved] = await db.select({ number: shipments.number, koli: shipments.koli_count }).from(shipments).where(eq(shipments.id, lastId));

      const measurements = [sequentialRow('raw SQL, one transaction', raw, rawMs), sequentialRow(`ours (POST ${CREATE})`, ours, oursMs, ratio)];
      const failed = measurements[1].failures;
      return {
        title: `${NAME}: ${SAVES} AWB saves (2 koli) one at a time, ours over HTTP vs the same inserts as raw SQL; ratio = time ratio`,
        measurements,
        checks: [{ name: NAME, connections: 1, ratio, target: TARGET, direction: '<=', pass: ratio <= TARGET && !failed, invalid: failed ? `${failed} saves refused` : undefined }],
        notes: [
          `ours: ${oursMs.toFixed(2)} ms per save (${Math.round(1000 / oursMs)} saves/s); raw SQL: ${rawMs.toFixed(2)} ms per save (${Math.round(1000 / rawMs)} saves/s); median of ${env.rounds} round(s)`,
          `ours per save: HTTP + auth + validation, pricing, AWB number (allocation row locked, in the header's INSERT), header + ${template.koli.length} koli + ${template.costs.length} costs + 1 event + audit in one statement, answered with labels (last: AWB ${String(lastSaved?.number)}, ${String(lastSaved?.koli)} koli)`,
          `raw per save: BEGIN; INSERT shipment RETURNING id; INSERT ${template.koli.length} koli; INSERT 1 event; INSERT 1 audit; COMMIT — the same row values as ours (checked), in-process`,
          `ratio = ours ms per save / raw ms per save; target ≤ ${TARGET}. req/s column = saves/s; busy µs/req includes the HTTP client (same thread) for ours`,
        ],
      };
    } finally {
      await server?.close().catch(() => undefined);
    }
  },
};

export default scenario;
