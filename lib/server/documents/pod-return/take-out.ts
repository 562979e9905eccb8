import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { documentTable, podReturnAwbs, shipments } from '../../db/schema/documents';
import type { ActionHandler, DocumentChange } from '../engine/types';
import { countersMoved, refuseScan } from '../shared/scans';
import { body } from './scan';

export const takeOffPodReturn: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, ret, input): Promise<DocumentChange> {
    const [line] = await tx.select().from(podReturnAwbs).where(and(eq(podReturnAwbs.document_id, ret.id), eq(podReturnAwbs.awb, input.awb)));
    if (!line) throw refuseScan(`${input.awb} is not in this POD return`);
    return {
      set: countersMoved(documentTable('pod-return'), { awb_count: 1 }, -1),
      removeLines: { awbs: [line.id as number] },
      writes: [tx.update(shipments).set({ pod_return_id: null }).where(and(eq(shipments.id, line.shipment_id as number), eq(shipments.pod_return_id, ret.id)))],
      touched: [{ document: 'shipment', id: line.shipment_id as number, action: 'pod-return' }],
    };
  },
};
