import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { shipments } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';

/** Cancel releases every AWB the CDR holds (they go into a new CDR); its lines stay as a record. Refused while an invoice holds it (engine: heldBy). */
export const cancelCdr: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, doc) {
    const released = await tx.update(shipments).set({ customer_data_report_id: null }).where(eq(shipments.customer_data_report_id, doc.id)).returning({ id: shipments.id });
    return { touched: released.map((s) => ({ document: 'shipment', id: s.id as number, action: 'released' })) };
  },
};
