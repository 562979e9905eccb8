import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { shipments } from './documents';
import { customers } from './resources';

/*
 * Credit customers sending shipments through our API: their keys (stored as SHA-256 of a 256-bit random
 * secret — shown once, never again), their webhook endpoint, and every webhook delivery with each attempt.
 */

export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customer_id: integer('customer_id')
      .notNull()
      .references((): AnyPgColumn => customers.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The first characters of the key, to tell keys apart in a list ("ck_live_3f9c…"). */
    prefix: text('prefix').notNull(),
    key_hash: text('key_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    created_by: text('created_by'),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    revoked_by: text('revoked_by'),
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    // serves: finding the key of a request (X-API-Key → its hash)
    uniqueIndex('api_keys_key_hash_uq').on(t.key_hash),
    // serves: a customer's keys on the customer screen
    index('api_keys_customer_idx').on(t.customer_id),
  ],
);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customer_id: integer('customer_id')
      .notNull()
      .references((): AnyPgColumn => customers.id, { onDelete: 'restrict' }),
    url: text('url').notNull(),
    /** Signs every delivery (HMAC-SHA256); shown once when set or rotated. */
    secret: text('secret').notNull(),
    active: integer('active').notNull().default(1),
    version: integer('version').notNull().default(1),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_by: text('updated_by'),
  },
  // serves: one endpoint per customer, looked up for every tracking event of its shipments
  (t) => [uniqueIndex('webhook_endpoints_customer_uq').on(t.customer_id)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    endpoint_id: integer('endpoint_id')
      .notNull()
      .references((): AnyPgColumn => webhookEndpoints.id, { onDelete: 'restrict' }),
    shipment_id: integer('shipment_id')
      .notNull()
      .references((): AnyPgColumn => shipments.id, { onDelete: 'restrict' }),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending → delivered, or failed once the attempts are used up, or dropped when its hook was turned off or changed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    last_status_code: integer('last_status_code'),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    delivered_at: timestamp('delivered_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    // serves: the sender's "what is due now" (pending, oldest first)
    index('webhook_deliveries_due_idx').on(t.status, t.next_attempt_at),
    // serves: a shipment's deliveries (support looking into "we never got the event")
    index('webhook_deliveries_shipment_idx').on(t.shipment_id),
    // serves: the sender's claim, per customer's lane (a few of each endpoint's oldest due), and dropping
    // what is queued for a hook that is turned off or changed
    index('webhook_deliveries_pending_idx').on(t.endpoint_id, t.next_attempt_at).where(sql`${t.status} = 'pending'`),
  ],
);

/** Every attempt of every delivery: when, the answer's status (or the network error), how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    delivery_id: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references((): AnyPgColumn => webhookDeliveries.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    status_code: integer('status_code'),
    error: text('error'),
    duration_ms: integer('duration_ms').notNull(),
  },
  // serves: a delivery's attempts in order
  (t) => [index('webhook_attempts_delivery_idx').on(t.delivery_id, t.at)],
);
