import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { invoices } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';

/** Cancel (sent by mistake, came back): the invoice no longer has its PODs out. */
export const cancelPodSending: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, doc) {
    await tx.update(invoices).set({ pod_invoice_id: null }).where(eq(invoices.pod_invoice_id, doc.id));
    return { touched: [{ document: 'invoice', id: doc.invoice_id as number, action: 'pods-back' }] };
  },
};
