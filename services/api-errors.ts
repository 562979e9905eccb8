import { AxiosError } from 'axios';
import type { ApiErrorBody } from '@/services/api-client';

/** HTTP status of a failed call, or undefined when the server was not reached. */
export function apiErrorStatus(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}

/**
 * React Query's retry for reads: a refusal (400, 403, 404, 409 …) gets the same answer again; network and
 * server failures are tried again, up to 3 times. A 401 is left to the session (a token being renewed or
 * a session ending, whose own screen says why) and is retried as before.
 */
export function retryRead(failures: number, error: unknown): boolean {
  const status = apiErrorStatus(error);
  const refused = status !== undefined && status >= 400 && status < 500 && status !== 401;
  return failures < 3 && !refused;
}

/** Per-field messages of a 400/409 (`{ message, errors: { field: [..] } }`), or {}. */
export function apiFieldErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof AxiosError)) return {};
  const body = error.response?.data as Partial<ApiErrorBody> | undefined;
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages) && messages.length) out[field] = messages.map(String);
  }
  return out;
}

/** 409: the record changed since it was read, or a unique value is taken. */
export function isConflict(error: unknown): boolean {
  return apiErrorStatus(error) === 409;
}

/** An error a form shows itself: field errors inline, a conflict in its banner with a reload. */
export function isFormError(error: unknown): boolean {
  return isConflict(error) || Object.keys(apiFieldErrors(error)).length > 0;
}
