import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { invoices, paymentAllocations, receivables } from '../../db/schema/documents';
import { HttpError } from '../../errors';
import { documentsOnItem, itemBalances, reversalWrite } from '../../finance/ledger';
import { lockCustomerOf } from '../../finance/customer-lock';
import type { ActionHandler } from '../engine/types';
import { applyToItems } from './settle-items';

/**
 * Cancel reverses every allocation: the ledger entries are reversed (dated today) and each invoice's
 * paid, withheld and outstanding figures and status go back. Refused once the deposit it made was
 * applied by a later payment (cancel that one first).
 */
export const cancelPayment: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  lockFirst: lockCustomerOf('payment'),
  async run(tx, doc, _input, ac) {
    if (Number(doc.deposit_created ?? 0) > 0) {
      const users = await documentsOnItem(tx, 'payment', doc.id, { type: 'payment', id: doc.id });
      if (users.length) throw new HttpError(409, `Payment ${doc.number}'s deposit was applied by ${users.map((u) => `${u.type.replace(/-/g, ' ')} ${u.number}`).join(', ')}: cancel that first`);
    }
    const lines = await tx.select().from(paymentAllocations).where(eq(paymentAllocations.document_id, doc.id)).orderBy(asc(paymentAllocations.position));
    const invoiceIds = lines.filter((l) => l.item_type === 'invoice').map((l) => l.item_id as number);
    const receivableIds = lines.filter((l) => l.item_type === 'receivable').map((l) => l.item_id as number);
    if (invoiceIds.length) await tx.select({ id: invoices.id }).from(invoices).where(inArray(invoices.id, invoiceIds)).orderBy(asc(invoices.id)).for('update');
    if (receivableIds.length) await tx.select({ id: receivables.id }).from(receivables).where(inArray(receivables.id, receivableIds)).orderBy(asc(receivables.id)).for('update');
    const balances = new Map<string, number>();
    for (const [k, v] of await itemBalances(tx, 'invoice', invoiceIds)) balances.set(`invoice:${k}`, v);
    for (const [k, v] of await itemBalances(tx, 'receivable', receivableIds)) balances.set(`receivable:${k}`, v);
    await applyToItems(
      tx,
      lines.map((l) => ({ item_type: l.item_type as 'invoice' | 'receivable', item_id: l.item_id as number, amount: -Number(l.amount), pph23: -Number(l.pph23), write_off: -Number(l.write_off) })),
      balances,
    );
    return {
      writes: [reversalWrite(tx, { type: 'payment', id: doc.id, number: doc.number }, jakartaDay(ac.now), ac.actor)],
      touched: invoiceIds.map((id) => ({ document: 'invoice', id, action: 'payment-cancelled' })),
    };
  },
};
