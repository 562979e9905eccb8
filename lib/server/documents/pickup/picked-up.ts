import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { dateTimeSchema } from '@/lib/resources/engine/date-schema';
import { shipments } from '../../db/schema/documents';
import { badRequest } from '../../errors';
import type { ActionHandler, TrackingInput } from '../engine/types';

const body = z.object({
  picked_up_at: dateTimeSchema().nullish(),
  picked_koli: z.number().int().min(1, 'At least 1').max(10_000),
  /** AWBs already entered for the parcels collected (entered from the pickup, or scanned now). */
  shipment_ids: z.array(z.number().int().positive()).max(500).default([]),
});

/**
 * The courier collected the parcels: the pickup is done, the AWBs entered from it point back at it and
 * each gets its "picked up" tracking event.
 */
export const pickedUp: ActionHandler<z.infer<typeof body>> = {
  body,
  refusal: (doc) => (doc.status !== 'ASSIGNED' ? `Already ${String(doc.status).toLowerCase().replace('_', ' ')}` : null),
  async run(tx, doc, input, ac) {
    const at = input.picked_up_at ?? ac.now.toISOString();
    if (Date.parse(at) > ac.now.getTime() + 5 * 60_000) throw badRequest('Invalid body: check the highlighted fields', { picked_up_at: ['Cannot be in the future'] });
    const linked = input.shipment_ids.length
      ? await tx
          .select({ id: shipments.id, pickup_id: shipments.pickup_id, stage: shipments.stage })
          .from(shipments)
          .where(inArray(shipments.id, input.shipment_ids))
          .for('update')
      : [];
    const missing = input.shipment_ids.filter((id) => !linked.some((s) => s.id === id));
    const elsewhere = linked.filter((s) => s.pickup_id !== null && s.pickup_id !== doc.id);
    if (missing.length || elsewhere.length || linked.some((s) => s.stage === 'cancelled')) {
      throw badRequest('Invalid body: check the highlighted fields', {
        shipment_ids: [missing.length ? `Unknown shipments: ${missing.join(', ')}` : 'A shipment is cancelled or belongs to another pickup'],
      });
    }
    if (linked.length) await tx.update(shipments).set({ pickup_id: doc.id }).where(inArray(shipments.id, input.shipment_ids));
    const tracking: TrackingInput[] = linked.map((s) => ({
      shipment_id: s.id,
      status: 'picked_up',
      code: 'PICKED_UP',
      office_id: doc.office_id as number,
      event_at: at,
      document_type: 'pickup',
      document_number: doc.number,
    }));
    return {
      set: { picked_up_at: at, picked_koli: input.picked_koli },
      tracking,
      touched: linked.map((s) => ({ document: 'shipment', id: s.id, action: 'picked-up' })),
    };
  },
};

