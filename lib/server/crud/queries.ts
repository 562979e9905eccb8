import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { fieldSchema, refLabel, type Field, type ResourceDefinition } from '@/lib/resources/engine/define';
import type { ListFilter, ParsedListQuery } from '@/lib/resources/engine/list-query';
import { findResource } from '@/lib/resources/registry';
import type { ReferenceCache } from '../cache/reference-cache';
import type { Db } from '../db/client';
import { containsPattern } from '../db/like';
import { columnOf, tableOf, type ResourceTable } from '../db/schema/resources';
import { badRequest } from '../errors';

/** Past this many matching rows a list says "10,000+" instead of counting on (a bounded count stays fast). */
export const COUNT_CAP = 10_000;

export type Row = Record<string, unknown> & { id: number };

const col = columnOf;

function filterCondition(table: ResourceTable, f: ListFilter): SQL {
  const c = col(table, f.field);
  switch (f.op) {
    case 'eq':
      return eq(c, f.value);
    case 'ne':
      // "not X" includes the rows that have no value at all
      return or(ne(c, f.value), sql`${c} is null`)!;
    case 'contains':
      return ilike(c, containsPattern(String(f.value)));
    case 'in':
      return inArray(c, f.value as unknown[]);
    case 'gte':
      return gte(c, f.value);
    case 'lte':
      return lte(c, f.value);
  }
}

/** The WHERE of a list: search, filters, active — everything but paging. */
export function listWhere(def: ResourceDefinition, table: ResourceTable, q: ParsedListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (q.search) {
    const pattern = containsPattern(q.search);
    const keys = Object.entries(def.fields).filter(([, f]) => f.search).map(([k]) => k);
    if (keys.length) conditions.push(or(...keys.map((k) => ilike(col(table, k), pattern)))!);
  }
  for (const f of q.filters) conditions.push(filterCondition(table, f));
  if (def.lifecycle === 'deactivate' && q.active !== null) conditions.push(eq(col(table, 'active'), q.active));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Sort columns that are never null can be paged by keyset (`after`); the others page by offset. The
 * timestamps are not keyset-safe: a cursor carries milliseconds, the column microseconds.
 */
function keysetSafe(def: ResourceDefinition, key: string) {
  return Boolean(def.fields[key]?.required);
}

export function encodeCursor(value: unknown, id: number): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

function decodeCursor(cursor: string): [unknown, number] {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(parsed) && parsed.length === 2 && Number.isInteger(parsed[1])) return parsed as [unknown, number];
  } catch {
    // falls through
  }
  throw badRequest('Invalid list query', { after: ['Not a cursor of this list'] });
}

const labelColumns = (def: ResourceDefinition, t: ResourceTable) => ({
  [def.titleField]: col(t, def.titleField),
  ...(def.qualifierField ? { [def.qualifierField]: col(t, def.qualifierField) } : {}),
});

const serialise = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/** The labels of these rows of a resource: from the reference cache when given (missing ones read in one query). */
async function labelsOf(db: Db, target: ResourceDefinition, ids: number[], refs?: ReferenceCache): Promise<ReadonlyMap<number, string>> {
  const read = async (wanted: number[]) => {
    const t = tableOf(target.name);
    const rows = await db
      .select({ id: col(t, 'id'), ...labelColumns(target, t) })
      .from(t)
      .where(inArray(col(t, 'id'), wanted));
    return rows.map((l) => [l.id as number, refLabel(target, l)] as const);
  };
  if (!refs) return new Map(await read(ids));
  const known = await refs.get(`labels:${target.name}`, [target.name], async () => new Map<number, string>());
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) {
    if (known.size > 50_000) known.clear();
    for (const [id, label] of await read(missing)) known.set(id, label);
  }
  return known;
}

/** Every column of the row (the table holds nothing secret), plus `<ref>_label` of each reference. */
export async function withRefLabels(db: Db, def: Pick<ResourceDefinition, 'fields'>, rows: Row[], refs?: ReferenceCache): Promise<Row[]> {
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.type !== 'ref') continue;
    const target = findResource(field.resource);
    if (!target) continue;
    const ids = [...new Set(rows.map((r) => r[key]).filter((v): v is number => typeof v === 'number'))];
    if (!ids.length) {
      for (const r of rows) r[`${key}_label`] = null;
      continue;
    }
    const byId = await labelsOf(db, target, ids, refs);
    for (const r of rows) r[`${key}_label`] = typeof r[key] === 'number' ? (byId.get(r[key] as number) ?? null) : null;
  }
  return rows;
}

export interface ListResult {
  rows: Row[];
  meta: { page: number; limit: number; total: number; total_capped: boolean; next_cursor: string | null };
}

/** One page of a resource list: index-backed order (sort key, id), bounded count, keyset cursor when safe. */
export async function listRows(db: Db, def: ResourceDefinition, q: ParsedListQuery, options: { countCap?: number } = {}): Promise<ListResult> {
  const table = tableOf(def.name);
  const where = listWhere(def, table, q);
  const sortCol = col(table, q.sort.key);
  const idCol = col(table, 'id');
  const direction = q.sort.desc ? desc : asc;
  const canKeyset = keysetSafe(def, q.sort.key);

  let pageWhere = where;
  if (q.after) {
    if (!canKeyset) throw badRequest('Invalid list query', { after: ['This sort pages by page number'] });
    const [value, id] = decodeCursor(q.after);
    if (!fieldSchema({ ...def.fields[q.sort.key], required: true } as Field, { range: false }).safeParse(value).success) {
      throw badRequest('Invalid list query', { after: ['Not a cursor of this list'] });
    }
    const beyond = q.sort.desc ? lt : gt;
    pageWhere = and(where, or(beyond(sortCol, value), and(eq(sortCol, value), beyond(idCol, id))));
  }

  const query = db
    .select()
    .from(table)
    .where(pageWhere)
    .orderBy(direction(sortCol), direction(idCol))
    .limit(q.limit);
  const rows = (await (q.after ? query : query.offset((q.page - 1) * q.limit))) as Row[];

  const cap = options.countCap ?? COUNT_CAP;
  const capped = db.select({ one: sql`1` }).from(table).where(where).limit(cap + 1).as('capped');
  const [{ n }] = await db.select({ n: count() }).from(capped);

  const last = rows[rows.length - 1];
  const next_cursor = canKeyset && last && rows.length === q.limit ? encodeCursor(serialise(last[q.sort.key]), last.id) : null;
  const out = await withRefLabels(db, def, rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, serialise(v)])) as Row));
  return { rows: out, meta: { page: q.page, limit: q.limit, total: Math.min(n, cap), total_capped: n > cap, next_cursor } };
}

export async function getRow(db: Db, def: ResourceDefinition, id: number): Promise<Row | null> {
  const table = tableOf(def.name);
  const [row] = (await db.select().from(table).where(eq(col(table, 'id'), id))) as Row[];
  if (!row) return null;
  const [out] = await withRefLabels(db, def, [Object.fromEntries(Object.entries(row).map(([k, v]) => [k, serialise(v)])) as Row]);
  return out;
}

/** `{ id, label }` of the rows a form may pick for a reference (active ones, matching the text). */
export async function optionRows(db: Db, def: ResourceDefinition, search: string | null, ids: number[], limit = 50) {
  const table = tableOf(def.name);
  const title = col(table, def.titleField);
  const conditions: SQL[] = [];
  if (ids.length) conditions.push(inArray(col(table, 'id'), ids));
  else {
    if (def.lifecycle === 'deactivate') conditions.push(eq(col(table, 'active'), true));
    if (search) {
      const pattern = containsPattern(search);
      const keys = Object.entries(def.fields).filter(([, f]) => f.search).map(([k]) => k);
      conditions.push(or(...[def.titleField, ...keys].map((k) => ilike(col(table, k), pattern)))!);
    }
  }
  // what was typed, whole or at a word's start, before names that merely contain it ("Gambir" before "Bojonggambir")
  const text = search?.trim().toLowerCase().replace(/[%_\\]/g, '\\$&');
  const rank = text && !ids.length
    ? [sql`case when lower(${title}) = ${text} then 0 when lower(${title}) like ${`${text}%`} then 1 when lower(${title}) like ${`% ${text}%`} then 2 else 3 end`]
    : [];
  const rows = await db
    .select({ id: col(table, 'id'), ...labelColumns(def, table) })
    .from(table)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...rank, asc(title), asc(col(table, 'id')))
    .limit(limit);
  return rows.map((r) => ({ id: r.id as number, label: refLabel(def, r) }));
}
