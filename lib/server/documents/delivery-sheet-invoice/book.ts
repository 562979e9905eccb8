import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { deliverySheetInvoiceLines, invoices } from '../../db/schema/documents';
import { HttpError } from '../../errors';
import type { ActionHandler } from '../engine/types';

/** Finish: every invoice has its result; the ones not received are back at the office; the sheet lets go of them all. */
export const finishDeliverySheet: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, doc) {
    const l = deliverySheetInvoiceLines;
    const [pending] = await tx.select({ n: sql<number>`count(*)` }).from(l).where(and(eq(l.document_id, doc.id), eq(l.result, 'PENDING')));
    if (Number(pending.n) > 0) throw new HttpError(409, `${Number(pending.n)} invoice(s) of ${doc.number} have no result yet: record each one first`);
    const notReceived = (await tx.select({ id: l.invoice_id }).from(l).where(and(eq(l.document_id, doc.id), eq(l.result, 'NOT_RECEIVED')))).map((r) => r.id as number);
    if (notReceived.length) await tx.update(invoices).set({ location: 'OFFICE' }).where(inArray(invoices.id, notReceived));
    // the sheet lets go of them all: the engine releases them (the action `releases`)
    return {};
  },
};
