import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { UserListQuery } from '@/lib/resources/user';
import type { Db } from '../db/client';
import { containsPattern } from '../db/like';
import { roles, users } from '../db/schema';
import { offices } from '../db/schema/resources';
import { userBranches } from '../auth/principal';

/** The columns a client may see: never the password hash or the token version. */
export const userColumns = {
  user_code: users.userCode,
  full_name: users.fullName,
  email: users.email,
  phone: users.phone,
  role_id: users.roleId,
  office_id: users.officeId,
  office_id_label: offices.name,
  // the office's district: the counter's default origin
  office_area_id: offices.area_id,
  all_branches: users.allBranches,
  branch_ids: users.branchIds,
  user_group: roles.name,
  status: users.status,
  photo: users.photo,
  version: users.version,
  created_at: users.createdAt,
  updated_at: users.updatedAt,
};

const sortColumns = {
  user_code: users.userCode,
  full_name: users.fullName,
  email: users.email,
  status: users.status,
  user_group: roles.name,
  created_at: users.createdAt,
} as const;

export async function listUsers(db: Db, q: UserListQuery) {
  const filters: SQL[] = [];
  if (q.search) {
    const pattern = containsPattern(q.search);
    filters.push(or(ilike(users.userCode, pattern), ilike(users.fullName, pattern), ilike(users.email, pattern))!);
  }
  if (q.status) filters.push(eq(users.status, q.status));
  if (q.role_id) filters.push(eq(users.roleId, q.role_id));
  const where = filters.length ? and(...filters) : undefined;

  const sortKey = (q.sort?.replace(/^-/, '') ?? 'user_code') as keyof typeof sortColumns;
  const direction = q.sort?.startsWith('-') ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(offices, eq(offices.id, users.officeId))
      .where(where)
      // user_code breaks ties so that pages never overlap
      .orderBy(direction(sortColumns[sortKey]), asc(users.userCode))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(users).innerJoin(roles, eq(roles.id, users.roleId))
      .leftJoin(offices, eq(offices.id, users.officeId)).where(where),
  ]);
  return { rows, meta: { page: q.page, limit: q.limit, total } };
}

/** Spec §7: `{ …profile, status, photo, user: { user_code, full_name, user_group, permissions, branches } }`. */
export async function getUserProfile(db: Db, userCode: string) {
  const [row] = await db
    .select({ ...userColumns, permissions: roles.permissions, office_branch: offices.branch_id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(offices, eq(offices.id, users.officeId))
    .where(eq(users.userCode, userCode));
  if (!row) return null;
  const { permissions, office_branch: officeBranch, ...profile } = row;
  return {
    ...profile,
    user: {
      user_code: row.user_code,
      full_name: row.full_name,
      user_group: row.user_group,
      permissions: permissions ?? [],
      /** The branches whose documents the user sees (null: every branch), as the API applies them. */
      branches: userBranches(row.all_branches, row.branch_ids, (officeBranch as number | null) ?? null),
    },
  };
}

export type UserProfile = NonNullable<Awaited<ReturnType<typeof getUserProfile>>>;
