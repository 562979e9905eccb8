import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerEntries } from '../db/schema/finance';
import { badRequest } from '../errors';
import { openCredits } from './ledger';

/*
 * The receivable card: a customer's ledger entries in date order with the running balance, from the
 * balance brought forward at the start date. Paged by keyset on (date, id); the cursor carries the
 * balance reached, so page 1,000 costs what page 1 does (no re-summing of what came before).
 */

export interface CardQuery {
  customerId: number;
  from: string;
  to: string;
  limit: number;
  after?: string;
}

export interface CardRow {
  id: number;
  entry_date: string;
  kind: string;
  document_type: string;
  document_id: number;
  document_number: string;
  item_type: string;
  item_number: string;
  memo: string | null;
  reversal: boolean;
  debit: number;
  credit: number;
  balance: number;
}

interface Cursor {
  d: string;
  i: number;
  b: number;
}

const encode = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decode(text: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString()) as Cursor;
    if (typeof c.d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(c.d) && Number.isSafeInteger(c.i) && Number.isSafeInteger(c.b)) return c;
  } catch {
    // fall through
  }
  throw badRequest('Invalid query', { after: ['Not a cursor of this list'] });
}

/** The balance of a customer's entries before a date (brought forward). */
export async function balanceBefore(db: Db, customerId: number, date: string): Promise<number> {
  const e = ledgerEntries;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${e.amount}), 0)` })
    .from(e)
    .where(and(eq(e.customer_id, customerId), lt(e.entry_date, date)));
  return Number(row.total);
}

export async function receivableCard(db: Db, q: CardQuery) {
  const e = ledgerEntries;
  const cursor = q.after ? decode(q.after) : null;
  const opening = cursor ? null : await balanceBefore(db, q.customerId, q.from);
  const rows = await db
    .select({
      id: e.id,
      entry_date: e.entry_date,
      kind: e.kind,
      amount: e.amount,
      document_type: e.document_type,
      document_id: e.document_id,
      document_number: e.document_number,
      item_type: e.item_type,
      item_number: e.item_number,
      memo: e.memo,
      reverses_id: e.reverses_id,
    })
    .from(e)
    .where(
      and(
        eq(e.customer_id, q.customerId),
        lte(e.entry_date, q.to),
        // the row comparison walks the (customer, date, id) index from the cursor on
        cursor ? sql`(${e.entry_date}, ${e.id}) > (${cursor.d}::date, ${cursor.i}::bigint)` : gte(e.entry_date, q.from),
      ),
    )
    .orderBy(asc(e.entry_date), asc(e.id))
    .limit(q.limit + 1);
  const more = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  let balance = cursor ? cursor.b : opening!;
  const data: CardRow[] = page.map((r) => {
    const amount = Number(r.amount);
    balance += amount;
    return {
      id: Number(r.id),
      entry_date: String(r.entry_date),
      kind: r.kind,
      document_type: r.document_type,
      document_id: r.document_id,
      document_number: r.document_number,
      item_type: r.item_type,
      item_number: r.item_number,
      memo: r.memo,
      reversal: r.reverses_id !== null,
      debit: amount > 0 ? amount : 0,
      credit: amount < 0 ? -amount : 0,
      balance,
    };
  });
  const last = data[data.length - 1];
  const meta: Record<string, unknown> = { limit: q.limit, next_cursor: more && last ? encode({ d: last.entry_date, i: last.id, b: last.balance }) : null };
  if (!cursor) {
    // the first page also says where the period starts and ends
    const [sums] = await db
      .select({ debit: sql<string>`coalesce(sum(${e.amount}) filter (where ${e.amount} > 0), 0)`, credit: sql<string>`coalesce(-sum(${e.amount}) filter (where ${e.amount} < 0), 0)`, count: sql<number>`count(*)` })
      .from(e)
      .where(and(eq(e.customer_id, q.customerId), gte(e.entry_date, q.from), lte(e.entry_date, q.to)));
    const credits = await openCredits(db, q.customerId);
    Object.assign(meta, {
      opening,
      debit: Number(sums.debit),
      credit: Number(sums.credit),
      closing: opening! + Number(sums.debit) - Number(sums.credit),
      total: Number(sums.count),
      unapplied_deposits: -credits.reduce((a, c) => a + c.balance, 0),
    });
  }
  return { data, meta };
}
