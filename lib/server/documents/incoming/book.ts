import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { incomingBags, incomingItems, outgoingManifests } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';
import { incomingCounters, statusAfter } from './counters';

/**
 * Finish receiving: whatever was not scanned is missing (each with an internal event, the dispatcher
 * works them from the exceptions list); the manifest is received. Still open for late finds.
 */
export const finishIncoming: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (doc) => (Number(doc.received_count) + Number(doc.extra_count) === 0 ? 'Nothing is received yet: open the bags and scan the AWBs first' : null),
  async run(tx, incoming, _input, ac) {
    const missing = await tx
      .update(incomingItems)
      .set({ result: 'MISSING' })
      .where(and(eq(incomingItems.document_id, incoming.id), eq(incomingItems.result, 'PENDING')))
      .returning({ shipment_id: incomingItems.shipment_id });
    const moves = { missing_count: missing.length };
    return {
      set: { ...incomingCounters(moves), status: statusAfter(incoming, moves), completed_at: ac.now.toISOString() },
      writes: [
        tx.update(incomingBags).set({ result: 'MISSING' }).where(and(eq(incomingBags.document_id, incoming.id), eq(incomingBags.result, 'PENDING'))),
        tx.update(outgoingManifests).set({ status: 'RECEIVED' }).where(eq(outgoingManifests.id, incoming.outgoing_manifest_id as number)),
      ],
      tracking: missing.map((m) => ({
        shipment_id: m.shipment_id as number,
        status: 'in_transit' as const,
        code: 'MISSING_ON_ARRIVAL',
        office_id: incoming.office_id as number,
        document_type: 'incoming',
        document_number: incoming.number,
      })),
      touched: [{ document: 'outgoing-manifest', id: incoming.outgoing_manifest_id as number, action: 'received' }],
    };
  },
};
