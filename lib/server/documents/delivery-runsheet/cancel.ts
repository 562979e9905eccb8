import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { shipments } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';

/**
 * Cancel takes every AWB off (back at the branch, in transit, free for another runsheet); refused once
 * a delivery result is recorded on it — those are cancelled first.
 */
export const cancelRunsheet: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (r) =>
    Number(r.delivered_count) + Number(r.failed_count) > 0 ? 'Delivery results are recorded on it: cancel those delivery statuses first' : null,
  async run(tx, runsheet) {
    const out = runsheet.stage === 'booked';
    const released = await tx
      .update(shipments)
      .set({ delivery_runsheet_id: null, ...(out ? { status: 'in_transit' } : {}) })
      .where(eq(shipments.delivery_runsheet_id, runsheet.id))
      .returning({ id: shipments.id });
    return {
      tracking: out
        ? released.map((s) => ({
            shipment_id: s.id as number,
            status: 'in_transit' as const,
            code: 'DELIVERY_CANCELLED',
            office_id: runsheet.office_id as number,
            document_type: 'delivery-runsheet',
            document_number: runsheet.number,
          }))
        : [],
      touched: released.map((s) => ({ document: 'shipment', id: s.id as number, action: 'off-runsheet' })),
    };
  },
};
