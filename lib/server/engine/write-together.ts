import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * Writes whose answer nobody reads (the audit row, tracking events) ride along with the statement
 * before them as WITH clauses: PostgreSQL runs every data-modifying WITH clause, read or not, in the
 * same statement and snapshot. One round trip instead of several — on the embedded database each
 * statement costs about as much as the work in it. (`getSQL()` below: a query builder put into
 * sql`…` as it is would be wrapped in parentheses, as a subquery.)
 */

/** The side writes as WITH clauses for `tx.with(...)` in front of the main statement. */
export function sideClauses(tx: Db, side: readonly SQLWrapper[]) {
  return side.map((write, i) => tx.$with(`side_write_${i}`, {}).as(write.getSQL()));
}

/** Runs these writes as one statement (nothing to do for none). */
export async function writeTogether(tx: Db, writes: readonly SQLWrapper[]): Promise<void> {
  if (!writes.length) return;
  const last = writes[writes.length - 1];
  const before = writes.slice(0, -1);
  if (!before.length) {
    await tx.execute(last.getSQL());
    return;
  }
  const clauses = sql.join(
    before.map((write, i) => sql`${sql.identifier(`side_write_${i}`)} as (${write.getSQL()})`),
    sql`, `,
  );
  await tx.execute(sql`with ${clauses} ${last.getSQL()}`);
}
