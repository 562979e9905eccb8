import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryRunsheetAwbs, shipments } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';
import { courierName } from '../shared/delivery';

/** Dispatch: the courier leaves; every AWB on the runsheet is out for delivery, with its event. */
export const dispatchRunsheet: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (r) => (Number(r.awb_count) === 0 ? 'Nothing is on it yet: scan the AWBs first' : null),
  async run(tx, runsheet, _input, ac) {
    const lines = await tx.select({ id: deliveryRunsheetAwbs.shipment_id }).from(deliveryRunsheetAwbs).where(eq(deliveryRunsheetAwbs.document_id, runsheet.id));
    const ids = lines.map((l) => l.id as number);
    const courier = await courierName(tx, runsheet.driver_id as number);
    return {
      set: { dispatched_at: ac.now.toISOString() },
      writes: [tx.update(shipments).set({ status: 'out_for_delivery' }).where(inArray(shipments.id, ids))],
      tracking: ids.map((id) => ({
        shipment_id: id,
        status: 'out_for_delivery' as const,
        code: 'OUT_FOR_DELIVERY',
        office_id: runsheet.office_id as number,
        document_type: 'delivery-runsheet',
        document_number: runsheet.number,
        vars: { courier },
      })),
      touched: ids.map((id) => ({ document: 'shipment', id, action: 'out-for-delivery' })),
    };
  },
};
