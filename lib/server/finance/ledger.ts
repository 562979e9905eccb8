import { and, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ledgerEntries } from '../db/schema/finance';

/*
 * Posting to the one ledger (schema/finance.ts). Documents post through `writes` of their action, so
 * the entries land in the statement of the action's audit row, inside its transaction; a cancel posts
 * the reversal of every entry the document made.
 */

export type LedgerKind =
  | 'INVOICE'
  | 'PAYMENT'
  | 'PPH23'
  | 'WRITE_OFF'
  | 'CREDIT_NOTE'
  | 'RECEIVABLE'
  | 'DEPOSIT'
  | 'DEPOSIT_APPLIED'
  | 'VENDOR_INVOICE'
  | 'VENDOR_PAYMENT'
  | 'VENDOR_PPH23';

/** What an entry settles: an invoice, a receivable, a deposit (the payment or credit note that made it), a vendor bill. */
export interface LedgerItem {
  type: string;
  id: number;
  number: string;
  date: string;
  due: string;
}

export interface LedgerEntry {
  side: 'AR' | 'AP';
  party: number;
  branch: number;
  date: string;
  kind: LedgerKind;
  amount: number;
  item: LedgerItem;
  document: { type: string; id: number; number: string };
  memo?: string | null;
}

/** One INSERT of these entries (zero amounts are left out: nothing moved); null when none is left. */
export function ledgerWrite(tx: Db, entries: readonly LedgerEntry[], actor: string): SQLWrapper | null {
  const rows = entries
    .filter((e) => e.amount !== 0)
    .map((e) => ({
      side: e.side,
      customer_id: e.side === 'AR' ? e.party : null,
      vendor_id: e.side === 'AP' ? e.party : null,
      branch_id: e.branch,
      entry_date: e.date,
      kind: e.kind,
      amount: e.amount,
      item_type: e.item.type,
      item_id: e.item.id,
      item_number: e.item.number,
      item_date: e.item.date,
      item_due: e.item.due,
      document_type: e.document.type,
      document_id: e.document.id,
      document_number: e.document.number,
      memo: e.memo ?? null,
      created_by: actor,
    }));
  return rows.length ? tx.insert(ledgerEntries).values(rows) : null;
}

/**
 * The reversal of every entry a document posted and nobody reversed yet, dated `date`: the same item,
 * the opposite amount, pointing at the entry it reverses (unique: never reversed twice).
 */
export function reversalWrite(tx: Db, document: { type: string; id: number; number: string }, date: string, actor: string): SQLWrapper {
  const l = ledgerEntries;
  return sql`insert into ${l} (side, customer_id, vendor_id, branch_id, entry_date, kind, amount, item_type, item_id, item_number, item_date, item_due, document_type, document_id, document_number, reverses_id, memo, created_by)
    select e.side, e.customer_id, e.vendor_id, e.branch_id, ${date}::date, e.kind, -e.amount, e.item_type, e.item_id, e.item_number, e.item_date, e.item_due, e.document_type, e.document_id, e.document_number, e.id, ${`Cancelled ${document.number}`}, ${actor}
    from ${l} e
    where e.document_type = ${document.type} and e.document_id = ${document.id} and e.reverses_id is null
      and not exists (select 1 from ${l} r where r.reverses_id = e.id)`;
}

/** What each of these items still owes (its entries' sum; 0 for an item without entries). */
export async function itemBalances(tx: Db, type: string, ids: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>(ids.map((id) => [id, 0]));
  if (!ids.length) return out;
  const rows = await tx
    .select({ id: ledgerEntries.item_id, balance: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.item_type, type), inArray(ledgerEntries.item_id, [...ids])))
    .groupBy(ledgerEntries.item_id);
  for (const r of rows) out.set(r.id, Number(r.balance));
  return out;
}

/** The other live documents that posted to an item (payments, credit notes on an invoice), besides `except`. */
export async function documentsOnItem(tx: Db, type: string, id: number, except: { type: string; id: number }) {
  const e = ledgerEntries;
  const rows = await tx
    .selectDistinct({ type: e.document_type, number: e.document_number })
    .from(e)
    .where(
      and(
        eq(e.item_type, type),
        eq(e.item_id, id),
        isNull(e.reverses_id),
        sql`not (${e.document_type} = ${except.type} and ${e.document_id} = ${except.id})`,
        sql`not exists (select 1 from ${e} r where r.reverses_id = ${e.id})`,
      ),
    );
  return rows;
}

/** A customer's credits not yet applied: items with a negative balance (deposits, corrections), oldest first. */
export async function openCredits(tx: Db, customerId: number) {
  const e = ledgerEntries;
  const rows = await tx
    .select({
      type: e.item_type,
      id: e.item_id,
      number: e.item_number,
      date: e.item_date,
      due: e.item_due,
      branch: sql<number>`min(${e.branch_id})`,
      balance: sql<string>`sum(${e.amount})`,
    })
    .from(e)
    .where(and(eq(e.side, 'AR'), eq(e.customer_id, customerId)))
    .groupBy(e.item_type, e.item_id, e.item_number, e.item_date, e.item_due)
    .having(sql`sum(${e.amount}) < 0`)
    .orderBy(e.item_date, e.item_id);
  return rows.map((r) => ({ type: r.type, id: r.id, number: r.number, date: r.date, due: r.due, branch: Number(r.branch), balance: Number(r.balance) }));
}
