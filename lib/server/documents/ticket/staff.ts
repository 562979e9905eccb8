import { asc, eq } from 'drizzle-orm';
import { HELPDESK } from '@/lib/resources/documents/screens';
import type { DeskStaff } from '@/lib/resources/documents/ticket-api';
import { grantsAny } from '@/lib/rules/grants';
import type { Db } from '../../db/client';
import { roles, users, USER_STATUS } from '../../db/schema/auth';

/** Who works the desk: an active user whose role may work tickets (Tracking Helpdesk), by name. A ticket is assigned to one of them. */
export async function deskStaff(db: Db): Promise<DeskStaff[]> {
  const rows = await db
    .select({ user_code: users.userCode, full_name: users.fullName, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.status, USER_STATUS.active))
    .orderBy(asc(users.fullName));
  return rows.filter((r) => grantsAny(r.permissions ?? [], [HELPDESK.tracking], 'write')).map((r) => ({ user_code: r.user_code, full_name: r.full_name }));
}
