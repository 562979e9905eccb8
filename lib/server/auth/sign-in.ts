import { eq, sql, type SQL } from 'drizzle-orm';
import { INACTIVE_STATUS } from '@/lib/resources/user';
import { recordAuthEvent } from '../audit';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { HttpError } from '../errors';
import { getUserProfile } from '../users/queries';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { LOCKED_MESSAGE } from './throttle';

export const WRONG_CREDENTIALS = 'Wrong user code or password';
export const SSO_REFUSED = 'Your single sign-on account is not linked to an active user of this system. Ask an administrator.';

/** What next-auth keeps in its session (spec §3): permissions as a JSON string of paths. */
export interface SessionUser {
  id: string;
  full_name: string;
  user_group: string;
  permissions: string;
  photo: string | null;
}

async function issueSession(ctx: AppContext, userCode: string) {
  const profile = await getUserProfile(ctx.db, userCode);
  const [row] = await ctx.db.select({ tv: users.tokenVersion }).from(users).where(eq(users.userCode, userCode));
  if (!profile || !row) throw new HttpError(401, WRONG_CREDENTIALS);
  const accessToken = await ctx.tokens.issue(userCode, row.tv);
  const user: SessionUser = {
    id: profile.user_code,
    full_name: profile.full_name,
    user_group: profile.user_group,
    permissions: JSON.stringify(profile.user.permissions),
    photo: profile.photo,
  };
  return { user, accessToken };
}

/**
 * Credentials sign-in. The attempt is counted before the password is checked (given back when it was
 * right); a locked pair (this user code from this address) or a locked address is refused before the
 * password is even looked at, so a correct password does not get through a lock; a user code that
 * failed often from anywhere is slowed down first (lib/server/auth/throttle.ts). An inactive user
 * may sign in: the app then shows it the inactive-account screen and its token opens nothing else. A
 * hash of an older scheme is replaced by today's on the way.
 */
export async function signInWithPassword(ctx: AppContext, userCode: string, password: string, ip?: string) {
  const check = await ctx.throttle.begin(userCode, ip);
  if (check.lockedUntil) {
    await recordAuthEvent(ctx.db, 'sign_in_locked', userCode, ip);
    throw new HttpError(429, LOCKED_MESSAGE);
  }
  await ctx.throttle.slowDown(check);
  const [user] = await ctx.db
    .select({ userCode: users.userCode, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.userCode})`, userCode.trim().toLowerCase()));
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) {
    await recordAuthEvent(ctx.db, 'sign_in_failed', user?.userCode ?? userCode, ip);
    throw new HttpError(401, WRONG_CREDENTIALS);
  }
  await ctx.throttle.recordSuccess(userCode, ip);
  if (user.passwordHash && needsRehash(user.passwordHash)) await upgradeHash(ctx, user.userCode, user.passwordHash, password);
  await recordAuthEvent(ctx.db, 'sign_in', user.userCode, ip);
  return issueSession(ctx, user.userCode);
}

/**
 * Stores today's hash of a password that just verified against an older one. Only if the stored hash
 * is still the one verified (a password change meanwhile wins); sessions are untouched.
 */
async function upgradeHash(ctx: AppContext, userCode: string, verified: string, password: string) {
  const passwordHash = await hashPassword(password);
  await ctx.db
    .update(users)
    .set({ passwordHash })
    .where(sql`${users.userCode} = ${userCode} and ${users.passwordHash} = ${verified}`);
}

/** Single sign-on: the identity provider vouched for the person; map it to an existing active user. */
export async function signInWithIdentity(
  ctx: AppContext,
  identity: { user_code?: string | null; email?: string | null },
  ip?: string,
) {
  const code = identity.user_code?.trim().toLowerCase();
  const email = identity.email?.trim().toLowerCase();
  // The user code is the stronger link; the e-mail is tried only when no user has that code.
  const findBy = async (condition: SQL) =>
    (await ctx.db.select({ userCode: users.userCode, status: users.status }).from(users).where(condition))[0];
  const user =
    (code ? await findBy(eq(sql`lower(${users.userCode})`, code)) : undefined) ??
    (email ? await findBy(eq(users.email, email)) : undefined);
  if (!user || user.status === INACTIVE_STATUS) {
    await recordAuthEvent(ctx.db, 'sso_refused', user?.userCode ?? code ?? email ?? null, ip, { email });
    throw new HttpError(403, SSO_REFUSED);
  }
  await recordAuthEvent(ctx.db, 'sign_in', user.userCode, ip, { via: 'sso' });
  return issueSession(ctx, user.userCode);
}

/**
 * Logout revokes every access token issued before it (token version + 1). Idempotent: a token already
 * revoked by an earlier logout is accepted and nothing changes.
 */
export async function logout(ctx: AppContext, userCode: string, tokenVersion: number, ip?: string) {
  const changed = await ctx.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(sql`${users.userCode} = ${userCode} and ${users.tokenVersion} = ${tokenVersion}`)
    .returning({ userCode: users.userCode });
  if (changed.length) {
    ctx.principals.invalidate(userCode);
    await recordAuthEvent(ctx.db, 'sign_out', userCode, ip);
  }
  return { logged_out: true, already: changed.length === 0 };
}
