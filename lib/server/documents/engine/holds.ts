import { and, eq, type SQLWrapper } from 'drizzle-orm';
import { DOCUMENTS } from '@/lib/resources/documents/registry';
import type { DocumentAction, DocumentDefinition } from '@/lib/resources/engine/define-document';
import type { Db } from '../../db/client';
import { documentTable } from '../../db/schema/documents';
import { columnOf } from '../../db/schema/resources';
import type { DocRow, DocumentChange, TrackingInput } from './types';

/*
 * Holds, declared once: a document that takes others in is named by their `heldBy` (a shipment's
 * `bag_id` → the shipping bag). From that the engine knows what each document holds; it refuses to
 * cancel or edit a held one naming its holder (run-document-action holderOf), lets go of everything a
 * document holds when it is cancelled or takes a `releases` action — with what the holder's `release`
 * declares for the shipments (a status, a tracking event) — and takes one out on a line's take-out.
 */

const defs = DOCUMENTS as unknown as DocumentDefinition[];

/** What a document holds: each document type and the column of it that names the holder. */
export function holdsOf(holder: string): { held: DocumentDefinition; column: string }[] {
  return defs.flatMap((held) => Object.entries(held.heldBy ?? {}).filter(([, by]) => by === holder).map(([column]) => ({ held, column })));
}

/** The column of `held` naming a `holder` (`shipment`, `shipping-bag` → `bag_id`). */
export function holdColumn(held: string, holder: string): string {
  const found = holdsOf(holder).find((h) => h.held.name === held);
  if (!found) throw new Error(`${held} is not held by ${holder} (declare it in ${held}'s heldBy)`);
  return found.column;
}

/** Whether an action lets go of what the document holds. */
export const releasesHolds = (action: DocumentAction) => action.to === 'cancelled' || Boolean(action.releases);

/**
 * Lets go of everything `doc` holds: each held row's column back to empty (the shipments with what the
 * holder's `release` sets), the browsers told, and the shipments' release event where one is declared.
 */
export async function releaseHolds(tx: Db, def: DocumentDefinition, doc: DocRow): Promise<Pick<DocumentChange, 'touched' | 'tracking'>> {
  const touched: NonNullable<DocumentChange['touched']> = [];
  const tracking: TrackingInput[] = [];
  const release = def.release;
  const applies = !release?.stages || release.stages.includes(doc.stage as never);
  for (const { held, column } of holdsOf(def.name)) {
    const table = documentTable(held.name);
    const extra = held.name === 'shipment' && applies ? (release?.set ?? {}) : {};
    const rows = (await tx
      .update(table)
      .set({ [column]: null, ...extra })
      .where(eq(columnOf(table, column), doc.id))
      .returning({ id: columnOf(table, 'id') })) as { id: number }[];
    for (const r of rows) touched.push({ document: held.name, id: r.id, action: 'released' });
    if (held.name === 'shipment' && applies && release?.tracking) {
      for (const r of rows) tracking.push({ shipment_id: r.id, status: release.tracking.status, code: release.tracking.code, office_id: (doc.office_id as number | undefined) ?? null, document_type: def.name, document_number: doc.number });
    }
  }
  return { touched, tracking };
}

/** The write taking one held row out of its holder (a line's take-out): only while that holder still holds it. */
export function takeOutWrite(tx: Db, holder: string, held: string, heldId: number, holderId: number): SQLWrapper {
  const table = documentTable(held);
  const column = holdColumn(held, holder);
  return tx
    .update(table)
    .set({ [column]: null })
    .where(and(eq(columnOf(table, 'id'), heldId), eq(columnOf(table, column), holderId)));
}
