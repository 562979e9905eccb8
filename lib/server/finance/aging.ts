import { sql, type SQL } from 'drizzle-orm';
import { agingLabels, type AgingBasis } from '@/lib/finance/aging';
import type { Db } from '../db/client';
import { ledgerEntries } from '../db/schema/finance';
import { customers, vendors } from '../db/schema/resources';

/*
 * Aging, as of a date, over the ledger (AR: what customers owe, AP: what we owe vendors): each open
 * item's balance from its entries up to that date, aged from its date or its due date into the buckets
 * of the settings (lib/finance/aging.ts), summed per customer or vendor. One aggregate pass, whatever
 * the number of invoices; a user's branches narrow it to the items of those branches. Items with a
 * credit balance (deposits, overpaid) are reported apart, not aged.
 */

export interface AgingQuery {
  side: 'AR' | 'AP';
  asOf: string;
  basis: AgingBasis;
  /** The upper bounds of the overdue buckets in days (settings: 30, 60, 90, 120). */
  bounds: readonly number[];
  /** Only these customers / vendors. */
  partyIds?: readonly number[];
  /** Only items of these branches (the user's); null or absent: all. */
  branchIds?: readonly number[] | null;
}

export interface AgingRow {
  party_id: number;
  party_code: string;
  party_name: string;
  /** Per bucket: current, 1–30 … over the last bound. */
  buckets: number[];
  /** Owed (positive items). */
  total: number;
  /** Credits not applied (negative items). */
  credit: number;
  items: number;
}

const intList = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

/** The open items as of the date: one row per item with its balance and age in days. */
function openItemsAsOf(q: AgingQuery): SQL {
  const e = ledgerEntries;
  const party = q.side === 'AR' ? e.customer_id : e.vendor_id;
  const filters = [sql`${e.side} = ${q.side}`, sql`${e.entry_date} <= ${q.asOf}::date`];
  if (q.partyIds) filters.push(sql`${party} = any(${intList(q.partyIds)})`);
  if (q.branchIds) filters.push(sql`${e.branch_id} = any(${intList(q.branchIds)})`);
  const from = q.basis === 'due' ? sql`max(${e.item_due})` : sql`max(${e.item_date})`;
  return sql`select ${party} as party, ${e.item_type} as item_type, ${e.item_id} as item_id, sum(${e.amount}) as balance, ${q.asOf}::date - ${from} as age
    from ${e} where ${sql.join(filters, sql` and `)}
    group by ${party}, ${e.item_type}, ${e.item_id}
    having sum(${e.amount}) <> 0`;
}

export async function agingByParty(db: Db, q: AgingQuery): Promise<{ labels: string[]; rows: AgingRow[]; totals: { buckets: number[]; total: number; credit: number } }> {
  const edges = [0, ...q.bounds];
  // bucket 0: not yet aged (age ≤ 0); bucket i: age in (edges[i-1], edges[i]]; the last: beyond every bound
  const bucketSums = [
    ...edges.map((upper, i) => (i === 0 ? sql`age <= 0` : sql`age > ${edges[i - 1]} and age <= ${upper}`)),
    sql`age > ${edges[edges.length - 1]}`,
  ].map((cond, i) => sql`coalesce(sum(balance) filter (where balance > 0 and ${cond}), 0) as ${sql.identifier(`b${i}`)}`);
  const partyTable = q.side === 'AR' ? customers : vendors;
  const result = await db.execute(sql`
    with items as (${openItemsAsOf(q)}),
    per_party as (
      select party, ${sql.join(bucketSums, sql`, `)},
        coalesce(sum(balance) filter (where balance > 0), 0) as total,
        coalesce(-sum(balance) filter (where balance < 0), 0) as credit,
        count(*) as items
      from items group by party)
    select p.*, t.code as party_code, t.name as party_name
    from per_party p join ${partyTable} t on t.id = p.party
    order by p.total desc, t.code`);
  // both drivers answer a raw statement with `{ rows }`
  const { rows } = result as unknown as { rows: Record<string, unknown>[] };
  const count = q.bounds.length + 2;
  const out: AgingRow[] = rows.map((r) => ({
    party_id: Number(r.party),
    party_code: String(r.party_code),
    party_name: String(r.party_name),
    buckets: Array.from({ length: count }, (_, i) => Number(r[`b${i}`])),
    total: Number(r.total),
    credit: Number(r.credit),
    items: Number(r.items),
  }));
  const totals = { buckets: Array.from({ length: count }, (_, i) => out.reduce((a, r) => a + r.buckets[i], 0)), total: out.reduce((a, r) => a + r.total, 0), credit: out.reduce((a, r) => a + r.credit, 0) };
  return { labels: agingLabels(q.bounds), rows: out, totals };
}

/** The same, item by item (the invoices behind a customer's figures), oldest first. */
export async function agingItems(db: Db, q: AgingQuery & { limit?: number }) {
  const result = await db.execute(sql`
    with items as (${openItemsAsOf(q)})
    select i.*, e.item_number, e.item_date, e.item_due from items i
    join lateral (select item_number, item_date, item_due from ${ledgerEntries} x where x.item_type = i.item_type and x.item_id = i.item_id limit 1) e on true
    order by i.age desc, i.item_id
    limit ${q.limit ?? 1000}`);
  // both drivers answer a raw statement with `{ rows }`
  const { rows } = result as unknown as { rows: Record<string, unknown>[] };
  return rows.map((r) => ({
    party_id: Number(r.party),
    item_type: String(r.item_type),
    item_id: Number(r.item_id),
    number: String(r.item_number),
    date: String(r.item_date),
    due_date: String(r.item_due),
    balance: Number(r.balance),
    age: Number(r.age),
  }));
}
