import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { documentTable, podReturnAwbs } from '../../db/schema/documents';
import { takeOutWrite } from '../engine/holds';
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
      writes: [takeOutWrite(tx, 'pod-return', 'shipment', line.shipment_id as number, ret.id)],
      touched: [{ document: 'shipment', id: line.shipment_id as number, action: 'pod-return' }],
    };
  },
};
