import { and, count, desc, eq, gte, ilike, inArray, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  USER_ACTIONS_SHOWN_AS_AUTH_EVENTS,
  isAuthEventKind,
  type LogListMeta,
  type LogOption,
  type TransactionLogRow,
  type UserLogRow,
  type UserLogSource,
} from '@/lib/resources/log-kinds';
import type { TransactionLogFilters, UserLogFilters } from '@/lib/resources/logs';
import { findResource } from '@/lib/resources/registry';
import { dayRange } from '@/lib/rules/log-time';
import { fieldLabel } from '@/lib/rules/record-diff';
import { COUNT_CAP } from '../crud/queries';
import type { Db } from '../db/client';
import { containsPattern } from '../db/like';
import { auditLogs, authEvents, users } from '../db/schema';

/** Past this many matching rows a log says "10,000+" instead of counting on, as the resource lists do. */
const LOG_COUNT_CAP = COUNT_CAP;

/**
 * Where the next batch of an export starts: the last row's time as PostgreSQL text (microseconds kept;
 * a JS Date would round them off and skip rows), its source and id.
 */
export interface LogCursor {
  at: string;
  source: UserLogSource;
  id: number;
}

/** Offset paging for the screens (page numbers), a cursor for the export (no growing offsets). */
export type LogWindow = { limit: number; offset: number } | { limit: number; after: LogCursor | null };

const offsetOf = (w: LogWindow) => ('offset' in w ? w.offset : 0);

function dateConditions(at: AnyPgColumn, from?: string, to?: string): SQL[] {
  const { start, end } = dayRange(from, to);
  return [start && gte(at, start), end && lt(at, end)].filter((c): c is SQL => Boolean(c));
}

/**
 * Rows after the cursor in the order (at desc, source desc, id desc), for one table whose rows all have
 * `source`: at an equal time the other source's rows come first or last as a whole.
 */
function afterCursor(at: AnyPgColumn, id: AnyPgColumn, source: UserLogSource, c: LogCursor | null): SQL | undefined {
  if (!c) return undefined;
  const time = sql`${c.at}::timestamptz`;
  if (source < c.source) return lte(at, time);
  if (source > c.source) return lt(at, time);
  return and(lte(at, time), or(lt(at, time), lt(id, c.id)));
}

const iso = (d: Date) => d.toISOString();

/** user_code → full_name of the users a page mentions (deleted users have no name). */
async function userNames(db: Db, codes: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter((c): c is string => Boolean(c)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ code: users.userCode, name: users.fullName })
    .from(users)
    .where(inArray(users.userCode, wanted));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** How many rows match, counted up to the cap only. */
async function cappedCount(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(table).where(where).limit(LOG_COUNT_CAP + 1).as('capped');
  const [{ n }] = await db.select({ n: count() }).from(capped);
  return n;
}

const meta = (page: number, limit: number, n: number): LogListMeta => ({
  page,
  limit,
  total: Math.min(n, LOG_COUNT_CAP),
  total_capped: n > LOG_COUNT_CAP,
});

/* ---------------------------------------------------------------- transactions log (audit_logs) */

function transactionLogWhere(f: TransactionLogFilters): SQL | undefined {
  const conditions: SQL[] = [...dateConditions(auditLogs.at, f.from, f.to)];
  if (f.actor) conditions.push(eq(auditLogs.actor, f.actor));
  if (f.entity) conditions.push(eq(auditLogs.entity, f.entity));
  if (f.entity_id) conditions.push(eq(auditLogs.entityId, f.entity_id));
  if (f.action) conditions.push(eq(auditLogs.action, f.action));
  if (f.search) {
    // No index can serve a text search inside the snapshots: it reads the rows the other filters leave.
    const pattern = containsPattern(f.search);
    conditions.push(
      or(
        ilike(auditLogs.entityId, pattern),
        ilike(sql`${auditLogs.before}::text`, pattern),
        ilike(sql`${auditLogs.after}::text`, pattern),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

async function transactionRows(db: Db, f: TransactionLogFilters, w: LogWindow) {
  const after = 'after' in w ? afterCursor(auditLogs.at, auditLogs.id, 'record', w.after) : undefined;
  const rows = await db
    .select({
      id: auditLogs.id,
      at: auditLogs.at,
      cursorAt: sql<string>`${auditLogs.at}::text`,
      actor: auditLogs.actor,
      action: auditLogs.action,
      entity: auditLogs.entity,
      entity_id: auditLogs.entityId,
      before: auditLogs.before,
      after: auditLogs.after,
    })
    .from(auditLogs)
    .where(and(transactionLogWhere(f), after))
    .orderBy(desc(auditLogs.at), desc(auditLogs.id))
    .limit(w.limit)
    .offset(offsetOf(w));
  const names = await userNames(db, rows.map((r) => r.actor));
  const out: TransactionLogRow[] = rows.map(({ cursorAt: _cursor, ...r }) => ({
    ...r,
    at: iso(r.at),
    actor_name: r.actor ? (names.get(r.actor) ?? null) : null,
  }));
  const last = rows[rows.length - 1];
  const next: LogCursor | null = last ? { at: last.cursorAt, source: 'record', id: last.id } : null;
  return { rows: out, next };
}

/** A page of the transactions log, newest first. */
export async function listTransactionLog(db: Db, q: TransactionLogFilters & { page: number; limit: number }) {
  const [{ rows }, n] = await Promise.all([
    transactionRows(db, q, { limit: q.limit, offset: (q.page - 1) * q.limit }),
    cappedCount(db, auditLogs, transactionLogWhere(q)),
  ]);
  return { rows, meta: meta(q.page, q.limit, n) };
}

/** The next `limit` rows of the filtered transactions log after `after` (export). */
export function transactionLogBatch(db: Db, f: TransactionLogFilters, after: LogCursor | null, limit: number) {
  return transactionRows(db, f, { limit, after });
}

/* ---------------------------------------------------------------- users log (auth_events + user records) */

/** An impossible condition: PostgreSQL skips the branch without reading it. */
const NEVER = sql`false`;

function userRecordWhere(f: UserLogFilters): SQL {
  const conditions: SQL[] = [
    eq(auditLogs.entity, 'user'),
    notInArray(auditLogs.action, [...USER_ACTIONS_SHOWN_AS_AUTH_EVENTS]),
    ...dateConditions(auditLogs.at, f.from, f.to),
  ];
  if (f.user_code) conditions.push(eq(auditLogs.entityId, f.user_code));
  if (f.actor) conditions.push(eq(auditLogs.actor, f.actor));
  if (f.kind) conditions.push(isAuthEventKind(f.kind) ? NEVER : eq(auditLogs.action, f.kind));
  return and(...conditions)!;
}

/** A session event is done by the user it is about: `user_code` and `actor` both match its user code. */
function sessionWhere(f: UserLogFilters): SQL | undefined {
  const conditions: SQL[] = [...dateConditions(authEvents.at, f.from, f.to)];
  if (f.user_code) conditions.push(eq(authEvents.userCode, f.user_code));
  if (f.actor) conditions.push(eq(authEvents.userCode, f.actor));
  if (f.kind) conditions.push(isAuthEventKind(f.kind) ? eq(authEvents.event, f.kind) : NEVER);
  return conditions.length ? and(...conditions) : undefined;
}

async function userLogRows(db: Db, f: UserLogFilters, w: LogWindow) {
  const after = 'after' in w ? w.after : null;
  // Each branch takes only the rows the page can reach, in index order; the union orders those.
  const take = offsetOf(w) + w.limit;
  const records = db
    .select({
      source: sql<UserLogSource>`'record'::text`.as('source'),
      id: auditLogs.id,
      at: auditLogs.at,
      cursorAt: sql<string>`${auditLogs.at}::text`.as('cursor_at'),
      kind: auditLogs.action,
      user_code: auditLogs.entityId,
      actor: auditLogs.actor,
      ip: sql<string | null>`null::text`.as('ip'),
      detail: sql<Record<string, unknown> | null>`null::jsonb`.as('detail'),
      before: auditLogs.before,
      after: auditLogs.after,
    })
    .from(auditLogs)
    .where(and(userRecordWhere(f), afterCursor(auditLogs.at, auditLogs.id, 'record', after)))
    .orderBy(desc(auditLogs.at), desc(auditLogs.id))
    .limit(take);
  const sessions = db
    .select({
      source: sql<UserLogSource>`'session'::text`.as('source'),
      id: sql<number>`${authEvents.id}::bigint`.as('id'),
      at: authEvents.at,
      cursorAt: sql<string>`${authEvents.at}::text`.as('cursor_at'),
      kind: authEvents.event,
      user_code: authEvents.userCode,
      actor: authEvents.userCode,
      ip: authEvents.ip,
      detail: authEvents.detail,
      before: sql<unknown>`null::jsonb`.as('before'),
      after: sql<unknown>`null::jsonb`.as('after'),
    })
    .from(authEvents)
    .where(and(sessionWhere(f), afterCursor(authEvents.at, authEvents.id, 'session', after)))
    .orderBy(desc(authEvents.at), desc(authEvents.id))
    .limit(take);

  const rows = await records
    .unionAll(sessions)
    .orderBy(sql`"at" desc, "source" desc, "id" desc`)
    .limit(w.limit)
    .offset(offsetOf(w));

  const names = await userNames(db, rows.flatMap((r) => [r.user_code, r.actor]));
  const name = (code: string | null) => (code ? (names.get(code) ?? null) : null);
  const out: UserLogRow[] = rows.map((r) => ({
    key: `${r.source}-${r.id}`,
    source: r.source,
    at: iso(r.at),
    kind: r.kind,
    user_code: r.user_code,
    user_name: name(r.user_code),
    actor: r.actor,
    actor_name: name(r.actor),
    ip: r.ip,
    detail: r.detail,
    before: r.before,
    after: r.after,
  }));
  const last = rows[rows.length - 1];
  const next: LogCursor | null = last ? { at: last.cursorAt, source: last.source, id: Number(last.id) } : null;
  return { rows: out, next };
}

/** A page of the users log: sign-ins, sign-outs, refusals and password changes with the user-record changes, newest first. */
export async function listUserLog(db: Db, q: UserLogFilters & { page: number; limit: number }) {
  const [{ rows }, records, sessions] = await Promise.all([
    userLogRows(db, q, { limit: q.limit, offset: (q.page - 1) * q.limit }),
    cappedCount(db, auditLogs, userRecordWhere(q)),
    cappedCount(db, authEvents, sessionWhere(q)),
  ]);
  return { rows, meta: meta(q.page, q.limit, records + sessions) };
}

export function userLogBatch(db: Db, f: UserLogFilters, after: LogCursor | null, limit: number) {
  return userLogRows(db, f, { limit, after });
}

/* ---------------------------------------------------------------- filter options */

/**
 * The distinct non-null values of an indexed column, by skip scan: one index probe per value, however
 * many rows hold each (PostgreSQL has no loose index scan of its own).
 */
async function distinctValues(db: Db, table: PgTable, column: AnyPgColumn, max = 1000): Promise<string[]> {
  // Both drivers answer a raw statement with `{ rows }`.
  const result = (await db.execute(sql`
    with recursive d(v) as (
      (select ${column} from ${table} where ${column} is not null order by ${column} limit 1)
      union all
      select (select ${column} from ${table} where ${column} > d.v order by ${column} limit 1) from d where d.v is not null
    )
    select v from d where v is not null limit ${max}`)) as unknown as { rows: { v: string }[] };
  return result.rows.map((r) => String(r.v));
}

const PLATFORM_ENTITIES: Record<string, string> = { user: 'User', role: 'Role', 'site-setting': 'Site setting' };

/** The record types the audit log holds, with their names. */
export async function entityOptions(db: Db): Promise<LogOption[]> {
  const names = await distinctValues(db, auditLogs, auditLogs.entity);
  return names
    .map((value) => ({ value, label: PLATFORM_ENTITIES[value] ?? findResource(value)?.label ?? fieldLabel(value) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Everyone who may appear in a log: every user, and the user codes of the audit log's deleted users. */
export async function actorOptions(db: Db): Promise<LogOption[]> {
  const [current, actors] = await Promise.all([
    db.select({ code: users.userCode, name: users.fullName }).from(users).orderBy(users.userCode),
    distinctValues(db, auditLogs, auditLogs.actor),
  ]);
  const known = new Set(current.map((u) => u.code));
  return [
    ...current.map((u) => ({ value: u.code, label: `${u.code} — ${u.name}` })),
    ...actors.filter((a) => !known.has(a)).map((a) => ({ value: a, label: `${a} (deleted)` })),
  ].sort((a, b) => a.value.localeCompare(b.value));
}
