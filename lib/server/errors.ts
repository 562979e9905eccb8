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

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message = 'You do not have permission for this action') => new HttpError(403, message);
export const badRequest = (message: string, errors?: Record<string, string[]>) => new HttpError(400, message, errors);

export const STALE_MESSAGE = 'Someone else changed this record after you opened it. Reload it to see their change, then make yours again.';

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

