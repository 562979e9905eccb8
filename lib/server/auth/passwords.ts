import argon2 from 'argon2';
import bcrypt from 'bcryptjs';

/*
 * Passwords are hashed with argon2id (OWASP's first choice) by argon2's native code on libuv's thread
 * pool, so twenty people signing in at once do not stall everyone else's requests on the one event
 * loop (bcryptjs, pure JavaScript, did: an unrelated GET waited 7 s). Hashes made before — bcrypt,
 * `$2a$`/`$2b$` — still verify, and are replaced by an argon2id hash at that user's next sign-in.
 */

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (~20–30 ms on this machine, off the event loop). */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The schema keeps passwords to what every scheme here reads whole (bcrypt reads only 72 bytes). */
export const PASSWORD_MAX_BYTES = 72;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, ARGON2_OPTIONS);
}

const isBcrypt = (hash: string) => /^\$2[aby]\$/.test(hash);

/** Whether a stored hash should be replaced (an older scheme, or weaker argon2 settings than today's). */
export function needsRehash(hash: string): boolean {
  if (isBcrypt(hash)) return true;
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies; for an unknown user pass null, so the timing does not reveal that the user is unknown
 * (the same argon2 work runs against a dummy hash).
 */
export async function verifyPassword(hash: string | null, plain: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  if (isBcrypt(hash)) return bcrypt.compare(plain, hash).catch(() => false);
  return argon2.verify(hash, plain).catch(() => false);
}
