import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { mergeRollups } from '@/lib/server/reports/rollups';
import { seedMissingDemoData } from '@/lib/server/seed/seed';
import { loadFinanceHistory } from '../../scripts/lib/bulk-finance';
import { loadShipmentHistory } from '../../scripts/lib/bulk-history';
import { GENERATED_AWB_BASE } from '../../scripts/lib/bulk-shipments';
import type { BenchEnv } from './types';

/*
 * The data the report benchmarks read, made once per bench database (the `reports` and
 * `dashboard-load` scenarios share it): the full demo (branches, offices, staff, customers, prices, two
 * months of operations and finance), then BENCH_REPORT_SHIPMENTS AWBs of a year's history with the
 * loader of `npm run db:scale -- --shipments N` (scripts/lib/bulk-history.ts: every office, service and
 * credit customer, delivered / failed / on the way, tracking events, runsheets, PODs; the rollup
 * triggers keep the report rollups exact), then — unless BENCH_REPORT_FINANCE=0 — a year of
 * receivables billed from them through the document engine (scripts/lib/bulk-finance.ts: CDRs,
 * invoices issued, payments; BENCH_REPORT_FINANCE=N stops at N invoices), and the rollups merged, as
 * the server's merger would have done meanwhile. Not measured.
 */

export const REPORT_SHIPMENTS = Math.max(1, Number(process.env.BENCH_REPORT_SHIPMENTS ?? 1_000_000));
/** 'all' (default): a year of invoices; 0: none; N: at most N. */
const FINANCE = (process.env.BENCH_REPORT_FINANCE ?? 'all').trim().toLowerCase();

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? []) as T[];
const fmt = (n: number) => Math.round(n).toLocaleString('en');

/** What was loaded (for the scenario's notes), per database. */
const loaded = new WeakMap<Database, Promise<string[]>>();

export function ensureReportData(env: BenchEnv): Promise<string[]> {
  let done = loaded.get(env.database);
  if (!done) {
    done = load(env);
    loaded.set(env.database, done);
    // a failed load is not kept: the next scenario tries again
    done.catch(() => loaded.delete(env.database));
  }
  return done;
}

async function load(env: BenchEnv): Promise<string[]> {
  const db = env.database.db;
  const notes: string[] = [];
  const [{ n: branches }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from branches`));
  if (!branches) {
    env.log('report data: loading the full demo (branches, staff, customers, prices, operations, finance)');
    const t = performance.now();
    await seedMissingDemoData(db);
    notes.push(`demo data loaded in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  }
  const [{ n: have }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from shipments where number > ${String(GENERATED_AWB_BASE)} and number <= '999999999999' and delivered_at is not null`),
  );
  if (have === 0) {
    env.log(`report data: loading ${fmt(REPORT_SHIPMENTS)} shipments with a year of history`);
    const h = await loadShipmentHistory(db, { count: REPORT_SHIPMENTS, log: (m) => env.log(`report data: ${m}`) });
    notes.push(
      `loaded ${fmt(h.shipments)} shipments (${fmt(h.koli)} koli, ${fmt(h.events)} tracking events, ${fmt(h.pods)} PODs, ${fmt(h.runsheets)} runsheets) ` +
        `in ${(h.ms / 1000).toFixed(0)} s: ${fmt(h.shipments / (h.ms / 1000))} AWBs/s with the rollup triggers on`,
    );
    if (FINANCE !== '0') {
      const max = FINANCE === 'all' ? undefined : Math.max(1, Number(FINANCE) || 1);
      env.log(`report data: billing a year of credit AWBs through the document engine${max ? ` (at most ${fmt(max)} invoices)` : ''}`);
      const f = await loadFinanceHistory(db, { maxInvoices: max, log: (m) => env.log(`report data: ${m}`) });
      notes.push(`billed through the engine: ${fmt(f.cdrs)} CDRs, ${fmt(f.invoices)} invoices issued, ${fmt(f.payments)} payments in ${(f.ms / 1000).toFixed(0)} s`);
    } else notes.push('no finance volume (BENCH_REPORT_FINANCE=0): finance reports read the demo finance only');
  }
  const t = performance.now();
  const merged = await mergeRollups(db, env.database.engine);
  // the merge left the deltas' dead rows behind: a running server's every-5-s merges leave a few, which
  // autovacuum clears; a bulk load's million would have every report scan them until it came round
  await db.execute(sql`vacuum analyze`);
  notes.push(`rollups merged (${fmt(merged)} delta rows) and vacuumed, statistics taken in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const [c] = rowsOf<Record<string, number>>(
    await db.execute(sql`select (select count(*) from shipments)::int as shipments, (select count(*) from tracking_events)::int as events,
      (select count(*) from delivery_statuses)::int as pods, (select count(*) from invoices)::int as invoices, (select count(*) from ledger_entries)::int as ledger,
      (select count(*) from rollup_shipment_days)::int as rollup_shipment_days, (select count(*) from rollup_delivery_days)::int as rollup_delivery_days,
      (select count(*) from rollup_pod_days)::int as rollup_pod_days, (select count(*) from rollup_activity_days)::int as rollup_activity_days`),
  );
  notes.push(`tables: ${Object.entries(c).map(([k, v]) => `${k} ${fmt(Number(v))}`).join(', ')}`);
  return notes;
}
