import bcrypt from 'bcryptjs';

/**
 * bcrypt, cost 12 (ASVS 2.4.4). bcryptjs is pure JavaScript: argon2's prebuilt native binary crashed
 * the process on these machines, and nothing here may depend on compiling native code at install.
 */
export const BCRYPT_COST = 12;

/** bcrypt reads only the first 72 bytes of a password; longer ones are refused by the schema. */
export const PASSWORD_MAX_BYTES = 72;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/** Verifies; for an unknown user pass null so the timing does not reveal that the user is unknown. */
export async function verifyPassword(hash: string | null, plain: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await bcrypt.compare(plain, await dummyHash).catch(() => false);
    return false;
  }
  return bcrypt.compare(plain, hash).catch(() => false);
}
