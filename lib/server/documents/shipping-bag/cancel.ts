import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { shipments } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';

/** Unbag: every AWB comes out (free for another bag); the bag's lines stay as the record of what it held. */
export const cancelBag: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, bag) {
    const released = await tx.update(shipments).set({ bag_id: null }).where(eq(shipments.bag_id, bag.id)).returning({ id: shipments.id });
    return {
      tracking: released.map((s) => ({ shipment_id: s.id as number, status: 'pending' as const, code: 'UNBAGGED', office_id: bag.office_id as number, document_type: 'shipping-bag', document_number: bag.number })),
      touched: released.map((s) => ({ document: 'shipment', id: s.id as number, action: 'unbagged' })),
    };
  },
};
