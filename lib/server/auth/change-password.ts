import { eq, sql } from 'drizzle-orm';
import type { PasswordChangeInput } from '@/lib/resources/profile';
import { recordAuthEvent } from '../audit';
import { runAction } from '../engine/run-action';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import { refusePublishedPassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { LOCKED_MESSAGE } from './throttle';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

/**
 * The caller changes its own password. The current password is a password guess like a sign-in: a
 * wrong one counts toward the sign-in lockout, and a locked user code or IP is refused before it is
 * checked. On success every session of the user ends, this one included (token version + 1).
 */
export async function changeOwnPassword(ctx: AppContext, userCode: string, input: PasswordChangeInput, ip?: string) {
  const check = await ctx.throttle.begin(userCode, ip);
  if (check.lockedUntil) {
    await recordAuthEvent(ctx.db, 'sign_in_locked', userCode, ip, { via: 'password_change' });
    throw new HttpError(429, LOCKED_MESSAGE);
  }
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.userCode, userCode));
  if (!user) throw notFound('User');
  await ctx.throttle.slowDown(check);
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    await recordAuthEvent(ctx.db, 'password_change_failed', userCode, ip);
    throw badRequest(WRONG_CURRENT_PASSWORD, { current_password: ['Wrong password'] });
  }

  refusePublishedPassword(ctx.config, 'new_password', input.new_password);
  const passwordHash = await hashPassword(input.new_password);
  await runAction(ctx, {
    actor: userCode,
    entity: 'user',
    entityId: userCode,
    action: 'password',
    label: 'User',
    lock: async (tx) =>
      (await tx.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.userCode, userCode)).for('update'))[0],
    // Checked against the hash that was verified: a change made meanwhile (another tab, an admin) wins.
    check: (locked) => {
      if (locked.passwordHash !== user.passwordHash) throw conflict('Your password was changed meanwhile. Sign in again and retry.');
    },
    apply: async (tx, locked) => {
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, locked.id));
      await recordAuthEvent(tx, 'password_changed', userCode, ip);
      return {
        result: null,
        afterCommit: () => ctx.principals.invalidate(userCode),
        // The user's other open browsers re-read their record and learn at once that their session has ended.
        events: [['updateUserStatus', { user_code: userCode }]],
      };
    },
  });
  await ctx.throttle.recordSuccess(userCode, ip);
}
