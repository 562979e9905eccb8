import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Every change of a record: who, when, what, before/after (misc/logs/transactions).
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    // serves: a record's history on its detail view
    index('audit_logs_entity_idx').on(t.entity, t.entityId, t.at),
    // serves: transactions log by date
    index('audit_logs_at_idx').on(t.at),
    // serves: transactions log of one record type, and the users log's user changes, newest first
    index('audit_logs_entity_at_idx').on(t.entity, t.at),
    // serves: both logs filtered by who did it, newest first; the list of actors (distinct, by skip scan)
    index('audit_logs_actor_at_idx').on(t.actor, t.at),
  ],
);
