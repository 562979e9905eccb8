import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { dateSchema } from '@/lib/resources/engine/date-schema';
import { COLLECTION_METHODS } from '@/lib/resources/documents/collector-invoice';
import { collectorInvoiceLines } from '../../db/schema/documents';
import { badRequest } from '../../errors';
import type { ActionHandler } from '../engine/types';

const rupiah = z.number().int('Whole rupiah').min(0).max(100_000_000_000);
const body = z.object({
  line_id: z.number().int().positive().max(2_147_483_647),
  collected_amount: rupiah,
  method: z.enum(COLLECTION_METHODS).nullish(),
  reference: z.string().trim().max(60).nullish(),
  giro_due_date: dateSchema().nullish(),
  pph23: rupiah.default(0),
  pph23_slip_no: z.string().trim().max(40).nullish(),
  note: z.string().trim().max(200).nullish(),
});

const invalid = (errors: Record<string, string[]>) => badRequest('Invalid body: check the highlighted fields', errors);

/** What the collector brought back for one invoice (0: nothing collected, with a note why). */
export const recordCollection: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, doc, input) {
    const l = collectorInvoiceLines;
    const [line] = await tx.select().from(l).where(and(eq(l.id, input.line_id), eq(l.document_id, doc.id)));
    if (!line) throw invalid({ line_id: ['Not an invoice of this collection'] });
    const settled = input.collected_amount + input.pph23;
    if (settled > Number(line.outstanding)) throw invalid({ collected_amount: [`${String(line.invoice_number)} owes Rp ${Number(line.outstanding).toLocaleString('id-ID')}`] });
    if (settled > 0 && !input.method) throw invalid({ method: ['Cash, transfer or giro'] });
    if (input.method === 'GIRO' && !input.giro_due_date) throw invalid({ giro_due_date: ['A giro needs its due date'] });
    if (input.method === 'TRANSFER' && input.collected_amount > 0 && !input.reference) throw invalid({ reference: ['The transfer proof reference'] });
    if (input.pph23 > 0 && !input.pph23_slip_no) throw invalid({ pph23_slip_no: ['The withholding slip number'] });
    if (settled === 0 && !input.note) throw invalid({ note: ['Nothing collected: say why'] });
    await tx
      .update(l)
      .set({
        collected_amount: input.collected_amount,
        // nothing collected: the method stays what it was (the column keeps one; no payment is made of this line)
        method: settled > 0 ? (input.method ?? undefined) : undefined,
        reference: input.reference ?? null,
        giro_due_date: input.method === 'GIRO' ? input.giro_due_date : null,
        pph23: input.pph23,
        pph23_slip_no: input.pph23_slip_no ?? null,
        note: input.note ?? null,
      })
      .where(eq(l.id, line.id));
    const [sum] = await tx.select({ total: sql<string>`coalesce(sum(${l.collected_amount}), 0)` }).from(l).where(eq(l.document_id, doc.id));
    return { set: { collected_total: Number(sum.total) } };
  },
};
