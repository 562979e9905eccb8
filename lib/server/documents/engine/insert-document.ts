import { sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import type { Db } from '../../db/client';
import { documentLineTable, documentTable } from '../../db/schema/documents';
import { columnOf } from '../../db/schema/resources';
import { splitInsertColumns, storedRow } from '../../engine/insert-row';
import { quoteName, Statement } from '../../engine/statement';

/*
 * A new document as one statement: the header's INSERT, its lines', and the writes that go with them
 * (the audit row, tracking events) as WITH clauses of one SELECT that answers what the database
 * decided (the id, the number, defaults, numerics as stored). The lines and the side writes read the
 * header's id and number from its clause (`newDocument`). One round trip instead of two — and, sent
 * first in its transaction, without BEGIN and COMMIT (engine/transaction). Every clause sees the same
 * snapshot, so a side write must not read the new header from its table (a webhook looks the shipment
 * up: a public event on the new document is written the two-statement way).
 */

const NEW_DOCUMENT = 'new_document';

/** A column of the header this statement inserts, for the statement's other writes. */
export const newDocument = (column: 'id' | 'number') => sql`(select ${sql.identifier(column)} from ${sql.identifier(NEW_DOCUMENT)})`;

/** The new header as a jsonb object (its id, number and what else the database decided) over `known`, for the audit row. */
export const newDocumentJson = (known: Record<string, unknown>) =>
  sql`(${JSON.stringify(known)}::jsonb || (select to_jsonb(d) from ${sql.identifier(NEW_DOCUMENT)} d))`;

type Row = Record<string, unknown>;

const returning = (columns: Record<string, PgColumn>) => ` returning ${Object.values(columns).map((c) => quoteName(c.name)).join(', ')}`;
/** How PostgreSQL prints each column (`::text`), named by its key: read back through storedRow. */
const printed = (alias: string, columns: Record<string, PgColumn>) => Object.entries(columns).map(([key, c]) => [key, `${alias}.${quoteName(c.name)}::text`] as const);
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

interface LinesOfKind {
  kind: string;
  table: PgTable;
  known: Row[];
  decided: Record<string, PgColumn>;
}

export interface NewDocumentStatement {
  def: DocumentDefinition;
  values: Row;
  /** WITH clauses in front of the header (its number claim, which the header's values read). */
  before: { name: string; clause: SQLWrapper }[];
  lines: Record<string, Row[]>;
  side: SQLWrapper[];
}

/** Inserts the document, its lines and the side writes in one statement; answers the header and lines as stored. */
export async function insertDocument(tx: Db, statement: NewDocumentStatement): Promise<{ row: Row; lines: Record<string, Row[]> }> {
  const { def, values } = statement;
  const table = documentTable(def.name);
  const { known, decided: dbDecided } = splitInsertColumns(table, values);
  // the id and the number are read by the other writes (a typed AWB number is known, but still read there)
  const decided = { ...dbDecided, id: columnOf(table, 'id') as PgColumn, number: columnOf(table, 'number') as PgColumn };
  const st = Statement.for(tx).add('with ');
  for (const { name, clause } of statement.before) st.add(`${quoteName(name)} as (`).sql(clause).add('), ');
  st.add(`${NEW_DOCUMENT} as (`).insert(table, [values]).add(returning(decided)).add(')');

  const kinds: LinesOfKind[] = [];
  for (const [kind, rows] of Object.entries(statement.lines)) {
    if (!rows.length) continue;
    const lineTable = documentLineTable(def.name, kind);
    // one expression for every line: a batch of lines goes as one jsonb parameter (engine/insert-rows)
    const documentId = newDocument('id');
    // not `{ ...row, document_id, position }`: Node 20 gives a spread copy a new key slowly (a thousand lines)
    const lineValues = rows.map((row, i) => Object.assign({ document_id: documentId, position: i + 1 }, row, { document_id: documentId, position: i + 1 }));
    const split = lineValues.map((v) => splitInsertColumns(lineTable, v));
    const lineDecided: Record<string, PgColumn> = Object.assign({}, ...split.map((x) => x.decided));
    st.add(`, line_${kinds.length} as (`).insert(lineTable, lineValues).add(returning({ ...lineDecided, position: columnOf(lineTable, 'position') as PgColumn })).add(')');
    kinds.push({ kind, table: lineTable, known: split.map((x) => x.known), decided: lineDecided });
  }
  st.sideWrites(statement.side, true);

  const header = printed('d', decided).map(([key, text]) => `${text} as ${quoteName(key)}`);
  const lines = kinds.map(({ decided: lineDecided }, i) => {
    const fields = printed('l', lineDecided).map(([key, text]) => `${literal(key)}, ${text}`);
    return `(select coalesce(json_agg(json_build_object(${fields.join(', ')}) order by l.position), '[]'::json) from line_${i} l) as line_${i}`;
  });
  const [answer] = await st.add(` select ${[...header, ...lines].join(', ')} from ${NEW_DOCUMENT} d`).rows(tx);

  const row = storedRow(table, known, decided, answer);
  const stored: Record<string, Row[]> = Object.fromEntries(Object.keys(statement.lines).map((kind) => [kind, []]));
  kinds.forEach(({ kind, table: lineTable, known: knownRows, decided: lineDecided }, i) => {
    const printedRows = answer[`line_${i}`] as Record<string, unknown>[];
    stored[kind] = knownRows.map((k, n) => storedRow(lineTable, k, lineDecided, printedRows[n]));
  });
  return { row, lines: stored };
}
