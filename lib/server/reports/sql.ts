import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';

/* The few helpers every report's SQL uses. */

/** Runs a raw statement; both drivers answer `{ rows }`. */
export async function rowsOf<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A list of ids as an int[] parameter (one bind, whatever its length). */
export const intList = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

/** `column = any(branches)`, or true when every branch may be read. */
export const inBranches = (column: SQLWrapper | SQL, branches: readonly number[] | null): SQL =>
  branches ? sql`${column} = any(${intList(branches)})` : sql`true`;

/** Whether a parameter was given (an empty field is not). */
export const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** `column = value` when the parameter is set, else true. */
export const equalsIfSet = (column: SQLWrapper | SQL, value: unknown): SQL => (isSet(value) ? sql`${column} = ${value}` : sql`true`);

/** Numbers from the driver (bigint and numeric arrive as text) as numbers; other values as they are. */
export function numeric<T extends Record<string, unknown>>(row: T, keys: readonly string[]): T {
  const out: Record<string, unknown> = { ...row };
  for (const k of keys) out[k] = row[k] === null || row[k] === undefined ? null : Number(row[k]);
  return out as T;
}
