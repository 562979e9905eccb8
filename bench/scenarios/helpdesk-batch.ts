/**
 * helpdesk-batch: one account change for BENCH_CHANGE_AWBS credit AWBs (default 1,000) — the batch a
 * customer-service desk pastes when a customer's parcels were booked on the wrong account — through our
 * API over HTTP as the demo users: the preview (every AWB priced again under the new account's
 * contract), the request (the same, stored with a line and a plan per AWB) and the manager's approval
 * (the AWBs locked and checked again, their stored plans written set-based with their costs, a
 * tracking event and an audit row each, a webhook row where the customer listens). Against the same
 * reads and writes by raw SQL in the same process: the AWBs, their koli and costs read; the request's
 * header and lines inserted; then in one transaction the AWBs locked and updated, their costs
 * rewritten, an event and an audit row each, the lines and header marked.
 * Target: ours ≤ 2× raw.
 *
 * Our client runs on a worker thread (bench/lib/json-client.ts): it parses the thousand-line answers
 * there, as a client would, and the server under test keeps this thread to itself.
 *
 * Each side gets its own AWBs, bulk-loaded first (not measured). One small batch goes through both
 * first, unmeasured (a server that has never priced or approved anything is not what a desk works
 * on); then BENCH_CHANGE_ROUNDS rounds (default 5), each on fresh AWBs, and the ratio is of the two
 * medians — one run of a second is at the mercy of a busy machine.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import { loadShipments } from '../../scripts/lib/bulk-shipments';
import { jsonClient, type JsonClient } from '../lib/json-client';
import { signIn, startOurApi } from '../lib/ours';
import type { RunningServer } from '../lib/servers';
import { ensureShipmentRoute, type BenchRoute } from '../lib/shipment-route';
import type { BenchEnv, Scenario } from '../lib/types';

const NAME = 'helpdesk-batch';
const AWBS = Math.max(1, Math.min(1000, Number(process.env.BENCH_CHANGE_AWBS ?? 1000)));
const ROUNDS = Math.max(1, Math.min(9, Number(process.env.BENCH_CHANGE_ROUNDS ?? 5)));
const WARM_UP_AWBS = 20;
const TARGET = 2;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Two credit customers with running contracts: the AWBs' wrong account and the right one. */
async function accounts(env: BenchEnv, route: BenchRoute): Promise<{ from: number; to: number }> {
  const db = env.database.db;
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const [type] = rowsOf<{ id: number }>(await db.execute(sql`select id from customer_types order by id limit 1`));
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`insert into customers (code, name, customer_type_id, branch_id, city, address, credit_limit, created_by, updated_by)
      select 'H' || ${tag}::text || '-' || g, 'PT Helpdesk Bench ' || g, ${type.id}, ${route.branchId}, 'Jakarta', 'Jl. Bench', 100000000000, 'bench', 'bench' from generate_series(1, 2) g returning id`),
  ).map((r) => Number(r.id));
  await db.execute(sql`insert into contracts (contract_no, customer_id, start_date, end_date, top_days, credit_limit, created_by, updated_by)
    select 'K-H' || ${tag}::text || '-' || c.id, c.id, current_date - 400, current_date + 400, 30, 100000000000, 'bench', 'bench' from unnest(${`{${ids.join(',')}}`}::int[]) as c(id)`);
  return { from: ids[0], to: ids[1] };
}

/** `count` booked credit AWBs of the customer, today's. */
async function creditAwbs(env: BenchEnv, route: BenchRoute, customerId: number, count = AWBS): Promise<string[]> {
  const db = env.database.db;
  const loaded = await loadShipments(db, { count, refs: route.refs, days: 1 });
  await db.execute(sql`update shipments set payment_type = 'CREDIT', payment_method = null, amount_received = null, change_given = null, customer_id = ${customerId}, stage = 'booked', status = 'pending', shipment_date = current_date
    where number between ${loaded.first} and ${loaded.last}`);
  await db.execute(sql`analyze shipments`);
  return rowsOf<{ number: string }>(await db.execute(sql`select number from shipments where number between ${loaded.first} and ${loaded.last} order by number`)).map((r) => r.number);
}

/** The same reads and writes by hand. */
async function rawChange(env: BenchEnv, awbs: string[], to: number, branchId: number) {
  const db = env.database.db;
  const list = `{${awbs.join(',')}}`;
  // the preview's reads: the AWBs, their koli and costs
  await db.execute(sql`select * from shipments where number = any(${list}::text[])`);
  await db.execute(sql`select k.* from shipment_koli k join shipments s on s.id = k.document_id where s.number = any(${list}::text[])`);
  await db.execute(sql`select c.* from shipment_costs c join shipments s on s.id = c.document_id where s.number = any(${list}::text[])`);
  // the request: its header and a line per AWB
  const [request] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into change_requests (number, stage, status, request_date, kind, branch_id, reason_code, reason, new_customer_id, awb_count, created_by, updated_by)
      values (${`RAWCHG-${randomUUID().slice(0, 8)}`}, 'draft', 'PENDING', current_date, 'account', ${branchId}, 'WRONG_ACCOUNT', 'bench', ${to}, ${awbs.length}, 'cs', 'cs') returning id`),
  );
  await db.execute(sql`insert into change_request_awbs (document_id, position, shipment_id, awb, shipment_version, payment_type, total_before, total_after, delta, consequence, result)
    select ${request.id}, row_number() over (order by s.id), s.id, s.number, s.version, s.payment_type, s.total, s.total, 0, 'NONE', 'PENDING' from shipments s where s.number = any(${list}::text[])`);
  // the approval: one transaction
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from shipments where number = any(${list}::text[]) order by id for update`);
    await tx.execute(sql`select * from shipment_koli k join shipments s on s.id = k.document_id where s.number = any(${list}::text[])`);
    await tx.execute(sql`update shipments set customer_id = ${to}, version = version + 1, updated_at = now(), updated_by = 'manager' where number = any(${list}::text[])`);
    await tx.execute(sql`with gone as (delete from shipment_costs c using shipments s where s.id = c.document_id and s.number = any(${list}::text[]) returning c.*)
      insert into shipment_costs (document_id, position, cost_case_id, code, name, amount, taxable, automatic) select document_id, position, cost_case_id, code, name, amount, taxable, automatic from gone`);
    await tx.execute(sql`insert into tracking_events (shipment_id, event_at, status, code, text, office_id, public, document_type)
      select id, now(), status, 'DATA_CHANGED', 'Data kiriman (account) diperbarui', office_id, false, 'change-request' from shipments where number = any(${list}::text[])`);
    await tx.execute(sql`insert into audit_logs (actor, action, entity, entity_id, before, after)
      select 'manager', 'change-request', 'shipment', id::text, jsonb_build_object('customer_id', customer_id), jsonb_build_object('customer_id', ${to}::int) from shipments where number = any(${list}::text[])`);
    await tx.execute(sql`update change_request_awbs set result = 'APPLIED' where document_id = ${request.id}`);
    await tx.execute(sql`update change_requests set stage = 'booked', status = 'APPLIED', applied_count = ${awbs.length}, version = version + 1 where id = ${request.id}`);
  });
}

const scenario: Scenario = {
  name: NAME,
  description: `an account change for ${AWBS} AWBs (preview, request, approval) over HTTP vs the same reads and writes in raw SQL`,

  async run(env: BenchEnv) {
    let server: RunningServer | undefined;
    let client: JsonClient | undefined;
    try {
      server = (await startOurApi(env)).server;
      const route = await ensureShipmentRoute(env, server.url);
      const cs = await signIn(server.url, 'cs', DEMO_PASSWORD);
      const manager = await signIn(server.url, 'manager', DEMO_PASSWORD);
      const ours = await accounts(env, route);
      const raw = await accounts(env, route);
      client = jsonClient();
      const call = async <T extends Record<string, unknown>>(method: 'POST' | 'PUT', path: string, token: string, body: unknown, pick: readonly (keyof T & string)[]) => {
        const res = await client!.request<T>(method, `${server!.url}${path}`, { 'content-type': 'application/json', authorization: `Bearer ${token}` }, JSON.stringify(body), pick);
        if (res.status >= 300) throw new Error(`${NAME}: ${method} ${path} ${res.status} ${res.body.message ?? ''}`);
        return res.body.data as T;
      };
      /** Ours: preview, request, approval; answers the seconds of each. */
      const oursChange = async (awbs: string[]) => {
        const body = { kind: 'account', awbs, new_customer_id: ours.to, reason_code: 'WRONG_ACCOUNT', reason: 'Booked on the wrong account (bench)' };
        const t0 = performance.now();
        const preview = await call<{ refused_count: number }>('POST', '/api/misc/get/change-request/preview', cs, body, ['refused_count']);
        const t1 = performance.now();
        const request = await call<{ id: number; version: number }>('POST', '/api/misc/create/change-request', cs, { ...body, request_id: randomUUID() }, ['id', 'version']);
        const t2 = performance.now();
        const applied = await call<{ applied_count: number }>('PUT', `/api/misc/update/change-request/book/${request.id}`, manager, { version: request.version }, ['applied_count']);
        const t3 = performance.now();
        if (preview.refused_count || applied.applied_count !== awbs.length) throw new Error(`${NAME}: ours refused ${preview.refused_count}, applied ${applied.applied_count}`);
        return { total: t3 - t0, preview: t1 - t0, request: t2 - t1, approval: t3 - t2 };
      };
      const rawTimed = async (awbs: string[]) => {
        const r0 = performance.now();
        await rawChange(env, awbs, raw.to, route.branchId);
        return performance.now() - r0;
      };
      env.log(`${NAME}: warm-up, ${WARM_UP_AWBS} AWBs each way`);
      await oursChange(await creditAwbs(env, route, ours.from, WARM_UP_AWBS));
      await rawTimed(await creditAwbs(env, route, raw.from, WARM_UP_AWBS));
      const oursRuns: Awaited<ReturnType<typeof oursChange>>[] = [];
      const rawRuns: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const oursAwbs = await creditAwbs(env, route, ours.from);
        const rawAwbs = await creditAwbs(env, route, raw.from);
        env.log(`${NAME}: round ${round}/${ROUNDS}, ${AWBS} AWBs ours over HTTP, then raw SQL`);
        oursRuns.push(await oursChange(oursAwbs));
        rawRuns.push(await rawTimed(rawAwbs));
      }
      const [check] = rowsOf<{ n: string }>(await env.database.db.execute(sql`select count(*) as n from shipments where customer_id = ${ours.to}`));
      if (Number(check.n) !== AWBS * ROUNDS + WARM_UP_AWBS) throw new Error(`${NAME}: ours moved ${check.n} AWBs`);
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const oursMs = median(oursRuns.map((r) => r.total));
      const rawMs = median(rawRuns);
      const ratio = oursMs / rawMs;
      const s = (ms: number) => (ms / 1000).toFixed(2);
      const row = (name: string, ms: number, r?: number) => ({ server: name, connections: 1, rps: (1000 * AWBS) / ms, p50Ms: ms, p99Ms: ms, busyUsPerRequest: 0, requests: ROUNDS, failures: 0, ratio: r });
      return {
        title: `${NAME}: one account change of ${AWBS} AWBs, median of ${ROUNDS} rounds; ratio = time ratio (rows/s column: AWBs per second)`,
        measurements: [row('raw SQL (reads, request, one transaction of set-based writes)', rawMs), row('ours (preview + request + approval over HTTP)', oursMs, ratio)],
        checks: [{ name: NAME, connections: 1, ratio, target: TARGET, direction: '<=', pass: ratio <= TARGET }],
        notes: oursRuns.map((r, i) => `round ${i + 1}: ours ${s(r.total)} s (preview ${s(r.preview)}, request ${s(r.request)}, approval ${s(r.approval)}); raw ${s(rawRuns[i])} s`),
      };
    } finally {
      await client?.close().catch(() => undefined);
      await server?.close().catch(() => undefined);
    }
  },
};

export default scenario;
