/**
 * tracking-lookup (opt-in: `npm run bench -- tracking-lookup`; it loads BENCH_SHIPMENTS shipments,
 * default 1,000,000): the staff tracking look-up and the shipment list on a large shipments table.
 *
 * 1. Loads BENCH_SHIPMENTS booked AWBs with 1–3 koli and 2–3 tracking events each into the bench
 *    database with the bulk loader that `npm run db:scale -- --shipments N` uses
 *    (scripts/lib/bulk-shipments.ts: INSERT … SELECT FROM generate_series, 50,000 per transaction).
 * 2. `GET /api/operational/get/tracking?q=<awb>` through our real API as the demo counter user, each
 *    request the next of 1,000 AWBs picked at random beforehand, against a bare node:http server running
 *    the equivalent SQL — the shipment by number (with its service, office, customer and area names),
 *    its koli, its events — and answering the same kind of JSON; 50 connections. The check is a
 *    throughput ratio (ratioChecks): ours req/s ≥ 0.667 × bare req/s, i.e. ours may take at most 1.5× the
 *    bare time per look-up.
 * 3. The shipment list: `GET /api/operational/get/shipment?limit=50` (page 1) and page 1,000, reached by
 *    following `meta.next_cursor` 999 times (keyset paging with `after`); both measured at 1 connection.
 *    The check is a time ratio: page 1,000's p50 ≤ 1.2 × page 1's.
 */
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import type { Db } from '@/lib/server/db/client';
import { loadShipments } from '../../scripts/lib/bulk-shipments';
import { compareTargets, ratioChecks } from '../lib/compare';
import { getJson, signIn, startOurApi } from '../lib/ours';
import { listenBare, sendJson, type RunningServer } from '../lib/servers';
import { ensureShipmentRoute } from '../lib/shipment-route';
import type { BenchEnv, Check, Scenario } from '../lib/types';

const NAME = 'tracking-lookup';
const SHIPMENTS = Math.max(1, Number(process.env.BENCH_SHIPMENTS ?? 1_000_000));
const SAMPLE = 1_000;
const CONNECTIONS = 50;
/** Ours ≥ 1/1.5 of bare's throughput. */
const TARGET = Number((1 / 1.5).toFixed(3));
const PAGE = 1_000;
const LIMIT = 50;
const PAGE_TARGET = 1.2;
const TRACKING = '/api/operational/get/tracking';
const LIST = `/api/operational/get/shipment?limit=${LIMIT}`;

const fmt = (n: number) => Math.round(n).toLocaleString('en');
const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? []) as T[];
const area = (district: unknown, regency: unknown) => (district ? `${String(district)}, ${String(regency)}` : '');
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown) => new Date(v as string).toISOString();

/** What the tracking route does for one AWB, as three plain SQL statements and a JSON answer. */
function bareTracking(db: Db) {
  return async (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q')?.trim() ?? '';
    const [s] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select s.id, s.number, s.stage, s.status, s.shipment_date, s.payment_type, s.channel, sv.code as service,
          oa.district as o_district, oa.regency as o_regency, da.district as d_district, da.regency as d_regency,
          o.name as office, c.name as customer, s.customer_reference, s.shipper_name, s.shipper_phone, s.shipper_address,
          s.consignee_name, s.consignee_phone, s.consignee_address, s.goods_description, s.chargeable_kg, s.eta_from, s.eta_to, s.cod_amount
        from shipments s
        join services sv on sv.id = s.service_id
        left join offices o on o.id = s.office_id
        left join customers c on c.id = s.customer_id
        left join coverage_areas oa on oa.id = s.origin_area_id
        left join coverage_areas da on da.id = s.destination_area_id
        where s.number = ${q}`),
    );
    if (!s) return sendJson(res, 200, { message: 'OK', data: { kind: 'awb', terms: [q], shipments: [], missing: [q], truncated: false } });
    const koli = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select position, weight_kg, length_cm, width_cm, height_cm, volumetric_kg from shipment_koli where document_id = ${s.id} order by position`),
    );
    const events = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select event_at, input_at, status, code, text, place, user_code, document_type, document_number, public
        from tracking_events where shipment_id = ${s.id} order by event_at, id`),
    );
    sendJson(res, 200, {
      message: 'OK',
      data: {
        kind: 'awb',
        terms: [q],
        shipments: [
          {
            id: s.id,
            awb: s.number,
            stage: s.stage,
            status: s.status,
            shipment_date: String(s.shipment_date),
            payment_type: s.payment_type,
            channel: s.channel,
            service: s.service,
            origin: area(s.o_district, s.o_regency),
            destination: area(s.d_district, s.d_regency),
            office: s.office ?? null,
            customer: s.customer ?? null,
            customer_reference: s.customer_reference ?? null,
            shipper: { name: s.shipper_name, phone: s.shipper_phone, address: s.shipper_address },
            consignee: { name: s.consignee_name, phone: s.consignee_phone, address: s.consignee_address },
            goods_description: s.goods_description,
            koli: koli.map((k) => ({ position: k.position, weight_kg: Number(k.weight_kg), length_cm: num(k.length_cm), width_cm: num(k.width_cm), height_cm: num(k.height_cm), volumetric_kg: Number(k.volumetric_kg ?? 0) })),
            chargeable_kg: Number(s.chargeable_kg ?? 0),
            eta: { from: s.eta_from ?? null, to: s.eta_to ?? null },
            cod_amount: num(s.cod_amount),
            pickup: null,
            documents: [],
            events: events.map((e) => ({ ...e, event_at: iso(e.event_at), input_at: iso(e.input_at) })),
          },
        ],
        missing: [],
        truncated: false,
      },
    });
  };
}

const scenario: Scenario = {
  name: NAME,
  optional: true,
  description: `${fmt(SHIPMENTS)} shipments bulk-loaded; GET ${TRACKING}?q=<awb> ours vs bare SQL at ${CONNECTIONS} connections; the shipment list page ${PAGE} vs page 1`,

  async run(env: BenchEnv) {
    const db = env.database.db;
    const servers: RunningServer[] = [];
    try {
      // the office, route and stock through the API; then the load, with no server idle meanwhile (a
      // client's kept-alive socket that the server closed during a long load fails the next request)
      const setup = (await startOurApi(env)).server;
      const route = await ensureShipmentRoute(env, setup.url).finally(() => setup.close());

      env.log(`${NAME}: loading ${fmt(SHIPMENTS)} shipments`);
      const loaded = await loadShipments(db, { count: SHIPMENTS, refs: route.refs, log: (m) => env.log(`${NAME}: ${m}`) });
      const ours = (await startOurApi(env)).server;
      servers.push(ours);
      const [totals] = rowsOf<{ shipments: number; koli: number; events: number }>(
        await db.execute(sql`select (select count(*) from shipments)::int as shipments, (select count(*) from shipment_koli)::int as koli, (select count(*) from tracking_events)::int as events`),
      );

      // 1,000 AWBs drawn at random from the loaded ones, requested in turn
      const first = Number(loaded.first);
      const sample = Array.from({ length: SAMPLE }, () => String(first + Math.floor(Math.random() * SHIPMENTS)));
      const bare = await listenBare(bareTracking(db));
      servers.push(bare);
      const token = await signIn(ours.url, 'counter', DEMO_PASSWORD);
      const headers = { authorization: `Bearer ${token}` };

      // the same shipment, koli and events from both
      const probe = sample[0];
      const [o, b] = await Promise.all([getJson(`${ours.url}${TRACKING}?q=${probe}`, headers), getJson(`${bare.url}/tracking?q=${probe}`)]);
      type Found = { shipments: { awb: string; koli: unknown[]; events: { code: string }[] }[] };
      const os = (o.body.data as Found | undefined)?.shipments[0];
      const bs = (b.body.data as Found | undefined)?.shipments[0];
      if (o.status !== 200 || b.status !== 200 || !os || !bs) throw new Error(`the first look-up failed: ours ${o.status} ${o.body.message ?? ''}, bare ${b.status}`);
      if (os.awb !== bs.awb || os.koli.length !== bs.koli.length || os.events.map((e) => e.code).join() !== bs.events.map((e) => e.code).join()) {
        throw new Error('ours and bare found different koli or events for the same AWB');
      }

      const measurements = await compareTargets({ ...env, connections: [CONNECTIONS] }, NAME, [
        { server: 'bare node http + 3 SQL', url: `${bare.url}/tracking`, paths: sample.map((n) => `/tracking?q=${n}`) },
        { server: `ours (GET ${TRACKING})`, url: `${ours.url}${TRACKING}`, headers, paths: sample.map((n) => `${TRACKING}?q=${n}`) },
      ]);
      const checks: Check[] = ratioChecks(NAME, measurements, `ours (GET ${TRACKING})`, TARGET);

      // the list: follow the cursor to page 1,000
      env.log(`${NAME}: following next_cursor to page ${PAGE} of GET ${LIST}`);
      const walkStart = performance.now();
      let after: string | null = null;
      let page1Top = '';
      for (let page = 1; page < PAGE; page++) {
        const res = await getJson(`${ours.url}${LIST}${after ? `&after=${after}` : ''}`, headers);
        const body = res.body as { data?: { number: string }[]; meta?: { next_cursor: string | null } };
        if (res.status !== 200 || !body.meta?.next_cursor) throw new Error(`page ${page} of the list: ${res.status} ${res.body.message ?? 'no next_cursor'}`);
        if (page === 1) page1Top = body.data?.[0]?.number ?? '';
        after = body.meta.next_cursor;
      }
      const walkMs = (performance.now() - walkStart) / (PAGE - 1);
      const pageUrl = `${ours.url}${LIST}&after=${after}`;
      const last = await getJson(pageUrl, headers);
      const lastRows = (last.body.data as { number: string }[] | undefined) ?? [];
      if (last.status !== 200 || lastRows.length !== LIMIT) throw new Error(`page ${PAGE}: ${last.status}, ${lastRows.length} rows`);

      const pages = await compareTargets({ ...env, connections: [1] }, `${NAME} list`, [
        { server: `list page 1 (GET ${LIST})`, url: `${ours.url}${LIST}`, headers },
        { server: `list page ${fmt(PAGE)} (after=cursor)`, url: pageUrl, headers },
      ]);
      const pageRatio = pages[1].p50Ms / Math.max(pages[0].p50Ms, 0.001);
      pages[1].ratio = pageRatio;
      pages[0].ratio = undefined;
      const pageFailed = pages.filter((m) => m.failures > 0).map((m) => `${m.server}: ${m.failures} failed requests`);
      checks.push({
        name: `shipment-list page ${PAGE} / page 1 p50`,
        connections: 1,
        ratio: pageRatio,
        target: PAGE_TARGET,
        direction: '<=',
        pass: pageRatio <= PAGE_TARGET && !pageFailed.length,
        invalid: pageFailed.length ? pageFailed.join(', ') : undefined,
      });

      return {
        title: `${NAME}: ${fmt(SHIPMENTS)} shipments loaded; tracking look-up ours vs bare SQL (${CONNECTIONS} connections); list page ${fmt(PAGE)} vs page 1 (1 connection)`,
        measurements: [...measurements, ...pages],
        checks,
        notes: [
          `loaded ${fmt(loaded.shipments)} shipments, ${fmt(loaded.koli)} koli, ${fmt(loaded.events)} tracking events in ${(loaded.ms / 1000).toFixed(1)} s (${fmt(loaded.shipments / (loaded.ms / 1000))} shipments/s; AWBs ${loaded.first}–${loaded.last}); tables now hold ${fmt(totals.shipments)} shipments, ${fmt(totals.koli)} koli, ${fmt(totals.events)} events`,
          `tracking: ${SAMPLE} random AWBs requested in turn; ratio column = req/s / bare req/s; check (ratioChecks, throughput): ours ≥ ${TARGET} × bare, i.e. at most 1.5× bare's time per look-up`,
          `list: page 1 starts at AWB ${page1Top}, page ${fmt(PAGE)} at ${lastRows[0].number}; walking pages 1–${PAGE - 1} took ${walkMs.toFixed(1)} ms a page; ratio column of the page rows = p50 / page 1's p50 (time ratio); target ≤ ${PAGE_TARGET}`,
        ],
      };
    } finally {
      for (const s of servers.reverse()) await s.close().catch(() => undefined);
    }
  },
};

export default scenario;
