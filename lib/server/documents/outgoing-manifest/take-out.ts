import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outgoingManifestAwbs, outgoingManifestBags } from '../../db/schema/documents';
import { takeOutWrite } from '../engine/holds';
import type { ActionHandler, DocumentChange } from '../engine/types';
import { refuseScan, scannedCode } from '../shared/scans';
import { manifestCounters } from './scan';

const body = z.object({ code: z.string().trim().min(1, 'Scan or type a bag or an AWB number').max(40).transform(scannedCode) });

/** A bag or a loose AWB loaded by mistake comes off again while the manifest is open. */
export const takeOffManifest: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, manifest, input): Promise<DocumentChange> {
    const [bag] = await tx.select().from(outgoingManifestBags).where(and(eq(outgoingManifestBags.document_id, manifest.id), eq(outgoingManifestBags.bag_number, input.code)));
    if (bag) {
      const moves = { bag_count: 1, awb_count: Number(bag.awb_count), koli_count: Number(bag.koli_count), weight_kg: Number(bag.weight_kg ?? 0) };
      return {
        set: manifestCounters(moves, -1),
        removeLines: { bags: [bag.id as number] },
        writes: [takeOutWrite(tx, 'outgoing-manifest', 'shipping-bag', bag.bag_id as number, manifest.id)],
        touched: [{ document: 'shipping-bag', id: bag.bag_id as number, action: 'unmanifested' }],
      };
    }
    const [awb] = await tx.select().from(outgoingManifestAwbs).where(and(eq(outgoingManifestAwbs.document_id, manifest.id), eq(outgoingManifestAwbs.awb, input.code)));
    if (!awb) throw refuseScan(`${input.code} is not on this manifest`, 'code');
    return {
      set: manifestCounters({ awb_count: 1, koli_count: Number(awb.koli_count), weight_kg: Number(awb.weight_kg ?? 0) }, -1),
      removeLines: { awbs: [awb.id as number] },
      writes: [takeOutWrite(tx, 'outgoing-manifest', 'shipment', awb.shipment_id as number, manifest.id)],
      touched: [{ document: 'shipment', id: awb.shipment_id as number, action: 'unmanifested' }],
    };
  },
};
