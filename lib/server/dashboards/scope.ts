import { sql } from 'drizzle-orm';
import type { BranchOption } from '@/lib/resources/dashboards';
import type { Principal } from '../auth/principal';
import type { Db } from '../db/client';
import { forbidden } from '../errors';
import type { ReferenceCache } from '../cache/reference-cache';
import { rowsOf } from '../reports/sql';

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

/** The branches a user may choose from, by code (the branch master from the app's cache). */
export async function branchOptions(db: Db, principal: Pick<Principal, 'branches'>, references: ReferenceCache): Promise<BranchOption[]> {
  const all = await references.get('dashboard-branch-options', ['branch'], () => rowsOf<BranchOption>(db, sql`select id, code, name from branches order by code`));
  const mine = principal.branches ? new Set(principal.branches) : null;
  return mine ? all.filter((b) => mine.has(Number(b.id))) : all;
}
