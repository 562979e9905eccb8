import type { z } from 'zod';
import { takeOutWrite } from '../engine/holds';
import type { ActionHandler, DocumentChange } from '../engine/types';
import { counters, lineOf, takeOutBody } from './scan';

export const takeOffHandover: ActionHandler<z.infer<typeof takeOutBody>> = {
  body: takeOutBody,
  async run(tx, handover, input): Promise<DocumentChange> {
    const line = await lineOf(tx, handover.id, input.awb);
    return {
      set: counters({ awb_count: 1, koli_count: Number(line.koli_count), weight_kg: Number(line.weight_kg ?? 0), cost_total: Number(line.cost ?? 0) }, -1),
      removeLines: { awbs: [line.id as number] },
      writes: [takeOutWrite(tx, 'vendor-handover', 'shipment', line.shipment_id as number, handover.id)],
      touched: [{ document: 'shipment', id: line.shipment_id as number, action: 'from-vendor' }],
    };
  },
};
