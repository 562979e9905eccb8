import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { vendorInvoices, vendorPaymentAllocations } from '../../db/schema/documents';
import { itemBalances, reversalWrite } from '../../finance/ledger';
import type { ActionHandler } from '../engine/types';
import { payBills } from './entry';

/** Cancel reverses every allocation: the bills owe again what it paid. */
export const cancelVendorPayment: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, doc, _input, ac) {
    const lines = await tx.select().from(vendorPaymentAllocations).where(eq(vendorPaymentAllocations.document_id, doc.id)).orderBy(asc(vendorPaymentAllocations.position));
    const ids = lines.map((l) => l.vendor_invoice_id as number);
    await tx.select({ id: vendorInvoices.id }).from(vendorInvoices).where(inArray(vendorInvoices.id, ids)).orderBy(asc(vendorInvoices.id)).for('update');
    await payBills(tx, lines.map((l) => ({ id: l.vendor_invoice_id as number, amount: -Number(l.amount) })), await itemBalances(tx, 'vendor-invoice', ids));
    return {
      writes: [reversalWrite(tx, { type: 'vendor-payment', id: doc.id, number: doc.number }, jakartaDay(ac.now), ac.actor)],
      touched: ids.map((id) => ({ document: 'vendor-invoice', id, action: 'payment-cancelled' })),
    };
  },
};
