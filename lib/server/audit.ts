import { is, SQL } from 'drizzle-orm';
import type { AuthEventKind } from '@/lib/resources/log-kinds';
import type { Db } from './db/client';
import { auditLogs, authEvents } from './db/schema';

/** A transaction handle or the database: the audit row goes into the caller's transaction. */
type Executor = Pick<Db, 'insert'>;

export interface AuditEntry {
  actor: string | null;
  action: string;
  entity: string;
  /** SQL: read from the row the same statement inserts (engine/insert-row). */
  entityId: string | number | SQL | null;
  before?: unknown;
  after?: unknown;
}

/** Written inside the change's own transaction: if it fails, the change fails (fails closed). */
export async function writeAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await auditInsert(tx, entry);
}

/** The audit row's INSERT, not yet sent: to be awaited, or written together with other rows (engine/write-together). */
export function auditInsert(tx: Executor, entry: AuditEntry) {
  return tx.insert(auditLogs).values({
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : is(entry.entityId, SQL) ? entry.entityId : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function recordAuthEvent(
  db: Executor,
  event: AuthEventKind,
  userCode: string | null,
  ip: string | undefined,
  detail?: Record<string, unknown>,
): Promise<void> {
  await db.insert(authEvents).values({ event, userCode, ip: ip ?? null, detail: detail ?? null });
}
