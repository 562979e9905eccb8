// Which errors mean "the database connection is gone" (as opposed to "the statement was wrong"): the
// session died under the statement, so the statement may be run again on a new connection when it is
// known to be harmless to repeat. Used by the pool (lib/server/db/client.ts: drop the other idle
// connections, they are likely dead too) and by the API (lib/server/http/retry-reads.ts: retry a read once).

/**
 * SQLSTATEs of a session the server ended or could not start: 57P01 admin_shutdown (pg_terminate_backend,
 * a fast or smart shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up / recovering),
 * 57P05 idle_session_timeout. Class 08 (connection_exception: 08000, 08003, 08006, 08001, 08004…) is
 * matched as a class.
 */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P05']);

/** Socket errors of a connection that died or could not be (re)opened. */
const LOST_SOCKET_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ENOTCONN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
]);

/**
 * node-postgres' own words: 'Connection terminated unexpectedly' (the socket closed under a query),
 * 'Connection terminated' (ended while a query waited), 'Connection terminated due to connection timeout',
 * 'Client has encountered a connection error and is not queryable', 'Client was closed and is not queryable';
 * and the embedded database's 'PGlite is closing' / 'PGlite is closed' (a statement during or after its shutdown).
 */
const LOST_MESSAGES = [/^Connection terminated\b/, /\bis not queryable\b/, /^PGlite is clos(ed|ing)\b/];

/** True when `err` (or what it wraps: drizzle puts the driver error in `cause`) is a lost database connection. */
export function isConnectionLost(err: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [err];
  while (pending.length && seen.size < 16) {
    const e = pending.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string') {
      if (LOST_SOCKET_CODES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && (LOST_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    }
    if (typeof message === 'string' && LOST_MESSAGES.some((m) => m.test(message))) return true;
    pending.push(cause);
    // AggregateError (a host with several addresses, each refused).
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
