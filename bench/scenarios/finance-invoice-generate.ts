/**
 * finance-invoice-generate: draft invoices generated for BENCH_INVOICE_CUSTOMERS customers (default
 * 300) with BENCH_INVOICE_AWBS delivered AWBs each (default 1,000) on a posted CDR, in one bulk call
 * `POST /api/finance/create/invoice/bulk` as the demo finance user over HTTP (per customer: its CDR
 * locked, the figures per service and PPN rule, the number, the header, its 1,000 lines copied by one
 * INSERT … SELECT, the CDR and the AWBs held, the audit row — a transaction each) against the same rows
 * written by raw SQL in the same process (a transaction per customer: the header from the lines' sums,
 * INSERT … SELECT of the lines, the CDR and AWB updates, an audit row). Target: ours ≤ 2× raw.
 *
 * Each side gets its own customers and AWBs, bulk-loaded and posted by SQL first (not measured).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import { loadShipments } from '../../scripts/lib/bulk-shipments';
import { requestJson } from '../lib/http-client';
import { signIn, startOurApi } from '../lib/ours';
import type { RunningServer } from '../lib/servers';
import { ensureShipmentRoute, type BenchRoute } from '../lib/shipment-route';
import type { BenchEnv, Scenario } from '../lib/types';

const NAME = 'finance-invoice-generate';
const CUSTOMERS = Math.max(1, Number(process.env.BENCH_INVOICE_CUSTOMERS ?? 300));
const AWBS = Math.max(1, Number(process.env.BENCH_INVOICE_AWBS ?? 1000));
const TARGET = 2;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** `CUSTOMERS` new credit customers, each with `AWBS` delivered AWBs on a posted CDR of today. */
async function postedCdrs(env: BenchEnv, route: BenchRoute, side: string): Promise<number[]> {
  const db = env.database.db;
  const tag = `${side}-${randomUUID().slice(0, 6)}`.toUpperCase();
  const [type] = rowsOf<{ id: number }>(await db.execute(sql`select id from customer_types order by id limit 1`));
  const customers = rowsOf<{ id: number }>(
    await db.execute(sql`insert into customers (code, name, customer_type_id, branch_id, city, address, credit_limit, created_by, updated_by)
      select 'B' || ${tag}::text || '-' || g, 'PT Bench ' || g, ${type.id}, ${route.branchId}, 'Jakarta', 'Jl. Bench', 1000000000, 'bench', 'bench' from generate_series(1, ${CUSTOMERS}::int) g returning id`),
  ).map((r) => Number(r.id));
  env.log(`${NAME}: ${side}: loading ${(CUSTOMERS * AWBS).toLocaleString('en')} AWBs`);
  const loaded = await loadShipments(db, { count: CUSTOMERS * AWBS, refs: route.refs, days: 1 });
  const ids = `{${customers.join(',')}}`;
  await db.execute(sql`update shipments s set payment_type = 'CREDIT', payment_method = null, customer_id = (${ids}::int[])[1 + ((s.number::bigint - ${loaded.first}::bigint) / ${AWBS})::int],
      status = 'delivered', delivered_at = now(), shipment_date = current_date
    where s.number between ${loaded.first} and ${loaded.last}`);
  await db.execute(sql`insert into customer_data_reports (number, stage, status, cdr_date, customer_id, branch_id, period_from, period_to, awb_count, excluded_count, koli_count, amount, taxable_amount, created_by, updated_by, booked_at, booked_by)
    select 'CDR-B' || ${tag}::text || '-' || c.id, 'booked', 'POSTED', current_date, c.id, ${route.branchId}, current_date, current_date, ${AWBS}, 0, 0, 0, 0, 'bench', 'bench', now(), 'bench'
    from unnest(${ids}::int[]) as c(id)`);
  await db.execute(sql`insert into customer_data_report_awbs (document_id, position, shipment_id, awb, shipment_date, service_id, destination_area_id, consignee_name, koli_count, chargeable_kg, amount, taxable, included)
    select r.id, row_number() over (partition by r.id order by s.id), s.id, s.number, s.shipment_date, s.service_id, s.destination_area_id, s.consignee_name, s.koli_count, s.chargeable_kg,
      s.total - coalesce(s.tax, 0), s.total - coalesce(s.tax, 0) - coalesce(s.insurance, 0), true
    from shipments s join customer_data_reports r on r.customer_id = s.customer_id and r.number like ${`CDR-B${tag}-%`}
    where s.number between ${loaded.first} and ${loaded.last}`);
  await db.execute(sql`update shipments s set customer_data_report_id = r.id from customer_data_reports r
    where r.customer_id = s.customer_id and r.number like ${`CDR-B${tag}-%`} and s.number between ${loaded.first} and ${loaded.last}`);
  await db.execute(sql`analyze shipments`);
  return customers;
}

/** The same drafts by hand: per customer, one transaction. */
async function rawGenerate(env: BenchEnv, customers: number[], branchId: number) {
  const db = env.database.db;
  let n = 0;
  for (const customerId of customers) {
    await db.transaction(async (tx) => {
      const [cdr] = rowsOf<{ id: number; number: string }>(await tx.execute(sql`select id, number from customer_data_reports where customer_id = ${customerId} and stage = 'booked' and invoice_id is null for update`));
      const [inv] = rowsOf<{ id: number }>(
        await tx.execute(sql`insert into invoices (number, stage, status, invoice_date, customer_id, branch_id, period_from, period_to, top_days, due_date, line_mode, awb_count, amount, taxable_amount, dpp, ppn, stamp_duty, total, outstanding, location, created_by, updated_by)
          select ${`RAWINV-${randomUUID().slice(0, 8)}-${++n}`}, 'draft', 'DRAFT', current_date, ${customerId}, ${branchId}, current_date, current_date, 30, current_date + 30, 'DETAIL',
            count(*), sum(amount), sum(taxable), sum(taxable), floor(sum(taxable) * 11 / 1000), 0, sum(amount) + floor(sum(taxable) * 11 / 1000), sum(amount) + floor(sum(taxable) * 11 / 1000), 'OFFICE', 'finance', 'finance'
          from customer_data_report_awbs where document_id = ${cdr.id} and included returning id`),
      );
      await tx.execute(sql`insert into invoice_awbs (document_id, position, shipment_id, awb, cdr_number, shipment_date, service_id, destination_area_id, consignee_name, koli_count, chargeable_kg, amount, taxable, credited)
        select ${inv.id}, row_number() over (order by shipment_date, shipment_id), shipment_id, awb, ${cdr.number}, shipment_date, service_id, destination_area_id, consignee_name, koli_count, chargeable_kg, amount, taxable, 0
        from customer_data_report_awbs where document_id = ${cdr.id} and included`);
      await tx.execute(sql`update customer_data_reports set invoice_id = ${inv.id}, status = 'INVOICED' where id = ${cdr.id}`);
      await tx.execute(sql`update shipments set invoice_id = ${inv.id} where customer_data_report_id = ${cdr.id}`);
      await tx.execute(sql`insert into audit_logs (actor, action, entity, entity_id, after) values ('finance', 'create', 'invoice', ${String(inv.id)}, '{}'::jsonb)`);
    });
  }
}

const scenario: Scenario = {
  name: NAME,
  description: `draft invoices for ${CUSTOMERS} customers × ${AWBS} AWBs: our bulk generation over HTTP vs raw INSERT … SELECT`,

  async run(env: BenchEnv) {
    let server: RunningServer | undefined;
    try {
      server = (await startOurApi(env)).server;
      const route = await ensureShipmentRoute(env, server.url);
      const finance = await signIn(server.url, 'finance', DEMO_PASSWORD);
      const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
      const oursCustomers = await postedCdrs(env, route, 'O');
      const rawCustomers = await postedCdrs(env, route, 'R');
      env.log(`${NAME}: ours, ${CUSTOMERS} drafts over HTTP`);
      const t0 = performance.now();
      const res = await requestJson<{ data?: { ok: boolean; message: string }[]; message?: string }>(
        'POST',
        `${server.url}/api/finance/create/invoice/bulk`,
        { 'content-type': 'application/json', authorization: `Bearer ${finance}` },
        JSON.stringify({ period_from: today, period_to: today, customer_ids: oursCustomers, request_id: randomUUID() }),
      );
      const oursMs = performance.now() - t0;
      const refused = (res.body.data ?? []).filter((r) => !r.ok);
      if (res.status !== 200 || refused.length) throw new Error(`${NAME}: ${res.status} ${res.body.message ?? ''} ${refused[0]?.message ?? ''}`);
      env.log(`${NAME}: raw SQL, ${CUSTOMERS} drafts`);
      const t1 = performance.now();
      await rawGenerate(env, rawCustomers, route.branchId);
      const rawMs = performance.now() - t1;
      const [check] = rowsOf<{ n: string }>(await env.database.db.execute(sql`select count(*) as n from invoice_awbs l join invoices i on i.id = l.document_id where i.customer_id = any(${`{${oursCustomers.join(',')}}`}::int[])`));
      if (Number(check.n) !== CUSTOMERS * AWBS) throw new Error(`${NAME}: ours wrote ${check.n} lines`);
      const ratio = oursMs / rawMs;
      const row = (server: string, ms: number, r?: number) => ({ server, connections: 1, rps: (1000 * CUSTOMERS) / ms, p50Ms: ms / CUSTOMERS, p99Ms: ms / CUSTOMERS, busyUsPerRequest: 0, requests: CUSTOMERS, failures: 0, ratio: r });
      return {
        title: `${NAME}: ${CUSTOMERS} draft invoices of ${AWBS} AWBs each; ratio = time ratio (rows/s column: invoices per second)`,
        measurements: [row('raw SQL (INSERT … SELECT, a transaction per customer)', rawMs), row('ours (POST …/create/invoice/bulk)', oursMs, ratio)],
        checks: [{ name: NAME, connections: 1, ratio, target: TARGET, direction: '<=', pass: ratio <= TARGET }],
        notes: [`ours ${(oursMs / 1000).toFixed(1)} s (${(oursMs / CUSTOMERS).toFixed(1)} ms per invoice), raw ${(rawMs / 1000).toFixed(1)} s (${(rawMs / CUSTOMERS).toFixed(1)} ms per invoice)`],
      };
    } finally {
      await server?.close().catch(() => undefined);
    }
  },
};

export default scenario;
