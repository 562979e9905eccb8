import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { ProfileUpdateInput } from '@/lib/resources/profile';
import { INACTIVE_STATUS, type UserCreateInput, type UserUpdateInput } from '@/lib/resources/user';
import { refusePublishedPassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { branches, roles, users } from '../db/schema';
import { runAction } from '../engine/run-action';
import { HttpError } from '../errors';
import { getUserProfile } from './queries';

const ENTITY = 'user';

/** What the audit log keeps of a user: never the password hash. */
function auditView(row: typeof users.$inferSelect) {
  const { passwordHash: _hash, tokenVersion: _tv, ...rest } = row;
  return rest;
}

const lockUser = (userCode: string) => async (tx: Db) => (await tx.select().from(users).where(eq(users.userCode, userCode)).for('update'))[0];

const STALE_USER = 'This user was changed by someone else since you opened it. Reload and try again.';

/** The plan every change of one existing user shares: lock by user code, version, audit entity. */
const onUser = (actor: string, userCode: string, action: string, version?: number) => ({
  actor,
  entity: ENTITY,
  entityId: userCode,
  action,
  label: 'User',
  lock: lockUser(userCode),
  version,
  staleMessage: STALE_USER,
});

async function ensureRole(tx: Db, roleId: number) {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw new HttpError(400, 'Invalid body: check the highlighted fields', { role_id: ['Unknown role'] });
}

/** The branches given must exist (a user with none, no office and not every branch sees no document: allowed, e.g. an administrator of users only). */
async function ensureBranches(tx: Db, ids: readonly number[] | undefined) {
  if (ids?.length) {
    const found = await tx.select({ id: branches.id }).from(branches).where(inArray(branches.id, [...ids]));
    const missing = ids.filter((id) => !found.some((b) => b.id === id));
    if (missing.length) throw new HttpError(400, 'Invalid body: check the highlighted fields', { branch_ids: [`Unknown branch ${missing.join(', ')}`] });
  }
}

async function ensureUniqueEmail(tx: Db, email: string | null | undefined, exceptId?: number) {
  if (!email) return;
  const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (other && other.id !== exceptId) {
    throw new HttpError(409, 'Another user already has this e-mail address', { email: ['Already used'] });
  }
}

export async function createUser(ctx: AppContext, actor: string, input: UserCreateInput) {
  refusePublishedPassword(ctx.config, 'password', input.password);
  const passwordHash = await hashPassword(input.password);
  await runAction(ctx, {
    actor,
    entity: ENTITY,
    entityId: input.user_code,
    action: 'create',
    label: 'User',
    apply: async (tx) => {
      await ensureRole(tx, input.role_id);
      const [existing] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.userCode})`, input.user_code.toLowerCase()));
      if (existing) throw new HttpError(409, 'A user with this user code already exists', { user_code: ['Already used'] });
      await ensureUniqueEmail(tx, input.email);
      await ensureBranches(tx, input.branch_ids);
      const [row] = await tx
        .insert(users)
        .values({
          userCode: input.user_code,
          fullName: input.full_name,
          email: input.email,
          phone: input.phone,
          roleId: input.role_id,
          officeId: input.office_id ?? null,
          allBranches: input.all_branches ?? false,
          branchIds: input.branch_ids ?? [],
          status: input.status,
          passwordHash,
          // Not 0: tokens are bound to (user_code, token version), and a deleted user's unexpired token
          // must not open a new account created later under the same user code.
          tokenVersion: crypto.randomInt(1, 2 ** 30),
        })
        .returning();
      return { result: null, entityId: row.userCode, audit: { after: auditView(row) } };
    },
  });
  return (await getUserProfile(ctx.db, input.user_code))!;
}

export async function updateUser(ctx: AppContext, actor: string, userCode: string, input: UserUpdateInput) {
  refusePublishedPassword(ctx.config, 'password', input.password);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await runAction(ctx, {
    ...onUser(actor, userCode, passwordHash ? 'update+password' : 'update', input.version),
    check: async (before, tx) => {
      if (input.role_id !== undefined) await ensureRole(tx, input.role_id);
      if (input.email !== undefined) await ensureUniqueEmail(tx, input.email, before.id);
      await ensureBranches(tx, input.branch_ids);
    },
    apply: async (tx, before) => {
      const [after] = await tx
        .update(users)
        .set({
          fullName: input.full_name,
          email: input.email,
          phone: input.phone,
          roleId: input.role_id,
          officeId: input.office_id,
          allBranches: input.all_branches,
          branchIds: input.branch_ids,
          passwordHash,
          // A new password ends the user's open sessions.
          tokenVersion: passwordHash ? sql`${users.tokenVersion} + 1` : undefined,
          version: sql`${users.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, before.id))
        .returning();
      const branchesChanged = before.officeId !== after.officeId || before.allBranches !== after.allBranches || JSON.stringify(before.branchIds) !== JSON.stringify(after.branchIds);
      const accessChanged = before.roleId !== after.roleId || Boolean(passwordHash) || branchesChanged;
      return {
        result: null,
        audit: { before: auditView(before), after: auditView(after) },
        afterCommit: () => ctx.principals.invalidate(userCode),
        // A new role (new menu) or a new password (sessions ended): the user's open browsers re-read their record.
        events: accessChanged ? [['updateUserStatus', { user_code: userCode }] as const] : [],
      };
    },
  });
  return (await getUserProfile(ctx.db, userCode))!;
}

export async function setUserStatus(
  ctx: AppContext,
  actor: string,
  userCode: string,
  status: string,
  version?: number,
) {
  if (userCode === actor && status === INACTIVE_STATUS) {
    throw new HttpError(400, 'You cannot deactivate your own account');
  }
  await runAction(ctx, {
    ...onUser(actor, userCode, 'status', version),
    apply: async (tx, before) => {
      if (before.status === status) return { result: null, unchanged: true };
      const [after] = await tx
        .update(users)
        .set({ status, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(eq(users.id, before.id))
        .returning();
      return {
        result: null,
        audit: { before: { status: before.status }, after: { status: after.status } },
        // After commit: the API refuses at once, and the user's open browsers refetch their record.
        afterCommit: () => ctx.principals.invalidate(userCode),
        events: [['updateUserStatus', { user_code: userCode, status }]],
      };
    },
  });
  return (await getUserProfile(ctx.db, userCode))!;
}

export async function deleteUser(ctx: AppContext, actor: string, userCode: string) {
  if (userCode === actor) throw new HttpError(400, 'You cannot delete your own account');
  const removed = await runAction(ctx, {
    ...onUser(actor, userCode, 'delete'),
    apply: async (tx, before) => {
      await tx.delete(users).where(eq(users.id, before.id));
      return {
        result: before,
        audit: { before: auditView(before) },
        afterCommit: () => ctx.principals.invalidate(userCode),
        // The deleted user's browsers re-read their record (now 404) like on a status change.
        events: [['updateUserStatus', { user_code: userCode, status: null }]],
      };
    },
  });
  return removed.photo;
}

export async function setUserPhoto(ctx: AppContext, actor: string, userCode: string, photo: string) {
  const previous = await runAction(ctx, {
    ...onUser(actor, userCode, 'photo'),
    apply: async (tx, before) => {
      await tx
        .update(users)
        .set({ photo, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(eq(users.id, before.id));
      return { result: before.photo, audit: { before: { photo: before.photo }, after: { photo } } };
    },
  });
  return { profile: (await getUserProfile(ctx.db, userCode))!, previous };
}

/**
 * The caller's own details (PUT /api/datamaster/update/profile): name, e-mail and phone only — never
 * the role, the status or the user code. Nothing changed → no new version and no audit row.
 */
export async function updateOwnProfile(ctx: AppContext, userCode: string, input: ProfileUpdateInput) {
  await runAction(ctx, {
    ...onUser(userCode, userCode, 'profile', input.version),
    apply: async (tx, before) => {
      const set = {
        fullName: input.full_name !== undefined && input.full_name !== before.fullName ? input.full_name : undefined,
        email: input.email !== undefined && input.email !== before.email ? input.email : undefined,
        phone: input.phone !== undefined && input.phone !== before.phone ? input.phone : undefined,
      };
      if (set.fullName === undefined && set.email === undefined && set.phone === undefined) return { result: null, unchanged: true };
      if (set.email !== undefined) await ensureUniqueEmail(tx, set.email, before.id);
      const [after] = await tx
        .update(users)
        .set({ ...set, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(eq(users.id, before.id))
        .returning();
      // The principal carries the name: keep it current.
      return { result: null, audit: { before: auditView(before), after: auditView(after) }, afterCommit: () => ctx.principals.invalidate(userCode) };
    },
  });
  return (await getUserProfile(ctx.db, userCode))!;
}

/**
 * An administrator sets a user's password: every session of that user ends (token version + 1). The
 * record's version is left alone: the password is not a field of the user form, whose open copy stays
 * valid.
 */
export async function resetUserPassword(ctx: AppContext, actor: string, userCode: string, password: string) {
  refusePublishedPassword(ctx.config, 'password', password);
  const passwordHash = await hashPassword(password);
  await runAction(ctx, {
    ...onUser(actor, userCode, 'reset-password'),
    apply: async (tx, before) => {
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, before.id));
      // Who reset whose password, and when; never the hash.
      return {
        result: null,
        afterCommit: () => ctx.principals.invalidate(userCode),
        // The user's open browsers re-read their record and learn at once that their session has ended (401).
        events: [['updateUserStatus', { user_code: userCode }]],
      };
    },
  });
  return (await getUserProfile(ctx.db, userCode))!;
}
