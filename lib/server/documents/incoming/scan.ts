import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { incomingItems, shipments } from '../../db/schema/documents';
import type { ActionContext, ActionHandler, DocRow, DocumentChange } from '../engine/types';
import { lockAwb, refuseScan, refuseUnlessOnItsWay, scannedCode } from '../shared/scans';
import { bagLine, incomingCounters, itemLine, statusAfter } from './counters';

const body = z.object({
  code: z.string().trim().min(1, 'Scan or type an AWB number').max(40).transform(scannedCode),
  /** The parcel arrived damaged (torn, wet, crushed): received, and on the exceptions list. */
  damaged: z.boolean().optional().default(false),
  note: z.string().trim().max(200).nullish(),
});
type ScanInput = z.infer<typeof body>;

/** The AWB is here now: out of its bag and manifest, held by this incoming, with its arrival event. */
function arrived(tx: Parameters<ActionHandler<ScanInput>['run']>[0], incoming: DocRow, shipmentId: number, damaged: boolean): DocumentChange {
  return {
    writes: [tx.update(shipments).set({ incoming_id: incoming.id, bag_id: null, manifest_id: null, status: 'in_transit' }).where(eq(shipments.id, shipmentId))],
    tracking: [
      {
        shipment_id: shipmentId,
        status: 'in_transit',
        code: damaged ? 'ARRIVED_DAMAGED' : 'ARRIVED',
        office_id: incoming.office_id as number,
        document_type: 'incoming',
        document_number: incoming.number,
      },
    ],
    touched: [{ document: 'shipment', id: shipmentId, action: 'received' }],
  };
}

const withStatus = (incoming: DocRow, moves: Record<string, number>) => ({
  ...incomingCounters(moves),
  ...(incoming.stage === 'booked' ? { status: statusAfter(incoming, moves) } : {}),
});

/** An AWB the manifest listed: received (or damaged); one reported missing at the finish may still turn up. */
async function receiveExpected(tx: Parameters<ActionHandler<ScanInput>['run']>[0], incoming: DocRow, line: Record<string, unknown>, input: ScanInput, ac: ActionContext): Promise<DocumentChange> {
  if (line.result !== 'PENDING' && line.result !== 'MISSING') throw refuseScan(`AWB ${input.code} is already received`, 'code');
  if (line.bag_number) {
    const bag = await bagLine(tx, incoming.id, String(line.bag_number));
    if (bag && (bag.result === 'PENDING' || bag.result === 'MISSING')) throw refuseScan(`AWB ${input.code} is in bag ${String(line.bag_number)}: open the bag first (check its seal)`, 'code');
  }
  const moves = {
    received_count: 1,
    damaged_count: input.damaged ? 1 : 0,
    missing_count: line.result === 'MISSING' ? -1 : 0,
    koli_count: Number(line.koli_count),
    weight_kg: Number(line.weight_kg ?? 0),
  };
  const change = arrived(tx, incoming, line.shipment_id as number, input.damaged);
  return {
    ...change,
    set: withStatus(incoming, moves),
    writes: [
      ...change.writes!,
      tx
        .update(incomingItems)
        .set({ result: input.damaged ? 'DAMAGED' : 'RECEIVED', note: input.note ?? null, scanned_at: ac.now.toISOString(), scanned_by: ac.actor })
        .where(eq(incomingItems.id, line.id as number)),
    ],
  };
}

/** An AWB that came although the manifest did not list it: received as extra, from wherever it was. */
async function receiveExtra(tx: Parameters<ActionHandler<ScanInput>['run']>[0], incoming: DocRow, input: ScanInput, ac: ActionContext): Promise<DocumentChange> {
  const s = await lockAwb(tx, input.code);
  if (!s) throw refuseScan(`AWB ${input.code} not found`, 'code');
  refuseUnlessOnItsWay(s, 'code');
  if (s.status === 'out_for_delivery') throw refuseScan(`AWB ${s.number} is out for delivery`, 'code');
  const moves = { extra_count: 1, damaged_count: input.damaged ? 1 : 0, koli_count: s.koli_count, weight_kg: s.actual_kg };
  const change = arrived(tx, incoming, s.id, input.damaged);
  return {
    ...change,
    set: withStatus(incoming, moves),
    addLines: {
      items: [
        {
          shipment_id: s.id,
          awb: s.number,
          bag_number: null,
          destination_area_id: s.destination_area_id,
          koli_count: s.koli_count,
          weight_kg: s.actual_kg,
          result: 'EXTRA',
          note: [input.damaged ? 'Damaged' : null, input.note].filter(Boolean).join(': ') || null,
          from_bag_id: s.bag_id,
          from_manifest_id: s.manifest_id,
          scanned_at: ac.now.toISOString(),
          scanned_by: ac.actor,
        },
      ],
    },
  };
}

export const scanIncomingAwb: ActionHandler<ScanInput> = {
  body,
  async run(tx, incoming, input, ac) {
    const line = await itemLine(tx, incoming.id, input.code);
    return line ? receiveExpected(tx, incoming, line, input, ac) : receiveExtra(tx, incoming, input, ac);
  },
};
