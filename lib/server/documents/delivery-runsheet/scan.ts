import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { documentTable, shipments } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';
import { damagedWarning, lockDeliverable, refuseUnlessDeliverableHere, refuseUnlessServedBy } from '../shared/delivery';
import { countersMoved, refuseScan, scannedCode } from '../shared/scans';

export const body = z.object({ awb: z.string().trim().min(1, 'Scan or type an AWB').max(40).transform(scannedCode) });

export const runsheetCounters = (s: { koli_count: number; actual_kg: number; cod_amount: number }, sign: 1 | -1) =>
  countersMoved(documentTable('delivery-runsheet'), { awb_count: 1, koli_count: s.koli_count, weight_kg: s.actual_kg, cod_total: s.cod_amount }, sign);

/**
 * One AWB onto an open runsheet: here at this branch, for a district it delivers, on no other runsheet.
 * A parcel received damaged goes on too, with a warning in the answer (the dispatcher looks at it first).
 */
export const scanOntoRunsheet: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, runsheet, input, ac) {
    const s = await lockDeliverable(tx, { number: input.awb });
    if (!s) throw refuseScan(`AWB ${input.awb} not found`);
    await refuseUnlessDeliverableHere(tx, ac.ctx.references, s, runsheet.branch_id as number, { document: 'delivery-runsheet', id: runsheet.id });
    await refuseUnlessServedBy(tx, ac.ctx.references, s, runsheet.branch_id as number);
    return {
      set: runsheetCounters(s, 1),
      addLines: {
        awbs: [
          {
            shipment_id: s.id,
            awb: s.number,
            consignee_name: s.consignee_name,
            consignee_phone: s.consignee_phone,
            consignee_address: s.consignee_address,
            destination_area_id: s.destination_area_id,
            koli_count: s.koli_count,
            weight_kg: s.actual_kg,
            cod_amount: s.cod_amount,
            result: 'PENDING',
            scanned_at: ac.now.toISOString(),
            scanned_by: ac.actor,
          },
        ],
      },
      writes: [tx.update(shipments).set({ delivery_runsheet_id: runsheet.id }).where(eq(shipments.id, s.id))],
      touched: [{ document: 'shipment', id: s.id, action: 'on-runsheet' }],
      warning: await damagedWarning(tx, s),
    };
  },
};
