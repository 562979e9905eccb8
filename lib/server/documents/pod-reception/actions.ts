import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { documentTable, podReceptionItems, podReturns, shipments } from '../../db/schema/documents';
import type { ActionHandler, DocRow } from '../engine/types';
import { countersMoved, refuseScan, scannedCode } from '../shared/scans';

const body = z.object({ awb: z.string().trim().min(1, 'Scan or type the AWB on the paper POD').max(40).transform(scannedCode) });
const counters = (moves: Record<string, number>) => countersMoved(documentTable('pod-reception'), moves, 1);
const statusAfter = (doc: DocRow, missingMove: number) => (Number(doc.missing_count) + missingMove > 0 ? 'INCOMPLETE' : 'RECEIVED');

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

/** Finish: the papers not in hand are missing (their AWBs stay outstanding); the POD return is received. */
export const finishPodReception: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (doc) => (Number(doc.received_count) === 0 ? 'No POD is received yet: scan the papers first' : null),
  async run(tx, reception, _input, ac) {
    const missing = await tx
      .update(podReceptionItems)
      .set({ result: 'MISSING' })
      .where(and(eq(podReceptionItems.document_id, reception.id), eq(podReceptionItems.result, 'PENDING')))
      .returning({ id: podReceptionItems.id });
    return {
      set: { ...counters({ missing_count: missing.length }), status: statusAfter(reception, missing.length), completed_at: ac.now.toISOString() },
      writes: [tx.update(podReturns).set({ status: 'RECEIVED' }).where(eq(podReturns.id, reception.pod_return_id as number))],
      touched: [{ document: 'pod-return', id: reception.pod_return_id as number, action: 'received' }],
    };
  },
};

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
        tx.update(podReturns).set({ pod_reception_id: null, status: 'SENT' }).where(eq(podReturns.id, reception.pod_return_id as number)),
      ],
      touched: [{ document: 'pod-return', id: reception.pod_return_id as number, action: 'unreceived' }, ...ids.map((id) => ({ document: 'shipment', id, action: 'pod-unreceived' }))],
    };
  },
};
