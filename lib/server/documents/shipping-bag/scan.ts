import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { documentTable, shipments, shippingBags } from '../../db/schema/documents';
import type { ActionHandler, DocRow } from '../engine/types';
import { countersMoved, destinationMismatch, lockAwbAt, refuseScan, refuseUnlessOnItsWay, scannedAwbLine, scannedCode } from '../shared/scans';

/*
 * One AWB scanned into an open bag. Each refusal says why, in the words a dispatcher acts on, and
 * changes nothing. The AWB is locked before it is checked, so of two bags scanning one AWB at once
 * exactly one gets it.
 */

const body = z.object({
  awb: z.string().trim().min(1, 'Scan or type an AWB').max(40).transform(scannedCode),
  /** Why an AWB for another destination goes into this bag anyway. */
  override_reason: z.string().trim().max(200).nullish(),
});

/** The bag's counters moved by one AWB (`sign` −1 takes it out). */
export const bagCounters = (koli: number, kg: number, sign: 1 | -1) => countersMoved(documentTable('shipping-bag'), { awb_count: 1, koli_count: koli, weight_kg: kg }, sign);

export const scanIntoBag: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, bag: DocRow, input, ac) {
    const s = await lockAwbAt(tx, input.awb, bag.branch_id as number);
    if (!s) throw refuseScan(`AWB ${input.awb} not found`);
    refuseUnlessOnItsWay(s);
    if (s.bag_id === bag.id) throw refuseScan(`AWB ${s.number} is already in this bag`);
    if (s.bag_id) {
      const [other] = await tx.select({ number: shippingBags.number }).from(shippingBags).where(eq(shippingBags.id, s.bag_id));
      throw refuseScan(`AWB ${s.number} is already in bag ${String(other?.number ?? s.bag_id)}`);
    }
    if (s.manifest_id) throw refuseScan(`AWB ${s.number} is loaded loose on a manifest: take it off there first`);
    const mismatch = await destinationMismatch(tx, ac.ctx.references, s, [bag.destination_branch_id as number], 'bag');
    if (mismatch && !input.override_reason) throw refuseScan(`${mismatch}: give a reason to bag it anyway`, 'override_reason');
    return {
      set: bagCounters(s.koli_count, s.actual_kg, 1),
      addLines: { items: [scannedAwbLine(s, ac.now, ac.actor, mismatch ? (input.override_reason ?? null) : null)] },
      // the AWB is locked (above): marking it may wait for the statement that writes the line and the audit row
      writes: [tx.update(shipments).set({ bag_id: bag.id }).where(eq(shipments.id, s.id))],
      tracking: [{ shipment_id: s.id, status: 'pending', code: 'BAGGED', office_id: bag.office_id as number, document_type: 'shipping-bag', document_number: bag.number }],
      touched: [{ document: 'shipment', id: s.id, action: 'bagged' }],
    };
  },
};
