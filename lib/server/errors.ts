/*
 * The errors every server module throws: an HttpError becomes `{ message, errors? }` with its status
 * (lib/server/http/errors.ts maps it), and pgError reads what PostgreSQL refused.
 */

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** A service the answer needs cannot be reached now: 503, with `Retry-After` (seconds). */
export class UnavailableError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds = 5,
  ) {
    super(503, message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message = 'You do not have permission for this action') => new HttpError(403, message);
export const badRequest = (message: string, errors?: Record<string, string[]>) => new HttpError(400, message, errors);

export const STALE_MESSAGE = 'Someone else changed this record after you opened it. Reload it to see their change, then make yours again.';

export const WRITE_CONFLICT_MESSAGE = 'Someone else was changing the same records at the same moment, so nothing was saved. Try again.';

export const CONNECTION_LOST_WRITE_MESSAGE =
  'The connection to the database was lost while saving. Reload to see whether your change was kept before making it again (in a few seconds).';

/**
 * A transaction that lost to another one and was rolled back, safe to run again from the start:
 * 40001 serialization_failure, 40P01 deadlock_detected, 55P03 lock_not_available (a lock wait given up).
 */
export const isWriteConflict = (err: unknown) => ['40001', '40P01', '55P03'].includes(pgError(err).code ?? '');

/** The PostgreSQL error behind an error: its SQLSTATE code and the constraint it names, if any. */
export function pgError(err: unknown): { code?: string; constraint?: string; column?: string } {
  // drizzle wraps driver errors; the code sits on the error or its cause.
  type Fields = { code?: unknown; constraint?: unknown; column?: unknown };
  const e = err as Fields & { cause?: Fields };
  const source = typeof e.code === 'string' ? e : e.cause;
  const code = typeof source?.code === 'string' && /^[0-9A-Z]{5}$/.test(source.code) ? source.code : undefined;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return code ? { code, constraint: text(source?.constraint), column: text(source?.column) } : {};
}

