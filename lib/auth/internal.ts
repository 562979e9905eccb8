import crypto from 'node:crypto';

/** next-auth (this process or another host) proves a single sign-on exchange to the API with this header. */
export const INTERNAL_HEADER = 'x-internal-auth';

export function internalAuthValue(secret: string): string {
  return crypto.createHmac('sha256', secret).update('courier-back-office:sso-exchange').digest('base64url');
}

/** Whether a request carries the internal header of this secret (compared in constant time). */
export function hasInternalAuth(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const expected = internalAuthValue(secret);
  return given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
