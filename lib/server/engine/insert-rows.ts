import { getTableColumns, is, SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/*
 * Many rows into one table as one parameter: `insert … select … from jsonb_to_recordset($1)`. A
 * thousand-row VALUES list is thousands of parameters, which drizzle renders chunk by chunk and
 * PostgreSQL plans one by one (a 1,000-line change request: 50 ms of planning on the embedded
 * database); a jsonb array is one. Rows go this way from BATCH_ROWS up when every column is given in
 * every row or in none (a missing one is the column's DEFAULT, which a SELECT cannot say) and a SQL
 * value is one expression shared by every row (a new document's id); otherwise as VALUES. Values are
 * mapped as drizzle maps them for the driver, so both ways store the same row.
 */

export const BATCH_ROWS = 20;

type Row = Record<string, unknown>;

const isSql = (value: unknown): value is SQL => value !== null && typeof value === 'object' && is(value, SQL);
const JSON_TYPES = new Set(['PgJson', 'PgJsonb']);
const SERIAL_TYPES: Record<string, string> = { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' };

/** A value as the jsonb array carries it (undefined: it cannot go that way). */
function jsonValue(column: PgColumn, value: unknown): unknown {
  if (value === null) return null;
  // a json column takes the value itself (its driver mapping is the JSON text, which would be stored as a string)
  if (JSON_TYPES.has(column.columnType)) return value;
  const mapped = column.mapToDriverValue(value);
  if (isSql(mapped)) return undefined;
  return typeof mapped === 'bigint' ? mapped.toString() : mapped;
}

/** The INSERT of these rows as one jsonb parameter, or null when they go as VALUES (few, or not uniform). */
export function jsonInsert(table: PgTable, rows: readonly Row[]): SQL | null {
  if (rows.length < BATCH_ROWS) return null;
  // generated columns are left out, as drizzle leaves them out (`shouldDisableInsert`, internal)
  const columns = Object.entries(getTableColumns(table)).filter(([, c]) => !(c as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert());
  const given: { key: string; column: PgColumn; shared?: SQL; computed?: () => unknown }[] = [];
  for (const [key, column] of columns) {
    const first = rows[0][key];
    if (first === undefined) {
      if (rows.some((r) => r[key] !== undefined)) return null;
      // drizzle fills these in the application, row by row
      if (column.defaultFn) given.push({ key, column, computed: column.defaultFn });
      else if (!column.default && column.onUpdateFn) given.push({ key, column, computed: column.onUpdateFn });
      continue;
    }
    if (isSql(first)) {
      if (rows.some((r) => r[key] !== first)) return null;
      given.push({ key, column, shared: first });
      continue;
    }
    given.push({ key, column });
  }
  const fromJson = given.filter((g) => !g.shared);
  if (!fromJson.length) return null;
  const data: Row[] = [];
  for (const row of rows) {
    const out: Row = {};
    for (let i = 0; i < fromJson.length; i++) {
      const g = fromJson[i];
      const raw = g.computed ? g.computed() : row[g.key];
      if (raw === undefined || isSql(raw)) return null;
      const value = jsonValue(g.column, raw);
      if (value === undefined) return null;
      out[`c${i}`] = value;
    }
    data.push(out);
  }
  const names = sql.join(given.map((g) => sql.identifier(g.column.name)), sql`, `);
  const picks = sql.join(given.map((g) => (g.shared ? g.shared : sql.raw(`v.c${fromJson.indexOf(g)}`))), sql`, `);
  const shape = sql.raw(fromJson.map((g, i) => `c${i} ${SERIAL_TYPES[g.column.getSQLType()] ?? g.column.getSQLType()}`).join(', '));
  return sql`insert into ${table} (${names}) select ${picks} from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as v(${shape})`;
}

/** The INSERT of these rows: one jsonb parameter for a batch, drizzle's VALUES otherwise. */
export function insertRows(tx: Db, table: PgTable, rows: readonly Row[]): SQLWrapper {
  return jsonInsert(table, rows) ?? tx.insert(table).values(rows as never);
}
