import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { documentTable, shipments, vendorHandoverAwbs } from '../../db/schema/documents';
import { vendors } from '../../db/schema/resources';
import type { Db } from '../../db/client';
import type { ActionHandler } from '../engine/types';
import { lockDeliverable, refuseUnlessDeliverableHere } from '../shared/delivery';
import { countersMoved, refuseScan, scannedCode } from '../shared/scans';

const awb = z.string().trim().min(1, 'Scan or type an AWB').max(40).transform(scannedCode);
const vendorAwb = z.string().trim().max(60).nullish();
const cost = z.number().int('Whole rupiah').min(0).max(10_000_000).nullish();

const scanBody = z.object({ awb, vendor_awb: vendorAwb, cost });
export const setBody = z.object({ awb, vendor_awb: vendorAwb, cost });
export const takeOutBody = z.object({ awb });

export const counters = (moves: Record<string, number>, sign: 1 | -1) => countersMoved(documentTable('vendor-handover'), moves, sign);

/** What the vendor charges for one AWB by their rates: per AWB, plus per chargeable kg (whole rupiah). */
export function vendorCost(rates: { rate_per_awb: number | null; rate_per_kg: number | null }, chargeableKg: number): number {
  return Math.round(Number(rates.rate_per_awb ?? 0) + Number(rates.rate_per_kg ?? 0) * chargeableKg);
}

export async function ratesOf(tx: Db, vendorId: number) {
  const [v] = await tx.select({ rate_per_awb: vendors.rate_per_awb, rate_per_kg: vendors.rate_per_kg }).from(vendors).where(eq(vendors.id, vendorId));
  return { rate_per_awb: Number(v?.rate_per_awb ?? 0), rate_per_kg: Number(v?.rate_per_kg ?? 0) };
}

/** One AWB onto an open hand-over: here at this branch, on no runsheet or other hand-over; its cost from the vendor's rates unless entered. */
export const scanOntoHandover: ActionHandler<z.infer<typeof scanBody>> = {
  body: scanBody,
  async run(tx, handover, input, ac) {
    const s = await lockDeliverable(tx, { number: input.awb });
    if (!s) throw refuseScan(`AWB ${input.awb} not found`);
    await refuseUnlessDeliverableHere(tx, ac.ctx.references, s, handover.branch_id as number, { document: 'vendor-handover', id: handover.id });
    const entered = input.cost != null;
    const price = entered ? Number(input.cost) : vendorCost(await ratesOf(tx, handover.vendor_id as number), s.chargeable_kg || s.actual_kg);
    return {
      set: counters({ awb_count: 1, koli_count: s.koli_count, weight_kg: s.chargeable_kg || s.actual_kg, cost_total: price }, 1),
      addLines: {
        awbs: [
          {
            shipment_id: s.id,
            awb: s.number,
            consignee_name: s.consignee_name,
            destination_area_id: s.destination_area_id,
            koli_count: s.koli_count,
            weight_kg: s.chargeable_kg || s.actual_kg,
            vendor_awb: input.vendor_awb || null,
            cost: price,
            cost_entered: entered,
            scanned_at: ac.now.toISOString(),
            scanned_by: ac.actor,
          },
        ],
      },
      writes: [tx.update(shipments).set({ vendor_handover_id: handover.id }).where(eq(shipments.id, s.id))],
      touched: [{ document: 'shipment', id: s.id, action: 'to-vendor' }],
    };
  },
};

export async function lineOf(tx: Db, handoverId: number, number: string) {
  const [line] = await tx.select().from(vendorHandoverAwbs).where(and(eq(vendorHandoverAwbs.document_id, handoverId), eq(vendorHandoverAwbs.awb, number)));
  if (!line) throw refuseScan(`${number} is not on this hand-over`);
  return line;
}
