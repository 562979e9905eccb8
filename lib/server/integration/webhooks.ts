import crypto from 'node:crypto';
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { shipments } from '../db/schema/documents';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema/integration';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@/lib/resources/integration';

/*
 * Webhooks: every customer-facing tracking event of a shipment whose customer has an active endpoint is
 * queued in the event's own transaction (so none is lost and none is sent for a change that rolled
 * back), then POSTed by the sender, signed with HMAC-SHA256, retried with back-off; every attempt is
 * logged. At least once: the receiver deduplicates on the delivery id.
 */

/** Waits before attempt 2, 3, …: 1 min, 5 min, 30 min, 2 h, 12 h; then the delivery is failed. */
export const BACKOFF_SECONDS = [60, 300, 1_800, 7_200, 43_200];
const TIMEOUT_MS = 10_000;

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

/** `sha256=<hex>` of `${timestamp}.${body}`: what the receiver recomputes with its secret. */
export function signature(secret: string, timestamp: string, body: string) {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type Poster = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<{ status: number }>;

/** Sends what is due (oldest first, at most `limit`); returns how many were tried. */
export async function deliverDueWebhooks(ctx: Pick<AppContext, 'db'>, opts: { now?: Date; limit?: number; post?: Poster } = {}) {
  const now = opts.now ?? new Date();
  const post: Poster = opts.post ?? ((url, init) => fetch(url, init));
  // claim a batch: each delivery is taken by one sender (another instance skips the locked rows)
  const due = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: webhookDeliveries.id, payload: webhookDeliveries.payload, attempts: webhookDeliveries.attempts, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.next_attempt_at, now.toISOString())))
      .orderBy(asc(webhookDeliveries.next_attempt_at), asc(webhookDeliveries.id))
      .limit(opts.limit ?? 50)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (rows.length) {
      // held for the length of a timeout: a crashed sender's claim runs out on its own
      await tx
        .update(webhookDeliveries)
        .set({ next_attempt_at: new Date(now.getTime() + TIMEOUT_MS * 3).toISOString() })
        .where(inArray(webhookDeliveries.id, rows.map((r) => r.id)));
    }
    return rows;
  });
  for (const d of due) {
    const body = JSON.stringify({ id: d.id, ...d.payload });
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const started = Date.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const res = await post(d.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEBHOOK_TIMESTAMP_HEADER]: timestamp, [WEBHOOK_SIGNATURE_HEADER]: signature(d.secret, timestamp, body), 'user-agent': 'courier-webhooks/1' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      statusCode = res.status;
      if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}`;
    } catch (err) {
      error = err instanceof Error ? err.message.slice(0, 300) : 'failed';
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
          next_attempt_at: delivered || gaveUp ? sql`${webhookDeliveries.next_attempt_at}` : new Date(now.getTime() + BACKOFF_SECONDS[attempts - 1] * 1000).toISOString(),
        })
        .where(eq(webhookDeliveries.id, d.id));
    });
  }
  return due.length;
}

/** The sender's loop on this server (every few seconds); stop it on shutdown. */
export function startWebhookSender(ctx: Pick<AppContext, 'db'>, everyMs = 5_000, log: (err: unknown) => void = () => undefined) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueWebhooks(ctx)
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
