import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { documentTable, shipments, shippingBags } from '../../db/schema/documents';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { columnOf } from '../../db/schema/resources';
import { HttpError } from '../../errors';
import type { ActionHandler, DocRow } from '../engine/types';
import { areasServed } from '../shared/areas';
import { allBranches } from '../shared/office';

/*
 * One AWB scanned into an open bag. Each refusal says why, in the words a dispatcher acts on, and
 * changes nothing. The shipment row is locked before it is checked, so of two bags scanning one AWB at
 * once exactly one gets it.
 */

const body = z.object({
  awb: z.string().trim().min(1, 'Scan or type an AWB').max(40).transform((v) => v.toUpperCase()),
  /** Why an AWB for another destination goes into this bag anyway. */
  override_reason: z.string().trim().max(200).nullish(),
});

/** A scan refused: 409 with the reason at the AWB (or at the override when a reason would let it in). */
export const refuseScan = (message: string, field: 'awb' | 'override_reason' = 'awb') => new HttpError(409, message, { [field]: [message] });

/** The bag's counters moved by one AWB (`sign` −1 takes it out). */
export function countersAfter(bag: DocRow, koli: number, kg: number, sign: 1 | -1) {
  const t = documentTable('shipping-bag');
  return {
    awb_count: sql`${columnOf(t, 'awb_count')} + ${sign}`,
    koli_count: sql`${columnOf(t, 'koli_count')} + ${sign * koli}`,
    weight_kg: sql`coalesce(${columnOf(t, 'weight_kg')}, 0) + ${(sign * kg).toFixed(2)}::numeric`,
  };
}

/**
 * Where the AWB should go by its destination district: the branch serving it. A bag to a hub takes any
 * AWB (the hub sorts it on); a bag to a branch takes the AWBs that branch delivers.
 */
async function destinationMismatch(tx: Db, refs: ReferenceCache, bag: DocRow, areaId: number): Promise<string | null> {
  const area = (await areasServed(tx, refs)).get(areaId);
  const target = (await allBranches(tx, refs)).get(bag.destination_branch_id as number);
  if (!area || !target || target.kind === 'HUB' || area.branchId === target.id) return null;
  const place = area.regency.replace(/^(Kota Adm\.|Kota|Kabupaten|Kab\.)\s+/i, '');
  return `For ${place}, this bag goes to ${target.name}`;
}

export const scanIntoBag: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, bag, input, ac) {
    const [s] = await tx
      .select({
        id: shipments.id,
        number: shipments.number,
        stage: shipments.stage,
        status: shipments.status,
        bag_id: shipments.bag_id,
        destination_area_id: shipments.destination_area_id,
        koli_count: shipments.koli_count,
        actual_kg: shipments.actual_kg,
      })
      .from(shipments)
      .where(eq(shipments.number, input.awb))
      .for('update');
    if (!s) throw refuseScan(`AWB ${input.awb} not found`);
    if (s.stage === 'draft') throw refuseScan(`AWB ${s.number} is not booked yet`);
    if (s.stage === 'cancelled') throw refuseScan(`AWB ${s.number} is cancelled`);
    if (s.status === 'delivered') throw refuseScan(`AWB ${s.number} is already delivered`);
    if (s.bag_id === bag.id) throw refuseScan(`AWB ${s.number} is already in this bag`);
    if (s.bag_id) {
      const [other] = await tx.select({ number: shippingBags.number }).from(shippingBags).where(eq(shippingBags.id, s.bag_id as number));
      throw refuseScan(`AWB ${s.number} is already in bag ${String(other?.number ?? s.bag_id)}`);
    }
    const mismatch = await destinationMismatch(tx, ac.ctx.references, bag, s.destination_area_id as number);
    if (mismatch && !input.override_reason) throw refuseScan(`${mismatch}: give a reason to bag it anyway`, 'override_reason');
    const koli = Number(s.koli_count);
    const kg = Number(s.actual_kg ?? 0);
    return {
      set: countersAfter(bag, koli, kg, 1),
      addLines: {
        items: [
          {
            shipment_id: s.id,
            awb: s.number,
            destination_area_id: s.destination_area_id,
            koli_count: koli,
            weight_kg: kg,
            scanned_at: ac.now.toISOString(),
            scanned_by: ac.actor,
            override_reason: mismatch ? (input.override_reason ?? null) : null,
          },
        ],
      },
      // the AWB is locked (above): marking it may wait for the statement that writes the line and the audit row
      writes: [tx.update(shipments).set({ bag_id: bag.id }).where(eq(shipments.id, s.id))],
      tracking: [{ shipment_id: s.id, status: 'pending', code: 'BAGGED', office_id: bag.office_id as number, document_type: 'shipping-bag', document_number: bag.number }],
      touched: [{ document: 'shipment', id: s.id, action: 'bagged' }],
    };
  },
};
