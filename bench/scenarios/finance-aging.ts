/**
 * finance-aging: AR aging as of today over BENCH_AGING_INVOICES invoices (default 1,000,000) — the
 * ledger function (lib/server/finance/aging.ts agingByParty: each open item's balance as of the date,
 * aged from its due date into the settings' buckets, summed per customer) against the raw aggregate
 * SQL written by hand for the same answer, both on the same database, alternating for BENCH_ROUNDS
 * rounds; medians compared. Target: ours ≤ 2× raw. (ERPNext's aging report is known to time out near
 * 100,000 invoices.)
 *
 * The ledger is bulk-loaded by INSERT … SELECT FROM generate_series (not measured): an invoice entry
 * per invoice over the demo's customers, dates over 400 days, due 30 days later; two in three paid in
 * part or in full by a payment entry.
 */
import { sql } from 'drizzle-orm';
import { agingByParty } from '@/lib/server/finance/aging';
import { DEFAULT_AGING_BOUNDS } from '@/lib/finance/aging';
import { benchBranch, benchCustomers } from '../lib/finance';
import { median } from '../lib/sequential';
import type { BenchEnv, Scenario } from '../lib/types';

const NAME = 'finance-aging';
const INVOICES = Math.max(1000, Number(process.env.BENCH_AGING_INVOICES ?? 1_000_000));
const TARGET = 2;
const ITEM = 'bench-invoice';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The same answer by hand: one aggregate over the ledger. */
const RAW = (asOf: string) => sql`
  with items as (
    select customer_id, item_type, item_id, sum(amount) as balance, ${asOf}::date - max(item_due) as age
    from ledger_entries where side = 'AR' and entry_date <= ${asOf}::date
    group by customer_id, item_type, item_id having sum(amount) <> 0)
  select customer_id,
    sum(balance) filter (where balance > 0 and age <= 0) as b0,
    sum(balance) filter (where balance > 0 and age > 0 and age <= 30) as b1,
    sum(balance) filter (where balance > 0 and age > 30 and age <= 60) as b2,
    sum(balance) filter (where balance > 0 and age > 60 and age <= 90) as b3,
    sum(balance) filter (where balance > 0 and age > 90 and age <= 120) as b4,
    sum(balance) filter (where balance > 0 and age > 120) as b5,
    sum(balance) filter (where balance > 0) as total, -sum(balance) filter (where balance < 0) as credit
  from items group by customer_id`;

async function load(env: BenchEnv) {
  const db = env.database.db;
  const [{ n }] = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from ledger_entries where item_type = ${ITEM}`));
  if (Number(n) >= INVOICES) return;
  const branch = await benchBranch(db);
  const customers = (await benchCustomers(db, 'BNC-AGE', 300, branch)).map((id) => ({ id, branch_id: branch }));
  const ids = `{${customers.map((c) => c.id).join(',')}}`;
  const branchesOf = `{${customers.map((c) => c.branch_id).join(',')}}`;
  const batch = 250_000;
  for (let from = Number(n) + 1; from <= INVOICES; from += batch) {
    const to = Math.min(INVOICES, from + batch - 1);
    env.log(`${NAME}: loading invoices ${from}–${to} into the ledger`);
    await db.execute(sql`
      insert into ledger_entries (side, customer_id, branch_id, entry_date, kind, amount, item_type, item_id, item_number, item_date, item_due, document_type, document_id, document_number, created_by)
      select 'AR', c[1 + g % array_length(c, 1)], b[1 + g % array_length(b, 1)], d, 'INVOICE', 100000 + (g % 97) * 1000, ${ITEM}, g, 'BINV-' || g, d, d + 30, ${ITEM}, g, 'BINV-' || g, 'bench'
      from generate_series(${from}::int, ${to}::int) g, lateral (select current_date - (g % 400) as d) x, lateral (select ${ids}::int[] as c, ${branchesOf}::int[] as b) y`);
    await db.execute(sql`
      insert into ledger_entries (side, customer_id, branch_id, entry_date, kind, amount, item_type, item_id, item_number, item_date, item_due, document_type, document_id, document_number, created_by)
      select side, customer_id, branch_id, least(current_date, entry_date + 20), 'PAYMENT', -case when item_id % 3 = 1 then amount else amount / 2 end, item_type, item_id, item_number, item_date, item_due, 'bench-payment', item_id, 'BPAY-' || item_id, 'bench'
      from ledger_entries where item_type = ${ITEM} and kind = 'INVOICE' and item_id between ${from} and ${to} and item_id % 3 <> 0`);
  }
  await db.execute(sql`analyze ledger_entries`);
}

const scenario: Scenario = {
  name: NAME,
  description: `AR aging as of today over ${INVOICES.toLocaleString('en')} invoices: the ledger function vs the raw aggregate SQL`,

  async run(env: BenchEnv) {
    const db = env.database.db;
    await load(env);
    const asOf = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const time = async (f: () => Promise<unknown>) => {
      const t = performance.now();
      await f();
      return performance.now() - t;
    };
    const ours = () => agingByParty(db, { side: 'AR', asOf, basis: 'due', bounds: DEFAULT_AGING_BOUNDS });
    // the same totals both ways, once
    const [a, b] = [await ours(), rowsOf<{ total: string }>(await db.execute(RAW(asOf)))];
    const rawTotal = b.reduce((s, r) => s + Number(r.total ?? 0), 0);
    if (a.totals.total !== rawTotal) throw new Error(`${NAME}: ours says ${a.totals.total}, raw ${rawTotal}`);
    const times = { ours: [] as number[], raw: [] as number[] };
    for (let round = 1; round <= Math.max(3, env.rounds); round++) {
      env.log(`${NAME}: round ${round}`);
      times.ours.push(await time(ours));
      times.raw.push(await time(() => db.execute(RAW(asOf))));
    }
    const oursMs = median(times.ours);
    const rawMs = median(times.raw);
    const ratio = oursMs / rawMs;
    const row = (server: string, ms: number, r?: number) => ({ server, connections: 1, rps: 1000 / ms, p50Ms: ms, p99Ms: ms, busyUsPerRequest: 0, requests: times.ours.length, failures: 0, ratio: r });
    return {
      title: `${NAME}: aging of ${INVOICES.toLocaleString('en')} invoices (${a.rows.length} customers) as of ${asOf}; ratio = time ratio`,
      measurements: [row('raw aggregate SQL', rawMs), row('ours (agingByParty)', oursMs, ratio)],
      checks: [{ name: NAME, connections: 1, ratio, target: TARGET, direction: '<=', pass: ratio <= TARGET }],
      notes: [`ours ${oursMs.toFixed(0)} ms, raw ${rawMs.toFixed(0)} ms (median of ${times.ours.length}); open total Rp ${a.totals.total.toLocaleString('id-ID')}`],
    };
  },
};

export default scenario;
