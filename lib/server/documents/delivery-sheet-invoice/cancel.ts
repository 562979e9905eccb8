import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { invoices } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';

/** Cancel (still out): every invoice is back at the office as it was. */
export const cancelDeliverySheet: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, doc) {
    // back at the office as they were; the engine then releases them from the sheet
    await tx.update(invoices).set({ location: 'OFFICE', received_by: null, received_at: null }).where(eq(invoices.delivery_sheet_invoice_id, doc.id));
    return {};
  },
};
