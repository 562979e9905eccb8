import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { shipments } from '../../db/schema/documents';
import type { ActionHandler, DocumentChange } from '../engine/types';
import { counters, lineOf, takeOutBody } from './scan';

export const takeOffHandover: ActionHandler<z.infer<typeof takeOutBody>> = {
  body: takeOutBody,
  async run(tx, handover, input): Promise<DocumentChange> {
    const line = await lineOf(tx, handover.id, input.awb);
    return {
      set: counters({ awb_count: 1, koli_count: Number(line.koli_count), weight_kg: Number(line.weight_kg ?? 0), cost_total: Number(line.cost ?? 0) }, -1),
      removeLines: { awbs: [line.id as number] },
      writes: [tx.update(shipments).set({ vendor_handover_id: null }).where(and(eq(shipments.id, line.shipment_id as number), eq(shipments.vendor_handover_id, handover.id)))],
      touched: [{ document: 'shipment', id: line.shipment_id as number, action: 'from-vendor' }],
    };
  },
};
