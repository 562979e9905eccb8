import type { SQLWrapper } from 'drizzle-orm';

/*
 * Who else writes when tracking events are written: a listener turns the events an action writes into
 * a statement of its own, and the engine sends it with the events' INSERT, in the action's transaction
 * and the same statement (they commit or roll back together). The integration module queues its
 * customers' webhooks this way, registered when the app is built (http/app.ts) and before a seed runs
 * actions (server.ts, scripts/db-seed.ts); the engine never imports it.
 */

/** A tracking event as the engine writes it (what a listener may read of it). */
export interface WrittenTrackingEvent {
  shipment_id: number;
  event_at: string;
  status: string;
  code: string;
  text: string;
  /** Where, as the customer reads it ("JAKARTA"). */
  place: string | null;
  office_id: number | null;
  branch_id: number | null;
  user_code: string | null;
  /** Whether the customer sees it (the public tracking page, their webhooks). */
  public: boolean;
}

/** The statement to run with the events' INSERT (null: nothing for these events); it runs no query itself. */
export type TrackingListener = (events: readonly WrittenTrackingEvent[]) => SQLWrapper | null;

const listeners = new Set<TrackingListener>();

/** Registers a listener (the same one twice counts once); returns its removal. */
export function onTrackingEvents(listener: TrackingListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The registered listeners' statements for these events, in the order they registered. */
export function trackingListenerWrites(events: readonly WrittenTrackingEvent[]): SQLWrapper[] {
  const writes: SQLWrapper[] = [];
  for (const listener of listeners) {
    const write = listener(events);
    if (write) writes.push(write);
  }
  return writes;
}
