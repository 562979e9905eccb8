import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionLost } from '../db/connection-lost';
import { HttpError } from '../errors';

const READS = new Set(['GET', 'HEAD']);
const WRAPPED = Symbol('retries reads on a lost connection');

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database cannot be reached at the moment; try again shortly';

type Handler = ((this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) => unknown) & { [WRAPPED]?: true };

const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  !!v && (typeof v === 'object' || typeof v === 'function') && typeof (v as { then?: unknown }).then === 'function';

/**
 * A read of the API (GET/HEAD under /api) whose database connection was lost under it (PostgreSQL
 * restarted or failed over, an administrator ended the session, a connection dropped on the way) is run
 * once more: the pool has already dropped the dead connection and its idle siblings
 * (lib/server/db/client.ts), so the second run gets a new one. A second loss answers 503. Writes are
 * never repeated: whether they took effect is not known, and they are not known to be safe to repeat.
 *
 * Only the route handler is repeated — the access check before it is not. A handler that has already
 * started answering (a streamed export) is not repeated either.
 *
 * Install it before the routes are registered: an onRoute hook sees only the routes added after it.
 */
export function retryReadsOnLostConnection(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => READS.has(String(m).toUpperCase()))) return;
    route.handler = retrying(route.handler as Handler) as typeof route.handler;
  });
}

function retrying(handler: Handler): Handler {
  if (handler[WRAPPED]) return handler;
  const wrapped: Handler = function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
    const first = handler.call(this, req, reply);
    // Not a promise (a callback-style handler): hand it back untouched, Fastify waits for its send().
    if (!READS.has(req.method) || !isThenable(first)) return first;
    return Promise.resolve(first).catch((err: unknown) => {
      if (!isConnectionLost(err) || reply.sent || reply.raw.headersSent) throw err;
      req.log.warn({ err }, 'database connection lost during a read; running it once more on a new connection');
      return Promise.resolve(handler.call(this, req, reply)).catch((again: unknown) => {
        if (!isConnectionLost(again) || reply.sent || reply.raw.headersSent) throw again;
        req.log.error({ err: again }, 'database connection lost again on the retried read');
        throw new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE);
      });
    });
  };
  wrapped[WRAPPED] = true;
  return wrapped;
}
