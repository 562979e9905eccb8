import { and, eq, getTableColumns, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import type { Db } from '../../db/client';
import { documentLineTable } from '../../db/schema/documents';
import { columnOf } from '../../db/schema/resources';
import { readAsJson } from '../../engine/read-json';
import { sideClauses, writeTogether } from '../../engine/write-together';

/*
 * Child rows kept with their parent and a position (Frappe's `parent` + `idx`). A draft's lines are
 * replaced as a whole on every save; a booked document's lines change only through its actions.
 */

/** Stores these lines instead of the document's current ones of this kind (positions 1..n); answers them as stored. */
export async function replaceLines(tx: Db, def: DocumentDefinition, kind: string, documentId: number, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const table = documentLineTable(def.name, kind);
  await tx.delete(table).where(eq(columnOf(table, 'document_id'), documentId));
  if (!rows.length) return [];
  return (await tx.insert(table).values(rows.map((row, i) => ({ ...row, document_id: documentId, position: i + 1 }))).returning()) as Record<string, unknown>[];
}

/**
 * The INSERT adding these lines after the document's current ones (the next positions, found by the
 * statement itself), not yet sent: the engine sends it with the audit row.
 */
export function appendLinesWrite(tx: Db, def: DocumentDefinition, kind: string, documentId: number, rows: Record<string, unknown>[]) {
  const table = documentLineTable(def.name, kind);
  const position = columnOf(table, 'position');
  const last = sql`(select coalesce(max(${position}), 0) from ${table} where ${columnOf(table, 'document_id')} = ${documentId})`;
  return tx.insert(table).values(rows.map((row, i) => ({ ...row, document_id: documentId, position: sql`${last} + ${i + 1}` })));
}

/** Takes these lines (by id) out of the document; answers how many there were. */
export async function removeLines(tx: Db, def: DocumentDefinition, kind: string, documentId: number, ids: number[]) {
  if (!ids.length) return 0;
  const table = documentLineTable(def.name, kind);
  const gone = await tx
    .delete(table)
    .where(and(eq(columnOf(table, 'document_id'), documentId), inArray(columnOf(table, 'id'), ids)))
    .returning({ id: columnOf(table, 'id') });
  return gone.length;
}

/**
 * A new document's lines, every kind, answered as stored; `side` (the audit row, tracking events)
 * rides along with the last kind's INSERT, so a document with one kind of lines costs one statement.
 */
export async function insertLines(tx: Db, def: DocumentDefinition, documentId: number, byKind: Record<string, Record<string, unknown>[]>, side: SQLWrapper[] = []) {
  const kinds = Object.entries(byKind).filter(([, rows]) => rows.length);
  const out: Record<string, Record<string, unknown>[]> = Object.fromEntries(Object.keys(byKind).map((kind) => [kind, []]));
  for (const [i, [kind, rows]] of kinds.entries()) {
    const table = documentLineTable(def.name, kind);
    const values = rows.map((row, position) => ({ ...row, document_id: documentId, position: position + 1 }));
    const last = i === kinds.length - 1;
    out[kind] = (await (last && side.length ? tx.with(...sideClauses(tx, side)) : tx).insert(table).values(values).returning()) as Record<string, unknown>[];
  }
  if (!kinds.length) await writeTogether(tx, side);
  return out;
}

/** The lines of these documents by kind, in position order: documentId → kind → rows. */
export async function readLines(db: Db, def: DocumentDefinition, ids: number[]) {
  const out = new Map<number, Record<string, Record<string, unknown>[]>>();
  for (const id of ids) out.set(id, {});
  if (!ids.length) return out;
  for (const kind of Object.keys(def.lines ?? {})) {
    const table = documentLineTable(def.name, kind);
    // one json value (engine/read-json): a thousand-line document's lines parsed at once
    const rows = await readAsJson(db, { table, columns: getTableColumns(table) as Record<string, PgColumn>, where: inArray(columnOf(table, 'document_id'), ids), orderBy: ['document_id', 'position'] });
    for (const id of ids) out.get(id)![kind] = [];
    for (const row of rows) out.get(row.document_id as number)![kind].push(row);
  }
  return out;
}
