import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { podReceptionItems, shipments } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';
import { refuseScan } from '../shared/scans';
import { body, counters, statusAfter } from './scan-rules';

/** One paper POD in hand: received (a missing one that turns up after the finish too); no longer outstanding. */
export const receivePodPaper: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, reception, input, ac) {
    const [line] = await tx.select().from(podReceptionItems).where(and(eq(podReceptionItems.document_id, reception.id), eq(podReceptionItems.awb, input.awb))).for('update');
    if (!line) throw refuseScan(`AWB ${input.awb} is not in POD return ${reception.pod_return_number as string}`);
    if (line.result === 'RECEIVED') throw refuseScan(`The POD of AWB ${input.awb} is already received`);
    const missingMove = line.result === 'MISSING' ? -1 : 0;
    return {
      set: { ...counters({ received_count: 1, missing_count: missingMove }), ...(reception.stage === 'booked' ? { status: statusAfter(reception, missingMove) } : {}) },
      writes: [
        tx.update(podReceptionItems).set({ result: 'RECEIVED', scanned_at: ac.now.toISOString(), scanned_by: ac.actor }).where(eq(podReceptionItems.id, line.id as number)),
        tx.update(shipments).set({ pod_paper_received_at: ac.now.toISOString() }).where(eq(shipments.id, line.shipment_id as number)),
      ],
      tracking: [
        { shipment_id: line.shipment_id as number, status: 'delivered', code: 'POD_PAPER_RECEIVED', office_id: reception.office_id as number, document_type: 'pod-reception', document_number: reception.number },
      ],
      touched: [{ document: 'shipment', id: line.shipment_id as number, action: 'pod-received' }],
    };
  },
};
