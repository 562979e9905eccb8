import { eq } from 'drizzle-orm';
import { INACTIVE_STATUS } from '@/lib/resources/user';
import { grantsAny, type AccessMode } from '@/lib/rules/grants';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema';

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
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.userCode, userCode));
  if (!row) return null;
  return { ...row, permissions: row.permissions ?? [], active: row.status !== INACTIVE_STATUS };
}

/**
 * A permission is the route of the screen that grants it (CONVENTIONS): exact match, no second
 * vocabulary; a read-only grant of a screen opens only what reads.
 */
export function hasAnyPermission(principal: Pick<Principal, 'permissions'>, screens: readonly string[], mode: AccessMode): boolean {
  return grantsAny(principal.permissions, screens, mode);
}
