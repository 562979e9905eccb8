import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryStatuses, documentTable, podReturns, shipments } from '../../db/schema/documents';
import type { ActionHandler } from '../engine/types';
import { lockDeliverable } from '../shared/delivery';
import { allBranches, allOffices } from '../shared/office';
import { countersMoved, refuseScan, scannedCode } from '../shared/scans';

export const body = z.object({ awb: z.string().trim().min(1, 'Scan or type the AWB on the paper POD').max(40).transform(scannedCode) });

/** One signed paper POD into the return: a delivered AWB booked at the branch it goes back to, on no other return. */
export const scanOntoPodReturn: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(tx, ret, input, ac) {
    const s = await lockDeliverable(tx, { number: input.awb });
    if (!s) throw refuseScan(`AWB ${input.awb} not found`);
    if (s.status !== 'delivered') throw refuseScan(`AWB ${s.number} is not delivered: there is no signed POD yet`);
    if (s.pod_paper_received_at) throw refuseScan(`The paper POD of AWB ${s.number} is already back at origin`);
    if (s.pod_return_id === ret.id) throw refuseScan(`AWB ${s.number} is already in this POD return`);
    if (s.pod_return_id) {
      const [other] = await tx.select({ number: podReturns.number }).from(podReturns).where(eq(podReturns.id, s.pod_return_id));
      throw refuseScan(`AWB ${s.number} is already in POD return ${String(other?.number ?? s.pod_return_id)}`);
    }
    const origin = (await allOffices(tx, ac.ctx.references)).get(s.office_id)?.branchId;
    if (origin !== ret.destination_branch_id) {
      const name = (await allBranches(tx, ac.ctx.references)).get(origin ?? -1)?.name ?? 'another branch';
      throw refuseScan(`AWB ${s.number} was booked at ${name}: its POD goes back there`);
    }
    const [pod] = await tx
      .select({ receiver: deliveryStatuses.receiver_name, at: deliveryStatuses.event_at })
      .from(deliveryStatuses)
      .where(and(eq(deliveryStatuses.shipment_id, s.id), eq(deliveryStatuses.status, 'DELIVERED')))
      .orderBy(desc(deliveryStatuses.id))
      .limit(1);
    return {
      set: countersMoved(documentTable('pod-return'), { awb_count: 1 }, 1),
      addLines: {
        awbs: [
          {
            shipment_id: s.id,
            awb: s.number,
            customer_id: s.customer_id,
            shipper_name: s.shipper_name,
            consignee_name: s.consignee_name,
            receiver_name: pod?.receiver ?? null,
            delivered_at: pod?.at ?? s.delivered_at,
            scanned_at: ac.now.toISOString(),
            scanned_by: ac.actor,
          },
        ],
      },
      writes: [tx.update(shipments).set({ pod_return_id: ret.id }).where(eq(shipments.id, s.id))],
      touched: [{ document: 'shipment', id: s.id, action: 'pod-return' }],
    };
  },
};
