import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { documentTable, outgoingManifests, shipments, shippingBags } from '../../db/schema/documents';
import type { Db } from '../../db/client';
import type { ActionContext, ActionHandler, DocRow, DocumentChange } from '../engine/types';
import { allBranches } from '../shared/office';
import { countersMoved, destinationMismatch, lockAwbAt, refuseScan, refuseUnlessOnItsWay, scannedAwbLine, scannedCode } from '../shared/scans';

/*
 * One scan onto an open manifest: a sealed bag (its number) or a loose AWB. The bag or the AWB is
 * locked before it is checked, so of two manifests scanning it at once exactly one gets it. A loose
 * AWB for another destination needs a reason; a bag goes only where its seal says.
 */

const body = z.object({
  code: z.string().trim().min(1, 'Scan or type a bag or an AWB number').max(40).transform(scannedCode),
  override_reason: z.string().trim().max(200).nullish(),
});

export const manifestCounters = (moves: { bag_count?: number; awb_count: number; koli_count: number; weight_kg: number }, sign: 1 | -1) =>
  countersMoved(documentTable('outgoing-manifest'), moves, sign);

/** Where this manifest's load may go: its destination and its transit. */
export const routeOf = (manifest: DocRow) => [manifest.destination_branch_id as number, ...(manifest.transit_branch_id ? [manifest.transit_branch_id as number] : [])];

const manifestNumber = async (tx: Db, id: number) =>
  String((await tx.select({ number: outgoingManifests.number }).from(outgoingManifests).where(eq(outgoingManifests.id, id)))[0]?.number ?? id);

async function scanBag(tx: Db, manifest: DocRow, code: string, ac: ActionContext): Promise<DocumentChange | null> {
  const [bag] = await tx.select().from(shippingBags).where(eq(shippingBags.number, code)).for('update');
  if (!bag) return null;
  if (bag.stage === 'cancelled') throw refuseScan(`Bag ${code} is cancelled`, 'code');
  if (bag.stage === 'draft') throw refuseScan(`Bag ${code} is still open: close and seal it first`, 'code');
  if (bag.manifest_id === manifest.id) throw refuseScan(`Bag ${code} is already on this manifest`, 'code');
  if (bag.manifest_id) throw refuseScan(`Bag ${code} is already on manifest ${await manifestNumber(tx, bag.manifest_id as number)}`, 'code');
  if (!routeOf(manifest).includes(bag.destination_branch_id as number)) {
    const branches = await allBranches(tx, ac.ctx.references);
    const to = (id: unknown) => branches.get(id as number)?.name ?? String(id);
    throw refuseScan(`Bag ${code} goes to ${to(bag.destination_branch_id)}; this manifest to ${to(manifest.destination_branch_id)}`, 'code');
  }
  const moves = { bag_count: 1, awb_count: Number(bag.awb_count), koli_count: Number(bag.koli_count), weight_kg: Number(bag.weight_kg ?? 0) };
  return {
    set: manifestCounters(moves, 1),
    addLines: {
      bags: [
        {
          bag_id: bag.id,
          bag_number: bag.number,
          seal_number: bag.seal_number,
          destination_branch_id: bag.destination_branch_id,
          awb_count: moves.awb_count,
          koli_count: moves.koli_count,
          weight_kg: moves.weight_kg,
          scanned_at: ac.now.toISOString(),
          scanned_by: ac.actor,
        },
      ],
    },
    writes: [tx.update(shippingBags).set({ manifest_id: manifest.id }).where(eq(shippingBags.id, bag.id as number))],
    touched: [{ document: 'shipping-bag', id: bag.id as number, action: 'manifested' }],
  };
}

async function scanLooseAwb(tx: Db, manifest: DocRow, code: string, overrideReason: string | null | undefined, ac: ActionContext): Promise<DocumentChange> {
  const s = await lockAwbAt(tx, code, manifest.branch_id as number);
  if (!s) throw refuseScan(`No bag or AWB ${code} found`, 'code');
  refuseUnlessOnItsWay(s, 'code');
  if (s.bag_id) {
    const [bag] = await tx.select({ number: shippingBags.number }).from(shippingBags).where(eq(shippingBags.id, s.bag_id));
    throw refuseScan(`AWB ${s.number} is in bag ${String(bag?.number ?? s.bag_id)}: scan the bag`, 'code');
  }
  if (s.manifest_id === manifest.id) throw refuseScan(`AWB ${s.number} is already on this manifest`, 'code');
  if (s.manifest_id) throw refuseScan(`AWB ${s.number} is already on manifest ${await manifestNumber(tx, s.manifest_id)}`, 'code');
  const mismatch = await destinationMismatch(tx, ac.ctx.references, s, routeOf(manifest), 'manifest');
  if (mismatch && !overrideReason) throw refuseScan(`${mismatch}: give a reason to load it anyway`, 'override_reason');
  return {
    set: manifestCounters({ awb_count: 1, koli_count: s.koli_count, weight_kg: s.actual_kg }, 1),
    addLines: { awbs: [scannedAwbLine(s, ac.now, ac.actor, mismatch ? (overrideReason ?? null) : null)] },
    writes: [tx.update(shipments).set({ manifest_id: manifest.id }).where(eq(shipments.id, s.id))],
    touched: [{ document: 'shipment', id: s.id, action: 'manifested' }],
  };
}

export const scanOntoManifest: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, manifest, input, ac) {
    return (await scanBag(tx, manifest, input.code, ac)) ?? scanLooseAwb(tx, manifest, input.code, input.override_reason, ac);
  },
};
