import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { shipments } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';

/** Cancel frees its papers for another return (refused by the engine while a reception holds it). */
export const cancelPodReturn: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, ret) {
    const released = await tx.update(shipments).set({ pod_return_id: null }).where(eq(shipments.pod_return_id, ret.id)).returning({ id: shipments.id });
    return {
      tracking:
        ret.stage === 'booked'
          ? released.map((s) => ({
              shipment_id: s.id as number,
              status: 'delivered' as const,
              code: 'POD_PAPER_RETURN_CANCELLED',
              office_id: ret.office_id as number,
              document_type: 'pod-return',
              document_number: ret.number,
            }))
          : [],
      touched: released.map((s) => ({ document: 'shipment', id: s.id as number, action: 'pod-return' })),
    };
  },
};
