import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { shipments } from '../../db/schema/documents';
import type { ActionHandler, TrackingInput } from '../engine/types';
import { awbsOn } from './loaded';

/**
 * Cancel releases the bags and loose AWBs (they may be loaded again); a departed manifest's AWBs are
 * back to waiting at the origin, with an event saying so. Its lines stay as the record.
 */
export const cancelManifest: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (m) => (m.status === 'RECEIVED' ? 'Already received at the destination: the incoming there holds it' : null),
  async run(tx, manifest) {
    const departed = manifest.stage === 'booked';
    const carried = departed ? await awbsOn(tx, manifest.id) : [];
    const tracking: TrackingInput[] = carried.map((id) => ({
      shipment_id: id,
      status: 'pending',
      code: 'DEPARTURE_CANCELLED',
      office_id: manifest.office_id as number,
      document_type: 'outgoing-manifest',
      document_number: manifest.number,
    }));
    return {
      writes: carried.length ? [tx.update(shipments).set({ status: 'pending' }).where(inArray(shipments.id, carried))] : [],
      tracking,
      // its bags and loose AWBs the engine releases; what it carried (in its bags too) is back at the origin
      touched: carried.map((id) => ({ document: 'shipment', id, action: 'unmanifested' })),
    };
  },
};
