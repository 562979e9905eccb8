import { createHash } from 'node:crypto';

/**
 * A request id made from another and a key (a bulk request's per-customer create, a collection's
 * per-line payment): the same inputs give the same UUID-shaped id, so a repeat makes nothing twice.
 */
export function derivedRequestId(base: string, key: string): string {
  const h = createHash('sha256').update(`${base}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
