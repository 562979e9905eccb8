import { getTableName, is, SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { documentTable } from '../../db/schema/documents';
import { columnOf } from '../../db/schema/resources';
import { quoteName, readColumns, Statement } from '../../engine/statement';
import { writeTogether } from '../../engine/write-together';
import type { DocRow } from './types';

/*
 * A document action's header UPDATE goes last, with the side writes (the audit row, tracking events,
 * the handler's own writes) in front of it as WITH clauses: one statement, one round trip fewer on
 * every scan. The audit row needs the header's new values before that statement runs; the row is
 * locked, so they are known — a plain value as it is set, a counter as its old value moved by the scan.
 * The UPDATE goes first on its own, as before, when a value is other SQL (only the database knows what
 * it leaves), or when a side write names the header's table: every clause of one statement sees the
 * rows as they were before it, and of two changes to one row in it only one would apply.
 */

interface Move {
  by: number;
  /** Decimal places the stored value keeps. */
  scale: number;
  /** The expression reads a missing value as 0 (coalesce); otherwise it stays missing. */
  nullAsZero: boolean;
}

const moves = new WeakMap<SQL, Move>();

/** `expression` — the column moved by `by` — marked so that the engine knows the value it leaves. */
export function counterMove(expression: SQL, by: number, scale = 0, nullAsZero = false): SQL {
  moves.set(expression, { by, scale, nullAsZero });
  return expression;
}

/** The header as `set` leaves it, when every new value is known before the UPDATE runs (else null). */
export function knownAfter(before: DocRow, set: Record<string, unknown>): DocRow | null {
  const after: Record<string, unknown> = { ...before };
  for (const [key, value] of Object.entries(set)) {
    if (value === undefined) continue;
    if (value === null || typeof value !== 'object' || !is(value, SQL)) {
      after[key] = value;
      continue;
    }
    const move = moves.get(value);
    if (!move) return null;
    const old = before[key];
    after[key] = (old === null || old === undefined) && !move.nullAsZero ? null : Number((Number(old ?? 0) + move.by).toFixed(move.scale));
  }
  return after as DocRow;
}

/** `update <header> set … where id = … returning <the columns set>`, appended to `statement`. */
function appendUpdate(statement: Statement, table: ReturnType<typeof documentTable>, id: number, set: Record<string, unknown>) {
  const columns = Object.keys(set)
    .filter((key) => set[key] !== undefined)
    .map((key) => [key, columnOf(table, key) as PgColumn] as const);
  statement.add(`update ${quoteName(getTableName(table))} set `);
  columns.forEach(([key, column], i) => statement.add(`${i ? ', ' : ''}${quoteName(column.name)} = `).value(column, set[key]));
  statement.add(` where "id" = ${Number(id)} returning ${columns.map(([key, column]) => `${quoteName(column.name)} as ${quoteName(key)}`).join(', ')}`);
  return columns;
}

const namesTable = new Map<string, RegExp>();

/** Whether this SQL text names the table (as a word: `incomings`, not `incoming_items`). */
function mentions(text: string, tableName: string) {
  let pattern = namesTable.get(tableName);
  if (!pattern) namesTable.set(tableName, (pattern = new RegExp(`\\b${tableName}\\b`)));
  return pattern.test(text);
}

/** Sends the header's UPDATE with the side writes; answers the columns set, as stored. */
export async function writeHeaderLast(tx: Db, documentName: string, id: number, set: Record<string, unknown>, side: readonly SQLWrapper[]): Promise<Record<string, unknown>> {
  const table = documentTable(documentName);
  const statement = Statement.for(tx);
  if (side.length) {
    statement.add('with ').sideWrites(side, false).add(' ');
    if (mentions(statement.text, getTableName(table))) {
      const alone = Statement.for(tx);
      const columns = appendUpdate(alone, table, id, set);
      const [stored] = await alone.rows(tx);
      await writeTogether(tx, side);
      return readColumns(stored ?? {}, columns);
    }
  }
  const columns = appendUpdate(statement, table, id, set);
  const [stored] = await statement.rows(tx);
  return readColumns(stored ?? {}, columns);
}
