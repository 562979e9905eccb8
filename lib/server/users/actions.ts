import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ProfileUpdateInput } from '@/lib/resources/profile';
import { INACTIVE_STATUS, type UserCreateInput, type UserUpdateInput } from '@/lib/resources/user';
import { hashPassword } from '../auth/passwords';
import { writeAudit } from '../audit';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { getUserProfile } from './queries';

const ENTITY = 'user';

/** What the audit log keeps of a user: never the password hash. */
function auditView(row: typeof users.$inferSelect) {
  const { passwordHash: _hash, tokenVersion: _tv, ...rest } = row;
  return rest;
}

async function lockUser(tx: Db, userCode: string) {
  const [row] = await tx.select().from(users).where(eq(users.userCode, userCode)).for('update');
  if (!row) throw notFound('User');
  return row;
}

function checkVersion(current: number, expected: number | undefined) {
  if (expected !== undefined && expected !== current) {
    throw conflict('This user was changed by someone else since you opened it. Reload and try again.');
  }
}

async function ensureRole(tx: Db, roleId: number) {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw new HttpError(400, 'Invalid body: check the highlighted fields', { role_id: ['Unknown role'] });
}

async function ensureUniqueEmail(tx: Db, email: string | null | undefined, exceptId?: number) {
  if (!email) return;
  const [other] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (other && other.id !== exceptId) {
    throw new HttpError(409, 'Another user already has this e-mail address', { email: ['Already used'] });
  }
}

export async function createUser(ctx: AppContext, actor: string, input: UserCreateInput) {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await ensureRole(tx, input.role_id);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.userCode})`, input.user_code.toLowerCase()));
    if (existing) throw new HttpError(409, 'A user with this user code already exists', { user_code: ['Already used'] });
    await ensureUniqueEmail(tx, input.email);
    const [row] = await tx
      .insert(users)
      .values({
        userCode: input.user_code,
        fullName: input.full_name,
        email: input.email,
        phone: input.phone,
        roleId: input.role_id,
        status: input.status,
        passwordHash,
        // Not 0: tokens are bound to (user_code, token version), and a deleted user's unexpired token
        // must not open a new account created later under the same user code.
        tokenVersion: crypto.randomInt(1, 2 ** 30),
      })
      .returning();
    await writeAudit(tx, { actor, action: 'create', entity: ENTITY, entityId: row.userCode, after: auditView(row) });
  });
  return (await getUserProfile(ctx.db, input.user_code))!;
}

export async function updateUser(ctx: AppContext, actor: string, userCode: string, input: UserUpdateInput) {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const accessChanged = await ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, userCode);
    checkVersion(before.version, input.version);
    if (input.role_id !== undefined) await ensureRole(tx, input.role_id);
    if (input.email !== undefined) await ensureUniqueEmail(tx, input.email, before.id);
    const [after] = await tx
      .update(users)
      .set({
        fullName: input.full_name,
        email: input.email,
        phone: input.phone,
        roleId: input.role_id,
        passwordHash,
        // A new password ends the user's open sessions.
        tokenVersion: passwordHash ? sql`${users.tokenVersion} + 1` : undefined,
        version: sql`${users.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, before.id))
      .returning();
    await writeAudit(tx, {
      actor,
      action: passwordHash ? 'update+password' : 'update',
      entity: ENTITY,
      entityId: userCode,
      before: auditView(before),
      after: auditView(after),
    });
    return before.roleId !== after.roleId || Boolean(passwordHash);
  });
  ctx.principals.invalidate(userCode);
  // A new role (new menu) or a new password (sessions ended): the user's open browsers re-read their record.
  if (accessChanged) ctx.realtime.emit('updateUserStatus', { user_code: userCode });
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
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, userCode);
    checkVersion(before.version, version);
    if (before.status === status) return false;
    const [after] = await tx
      .update(users)
      .set({ status, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(eq(users.id, before.id))
      .returning();
    await writeAudit(tx, {
      actor,
      action: 'status',
      entity: ENTITY,
      entityId: userCode,
      before: { status: before.status },
      after: { status: after.status },
    });
    return true;
  });
  // After commit: the API refuses at once, and the user's open browsers refetch their record.
  if (changed) ctx.principals.invalidate(userCode);
  if (changed) ctx.realtime.emit('updateUserStatus', { user_code: userCode, status });
  return (await getUserProfile(ctx.db, userCode))!;
}

export async function deleteUser(ctx: AppContext, actor: string, userCode: string) {
  if (userCode === actor) throw new HttpError(400, 'You cannot delete your own account');
  const removed = await ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, userCode);
    await tx.delete(users).where(eq(users.id, before.id));
    await writeAudit(tx, { actor, action: 'delete', entity: ENTITY, entityId: userCode, before: auditView(before) });
    return before;
  });
  ctx.principals.invalidate(userCode);
  // The deleted user's browsers re-read their record (now 404) like on a status change.
  ctx.realtime.emit('updateUserStatus', { user_code: userCode, status: null });
  return removed.photo;
}

export async function setUserPhoto(ctx: AppContext, actor: string, userCode: string, photo: string) {
  const previous = await ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, userCode);
    await tx
      .update(users)
      .set({ photo, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(eq(users.id, before.id));
    await writeAudit(tx, {
      actor,
      action: 'photo',
      entity: ENTITY,
      entityId: userCode,
      before: { photo: before.photo },
      after: { photo },
    });
    return before.photo;
  });
  return { profile: (await getUserProfile(ctx.db, userCode))!, previous };
}

/**
 * The caller's own details (PUT /api/datamaster/update/profile): name, e-mail and phone only — never
 * the role, the status or the user code. Nothing changed → no new version and no audit row.
 */
export async function updateOwnProfile(ctx: AppContext, userCode: string, input: ProfileUpdateInput) {
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, userCode);
    checkVersion(before.version, input.version);
    const set = {
      fullName: input.full_name !== undefined && input.full_name !== before.fullName ? input.full_name : undefined,
      email: input.email !== undefined && input.email !== before.email ? input.email : undefined,
      phone: input.phone !== undefined && input.phone !== before.phone ? input.phone : undefined,
    };
    if (set.fullName === undefined && set.email === undefined && set.phone === undefined) return false;
    if (set.email !== undefined) await ensureUniqueEmail(tx, set.email, before.id);
    const [after] = await tx
      .update(users)
      .set({ ...set, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(eq(users.id, before.id))
      .returning();
    await writeAudit(tx, {
      actor: userCode,
      action: 'profile',
      entity: ENTITY,
      entityId: userCode,
      before: auditView(before),
      after: auditView(after),
    });
    return true;
  });
  // The principal carries the name: keep it current.
  if (changed) ctx.principals.invalidate(userCode);
  return (await getUserProfile(ctx.db, userCode))!;
}

/**
 * An administrator sets a user's password: every session of that user ends (token version + 1). The
 * record's version is left alone: the password is not a field of the user form, whose open copy stays
 * valid.
 */
export async function resetUserPassword(ctx: AppContext, actor: string, userCode: string, password: string) {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, userCode);
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, before.id));
    // Who reset whose password, and when; never the hash.
    await writeAudit(tx, { actor, action: 'reset-password', entity: ENTITY, entityId: userCode });
  });
  ctx.principals.invalidate(userCode);
  // The user's open browsers re-read their record and learn at once that their session has ended (401).
  ctx.realtime.emit('updateUserStatus', { user_code: userCode });
  return (await getUserProfile(ctx.db, userCode))!;
}
