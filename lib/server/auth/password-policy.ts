import { DEMO_PASSWORD } from './demo-credentials';
import { HttpError } from '../errors';
import { PASSWORD_MAX_BYTES } from './passwords';

/*
 * The password of the first administrator (npm run admin:create, INITIAL_ADMIN_PASSWORD): the account
 * that opens every screen of a real deployment, set by an operator on the command line or in the
 * environment. Stricter than the user form's 8 characters.
 */

/** Passwords printed in the README or the docs: anyone may try them. */
export const PUBLISHED_PASSWORDS = [DEMO_PASSWORD] as const;

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

const fold = (s: string) => s.normalize('NFKC').toLowerCase();

/** Why this password may not be an administrator's, or null when it may. */
export function adminPasswordProblem(password: string, userCode?: string): string | null {
  const folded = fold(password);
  // "Demo#2026!!!" is no better than "Demo#2026": whoever read the README tries it first.
  if (PUBLISHED_PASSWORDS.some((p) => folded.includes(fold(p)))) return 'is (or contains) a password published in the README';
  const chars = [...password.normalize('NFKC')];
  if (chars.length < ADMIN_PASSWORD_MIN_LENGTH) return `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) return `must be at most ${PASSWORD_MAX_BYTES} bytes`;
  if (userCode && userCode.length >= 3 && folded.includes(fold(userCode))) return 'must not contain the user code';
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((re) => re.test(password)).length;
  if (kinds < 3) return 'needs at least three of: lower-case letters, upper-case letters, digits, symbols';
  if (new Set(chars).size < 6) return 'repeats too few different characters';
  return null;
}

/** Whether this password is (or contains) one printed in the README: anyone may try it. */
export const isPublishedPassword = (password: string) => PUBLISHED_PASSWORDS.some((p) => fold(password).includes(fold(p)));

/**
 * Outside the demo (DEMO=1, where the demo users share the README's password), no user may be given a
 * published password: a production start would refuse it anyway (demo-credentials), and it opens the account.
 */
export function refusePublishedPassword(config: { demo?: boolean }, field: string, password: string | undefined) {
  if (config.demo || !password || !isPublishedPassword(password)) return;
  throw new HttpError(400, 'Invalid body: check the highlighted fields', { [field]: ['This password is published in the README: choose another'] });
}
