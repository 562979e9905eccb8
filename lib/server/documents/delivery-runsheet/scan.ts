import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryRunsheetAwbs, documentTable, shipments } from '../../db/schema/documents';
import type { ActionHandler, DocumentChange } from '../engine/types';
import { damagedWarning, lockDeliverable, refuseUnlessDeliverableHere, refuseUnlessServedBy } from '../shared/delivery';
import { countersMoved, refuseScan, scannedCode } from '../shared/scans';

const body = z.object({ awb: z.string().trim().min(1, 'Scan or type an AWB').max(40).transform(scannedCode) });

const runsheetCounters = (s: { koli_count: number; actual_kg: number; cod_amount: number }, sign: 1 | -1) =>
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

/** An AWB scanned by mistake comes off while the runsheet is open. */
export const takeOffRunsheet: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, runsheet, input): Promise<DocumentChange> {
    const [line] = await tx.select().from(deliveryRunsheetAwbs).where(and(eq(deliveryRunsheetAwbs.document_id, runsheet.id), eq(deliveryRunsheetAwbs.awb, input.awb)));
    if (!line) throw refuseScan(`${input.awb} is not on this runsheet`);
    const moved = { koli_count: Number(line.koli_count), actual_kg: Number(line.weight_kg ?? 0), cod_amount: Number(line.cod_amount ?? 0) };
    return {
      set: runsheetCounters(moved, -1),
      removeLines: { awbs: [line.id as number] },
      writes: [tx.update(shipments).set({ delivery_runsheet_id: null }).where(and(eq(shipments.id, line.shipment_id as number), eq(shipments.delivery_runsheet_id, runsheet.id)))],
      touched: [{ document: 'shipment', id: line.shipment_id as number, action: 'off-runsheet' }],
    };
  },
};
