import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { seedReferenceData } from '@/lib/server/seed/seed-reference';

/*
 * Customers for the finance benchmarks, written by SQL (not measured): the bench database has the
 * reference data but none of the demo's customers.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A branch to put them in (the first there is, or a bench branch). */
export async function benchBranch(db: Db): Promise<number> {
  const [b] = rowsOf<{ id: number }>(await db.execute(sql`select id from branches order by id limit 1`));
  if (b) return Number(b.id);
  const [made] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into branches (code, name, kind, city, address, created_by, updated_by) values ('BNC-FIN', 'Bench Finance', 'BRANCH', 'Jakarta', 'Jl. Bench 1', 'bench', 'bench') returning id`),
  );
  return Number(made.id);
}

/** `count` credit customers whose codes start with `prefix` (made once; found again on the next run). */
export async function benchCustomers(db: Db, prefix: string, count: number, branchId?: number): Promise<number[]> {
  const existing = rowsOf<{ id: number }>(await db.execute(sql`select id from customers where code like ${`${prefix}-%`} order by id`)).map((r) => Number(r.id));
  if (existing.length >= count) return existing.slice(0, count);
  const branch = branchId ?? (await benchBranch(db));
  await seedReferenceData(db);
  const [type] = rowsOf<{ id: number }>(await db.execute(sql`select id from customer_types order by id limit 1`));
  const made = rowsOf<{ id: number }>(
    await db.execute(sql`insert into customers (code, name, customer_type_id, branch_id, city, address, credit_limit, created_by, updated_by)
      select ${prefix}::text || '-' || g, 'PT Bench ' || ${prefix}::text || ' ' || g, ${type.id}, ${branch}, 'Jakarta', 'Jl. Bench', 1000000000, 'bench', 'bench'
      from generate_series(${existing.length + 1}::int, ${count}::int) g returning id`),
  ).map((r) => Number(r.id));
  return [...existing, ...made];
}
