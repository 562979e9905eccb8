import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { podReceptionItems, podReturns, shipments } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';

/** Cancel: the papers it took in are outstanding again; the POD return is sent (not received) again. */
export const cancelPodReception: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, reception) {
    const received = await tx
      .select({ id: podReceptionItems.shipment_id })
      .from(podReceptionItems)
      .where(and(eq(podReceptionItems.document_id, reception.id), eq(podReceptionItems.result, 'RECEIVED')));
    const ids = received.map((r) => r.id as number);
    return {
      writes: [
        ...(ids.length ? [tx.update(shipments).set({ pod_paper_received_at: null }).where(inArray(shipments.id, ids))] : []),
        tx.update(podReturns).set({ status: 'SENT' }).where(eq(podReturns.id, reception.pod_return_id as number)),
      ],
      touched: [{ document: 'pod-return', id: reception.pod_return_id as number, action: 'unreceived' }, ...ids.map((id) => ({ document: 'shipment', id, action: 'pod-unreceived' }))],
    };
  },
};
