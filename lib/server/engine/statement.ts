import { getTableColumns, getTableName, is, SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { jsonInsert } from './insert-rows';

/*
 * A statement written piece by piece: SQL text and its parameters appended in order, drizzle SQL
 * rendered in place (its parameters numbered on). For the few statements written on every save — a
 * new AWB's header is a 70-column INSERT — where drizzle's general renderer, which checks each chunk
 * against every kind of chunk, costs more than PostgreSQL's work on the statement. Values go through
 * their column's mapToDriverValue, and missing ones become DEFAULT or the column's defaultFn, as
 * drizzle's own INSERT does.
 */

type Row = Record<string, unknown>;

interface DialectInternals {
  casing: unknown;
}

export const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

export class Statement {
  text = '';
  readonly params: unknown[] = [];

  constructor(private readonly dialect: PgDialect) {}

  static for(tx: Db) {
    return new Statement((tx as unknown as { dialect: PgDialect }).dialect);
  }

  add(text: string) {
    this.text += text;
    return this;
  }

  /** A parameter, as the driver gets it. */
  param(driverValue: unknown) {
    this.params.push(driverValue);
    this.text += `$${this.params.length}`;
    return this;
  }

  /** A value of `column` (mapped as drizzle maps it; SQL as it is). */
  value(column: PgColumn, value: unknown) {
    if (value !== null && is(value, SQL)) return this.sql(value);
    const mapped = value === null ? null : column.mapToDriverValue(value);
    return mapped !== null && is(mapped, SQL) ? this.sql(mapped) : this.param(mapped);
  }

  /** Drizzle SQL (a query builder, an sql`…`), rendered here. */
  sql(chunk: SQLWrapper) {
    const d = this.dialect;
    const query = chunk.getSQL().toQuery({
      casing: (d as unknown as DialectInternals).casing as never,
      escapeName: d.escapeName,
      escapeParam: d.escapeParam,
      escapeString: d.escapeString,
      paramStartIndex: { value: this.params.length },
    });
    this.text += query.sql;
    this.params.push(...query.params);
    return this;
  }

  /**
   * Writes as the WITH clauses `side_write_0 as (…), side_write_1 as (…)` (engine/write-together), after
   * clauses already written when `afterOthers`.
   */
  sideWrites(writes: readonly SQLWrapper[], afterOthers: boolean) {
    writes.forEach((write, i) => this.add(`${i || afterOthers ? ', ' : ''}side_write_${i} as (`).sql(write).add(')'));
    return this;
  }

  /** `INSERT INTO table (every column) VALUES …` — a batch as one jsonb parameter (engine/insert-rows) — no RETURNING. */
  insert(table: PgTable, rows: readonly Row[]) {
    const batch = jsonInsert(table, rows);
    if (batch) return this.sql(batch);
    // generated columns are left out, as drizzle leaves them out (`shouldDisableInsert`, internal)
    const columns = Object.entries(getTableColumns(table)).filter(([, c]) => !(c as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert());
    this.add(`insert into ${quoteName(getTableName(table))} (${columns.map(([, c]) => quoteName(c.name)).join(', ')}) values `);
    rows.forEach((row, r) => {
      this.add(r ? ', (' : '(');
      columns.forEach(([key, column], i) => {
        if (i) this.add(', ');
        const value = row[key];
        if (value !== undefined) this.value(column, value);
        else if (column.defaultFn) this.value(column, column.defaultFn());
        else if (!column.default && column.onUpdateFn) this.value(column, column.onUpdateFn());
        else this.add('default');
      });
      this.add(')');
    });
    return this;
  }

  /** Runs it; answers the rows (as objects). */
  rows(tx: Db): Promise<Record<string, unknown>[]> {
    return execute(tx, this.text, this.params);
  }
}

/** A table's lock-by-id statement, written once: its columns named by their keys. */
const lockShapes = new WeakMap<PgTable, { text: string; columns: [string, PgColumn][] }>();

/**
 * The row of `table` with this id, locked FOR UPDATE (undefined when there is none). The SELECT's text
 * is written once per table; the id goes in as a number, not a parameter, so that BEGIN rides along
 * with it (engine/transaction). Values read as drizzle reads them.
 */
export async function lockRowById(tx: Db, table: PgTable, id: number): Promise<Row | undefined> {
  if (!Number.isSafeInteger(id)) return undefined;
  let shape = lockShapes.get(table);
  if (!shape) {
    const columns = Object.entries(getTableColumns(table));
    const list = columns.map(([key, c]) => (key === c.name ? quoteName(key) : `${quoteName(c.name)} as ${quoteName(key)}`)).join(', ');
    shape = { text: `select ${list} from ${quoteName(getTableName(table))} where "id" = `, columns };
    lockShapes.set(table, shape);
  }
  const [stored] = await Statement.for(tx).add(`${shape.text}${id} for update`).rows(tx);
  return stored ? readColumns(stored, shape.columns) : undefined;
}

/** These columns of a row as the driver gave it (named by their keys), read as drizzle reads each. */
export function readColumns(stored: Row, columns: readonly (readonly [string, PgColumn])[]): Row {
  const row: Row = {};
  for (const [key, column] of columns) {
    const value = stored[key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

async function execute(db: Db, text: string, params: unknown[], name?: string): Promise<Row[]> {
  const result = (await db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}

/**
 * Runs a statement whose text never changes under `name`: on PostgreSQL a named prepared statement,
 * parsed and planned once per connection, then only bound and run. Values read as the driver gives them
 * (timestamps and dates as text, as drizzle has them read).
 */
export function runPrepared(db: Db, name: string, text: string, params: unknown[]): Promise<Row[]> {
  return execute(db, text, params, name);
}
