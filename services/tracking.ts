import type { PublicTracking, TrackingLookup } from '@/lib/resources/documents/tracking-api';
import { API_URL, apiClient } from './api-client';

/*
 * The tracking calls (contract: lib/resources/documents/tracking-api.ts).
 *   staff:     GET /operational/get/tracking?q=…   through the app's client (Bearer added)
 *   customers: GET /public/track/{awb}             a plain fetch: no token, no cookies, nothing of the app's session
 */

interface Envelope<T> {
  message: string;
  data: T;
}

/** An AWB number: 12 digits (what the public route accepts). */
export const AWB_PATTERN = /^\d{12}$/;

/** What a customer typed or a scanner sent ("1234 5678 9012", "1234-5678-9012") as the bare number. */
export const normalizeAwb = (text: string) => text.replace(/[\s.-]+/g, '');

export const TRACKING_PATHS = {
  lookup: '/operational/get/tracking',
  public: (awb: string) => `/public/track/${encodeURIComponent(awb)}`,
  provider: '/public/provider',
} as const;

/** AWB numbers, a customer reference or a phone number, as the clerk typed them (the server parses `q`). */
export async function lookupTracking(q: string, signal?: AbortSignal): Promise<TrackingLookup> {
  const res = await apiClient.get<Envelope<TrackingLookup>>(TRACKING_PATHS.lookup, { params: { q }, signal });
  return res.data.data;
}

/** A failed public lookup: the HTTP status (undefined when the server was not reached) and the server's message. */
export class PublicTrackingError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
    /** Seconds to wait, from a 429's Retry-After header. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'PublicTrackingError';
  }
}

function retryAfterSeconds(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

/** The customer's view of one AWB. Rejects with a PublicTrackingError. */
export async function fetchPublicTracking(awb: string, signal?: AbortSignal): Promise<PublicTracking> {
  let res: Response;
  try {
    res = await fetch(`${API_URL.replace(/\/+$/, '')}${TRACKING_PATHS.public(awb)}`, {
      method: 'GET',
      credentials: 'omit',
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PublicTrackingError(undefined, error instanceof Error ? error.message : 'Network error');
  }
  const body = (await res.json().catch(() => null)) as Partial<Envelope<PublicTracking>> | null;
  if (!res.ok || !body?.data) {
    const message = typeof body?.message === 'string' && body.message ? body.message : `HTTP ${res.status}`;
    throw new PublicTrackingError(res.ok ? 502 : res.status, message, retryAfterSeconds(res.headers.get('retry-after')));
  }
  return body.data;
}

/** The company's name for the public page (the provider name setting, else the application name). */
export async function fetchPublicProviderName(signal?: AbortSignal): Promise<string> {
  const res = await fetch(`${API_URL.replace(/\/+$/, '')}${TRACKING_PATHS.provider}`, { method: 'GET', credentials: 'omit', headers: { accept: 'application/json' }, signal });
  const body = (await res.json().catch(() => null)) as Partial<Envelope<{ name: string }>> | null;
  if (!res.ok || typeof body?.data?.name !== 'string') throw new PublicTrackingError(res.status, `HTTP ${res.status}`);
  return body.data.name;
}
