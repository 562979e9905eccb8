import { getTableColumns, is, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/*
 * An INSERT answered with the whole stored row, while the database sends back only what it decided:
 * the id, defaults computed there (now()), values given as SQL (a claimed number) and the types it may
 * reshape (numeric scale, timestamps, dates). Text, integers and booleans come back exactly as given,
 * so they are taken from the values. On the embedded database `RETURNING *` of a 70-column header
 * costs as much as the INSERT itself.
 */

/** Types PostgreSQL stores exactly as the driver sent them. */
const EXACT_TYPES = new Set(['PgText', 'PgInteger', 'PgBigInt53', 'PgBoolean']);

type Row = Record<string, unknown>;

/** A table's columns as entries, listed once (a batch of a thousand lines asks for them a thousand times). */
const columnEntries = new WeakMap<PgTable, [string, PgColumn][]>();
function entriesOf(table: PgTable): [string, PgColumn][] {
  let entries = columnEntries.get(table);
  if (!entries) columnEntries.set(table, (entries = Object.entries(getTableColumns(table)) as [string, PgColumn][]));
  return entries;
}

/** How each column of the new row is known: from the values (or a constant default), or from the database. */
export function splitInsertColumns(table: PgTable, values: Row) {
  const known: Row = {};
  const decided: Record<string, PgColumn> = {};
  for (const [key, column] of entriesOf(table)) {
    const value = values[key];
    if (value === undefined) {
      const constant = column.default !== undefined && !is(column.default, SQL) && !column.defaultFn;
      if (constant) known[key] = column.default;
      else if (column.hasDefault || column.defaultFn) decided[key] = column;
      else known[key] = null;
    } else if (value !== null && (is(value, SQL) || !EXACT_TYPES.has(column.columnType))) decided[key] = column;
    else known[key] = value;
  }
  return { known, decided };
}

/**
 * The row as stored: `known` values where they were exact, the database's own print (`::text`) of the
 * `decided` columns read as drizzle reads that column from the driver (which also gets text).
 */
export function storedRow(table: PgTable, known: Row, decided: Record<string, PgColumn>, printed: Record<string, unknown>): Row {
  const row: Row = {};
  for (const [key] of entriesOf(table)) {
    if (!(key in decided)) row[key] = known[key];
    else {
      const text = printed[key];
      row[key] = text === null || text === undefined ? null : decided[key].mapFromDriverValue(text);
    }
  }
  return row;
}

/** Inserts `values` into `table` (through `insert`, which may carry WITH clauses) and answers the stored row, in column order. */
export async function insertRow(into: Pick<Db, 'insert'>, table: PgTable, values: Row): Promise<Row> {
  const { known, decided } = splitInsertColumns(table, values);
  const [back] = (await into.insert(table).values(values as never).returning(decided)) as Row[];
  const row: Row = {};
  for (const key of Object.keys(getTableColumns(table))) row[key] = key in back ? back[key] : known[key];
  return row;
}
