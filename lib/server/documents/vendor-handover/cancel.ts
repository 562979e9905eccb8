import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { shipments } from '../../db/schema/documents';
import { HttpError } from '../../errors';
import type { ActionHandler } from '../engine/types';
import { DELIVERY_RESULTS } from './book';

/** Cancel takes every AWB back (free for a runsheet or another vendor); refused once the vendor's result of one is recorded. */
export const cancelHandover: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, handover) {
    const [done] = await tx
      .select({ number: shipments.number })
      .from(shipments)
      .where(and(eq(shipments.vendor_handover_id, handover.id), inArray(shipments.status, DELIVERY_RESULTS)))
      .limit(1);
    if (done) throw new HttpError(409, `AWB ${done.number} already has a delivery result: cancel that delivery status first`);
    // the engine takes every AWB back, with the declared event once the vendor had them
    return {};
  },
};
