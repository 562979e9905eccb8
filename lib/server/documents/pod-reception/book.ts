import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { podReceptionItems, podReturns } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';
import { counters, statusAfter } from './scan-rules';

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
