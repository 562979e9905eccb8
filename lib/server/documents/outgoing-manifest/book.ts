import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { shipments } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';
import { allBranches } from '../shared/office';
import { awbsOn } from './loaded';

/** Depart: the load leaves; every AWB on it (loose or bagged) is in transit, with its event. */
export const departManifest: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (m) => (Number(m.bag_count) + Number(m.awb_count) === 0 ? 'Nothing is loaded yet: scan its bags and AWBs first' : null),
  async run(tx, manifest, _input, ac) {
    const ids = await awbsOn(tx, manifest.id);
    const destination = (await allBranches(tx, ac.ctx.references)).get(manifest.destination_branch_id as number);
    return {
      set: { departed_at: ac.now.toISOString() },
      writes: ids.length ? [tx.update(shipments).set({ status: 'in_transit' }).where(inArray(shipments.id, ids))] : [],
      tracking: ids.map((id) => ({
        shipment_id: id,
        status: 'in_transit' as const,
        code: 'DEPARTED',
        office_id: manifest.office_id as number,
        document_type: 'outgoing-manifest',
        document_number: manifest.number,
        vars: { destination: destination?.city.toUpperCase() ?? '' },
      })),
      touched: ids.map((id) => ({ document: 'shipment', id, action: 'departed' })),
    };
  },
};
