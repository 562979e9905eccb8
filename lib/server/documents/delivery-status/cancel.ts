import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TrackingStatus } from '@/lib/resources/engine/define-document';
import { customerDataReports, deliveryRunsheetAwbs, podReturns, shipments } from '../../db/schema/documents';
import { HttpError } from '../../errors';
import type { ActionHandler, DocumentChange } from '../engine/types';
import { lockDeliverable } from '../shared/delivery';
import { moveRunsheet } from './create';

/**
 * Cancel (a result entered on the wrong AWB, a courier's mistake): the AWB is put back as it was before
 * — its status, its runsheet line pending again — and a return AWB booked by it is cancelled, as long as
 * nothing has moved on since (the paper POD sent back, the AWB on another runsheet, the return moving).
 */
export const cancelDeliveryStatus: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, pod, _input, ac): Promise<DocumentChange> {
    const s = await lockDeliverable(tx, { id: pod.shipment_id as number });
    if (!s) throw new HttpError(409, 'Its AWB no longer exists');
    const movedOn = (why: string) => new HttpError(409, `AWB ${s.number} has moved on since: ${why}`);
    const expected = pod.result === 'DELIVERED' ? 'delivered' : pod.return_shipment_id ? 'return_to_sender' : 'delivery_failed';
    if (s.status !== expected) throw movedOn(`it is ${s.status.replace(/_/g, ' ')} now`);
    if (s.pod_return_id) {
      const [r] = await tx.select({ number: podReturns.number }).from(podReturns).where(eq(podReturns.id, s.pod_return_id));
      throw movedOn(`its paper POD is on POD return ${String(r?.number ?? s.pod_return_id)}`);
    }
    if (pod.result === 'FAILED' && s.delivery_runsheet_id) throw movedOn('it is on another runsheet');
    const [billed] = await tx
      .select({ number: customerDataReports.number })
      .from(shipments)
      .innerJoin(customerDataReports, eq(customerDataReports.id, shipments.customer_data_report_id))
      .where(eq(shipments.id, s.id));
    if (billed) throw movedOn(`it is billed on CDR ${String(billed.number)}`);

    const writes = [];
    const touched: DocumentChange['touched'] = [{ document: 'shipment', id: s.id, action: 'pod-cancelled' }];
    if (pod.return_shipment_id) {
      const ret = await lockDeliverable(tx, { id: pod.return_shipment_id as number });
      if (ret && ret.stage !== 'cancelled') {
        if (ret.status !== 'pending' || ret.bag_id || ret.manifest_id || ret.delivery_runsheet_id) {
          throw new HttpError(409, `Return AWB ${ret.number} has moved on: it can no longer be cancelled`);
        }
        writes.push(
          tx
            .update(shipments)
            .set({ stage: 'cancelled', status: 'cancelled', cancelled_at: ac.now.toISOString(), cancelled_by: ac.actor, cancel_reason: 'WRONG_INPUT', cancel_note: `Delivery status ${pod.number} cancelled` })
            .where(eq(shipments.id, ret.id)),
        );
        touched.push({ document: 'shipment', id: ret.id, action: 'cancel' });
      }
    }
    const runsheetId = pod.delivery_runsheet_id as number | null;
    if (runsheetId) {
      const [line] = await tx.select({ id: deliveryRunsheetAwbs.id }).from(deliveryRunsheetAwbs).where(and(eq(deliveryRunsheetAwbs.document_id, runsheetId), eq(deliveryRunsheetAwbs.shipment_id, s.id)));
      if (line) await moveRunsheet(tx, runsheetId, line.id as number, pod.result as 'DELIVERED' | 'FAILED', Number(pod.cod_collected ?? 0), -1);
      touched.push({ document: 'delivery-runsheet', id: runsheetId, action: 'result-cancelled' });
    }
    const previous = String(pod.previous_status ?? 'out_for_delivery') as TrackingStatus;
    writes.push(
      tx
        .update(shipments)
        .set({
          status: previous,
          delivered_at: null,
          ...(runsheetId ? { delivery_runsheet_id: runsheetId } : {}),
          ...(pod.result === 'FAILED' ? { failed_attempts: sql`greatest(${shipments.failed_attempts} - 1, 0)` } : {}),
        })
        .where(eq(shipments.id, s.id)),
    );
    return {
      writes,
      tracking: [
        { shipment_id: s.id, status: previous, code: 'POD_CANCELLED', office_id: pod.office_id as number, document_type: 'delivery-status', document_number: pod.number },
        ...(pod.return_shipment_id ? [{ shipment_id: pod.return_shipment_id as number, status: 'cancelled' as const, code: 'CANCELLED', office_id: pod.office_id as number, document_type: 'delivery-status', document_number: pod.number }] : []),
      ],
      touched,
    };
  },
};
