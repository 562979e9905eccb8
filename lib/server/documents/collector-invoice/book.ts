import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDocument } from '@/lib/resources/documents/registry';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { collectorInvoiceLines, payments } from '../../db/schema/documents';
import { HttpError } from '../../errors';
import { derivedRequestId } from '../../finance/request-id';
import { createDocument } from '../engine/run-document-action';
import { lockCustomerOf } from '../../finance/customer-lock';
import type { ActionHandler } from '../engine/types';
import { handlersOf } from '../registry';

/**
 * Post the collection: each invoice with something collected becomes a customer payment — in this same
 * transaction (a savepoint each), so the collection and its payments stand or fall together — and every
 * invoice is released from the collector.
 */
export const postCollection: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  // the customers of its invoices first, as their payments would (one lock order: finance/customer-lock)
  lockFirst: lockCustomerOf('collector-invoice', collectorInvoiceLines),
  async run(tx, doc, _input, ac) {
    const lines = await tx.select().from(collectorInvoiceLines).where(eq(collectorInvoiceLines.document_id, doc.id)).orderBy(asc(collectorInvoiceLines.position));
    const paymentDef = getDocument('payment');
    const handlers = handlersOf(paymentDef);
    const inner = { ...ac, ctx: { ...ac.ctx, db: tx } };
    let made = 0;
    for (const line of lines) {
      const collected = Number(line.collected_amount ?? 0);
      const pph23 = Number(line.pph23 ?? 0);
      if (collected + pph23 <= 0) continue;
      const body = handlers.create.body.parse({
        customer_id: line.customer_id,
        payment_date: jakartaDay(ac.now),
        method: line.method,
        reference: line.reference,
        giro_due_date: line.giro_due_date,
        amount_received: collected,
        pph23_slip_no: line.pph23_slip_no,
        notes: `Collected by collection ${doc.number}`,
        allocations: [{ item_type: 'invoice', item_id: line.invoice_id, amount: collected, pph23 }],
        request_id: derivedRequestId(`collection:${doc.id}`, String(line.id)),
      }) as Record<string, unknown>;
      try {
        const { doc: payment } = await createDocument(inner, paymentDef, handlers, body);
        await tx.update(payments).set({ collector_invoice_id: doc.id }).where(eq(payments.id, payment.id));
        await tx.update(collectorInvoiceLines).set({ payment_number: payment.number }).where(eq(collectorInvoiceLines.id, line.id));
        made++;
      } catch (err) {
        if (err instanceof HttpError) throw new HttpError(err.statusCode, `${String(line.invoice_number)}: ${err.message}`, err.errors);
        throw err;
      }
    }
    // its invoices the engine releases (the action `releases`: they are free for the next collection)
    return { set: { payment_count: made } };
  },
};
