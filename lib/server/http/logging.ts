import type { FastifyServerOptions } from 'fastify';
import { pgError } from '../errors';

/*
 * What the server log may hold about a request or a failure: never a query string, a body or a bound
 * SQL parameter — those carry passwords, password hashes and personal data. A failure is logged with
 * its kind, the PostgreSQL code and constraint, and the statement's verb and table; a request with its
 * method and path.
 */

/** "insert into "users" (…) values ($1, …)" → 'insert into "users"'; the values never. */
export function statementName(sqlText: unknown): string | undefined {
  if (typeof sqlText !== 'string') return undefined;
  const m = /^\s*(with\s+\S+\s+as\s+\(.*?\)\s*)?(select|insert\s+into|update|delete\s+from|lock\s+table|with)\b\s*([\w."]*)/is.exec(sqlText);
  if (!m) return sqlText.trim().split(/\s+/)[0]?.slice(0, 20);
  const verb = m[2].replace(/\s+/g, ' ').toLowerCase();
  // a select's table comes after "from": name it when it is plain
  if (verb === 'select') {
    const from = /\bfrom\s+("?[\w.]+"?)/i.exec(sqlText);
    return from ? `select from ${from[1]}` : 'select';
  }
  return m[3] ? `${verb} ${m[3]}` : verb;
}

/** A thrown value as it may be logged: no message of a failed query (it embeds the parameters). */
export function safeError(err: unknown): Record<string, unknown> {
  const e = (err ?? {}) as { name?: unknown; message?: unknown; query?: unknown; cause?: unknown; code?: unknown; stack?: unknown };
  const { code, constraint } = pgError(err);
  const cause = e.cause as { message?: unknown; table?: unknown; column?: unknown; routine?: unknown } | undefined;
  const isQuery = typeof e.query === 'string';
  const out: Record<string, unknown> = { type: typeof e.name === 'string' ? e.name : typeof err };
  if (isQuery) {
    out.statement = statementName(e.query);
    // PostgreSQL's own message names the problem, not the values ("invalid byte sequence …").
    if (typeof cause?.message === 'string') out.message = cause.message.slice(0, 300);
  } else if (typeof e.message === 'string') {
    out.message = e.message.slice(0, 300);
  }
  if (code) out.pgCode = code;
  if (constraint) out.constraint = constraint;
  if (typeof cause?.table === 'string') out.table = cause.table;
  if (typeof cause?.column === 'string') out.column = cause.column;
  if (typeof e.code === 'string' && !code) out.code = e.code;
  // the stack names our functions, not data; a failed query's first line is its SQL text: drop that line
  if (typeof e.stack === 'string') out.stack = isQuery ? e.stack.split('\n').filter((l) => /^\s+at\s/.test(l)).join('\n') : e.stack;
  return out;
}

/** The request as it is logged: method, path without the query string, route, client address. */
export function safeRequest(req: { method?: string; url?: string; ip?: string; routeOptions?: { url?: string } }) {
  return {
    method: req.method,
    url: (req.url ?? '').split('?')[0],
    route: req.routeOptions?.url,
    remoteAddress: req.ip,
  };
}

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Any logger options with the serializers above (buildApp applies them to every logger it is given). */
export function withSafeSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base: LoggerOptions = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, req: safeRequest as never, err: safeError as never } };
}
