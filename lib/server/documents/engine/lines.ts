import { asc, eq, inArray } from 'drizzle-orm';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import type { Db } from '../../db/client';
import { documentLineTable } from '../../db/schema/documents';
import { columnOf } from '../../db/schema/resources';

/*
 * Child rows kept with their parent and a position (Frappe's `parent` + `idx`). A draft's lines are
 * replaced as a whole on every save; a booked document's lines change only through its actions.
 */

/** Stores these lines instead of the document's current ones of this kind (positions 1..n); answers them as stored. */
export async function replaceLines(tx: Db, def: DocumentDefinition, kind: string, documentId: number, rows: Record<string, unknown>[], fresh = false): Promise<Record<string, unknown>[]> {
  const table = documentLineTable(def.name, kind);
  // a document just inserted has no lines to replace
  if (!fresh) await tx.delete(table).where(eq(columnOf(table, 'document_id'), documentId));
  if (!rows.length) return [];
  return (await tx.insert(table).values(rows.map((row, i) => ({ ...row, document_id: documentId, position: i + 1 }))).returning()) as Record<string, unknown>[];
}

/** The lines of these documents by kind, in position order: documentId → kind → rows. */
export async function readLines(db: Db, def: DocumentDefinition, ids: number[]) {
  const out = new Map<number, Record<string, Record<string, unknown>[]>>();
  for (const id of ids) out.set(id, {});
  if (!ids.length) return out;
  for (const kind of Object.keys(def.lines ?? {})) {
    const table = documentLineTable(def.name, kind);
    const rows = (await db
      .select()
      .from(table)
      .where(inArray(columnOf(table, 'document_id'), ids))
      .orderBy(asc(columnOf(table, 'document_id')), asc(columnOf(table, 'position')))) as Record<string, unknown>[];
    for (const id of ids) out.get(id)![kind] = [];
    for (const row of rows) out.get(row.document_id as number)![kind].push(row);
  }
  return out;
}
