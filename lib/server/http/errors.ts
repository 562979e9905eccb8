import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/connection-lost';
import { CONNECTION_LOST_WRITE_MESSAGE, HttpError, isWriteConflict, pgError, UnavailableError, WRITE_CONFLICT_MESSAGE } from '../errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from './retry-reads';

/** Field path → messages, from zod issues (the same shape the forms show inline). */
function fieldErrors(issues: { instancePath?: string; path?: PropertyKey[]; message?: string }[], prefix = '') {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field =
      (issue.path?.length ? issue.path.map(String).join('.') : issue.instancePath?.replace(/^\//, '').replace(/\//g, '.')) ||
      prefix ||
      '_';
    (out[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return out;
}

/** Postgres error codes that mean the client sent something wrong, not that we broke. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'A record with the same unique value already exists'],
  '23503': [409, 'The record is referenced by, or refers to, a record that does not exist or is still in use'],
  '23514': [400, 'A value is outside what is allowed'],
  '23502': [400, 'A required value is missing'],
  '22P02': [400, 'A value has the wrong format'],
  '22001': [400, 'A value is too long'],
  '22003': [400, 'A number is out of range'],
  '22007': [400, 'A date has the wrong format'],
  '22008': [400, 'A date is out of range'],
  // a NUL byte (U+0000) in a text: refused at validation, this is the last word if one slips through
  '22021': [400, 'A text contains a character that cannot be stored (NUL)'],
  '22P05': [400, 'A text contains a character that cannot be stored (NUL)'],
};

const pgCode = (err: unknown) => pgError(err).code;

/** How long a client waits before trying a 503 again (seconds), unless the error says otherwise. */
export const RETRY_AFTER_SECONDS = 5;

/** The one error mapper: never a stack trace, never a 500 for bad input. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof HttpError) {
    if (err.statusCode === 503) {
      // what was lost (a write's connection) is kept as the cause
      req.log.warn({ err }, err.message);
      reply.header('retry-after', String(err instanceof UnavailableError ? err.retryAfterSeconds : RETRY_AFTER_SECONDS));
    }
    return reply.status(err.statusCode).send({ message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext === 'querystring' ? 'query' : (err.validationContext ?? 'body');
    return reply.status(400).send({
      message: `Invalid ${where}: check the highlighted fields`,
      errors: fieldErrors(err.validation as never),
    });
  }
  // what runAction did not see (a write outside it): a lost race is a 409, a lost connection a 503, never a 500
  if (isWriteConflict(err)) return reply.status(409).send({ message: WRITE_CONFLICT_MESSAGE });
  if (isConnectionLost(err)) {
    req.log.warn({ err }, 'database connection lost');
    const read = req.method === 'GET' || req.method === 'HEAD';
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: read ? DATABASE_UNAVAILABLE_MESSAGE : CONNECTION_LOST_WRITE_MESSAGE });
  }
  const code = pgCode(err);
  if (code && PG_CLIENT_ERRORS[code]) {
    const [status, message] = PG_CLIENT_ERRORS[code];
    return reply.status(status).send({ message });
  }
  if (isResponseSerializationError(err)) req.log.error({ err }, 'response does not match its schema');
  const status = err.statusCode ?? 500;
  if (status < 500) {
    const message =
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'Request body is too large (limit 1 MB)'
        : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type'
          : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'Request body is empty'
            : err.message;
    return reply.status(status).send({ message });
  }
  req.log.error({ err }, 'unhandled error');
  return reply.status(500).send({ message: 'Internal server error' });
}
