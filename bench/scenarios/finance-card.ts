/**
 * finance-card: the receivable card of a customer with BENCH_CARD_ROWS ledger rows (default 100,000),
 * page 1,000 (100 rows a page, reached by its keyset cursor, which carries the balance brought to it)
 * against page 1 (which also works out the balance brought forward, the period's totals and the
 * unapplied deposits), through lib/server/finance/card.ts; medians of BENCH_CARD_REPEATS (default 30)
 * reads each. Target: page 1,000 ≤ 1.2× page 1 — the cost of a page does not grow with how far it is.
 */
import { sql } from 'drizzle-orm';
import { receivableCard } from '@/lib/server/finance/card';
import { benchBranch, benchCustomers } from '../lib/finance';
import { median } from '../lib/sequential';
import type { BenchEnv, Scenario } from '../lib/types';

const NAME = 'finance-card';
const ROWS = Math.max(10_000, Number(process.env.BENCH_CARD_ROWS ?? 100_000));
const REPEATS = Math.max(5, Number(process.env.BENCH_CARD_REPEATS ?? 30));
const PAGE = 100;
const TARGET = 1.2;
const CODE = 'BNC-CARD';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function customerWithLedger(env: BenchEnv): Promise<number> {
  const db = env.database.db;
  const [c] = rowsOf<{ id: number; n: string }>(await db.execute(sql`select c.id, (select count(*) from ledger_entries e where e.customer_id = c.id) as n from customers c where c.code = ${`${CODE}-1`}`));
  if (c && Number(c.n) >= ROWS) return Number(c.id);
  const branch = await benchBranch(db);
  const [id] = await benchCustomers(db, CODE, 1, branch);
  env.log(`${NAME}: loading ${ROWS.toLocaleString('en')} ledger rows for one customer`);
  // an invoice every other row, its payment the next: dates over three years
  await db.execute(sql`
    insert into ledger_entries (side, customer_id, branch_id, entry_date, kind, amount, item_type, item_id, item_number, item_date, item_due, document_type, document_id, document_number, created_by)
    select 'AR', ${id}, ${branch}, current_date - 1100 + (g * 1100 / ${ROWS}), case when g % 2 = 0 then 'INVOICE' else 'PAYMENT' end,
      case when g % 2 = 0 then 150000 + (g % 50) * 1000 else -(150000 + ((g - 1) % 50) * 1000) end,
      'bench-card', g / 2, 'BC-' || (g / 2), current_date - 1100 + (g * 1100 / ${ROWS}), current_date - 1070 + (g * 1100 / ${ROWS}), 'bench-card', g, 'BCD-' || g, 'bench'
    from generate_series(0, ${ROWS - 1}::int) g`);
  await db.execute(sql`analyze ledger_entries`);
  return id;
}

const scenario: Scenario = {
  name: NAME,
  description: `the receivable card of a customer with ${ROWS.toLocaleString('en')} ledger rows: page 1,000 vs page 1`,

  async run(env: BenchEnv) {
    const db = env.database.db;
    const customerId = await customerWithLedger(env);
    const from = '2000-01-01';
    const to = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    // page 1,000's cursor, as the pages before it leave it: the 99,900th row and the balance after it
    const skip = Math.min(ROWS - PAGE, 999 * PAGE);
    const [at] = rowsOf<{ d: string; i: number }>(
      await db.execute(sql`select entry_date::text as d, id as i from ledger_entries where customer_id = ${customerId} and entry_date between ${from} and ${to} order by entry_date, id offset ${skip - 1} limit 1`),
    );
    const [bal] = rowsOf<{ b: string }>(
      await db.execute(sql`select coalesce(sum(amount), 0) as b from ledger_entries where customer_id = ${customerId} and (entry_date < ${at.d}::date or (entry_date = ${at.d}::date and id <= ${at.i}))`),
    );
    const cursor = Buffer.from(JSON.stringify({ d: at.d, i: Number(at.i), b: Number(bal.b) })).toString('base64url');
    const time = async (after?: string) => {
      const t = performance.now();
      const page = await receivableCard(db, { customerId, from, to, limit: PAGE, after });
      if (page.data.length !== PAGE) throw new Error(`${NAME}: a page of ${page.data.length} rows`);
      return performance.now() - t;
    };
    for (let i = 0; i < 3; i++) {
      await time();
      await time(cursor);
    }
    const times = { first: [] as number[], far: [] as number[] };
    for (let i = 0; i < REPEATS; i++) {
      times.first.push(await time());
      times.far.push(await time(cursor));
    }
    const firstMs = median(times.first);
    const farMs = median(times.far);
    const ratio = farMs / firstMs;
    const row = (server: string, ms: number, r?: number) => ({ server, connections: 1, rps: 1000 / ms, p50Ms: ms, p99Ms: Math.max(...(r === undefined ? times.first : times.far)), busyUsPerRequest: 0, requests: REPEATS, failures: 0, ratio: r });
    return {
      title: `${NAME}: a card of ${ROWS.toLocaleString('en')} rows, ${PAGE} a page; ratio = page 1,000 time / page 1 time`,
      measurements: [row('page 1 (with the balance brought forward and totals)', firstMs), row(`page ${Math.floor(skip / PAGE) + 1} (keyset cursor)`, farMs, ratio)],
      checks: [{ name: NAME, connections: 1, ratio, target: TARGET, direction: '<=', pass: ratio <= TARGET }],
      notes: [`page 1: ${firstMs.toFixed(2)} ms, page 1,000: ${farMs.toFixed(2)} ms (median of ${REPEATS})`],
    };
  },
};

export default scenario;
