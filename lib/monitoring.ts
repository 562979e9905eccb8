/**
 * Which monitoring events are not worth sending (spec §8): redirect-type errors, which are control flow
 * rather than failures, and the transaction of the 404 page. Pure, isomorphic, no Sentry import, so
 * both Sentry configs share it and it is tested without a Sentry client.
 */

/** The structural part of a Sentry event this filter reads. */
export interface MonitoringEvent {
  type?: string;
  transaction?: string;
  message?: string;
  exception?: { values?: { type?: string; value?: string }[] };
}

export interface MonitoringHint {
  originalException?: unknown;
}

const REDIRECT_MARKER = 'NEXT_REDIRECT';

/** Next's own redirect errors carry `digest: 'NEXT_REDIRECT;…'` (and the message 'NEXT_REDIRECT'). */
function isRedirectValue(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith(REDIRECT_MARKER);
  if (value && typeof value === 'object') {
    const { digest, message } = value as { digest?: unknown; message?: unknown };
    return isRedirectValue(digest) || isRedirectValue(message);
  }
  return false;
}

export function isRedirectError(event: MonitoringEvent, hint?: MonitoringHint): boolean {
  if (isRedirectValue(hint?.originalException)) return true;
  if (isRedirectValue(event.message)) return true;
  return (event.exception?.values ?? []).some((e) => isRedirectValue(e.value) || isRedirectValue(e.type));
}

/** '/404', 'GET /404', '/_not-found' (how Next names the not-found page's transaction). */
export function isNotFoundTransaction(event: MonitoringEvent): boolean {
  const name = event.transaction?.trim();
  if (!name) return false;
  const path = name.includes(' ') ? name.slice(name.lastIndexOf(' ') + 1) : name;
  return path === '/404' || path === '/_not-found';
}

/** For Sentry's `beforeSend`: the event, or null to drop it. */
export function filterErrorEvent<E extends MonitoringEvent>(event: E, hint?: MonitoringHint): E | null {
  return isRedirectError(event, hint) ? null : event;
}

/** For Sentry's `beforeSendTransaction`: the transaction, or null to drop it. */
export function filterTransactionEvent<E extends MonitoringEvent>(event: E): E | null {
  return isNotFoundTransaction(event) ? null : event;
}
