import crypto from 'node:crypto';

/** next-auth (this process or another host) proves a single sign-on exchange to the API with this header. */
export const INTERNAL_HEADER = 'x-internal-auth';

export function internalAuthValue(secret: string): string {
  return crypto.createHmac('sha256', secret).update('courier-back-office:sso-exchange').digest('base64url');
}
