import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentTable, type DocumentTable } from '../db/schema/documents';
import { columnOf, customers } from '../db/schema/resources';

/*
 * One lock order for a customer's money: every action that moves it (a payment and its cancel, a credit
 * note's approval and cancel, a correction, a deposit applied, a collection posted) first locks the
 * customers it touches, in id order, and only then its documents, invoices and ledger items. Two such
 * actions on one customer then run one after the other, and never wait on each other crosswise.
 * The customer's row is taken FOR NO KEY UPDATE: it does not hold up the AWBs, invoices and ledger
 * entries that only refer to the customer (their foreign keys take KEY SHARE).
 */
export async function lockCustomerMoney(tx: Db, customerIds: number | readonly number[]): Promise<void> {
  const ids = [...new Set(typeof customerIds === 'number' ? [customerIds] : customerIds)].filter((id) => Number.isSafeInteger(id)).sort((a, b) => a - b);
  if (!ids.length) return;
  await tx.execute(sql`select ${customers.id} from ${customers} where ${customers.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by ${customers.id} for no key update`);
}

/**
 * A document action's `lockFirst` (engine/types): the customer of the document (read without a lock:
 * it never changes), or, given its line table, the customers of its lines (a collection of several
 * customers' invoices).
 */
export function lockCustomerOf(document: string, lines?: DocumentTable) {
  return async (tx: Db, id: number) => {
    const table = lines ?? documentTable(document);
    const rows = await tx
      .selectDistinct({ customer: columnOf(table, 'customer_id') })
      .from(table)
      .where(eq(columnOf(table, lines ? 'document_id' : 'id'), id));
    await lockCustomerMoney(tx, rows.map((r) => Number(r.customer)));
  };
}
