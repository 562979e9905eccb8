import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { incomingItems, outgoingManifests, shipments } from '../../db/schema/documents';
import { HttpError } from '../../errors';
import type { ActionHandler, TrackingInput } from '../engine/types';

/** Statuses an AWB reaches only after it left the incoming's hands. */
const MOVED_ON = ['out_for_delivery', 'delivered', 'delivery_failed', 'return_to_sender'];

/**
 * Cancel reverses the receipt: every AWB received goes back to its bag and manifest, in transit; the
 * manifest is departed again (another incoming may receive it). Refused, naming the AWB, once one has
 * moved on from here (bagged again, on a manifest or a runsheet, delivered).
 */
export const cancelIncoming: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, incoming) {
    const [moved] = await tx
      .select({ number: shipments.number })
      .from(shipments)
      .where(and(eq(shipments.incoming_id, incoming.id), or(isNotNull(shipments.bag_id), isNotNull(shipments.manifest_id), isNotNull(shipments.delivery_runsheet_id), isNotNull(shipments.vendor_handover_id), inArray(shipments.status, MOVED_ON))))
      .limit(1);
    if (moved) throw new HttpError(409, `AWB ${moved.number} has moved on from here (bagged, loaded or out for delivery): the incoming can no longer be cancelled`);
    const back = (await tx.execute(sql`
      update ${shipments} set incoming_id = null, bag_id = l.from_bag_id, manifest_id = l.from_manifest_id, status = 'in_transit'
      from ${incomingItems} l
      where l.document_id = ${incoming.id} and l.shipment_id = ${shipments.id} and ${shipments.incoming_id} = ${incoming.id}
      returning ${shipments.id} as id`)) as unknown as { rows: { id: number }[] };
    const ids = back.rows.map((r) => Number(r.id));
    const tracking: TrackingInput[] = ids.map((id) => ({
      shipment_id: id,
      status: 'in_transit',
      code: 'ARRIVAL_CANCELLED',
      office_id: incoming.office_id as number,
      document_type: 'incoming',
      document_number: incoming.number,
    }));
    return {
      writes: [tx.update(outgoingManifests).set({ incoming_id: null, status: 'DEPARTED' }).where(eq(outgoingManifests.id, incoming.outgoing_manifest_id as number))],
      tracking,
      touched: [
        { document: 'outgoing-manifest', id: incoming.outgoing_manifest_id as number, action: 'unreceived' },
        ...ids.map((id) => ({ document: 'shipment', id, action: 'unreceived' })),
      ],
    };
  },
};
