import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { deliveryStatusDocument, RECEIVER_RELATION_TEXTS, type ReceiverRelation } from '@/lib/resources/documents/delivery-status';
import { fieldSchema } from '@/lib/resources/engine/define';
import { REASON_LISTS } from '@/lib/resources/engine/define-document';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { Db } from '../../db/client';
import { deliveryRunsheetAwbs, deliveryRunsheets, documentTable, shipments, vendorHandovers } from '../../db/schema/documents';
import { badRequest } from '../../errors';
import type { CreateHandler, TrackingInput } from '../engine/types';
import { lockDeliverable, type DeliverableAwb } from '../shared/delivery';
import { officeOf } from '../shared/office';
import { countersMoved, refuseScan, scannedCode } from '../shared/scans';
import { podImageSchema, storePodImage } from './images';
import { bookReturnAwb } from './return-awb';

const f = deliveryStatusDocument.fields;
const FAILURES = REASON_LISTS.deliveryFailure.map((r) => r.code) as [string, ...string[]];

export const deliveryStatusBody = z
  .object({
    office_id: fieldSchema(f.office_id),
    awb: z.string().trim().min(1, 'Scan or type the AWB').max(40).transform(scannedCode),
    delivery_runsheet_id: z.number().int().positive().nullish(),
    result: fieldSchema(f.result),
    event_at: fieldSchema(f.event_at),
    receiver_name: fieldSchema(f.receiver_name),
    receiver_relation: fieldSchema(f.receiver_relation),
    failure_reason: z.enum(FAILURES).nullish(),
    next_step: fieldSchema(f.next_step),
    cod_collected: fieldSchema(f.cod_collected),
    signature: podImageSchema.nullish(),
    photo: podImageSchema.nullish(),
    note: fieldSchema(f.note),
    request_id: z.string().uuid('A UUID').optional(),
  })
  .superRefine((v, ctx) => {
    const need = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
    if (v.result === 'DELIVERED') {
      if (!v.receiver_name) need('receiver_name', 'Who received it');
      if (!v.receiver_relation) need('receiver_relation', 'Their relation to the consignee');
      if (!v.signature && !v.photo) need('signature', 'A signature or a photo');
      if (v.failure_reason) need('failure_reason', 'Only for a failed delivery');
    }
    if (v.result === 'FAILED') {
      if (!v.failure_reason) need('failure_reason', 'Why it could not be delivered');
      if (!v.next_step) need('next_step', 'Deliver again, or return to the shipper');
      if (v.failure_reason === 'OTHER' && !v.note) need('note', 'Say why');
      if (v.cod_collected) need('cod_collected', 'Nothing is collected on a failed delivery');
    }
  });
export type DeliveryStatusInput = z.infer<typeof deliveryStatusBody>;

const invalid = (field: string, message: string) => badRequest('Invalid body: check the highlighted fields', { [field]: [message] });

/** The runsheet line of the AWB, locked with its runsheet: it must be out and the AWB still without a result. */
async function openRunsheetLine(tx: Db, s: DeliverableAwb, runsheetId: number) {
  const [runsheet] = await tx.select().from(deliveryRunsheets).where(eq(deliveryRunsheets.id, runsheetId)).for('update');
  if (!runsheet) throw invalid('delivery_runsheet_id', 'No such runsheet');
  if (s.delivery_runsheet_id !== runsheetId) throw refuseScan(`AWB ${s.number} is not on runsheet ${runsheet.number}`);
  if (runsheet.stage !== 'booked') throw refuseScan(`Runsheet ${runsheet.number} is not out for delivery yet: dispatch it first`);
  const [line] = await tx.select().from(deliveryRunsheetAwbs).where(and(eq(deliveryRunsheetAwbs.document_id, runsheetId), eq(deliveryRunsheetAwbs.shipment_id, s.id)));
  if (!line || line.result !== 'PENDING') throw refuseScan(`AWB ${s.number} already has a result on runsheet ${runsheet.number}`);
  return { runsheet, line };
}

/** The runsheet's result counters moved by one AWB's result (`sign` −1: the result was cancelled); done once none is pending. */
export async function moveRunsheet(tx: Db, runsheetId: number, lineId: number, result: 'DELIVERED' | 'FAILED', cod: number, sign: 1 | -1) {
  const t = documentTable('delivery-runsheet');
  await tx.update(deliveryRunsheetAwbs).set({ result: sign === 1 ? result : 'PENDING' }).where(eq(deliveryRunsheetAwbs.id, lineId));
  const pending = sql`exists (select 1 from ${deliveryRunsheetAwbs} where ${deliveryRunsheetAwbs.document_id} = ${runsheetId} and ${deliveryRunsheetAwbs.result} = 'PENDING')`;
  await tx
    .update(t)
    .set({
      ...countersMoved(t, { [result === 'DELIVERED' ? 'delivered_count' : 'failed_count']: 1, cod_collected: cod }, sign),
      status: sql`case when ${pending} then 'OUT' else 'DONE' end`,
      version: sql`${deliveryRunsheets.version} + 1`,
    })
    .where(eq(deliveryRunsheets.id, runsheetId));
}

/**
 * One delivery attempt's result, recorded as it happened. The AWB must be out for delivery — on a
 * dispatched runsheet, or handed to a vendor; its status follows (delivered; failed: out again later, or
 * returned with a return AWB booked at this office).
 */
export const createDeliveryStatus: CreateHandler<DeliveryStatusInput> = {
  body: deliveryStatusBody,
  bodyLimit: 6 * 1024 * 1024,
  async build(tx, input, ac) {
    const office = await officeOf(tx, ac.ctx.references, input.office_id as number);
    const eventAt = String(input.event_at);
    if (Date.parse(eventAt) > ac.now.getTime() + 5 * 60_000) throw invalid('event_at', 'Cannot be in the future');
    const s = await lockDeliverable(tx, { number: input.awb });
    if (!s) throw refuseScan(`AWB ${input.awb} not found`);
    if (s.stage !== 'booked') throw refuseScan(`AWB ${s.number} is ${s.stage === 'draft' ? 'not booked yet' : 'cancelled'}`);
    if (s.status === 'delivered') throw refuseScan(`AWB ${s.number} is already delivered`);
    if (s.status === 'return_to_sender') throw refuseScan(`AWB ${s.number} goes back to the shipper (a return AWB was booked)`);

    const runsheetId = input.delivery_runsheet_id ?? s.delivery_runsheet_id;
    const onRunsheet = runsheetId ? await openRunsheetLine(tx, s, runsheetId) : null;
    if (!onRunsheet) {
      const [handover] = s.vendor_handover_id ? await tx.select({ stage: vendorHandovers.stage, number: vendorHandovers.number }).from(vendorHandovers).where(eq(vendorHandovers.id, s.vendor_handover_id)) : [];
      if (!handover) throw refuseScan(`AWB ${s.number} is not out for delivery: put it on a runsheet or hand it to a vendor first`);
      if (handover.stage !== 'booked') throw refuseScan(`AWB ${s.number} is on hand-over ${String(handover.number)}, not handed over yet`);
    }

    const delivered = input.result === 'DELIVERED';
    const cod = delivered ? Number(input.cod_collected ?? 0) : 0;
    if (delivered && cod !== s.cod_amount) {
      throw invalid('cod_collected', s.cod_amount ? `Collect Rp ${s.cod_amount.toLocaleString('id-ID')} (the COD on this AWB)` : 'This AWB has no COD');
    }
    const signatureId = input.signature ? await storePodImage(tx, 'SIGNATURE', input.signature, ac.actor, 'signature') : null;
    const photoId = input.photo ? await storePodImage(tx, 'PHOTO', input.photo, ac.actor, 'photo') : null;
    const returning = !delivered && input.next_step === 'RETURN';
    const ret = returning ? await bookReturnAwb(tx, s.id, office, ac.now, ac.actor) : null;
    if (onRunsheet) await moveRunsheet(tx, onRunsheet.runsheet.id as number, onRunsheet.line.id as number, input.result as 'DELIVERED' | 'FAILED', cod, 1);

    const status = delivered ? 'delivered' : returning ? 'return_to_sender' : 'delivery_failed';
    const base = { shipment_id: s.id, office_id: office.id, event_at: eventAt, document_type: 'delivery-status' } as const;
    const tracking: TrackingInput[] = delivered
      ? [
          {
            ...base,
            status: 'delivered',
            code: 'DELIVERED',
            vars: { receiver: String(input.receiver_name), relation: RECEIVER_RELATION_TEXTS[input.receiver_relation as ReceiverRelation]?.words ?? '' },
            detail: { signature_id: signatureId, photo_id: photoId },
          },
        ]
      : [{ ...base, status: 'delivery_failed', code: 'DELIVERY_FAILED', vars: { reason: REASON_LISTS.deliveryFailure.find((r) => r.code === input.failure_reason)?.words ?? '' } }];
    if (ret) {
      tracking.push({ ...base, status: 'return_to_sender', code: 'RETURN_BOOKED', vars: { return_awb: ret.number } });
      tracking.push({ shipment_id: ret.id, office_id: office.id, status: 'pending', code: 'RETURN_CREATED', vars: { original: s.number }, document_type: 'shipment', document_number: ret.number });
    }
    return {
      set: {
        pod_date: jakartaDay(ac.now),
        office_id: office.id,
        branch_id: office.branchId,
        shipment_id: s.id,
        awb: s.number,
        delivery_runsheet_id: onRunsheet ? onRunsheet.runsheet.id : null,
        runsheet_number: onRunsheet ? onRunsheet.runsheet.number : null,
        result: input.result,
        event_at: eventAt,
        receiver_name: delivered ? input.receiver_name : null,
        receiver_relation: delivered ? input.receiver_relation : null,
        failure_reason: delivered ? null : input.failure_reason,
        next_step: delivered ? null : input.next_step,
        return_shipment_id: ret?.id ?? null,
        return_awb: ret?.number ?? null,
        cod_collected: cod,
        signature_id: signatureId,
        photo_id: photoId,
        note: input.note ?? null,
        previous_status: s.status,
        status: input.result,
      },
      booked: true,
      scopeCode: office.branchCode,
      writes: [
        tx
          .update(shipments)
          // a failed attempt is counted on the AWB: delivery performance reads its first-attempt success from it
          .set(delivered ? { status, delivered_at: eventAt } : { status, delivery_runsheet_id: null, failed_attempts: sql`${shipments.failed_attempts} + 1` })
          .where(eq(shipments.id, s.id)),
      ],
      tracking,
      touched: [
        { document: 'shipment', id: s.id, action: status },
        ...(onRunsheet ? [{ document: 'delivery-runsheet', id: onRunsheet.runsheet.id as number, action: 'result' }] : []),
        ...(ret ? [{ document: 'shipment', id: ret.id, action: 'create' }] : []),
      ],
    };
  },
};
