import { asc, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { incomingDocument } from '@/lib/resources/documents/incoming';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { outgoingManifestBags, outgoingManifests, shipments, shippingBags } from '../../db/schema/documents';
import { badRequest } from '../../errors';
import type { CreateHandler } from '../engine/types';
import { refuseScan, scannedCode } from '../shared/scans';
import { allBranches, officeOf } from '../shared/office';

const f = incomingDocument.fields;

export const incomingBody = z.object({
  office_id: fieldSchema(f.office_id),
  manifest: z.string().trim().min(1, 'Scan or type the manifest number').max(40).transform(scannedCode),
  notes: fieldSchema(f.notes),
  request_id: z.string().uuid('A UUID').optional(),
});
type IncomingInput = z.infer<typeof incomingBody>;

/**
 * Receiving starts with the manifest: departed, for this office's branch (its destination or its
 * transit), not received yet. Its bags and AWBs, as they left, are what is expected; the manifest is
 * held by this incoming (it can no longer be cancelled at the origin).
 */
export const createIncoming: CreateHandler<IncomingInput> = {
  body: incomingBody,
  async build(tx, input, ac) {
    const office = await officeOf(tx, ac.ctx.references, input.office_id as number);
    const [manifest] = await tx.select().from(outgoingManifests).where(eq(outgoingManifests.number, input.manifest)).for('update');
    if (!manifest) throw badRequest(`Manifest ${input.manifest} not found`, { manifest: ['No such manifest'] });
    const refuse = (message: string) => refuseScan(message, 'manifest');
    if (manifest.stage === 'cancelled') throw refuse(`Manifest ${manifest.number} is cancelled`);
    if (manifest.stage === 'draft') throw refuse(`Manifest ${manifest.number} has not departed yet`);
    if (manifest.incoming_id) throw refuse(`Manifest ${manifest.number} is already being received (${manifest.status === 'RECEIVED' ? 'received' : 'open'}) : continue that incoming`);
    const branches = await allBranches(tx, ac.ctx.references);
    if (![manifest.destination_branch_id, manifest.transit_branch_id].includes(office.branchId)) {
      throw refuse(`Manifest ${manifest.number} goes to ${branches.get(manifest.destination_branch_id as number)?.name ?? '?'}, not to ${branches.get(office.branchId)?.name ?? 'this branch'}`);
    }

    const bags = await tx.select().from(outgoingManifestBags).where(eq(outgoingManifestBags.document_id, manifest.id)).orderBy(asc(outgoingManifestBags.position));
    const bagIds = bags.map((b) => b.bag_id as number);
    const awbs = await tx
      .select({
        id: shipments.id,
        number: shipments.number,
        bag_id: shipments.bag_id,
        bag_number: shippingBags.number,
        destination_area_id: shipments.destination_area_id,
        koli_count: shipments.koli_count,
        actual_kg: shipments.actual_kg,
      })
      .from(shipments)
      .leftJoin(shippingBags, eq(shippingBags.id, shipments.bag_id))
      .where(or(eq(shipments.manifest_id, manifest.id), bagIds.length ? inArray(shipments.bag_id, bagIds) : undefined))
      .orderBy(asc(shippingBags.number), asc(shipments.number));

    return {
      set: {
        incoming_date: jakartaDay(ac.now),
        office_id: office.id,
        branch_id: office.branchId,
        outgoing_manifest_id: manifest.id,
        manifest_number: manifest.number,
        origin_branch_id: manifest.branch_id,
        bag_count: bags.length,
        bags_opened: 0,
        seal_mismatch_count: 0,
        expected_count: awbs.length,
        received_count: 0,
        damaged_count: 0,
        extra_count: 0,
        missing_count: 0,
        koli_count: 0,
        weight_kg: 0,
        notes: input.notes ?? null,
        status: 'RECEIVING',
      },
      scopeCode: office.branchCode,
      lines: {
        bags: bags.map((b) => ({ bag_id: b.bag_id, bag_number: b.bag_number, seal_expected: b.seal_number, awb_count: b.awb_count, result: 'PENDING' })),
        items: awbs.map((s) => ({
          shipment_id: s.id,
          awb: s.number,
          bag_number: s.bag_number ?? null,
          destination_area_id: s.destination_area_id,
          koli_count: Number(s.koli_count),
          weight_kg: Number(s.actual_kg ?? 0),
          result: 'PENDING',
          from_bag_id: s.bag_id ?? null,
          from_manifest_id: s.bag_id ? null : manifest.id,
        })),
      },
      afterInsert: async (t, doc) => {
        await t.update(outgoingManifests).set({ incoming_id: doc.id }).where(eq(outgoingManifests.id, manifest.id));
      },
      touched: [{ document: 'outgoing-manifest', id: manifest.id as number, action: 'receiving' }],
    };
  },
};
