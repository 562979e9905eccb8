import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { RoleListQuery } from '@/lib/resources/role';
import type { Db } from '../db/client';
import { containsPattern } from '../db/like';
import { roles } from '../db/schema';

// Counted per row (served by users_role_id_idx): a handful of roles, so no join + group by. Written out
// in full: drizzle leaves column names unqualified in a one-table select, which inside the subquery
// would both resolve to users.
const userCount = sql<number>`(select count(*) from users where users.role_id = roles.id)`.mapWith(Number);

/** The columns a client sees of a role (RoleRow). */
export const roleColumns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  permissions: roles.permissions,
  user_count: userCount,
  version: roles.version,
  created_at: roles.createdAt,
  updated_at: roles.updatedAt,
};

const sortColumns = {
  name: sql`lower(${roles.name})`,
  user_count: userCount,
  created_at: roles.createdAt,
} as const;

export async function listRoles(db: Db, q: RoleListQuery) {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const where = pattern ? or(ilike(roles.name, pattern), ilike(roles.description, pattern)) : undefined;
  const sortKey = (q.sort?.replace(/^-/, '') ?? 'name') as keyof typeof sortColumns;
  const direction = q.sort?.startsWith('-') ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(roleColumns)
      .from(roles)
      .where(where)
      // id breaks ties so that pages never overlap
      .orderBy(direction(sortColumns[sortKey]), asc(roles.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(roles).where(where),
  ]);
  return { rows, meta: { page: q.page, limit: q.limit, total } };
}

export async function getRole(db: Db, id: number) {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row ?? null;
}

export type RoleRecord = NonNullable<Awaited<ReturnType<typeof getRole>>>;
