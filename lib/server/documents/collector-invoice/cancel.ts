import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { invoices } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';

/** Cancel (not posted): the invoices are released from the collector. */
export const cancelCollection: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, doc) {
    const released = await tx.update(invoices).set({ collector_invoice_id: null }).where(eq(invoices.collector_invoice_id, doc.id)).returning({ id: invoices.id });
    return { touched: released.map((r) => ({ document: 'invoice', id: r.id as number, action: 'released' })) };
  },
};
