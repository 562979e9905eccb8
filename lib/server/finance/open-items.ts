import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices, receivables } from '../db/schema/documents';
import { ledgerEntries } from '../db/schema/finance';
import { openCredits } from './ledger';

/*
 * What a customer owes item by item — issued invoices and manual receivables with something left — and
 * the credits they have to apply (deposits): what the payment entry allocates over. Balances are read
 * from the ledger.
 */

export interface OpenItem {
  item_type: 'invoice' | 'receivable';
  item_id: number;
  number: string;
  date: string;
  due_date: string;
  total: number;
  outstanding: number;
  /** What PPh 23 is withheld on: the invoice's amount before PPN (DOMAIN.md "Tax"); null for a receivable. */
  pph23_base: number | null;
  /** PPh 23 already withheld on it. */
  pph23: number;
  branch_id: number;
}

export async function openItems(db: Db, customerId: number, only?: { invoices?: readonly number[] }): Promise<{ items: OpenItem[]; credits: Awaited<ReturnType<typeof openCredits>>; deposit_available: number }> {
  const e = ledgerEntries;
  const balances = await db
    .select({ type: e.item_type, id: e.item_id, balance: sql<string>`sum(${e.amount})` })
    .from(e)
    .where(and(eq(e.side, 'AR'), eq(e.customer_id, customerId), inArray(e.item_type, ['invoice', 'receivable'])))
    .groupBy(e.item_type, e.item_id)
    .having(sql`sum(${e.amount}) > 0`);
  const invoiceIds = balances.filter((b) => b.type === 'invoice').map((b) => b.id).filter((id) => !only?.invoices || only.invoices.includes(id));
  const receivableIds = balances.filter((b) => b.type === 'receivable').map((b) => b.id);
  const owed = new Map(balances.map((b) => [`${b.type}:${b.id}`, Number(b.balance)]));
  const items: OpenItem[] = [];
  if (invoiceIds.length) {
    const rows = await db
      .select({ id: invoices.id, number: invoices.number, date: invoices.invoice_date, due: invoices.due_date, total: invoices.total, pph23_base: invoices.amount, pph23: invoices.pph23_amount, branch: invoices.branch_id })
      .from(invoices)
      .where(inArray(invoices.id, invoiceIds));
    for (const r of rows) {
      items.push({ item_type: 'invoice', item_id: r.id as number, number: String(r.number), date: String(r.date), due_date: String(r.due), total: Number(r.total), outstanding: owed.get(`invoice:${r.id}`) ?? 0, pph23_base: Number(r.pph23_base ?? 0), pph23: Number(r.pph23 ?? 0), branch_id: r.branch as number });
    }
  }
  if (receivableIds.length && !only?.invoices) {
    const rows = await db
      .select({ id: receivables.id, number: receivables.number, date: receivables.receivable_date, due: receivables.due_date, total: receivables.amount, branch: receivables.branch_id })
      .from(receivables)
      .where(inArray(receivables.id, receivableIds));
    for (const r of rows) {
      items.push({ item_type: 'receivable', item_id: r.id as number, number: String(r.number), date: String(r.date), due_date: String(r.due), total: Number(r.total), outstanding: owed.get(`receivable:${r.id}`) ?? 0, pph23_base: null, pph23: 0, branch_id: r.branch as number });
    }
  }
  items.sort((a, b) => (a.date === b.date ? a.item_id - b.item_id : a.date < b.date ? -1 : 1));
  const credits = await openCredits(db, customerId);
  return { items, credits, deposit_available: -credits.reduce((a, c) => a + c.balance, 0) };
}
