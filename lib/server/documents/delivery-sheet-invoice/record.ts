import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { dateTimeSchema } from '@/lib/resources/engine/date-schema';
import { deliverySheetInvoiceLines, invoices } from '../../db/schema/documents';
import { badRequest } from '../../errors';
import type { ActionHandler } from '../engine/types';

const body = z.object({
  line_id: z.number().int().positive().max(2_147_483_647),
  result: z.enum(['RECEIVED', 'NOT_RECEIVED', 'PENDING']),
  received_by: z.string().trim().max(100).nullish(),
  received_at: dateTimeSchema().nullish(),
  reason: z.string().trim().max(200).nullish(),
});

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

/** One invoice's result: received (by whom, when — the invoice is now with the customer) or not (why), or back to pending. */
export const recordDeliverySheetResult: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, doc, input, ac) {
    const l = deliverySheetInvoiceLines;
    const [line] = await tx.select().from(l).where(and(eq(l.id, input.line_id), eq(l.document_id, doc.id)));
    if (!line) throw invalid({ line_id: ['Not an invoice of this sheet'] });
    if (input.result === 'RECEIVED' && !input.received_by) throw invalid({ received_by: ['Who received it'] });
    if (input.result === 'NOT_RECEIVED' && !input.reason) throw invalid({ reason: ['Why not'] });
    const at = input.result === 'RECEIVED' ? (input.received_at ?? ac.now.toISOString()) : null;
    if (at && Date.parse(at) > ac.now.getTime() + 60_000) throw invalid({ received_at: ['Cannot be in the future'] });
    await tx
      .update(l)
      .set({ result: input.result, received_by: input.result === 'RECEIVED' ? input.received_by : null, received_at: at, reason: input.result === 'NOT_RECEIVED' ? input.reason : null })
      .where(eq(l.id, line.id));
    await tx
      .update(invoices)
      .set(input.result === 'RECEIVED' ? { location: 'CUSTOMER', received_by: input.received_by, received_at: at } : { location: 'COLLECTOR', received_by: null, received_at: null })
      .where(eq(invoices.id, line.invoice_id as number));
    const [counts] = await tx
      .select({ received: sql<number>`count(*) filter (where ${l.result} = 'RECEIVED')`, not: sql<number>`count(*) filter (where ${l.result} = 'NOT_RECEIVED')` })
      .from(l)
      .where(eq(l.document_id, doc.id));
    return { set: { received_count: Number(counts.received), not_received_count: Number(counts.not) }, touched: [{ document: 'invoice', id: line.invoice_id as number, action: 'handed-over' }] };
  },
};
