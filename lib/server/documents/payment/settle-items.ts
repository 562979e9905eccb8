import { eq, sql } from 'drizzle-orm';
import { invoiceStatus } from '@/lib/finance/invoice';
import type { Db } from '../../db/client';
import { invoices, receivables } from '../../db/schema/documents';

/** One item's change by a payment (its cancel: the same, negative). */
export interface ItemSettlement {
  item_type: 'invoice' | 'receivable';
  item_id: number;
  amount: number;
  pph23: number;
  write_off: number;
  /** The payment's date (the invoice's last payment), when paying. */
  paid_on?: string | null;
}

/**
 * Keeps an invoice's or receivable's own figures (paid, withheld, written off, outstanding, status) in
 * step with what the ledger now says of it, in the payment's transaction (the rows are locked).
 */
export async function applyToItems(tx: Db, changes: readonly ItemSettlement[], balances: ReadonlyMap<string, number>) {
  for (const c of changes) {
    const settled = c.amount + c.pph23 + c.write_off;
    const outstanding = balances.get(`${c.item_type}:${c.item_id}`)! - settled;
    if (c.item_type === 'invoice') {
      const i = invoices;
      const [row] = await tx
        .update(i)
        .set({
          paid_amount: sql`${i.paid_amount} + ${c.amount}`,
          pph23_amount: sql`${i.pph23_amount} + ${c.pph23}`,
          write_off_amount: sql`${i.write_off_amount} + ${c.write_off}`,
          outstanding,
          ...(c.paid_on ? { last_paid_on: c.paid_on } : {}),
          version: sql`${i.version} + 1`,
        })
        .where(eq(i.id, c.item_id))
        .returning({ paid: i.paid_amount, pph23: i.pph23_amount, wo: i.write_off_amount });
      await tx
        .update(i)
        .set({ status: invoiceStatus(outstanding, Number(row.paid) + Number(row.pph23) + Number(row.wo)) })
        .where(eq(i.id, c.item_id));
    } else {
      const r = receivables;
      await tx
        .update(r)
        .set({ settled_amount: sql`coalesce(${r.settled_amount}, 0) + ${settled}`, outstanding, status: outstanding <= 0 ? 'PAID' : 'OPEN', version: sql`${r.version} + 1` })
        .where(eq(r.id, c.item_id));
    }
  }
}
