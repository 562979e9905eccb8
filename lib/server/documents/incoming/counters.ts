import { and, eq } from 'drizzle-orm';
import { documentTable, incomingBags, incomingItems } from '../../db/schema/documents';
import type { Db } from '../../db/client';
import type { DocRow } from '../engine/types';
import { countersMoved } from '../shared/scans';

/** The incoming's counters moved (`sign` −1: taken back). */
export const incomingCounters = (moves: Record<string, number>, sign: 1 | -1 = 1) => countersMoved(documentTable('incoming'), moves, sign);

/** Exceptions left on a finished incoming once these counters have moved: its status follows. */
export function statusAfter(doc: DocRow, moves: Record<string, number>) {
  const left = ['missing_count', 'extra_count', 'damaged_count', 'seal_mismatch_count'].reduce((n, key) => n + Number(doc[key] ?? 0) + (moves[key] ?? 0), 0);
  return left > 0 ? 'EXCEPTIONS' : 'RECEIVED';
}

/**
 * One expected or scanned line of this incoming (its result decides what a scan does). Not locked: every
 * change of an incoming's lines holds the incoming's own row lock first, so they come one at a time.
 */
export async function itemLine(tx: Db, incomingId: number, awb: string) {
  const [line] = await tx
    .select({ id: incomingItems.id, shipment_id: incomingItems.shipment_id, bag_number: incomingItems.bag_number, result: incomingItems.result, koli_count: incomingItems.koli_count, weight_kg: incomingItems.weight_kg })
    .from(incomingItems)
    .where(and(eq(incomingItems.document_id, incomingId), eq(incomingItems.awb, awb)));
  return line;
}

export async function bagLine(tx: Db, incomingId: number, bagNumber: string) {
  const [line] = await tx.select().from(incomingBags).where(and(eq(incomingBags.document_id, incomingId), eq(incomingBags.bag_number, bagNumber)));
  return line;
}
