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
import { findDocument } from '@/lib/resources/documents/registry';
import { refLabel } from '@/lib/resources/engine/define';
import { entityLabel } from '@/lib/resources/log-words';
import { findResource } from '@/lib/resources/registry';
import { dayRange } from '@/lib/rules/log-time';
import { COUNT_CAP } from '../crud/queries';
import type { Db } from '../db/client';
import { containsPattern } from '../db/like';
import { auditLogs, authEvents, users } from '../db/schema';
import { documentTable } from '../db/schema/documents';
import { columnOf, tableOf } from '../db/schema/resources';

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
  const [names, records] = await Promise.all([userNames(db, rows.map((r) => r.actor)), recordNames(db, rows)]);
  const out: TransactionLogRow[] = rows.map(({ cursorAt: _cursor, ...r }) => ({
    ...r,
    at: iso(r.at),
    actor_name: r.actor ? (names.get(r.actor) ?? null) : null,
    record_name: records.get(`${r.entity}:${r.entity_id}`) ?? null,
  }));
  const last = rows[rows.length - 1];
  const next: LogCursor | null = last ? { at: last.cursorAt, source: 'record', id: last.id } : null;
  return { rows: out, next };
}

const snapshotOf = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * What each audit row's record is called (issue 22: "Shipment 100000000263", never "SHIPMENT 263"): a
 * document by its number, a resource's row by its title; from the snapshot where it carries it (a
 * deleted row's last one), else from the record's table, one query per record type of the page.
 */
async function recordNames(db: Db, rows: readonly { entity: string; entity_id: string | null; before: unknown; after: unknown }[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const wanted = new Map<string, Set<number>>();
  for (const r of rows) {
    const key = `${r.entity}:${r.entity_id}`;
    if (!r.entity_id || names.has(key)) continue;
    const document = findDocument(r.entity);
    const resource = document ? undefined : findResource(r.entity);
    if (!document && !resource) continue;
    const snapshot = { ...snapshotOf(r.before), ...snapshotOf(r.after) };
    const named = document
      ? snapshot.number
      : snapshot[resource!.titleField] !== undefined && snapshot[resource!.titleField] !== null && (!resource!.qualifierField || resource!.qualifierField in snapshot)
        ? refLabel(resource!, snapshot)
        : undefined;
    if ((typeof named === 'string' && named) || typeof named === 'number') names.set(key, String(named));
    else if (/^\d{1,9}$/.test(r.entity_id)) wanted.set(r.entity, (wanted.get(r.entity) ?? new Set()).add(Number(r.entity_id)));
  }
  await Promise.all(
    [...wanted].map(async ([entity, ids]) => {
      const resource = findResource(entity);
      const table = resource ? tableOf(entity) : documentTable(entity);
      const id = columnOf(table, 'id');
      if (!resource) {
        const found = await db.select({ id, name: columnOf(table, 'number') }).from(table).where(inArray(id, [...ids]));
        for (const f of found) names.set(`${entity}:${String(f.id)}`, String(f.name));
        return;
      }
      const qualifier = resource.qualifierField;
      const found = await db
        .select({ id, title: columnOf(table, resource.titleField), ...(qualifier ? { qualifier: columnOf(table, qualifier) } : {}) })
        .from(table)
        .where(inArray(id, [...ids]));
      for (const f of found) {
        const name = refLabel(resource, { [resource.titleField]: f.title, ...(qualifier ? { [qualifier]: (f as { qualifier?: unknown }).qualifier } : {}) });
        if (name) names.set(`${entity}:${String(f.id)}`, name);
      }
    }),
  );
  return names;
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

/** The record types the audit log holds, with their names. */
export async function entityOptions(db: Db): Promise<LogOption[]> {
  const names = await distinctValues(db, auditLogs, auditLogs.entity);
  return names
    .map((value) => ({ value, label: entityLabel(value) }))
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
