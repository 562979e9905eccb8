import { count, eq, sql } from 'drizzle-orm';
import { ROLES_SCREEN, type RoleCreateInput, type RoleUpdateInput } from '@/lib/resources/role';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema';
import { runAction } from '../engine/run-action';
import { badRequest, conflict, HttpError } from '../errors';
import { getRole } from './queries';

const ENTITY = 'role';

export const LOCK_OUT = 'You would lock yourself out';

const nameTaken = () => new HttpError(409, 'A role with this name already exists', { name: ['Already used'] });

/** Two concurrent writes of one name (in any case): the unique index decides; answer like the check. */
function isUniqueViolation(err: unknown) {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e.code === '23505' || e.cause?.code === '23505';
}

function isForeignKeyViolation(err: unknown) {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e.code === '23503' || e.cause?.code === '23503';
}

const lockRole = (id: number) => async (tx: Db) => (await tx.select().from(roles).where(eq(roles.id, id)).for('update'))[0];

const STALE_ROLE = 'This role was changed by someone else since you opened it. Reload and try again.';

async function ensureUniqueName(tx: Db, name: string, exceptId?: number) {
  const [other] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(eq(sql`lower(${roles.name})`, name.toLowerCase()));
  if (other && other.id !== exceptId) throw nameTaken();
}

/** The role of whoever is acting: an administrator must not take the role master away from it. */
async function actorRoleId(tx: Db, actor: string) {
  const [row] = await tx.select({ roleId: users.roleId }).from(users).where(eq(users.userCode, actor));
  return row?.roleId;
}

const samePermissions = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((p, i) => p === b[i]);

/** After commit: the API applies the role's new permissions at once, and every open browser refetches its user. */
function announceRoleChange(ctx: AppContext, roleId: number) {
  ctx.principals.invalidate(null);
  ctx.realtime.emit('updateUserStatus', { role_id: roleId });
}

export async function createRole(ctx: AppContext, actor: string, input: RoleCreateInput) {
  const id = await runAction(ctx, {
    actor,
    entity: ENTITY,
    action: 'create',
    label: 'Role',
    mapError: (err) => {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    },
    apply: async (tx) => {
      await ensureUniqueName(tx, input.name);
      const [row] = await tx
        .insert(roles)
        .values({ name: input.name, description: input.description, permissions: input.permissions })
        .returning();
      return { result: row.id, entityId: row.id, audit: { after: row } };
    },
  });
  return (await getRole(ctx.db, id))!;
}

export async function updateRole(ctx: AppContext, actor: string, id: number, input: RoleUpdateInput) {
  await runAction(ctx, {
    actor,
    entity: ENTITY,
    entityId: id,
    action: 'update',
    label: 'Role',
    lock: lockRole(id),
    version: input.version,
    staleMessage: STALE_ROLE,
    mapError: (err) => {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    },
    check: async (before, tx) => {
      if (input.name !== undefined) await ensureUniqueName(tx, input.name, before.id);
      if (input.permissions !== undefined && !input.permissions.includes(ROLES_SCREEN) && (await actorRoleId(tx, actor)) === before.id) {
        throw badRequest(`${LOCK_OUT}: your own role must keep the Roles screen`, {
          permissions: [`Your own role must keep ${ROLES_SCREEN}`],
        });
      }
    },
    apply: async (tx, before) => {
      const nameChanged = input.name !== undefined && input.name !== before.name;
      const descriptionChanged = input.description !== undefined && input.description !== before.description;
      const permissionsChanged = input.permissions !== undefined && !samePermissions(input.permissions, before.permissions);
      // Nothing to change: no new version, no audit row, nobody told.
      if (!nameChanged && !descriptionChanged && !permissionsChanged) return { result: null, unchanged: true };
      const [after] = await tx
        .update(roles)
        .set({
          name: input.name,
          description: input.description,
          permissions: input.permissions,
          version: sql`${roles.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(roles.id, before.id))
        .returning();
      // The name is every user's group label; the permissions are their menu and their API rights.
      const announce = nameChanged || permissionsChanged;
      return { result: null, audit: { before, after }, afterCommit: announce ? () => announceRoleChange(ctx, id) : undefined };
    },
  });
  return (await getRole(ctx.db, id))!;
}

export async function deleteRole(ctx: AppContext, actor: string, id: number) {
  await runAction(ctx, {
    actor,
    entity: ENTITY,
    entityId: id,
    action: 'delete',
    label: 'Role',
    lock: lockRole(id),
    // A user given this role while it was being deleted: the foreign key refuses the delete.
    mapError: (err) => {
      if (isForeignKeyViolation(err)) throw roleInUse(null, null);
      throw err;
    },
    check: async (before, tx) => {
      if ((await actorRoleId(tx, actor)) === before.id) throw badRequest(`${LOCK_OUT}: you cannot delete your own role`);
      const [{ n }] = await tx.select({ n: count() }).from(users).where(eq(users.roleId, before.id));
      if (n > 0) throw roleInUse(before.name, n);
    },
    apply: async (tx, before) => {
      await tx.delete(roles).where(eq(roles.id, before.id));
      return { result: null, audit: { before }, afterCommit: () => announceRoleChange(ctx, id) };
    },
  });
}

function roleInUse(name: string | null, users: number | null) {
  const who = users === null ? 'users' : users === 1 ? '1 user' : `${users} users`;
  return conflict(
    `${name ? `The role ${name}` : 'This role'} is still given to ${who}. Give them another role first, then delete it.`,
  );
}
