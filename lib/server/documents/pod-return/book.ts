import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { shipments } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';
import { allBranches } from '../shared/office';

/** Send: the papers leave for the origin branch; each AWB's tracking says so. */
export const sendPodReturn: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (r) => (Number(r.awb_count) === 0 ? 'No POD is in it yet: scan the papers first' : null),
  async run(tx, ret, _input, ac) {
    const rows = await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.pod_return_id, ret.id));
    const to = (await allBranches(tx, ac.ctx.references)).get(ret.destination_branch_id as number);
    return {
      set: { sent_at: ac.now.toISOString() },
      tracking: rows.map((r) => ({
        shipment_id: r.id as number,
        status: 'delivered' as const,
        code: 'POD_PAPER_SENT',
        office_id: ret.office_id as number,
        document_type: 'pod-return',
        document_number: ret.number,
        vars: { destination: to?.city.toUpperCase() ?? '' },
      })),
      touched: rows.map((r) => ({ document: 'shipment', id: r.id as number, action: 'pod-sent' })),
    };
  },
};
