import { sql } from 'drizzle-orm';
import type { BranchOption } from '@/lib/resources/dashboards';
import type { Principal } from '../auth/principal';
import type { Db } from '../db/client';
import { forbidden } from '../errors';
import { inBranches, rowsOf } from '../reports/sql';

/*
 * A dashboard shows the branches its user works for (Principal.branches; null: every branch), or the one
 * of them chosen. A branch the user does not work for is refused, not silently emptied — as the reports do.
 */

export function dashboardBranches(principal: Pick<Principal, 'branches'>, branchId: number | undefined): readonly number[] | null {
  const mine = principal.branches ?? null;
  if (branchId === undefined) return mine;
  if (mine && !mine.includes(branchId)) throw forbidden('You do not work for this branch: its figures are not yours to read');
  return [branchId];
}

/** The branches a user may choose from, by code. */
export function branchOptions(db: Db, principal: Pick<Principal, 'branches'>): Promise<BranchOption[]> {
  return rowsOf<BranchOption>(db, sql`select id, code, name from branches b where ${inBranches(sql.raw('b.id'), principal.branches ?? null)} order by code`);
}
