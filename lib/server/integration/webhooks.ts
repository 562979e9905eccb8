import crypto from 'node:crypto';
import { and, asc, eq, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DestinationPolicy } from '@/lib/rules/webhook-destination';
import type { AppContext } from '../context';
import { shipments } from '../db/schema/documents';
import { onTrackingEvents } from '../documents/engine/tracking-listeners';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema/integration';
import { destinationPolicy, postPinned, resolveDestination, type Lookup, type PostInit } from './webhook-destination';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@/lib/resources/integration';

/*
 * Webhooks: every customer-facing tracking event of a shipment whose customer has an active endpoint is
 * queued in the event's own transaction (so none is lost and none is sent for a change that rolled
 * back), then POSTed by the sender, signed with HMAC-SHA256, retried with back-off; every attempt is
 * logged. At least once: the receiver deduplicates on the delivery id.
 * A customer's URL is a request our server makes for them: each attempt checks the destination again
 * after resolving its name and connects to the address checked (webhook-destination), follows no
 * redirect and gives up after a few seconds; each customer's deliveries run in a lane of their own, so
 * a slow receiver delays only its owner. Turning a hook off or changing it drops what was queued for it.
 */

/** Waits before attempt 2, 3, …: 1 min, 5 min, 30 min, 2 h, 12 h; then the delivery is failed. */
export const BACKOFF_SECONDS = [60, 300, 1_800, 7_200, 43_200];
/** One attempt, from resolving the name to the answer's status. */
export const TIMEOUT_MS = 5_000;
/** Deliveries of one customer taken in one pass (the lane works through them in order). */
const PER_LANE = 10;

interface QueuedEvent {
  shipment_id: number;
  status: string;
  code: string;
  text: string;
  place: string | null;
  event_at: string;
  public: boolean;
}

/**
 * The INSERT queueing the events for their shipments' customers' endpoints, not yet sent (null: no
 * customer-facing event): it finds the endpoints itself, so it rides along with the event's own INSERT
 * in the action's transaction without a round trip of its own.
 */
export function webhookWrite(events: readonly QueuedEvent[]): SQL | null {
  const visible = events.filter((e) => e.public);
  if (!visible.length) return null;
  const rows = sql.join(
    visible.map((e) => sql`(${e.shipment_id}::int, ${e.status}::text, ${e.code}::text, ${e.text}::text, ${e.place}::text, ${e.event_at}::text)`),
    sql`, `,
  );
  return sql`insert into ${webhookDeliveries} (endpoint_id, shipment_id, event, payload)
    select w.id, s.id, 'tracking', jsonb_build_object('event', 'tracking', 'awb', s.number, 'reference', s.customer_reference, 'status', e.status, 'code', e.code, 'text', e.text, 'place', e.place, 'at', e.at)
    from (values ${rows}) as e (shipment_id, status, code, text, place, at)
    join ${shipments} s on s.id = e.shipment_id
    join ${webhookEndpoints} w on w.customer_id = s.customer_id and w.active = 1`;
}

/**
 * From now on in this process, every tracking write queues its webhooks with it (the engine's listener,
 * in the action's transaction). Called where the app is built and before the server's database start;
 * calling it again changes nothing.
 */
export function queueWebhooksOnTracking(): void {
  onTrackingEvents(webhookWrite);
}

/** `sha256=<hex>` of `${timestamp}.${body}`: what the receiver recomputes with its secret. */
export function signature(secret: string, timestamp: string, body: string) {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type Poster = (url: string, init: PostInit) => Promise<{ status: number }>;

export interface SendOptions {
  post?: Poster;
  lookup?: Lookup;
  timeoutMs?: number;
}

type SenderContext = Pick<AppContext, 'db' | 'references' | 'config'>;
type Claimed = { id: number; endpoint_id: number; payload: Record<string, unknown>; attempts: number; url: string; secret: string };

/**
 * Claims what is due: at most PER_LANE per endpoint (one customer's backlog does not fill the batch),
 * none of the endpoints whose lane is still busy here, each row taken by one sender (another instance
 * skips the locked rows) and held long enough for its lane to reach it.
 */
async function claim(ctx: SenderContext, now: Date, limit: number, busy: ReadonlySet<number>, timeoutMs: number): Promise<Claimed[]> {
  const at = now.toISOString();
  return ctx.db.transaction(async (tx) => {
    const due = tx
      .select({ id: webhookDeliveries.id, at: webhookDeliveries.next_attempt_at })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpoint_id, webhookEndpoints.id), eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.next_attempt_at, at)))
      .orderBy(asc(webhookDeliveries.next_attempt_at), asc(webhookDeliveries.id))
      .limit(PER_LANE)
      .as('due');
    const candidates = await tx
      .select({ id: due.id })
      .from(webhookEndpoints)
      .innerJoinLateral(due, sql`true`)
      .where(and(eq(webhookEndpoints.active, 1), busy.size ? notInArray(webhookEndpoints.id, [...busy]) : undefined))
      .orderBy(asc(due.at), asc(due.id))
      .limit(limit);
    if (!candidates.length) return [];
    const rows = await tx
      .select({ id: webhookDeliveries.id, endpoint_id: webhookDeliveries.endpoint_id, payload: webhookDeliveries.payload, attempts: webhookDeliveries.attempts, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
      .where(and(inArray(webhookDeliveries.id, candidates.map((c) => c.id)), eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.next_attempt_at, at), eq(webhookEndpoints.active, 1)))
      .orderBy(asc(webhookDeliveries.next_attempt_at), asc(webhookDeliveries.id))
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (rows.length) {
      // a crashed sender's claim runs out on its own
      await tx
        .update(webhookDeliveries)
        .set({ next_attempt_at: new Date(now.getTime() + timeoutMs * (PER_LANE + 2)).toISOString() })
        .where(inArray(webhookDeliveries.id, rows.map((r) => r.id)));
    }
    return rows;
  });
}

interface Attempt {
  now: Date;
  /** Real time when the pass began: `now` moves on with it. */
  began: number;
  policy: DestinationPolicy;
  post: Poster;
  lookup?: Lookup;
  timeoutMs: number;
}

/** One attempt of one delivery, logged; the delivery is left alone when it was dropped meanwhile. */
async function attempt(ctx: SenderContext, d: Claimed, a: Attempt) {
  const body = JSON.stringify({ id: d.id, ...d.payload });
  const timestamp = String(Math.floor((a.now.getTime() + Date.now() - a.began) / 1000));
  const started = Date.now();
  const signal = AbortSignal.timeout(a.timeoutMs);
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const destination = await resolveDestination(d.url, a.policy, { lookup: a.lookup, signal });
    if (!destination.ok) error = destination.message;
    else {
      const res = await a.post(destination.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEBHOOK_TIMESTAMP_HEADER]: timestamp, [WEBHOOK_SIGNATURE_HEADER]: signature(d.secret, timestamp, body), 'user-agent': 'courier-webhooks/1' },
        body,
        signal,
        address: destination.address,
        family: destination.family,
      });
      statusCode = res.status;
      if (res.status >= 300 && res.status < 400) error = `HTTP ${res.status}: redirects are not followed`;
      else if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}`;
    }
  } catch (err) {
    error = signal.aborted ? `No answer within ${a.timeoutMs / 1000} s (timed out)` : err instanceof Error ? err.message.slice(0, 300) : 'failed';
  }
  const attempts = d.attempts + 1;
  const delivered = error === null;
  const gaveUp = !delivered && attempts > BACKOFF_SECONDS.length;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({ delivery_id: d.id, status_code: statusCode, error, duration_ms: Date.now() - started });
    await tx
      .update(webhookDeliveries)
      .set({
        attempts,
        status: delivered ? 'delivered' : gaveUp ? 'failed' : 'pending',
        last_status_code: statusCode,
        last_error: error,
        delivered_at: delivered ? new Date().toISOString() : null,
        next_attempt_at: delivered || gaveUp ? sql`${webhookDeliveries.next_attempt_at}` : new Date(a.now.getTime() + BACKOFF_SECONDS[attempts - 1] * 1000).toISOString(),
      })
      // a hook turned off or changed while this attempt was out dropped it: it stays dropped
      .where(and(eq(webhookDeliveries.id, d.id), eq(webhookDeliveries.status, 'pending')));
  });
}

/**
 * Claims what is due and starts one lane per endpoint (its deliveries in order, one at a time); the
 * lanes run side by side. `busy` holds the endpoints whose lanes are still running (skipped by the claim).
 */
async function startPass(ctx: SenderContext, opts: SendOptions & { now?: Date; limit?: number; busy?: Set<number> }) {
  const now = opts.now ?? new Date();
  const busy = opts.busy ?? new Set<number>();
  const timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
  const policy = await destinationPolicy(ctx);
  const rows = await claim(ctx, now, opts.limit ?? 50, busy, timeoutMs);
  const byEndpoint = new Map<number, Claimed[]>();
  for (const row of rows) byEndpoint.set(row.endpoint_id, [...(byEndpoint.get(row.endpoint_id) ?? []), row]);
  const a: Attempt = { now, began: Date.now(), policy, post: opts.post ?? postPinned, lookup: opts.lookup, timeoutMs };
  const lanes = [...byEndpoint].map(async ([endpointId, list]) => {
    busy.add(endpointId);
    try {
      for (const d of list) await attempt(ctx, d, a);
    } finally {
      busy.delete(endpointId);
    }
  });
  return { claimed: rows.length, lanes };
}

/** Sends what is due (oldest first, at most `limit`), each customer in its own lane; returns how many were tried. */
export async function deliverDueWebhooks(ctx: SenderContext, opts: SendOptions & { now?: Date; limit?: number } = {}) {
  const { claimed, lanes } = await startPass(ctx, opts);
  await Promise.all(lanes);
  return claimed;
}

/**
 * The sender's loop on this server (every few seconds): each tick claims what is due for the
 * customers whose lane is free and does not wait for the lanes it starts. The returned stop ends the
 * loop and resolves when the lanes under way have finished.
 */
export function startWebhookSender(ctx: SenderContext, everyMs = 5_000, log: (err: unknown) => void = () => undefined, opts: SendOptions = {}) {
  const busy = new Set<number>();
  const running = new Set<Promise<void>>();
  let claiming: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (claiming) return;
    claiming = startPass(ctx, { ...opts, busy })
      .then(({ lanes }) => {
        for (const lane of lanes) {
          const tracked: Promise<void> = lane.catch(log).finally(() => running.delete(tracked));
          running.add(tracked);
        }
      })
      .catch(log)
      .finally(() => {
        claiming = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await claiming;
    await Promise.all(running);
  };
}
