import { eq } from 'drizzle-orm';
import { INACTIVE_STATUS } from '@/lib/resources/user';
import { grantsAny, type AccessMode } from '@/lib/rules/grants';
import type { Db } from '../db/client';
import { offices, roles, users } from '../db/schema';
import { columnOf } from '../db/schema/resources';

/** Who is calling, as the API sees it on every request. */
export interface Principal {
  userCode: string;
  fullName: string;
  userGroup: string;
  roleId: number;
  status: string;
  permissions: string[];
  tokenVersion: number;
  active: boolean;
  /**
   * The branches whose documents the user sees and acts on: its office's branch and those it was given;
   * null: every branch (head office). Applied by the document engine (lib/server/documents/engine/branch-scope.ts).
   */
  branches: number[] | null;
}

export async function loadPrincipal(db: Db, userCode: string): Promise<Principal | null> {
  const [row] = await db
    .select({
      userCode: users.userCode,
      fullName: users.fullName,
      status: users.status,
      tokenVersion: users.tokenVersion,
      userGroup: roles.name,
      roleId: roles.id,
      permissions: roles.permissions,
      allBranches: users.allBranches,
      branchIds: users.branchIds,
      officeBranch: columnOf(offices, 'branch_id'),
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(offices, eq(columnOf(offices, 'id'), users.officeId))
    .where(eq(users.userCode, userCode));
  if (!row) return null;
  const { allBranches, branchIds, officeBranch, ...who } = row;
  return { ...who, permissions: row.permissions ?? [], active: row.status !== INACTIVE_STATUS, branches: userBranches(allBranches, branchIds, officeBranch as number | null) };
}

/** The branches a user works for (null: all): those it was given and its office's. */
export function userBranches(allBranches: boolean, branchIds: readonly number[] | null, officeBranch: number | null): number[] | null {
  if (allBranches) return null;
  return [...new Set([...(branchIds ?? []), ...(officeBranch ? [officeBranch] : [])])].sort((a, b) => a - b);
}

/**
 * A permission is the route of the screen that grants it (CONVENTIONS): exact match, no second
 * vocabulary; a read-only grant of a screen opens only what reads.
 */
export function hasAnyPermission(principal: Pick<Principal, 'permissions'>, screens: readonly string[], mode: AccessMode): boolean {
  return grantsAny(principal.permissions, screens, mode);
}
