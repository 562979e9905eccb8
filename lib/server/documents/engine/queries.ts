import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@/lib/resources/constants';
import { STAGES, type DocumentDefinition } from '@/lib/resources/engine/define-document';
import { fieldSchema, type Field } from '@/lib/resources/engine/define';
import { COUNT_CAP, withRefLabels, type Row } from '../../crud/queries';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { Db } from '../../db/client';
import { documentTable } from '../../db/schema/documents';
import { columnOf } from '../../db/schema/resources';
import { containsPattern } from '../../db/like';
import { badRequest } from '../../errors';
import { branchScopeWhere } from './branch-scope';
import { readLines } from './lines';

/*
 * The list of any document type: a date range on its document date, branch, office, stage, status,
 * number, free text and any enum / reference / yes-no field; newest first (or oldest first for a
 * worklist), paged by keyset on (date, id) so page 1,000 costs what page 1 does.
 *   ?date_from=2026-11-01&date_to=2026-11-30&stage=draft&status=ASSIGNED,REQUESTED&branch_id=3
 *    &number=PU-JKT&search=budi&payment_type=CASH&order=asc&limit=50&after=<cursor>
 */

const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date (YYYY-MM-DD)');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const list = <T extends z.ZodType<any, any>>(item: T) =>
  z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).min(1).max(50) as z.ZodType<z.output<T>[], string[]>);

const baseQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  after: z.string().max(200).optional(),
  order: z.enum(['desc', 'asc']).default('desc'),
  date_from: DATE.optional(),
  date_to: DATE.optional(),
  stage: list(z.enum(STAGES)).optional(),
  status: list(z.string().max(40)).optional(),
  number: z.string().trim().max(40).optional(),
  search: z.string().trim().max(100).optional(),
  ids: list(z.coerce.number().int().positive()).optional(),
});

export type DocumentListQuery = z.infer<typeof baseQuery> & { fields: Record<string, unknown> };

/** The fields a list may filter on by equality (enums, references, yes/no, whole numbers). */
const filterable = (def: DocumentDefinition) =>
  Object.entries(def.fields).filter(([, f]) => f.type === 'enum' || f.type === 'ref' || f.type === 'bool' || f.type === 'int') as [string, Field][];

export function parseDocumentListQuery(def: DocumentDefinition, raw: Record<string, unknown>): DocumentListQuery {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of filterable(def)) shape[key] = fieldSchema({ ...field, required: true, readonly: false } as Field).optional();
  shape.status = list(z.enum(def.statuses as [string, ...string[]], { message: `One of: ${def.statuses.join(', ')}` })).optional();
  const parsed = baseQuery.extend(shape).strict().safeParse(Object.fromEntries(Object.entries(raw).filter(([k, v]) => v !== '' && k !== 'format')));
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? (issue as { keys?: string[] }).keys?.[0] ?? '_')] ??= []).push(issue.message);
    throw badRequest('Invalid list query: check the highlighted fields', errors);
  }
  const { page, limit, after, order, date_from, date_to, stage, status, number, search, ids, ...fields } = parsed.data as z.infer<typeof baseQuery> & Record<string, unknown>;
  return { page, limit, after, order, date_from, date_to, stage, status, number, search, ids, fields };
}

function whereOf(def: DocumentDefinition, q: DocumentListQuery): SQL | undefined {
  const t = documentTable(def.name);
  const c = (k: string) => columnOf(t, k);
  const conditions: SQL[] = [];
  if (q.date_from) conditions.push(gte(c(def.dateField), q.date_from));
  if (q.date_to) conditions.push(lte(c(def.dateField), q.date_to));
  if (q.stage) conditions.push(inArray(c('stage'), q.stage));
  if (q.status) conditions.push(inArray(c('status'), q.status));
  if (q.ids) conditions.push(inArray(c('id'), q.ids));
  // a scanned or typed number: exact, or the start of one (PU-JKT-2611)
  if (q.number) conditions.push(q.number.length >= 12 ? eq(c('number'), q.number.toUpperCase()) : ilike(c('number'), `${q.number.replace(/[%_\\]/g, '\\$&')}%`));
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(c('number'), pattern), ...(def.searchFields ?? []).map((k) => ilike(c(k), pattern)))!);
  }
  for (const [key, value] of Object.entries(q.fields)) if (value !== undefined) conditions.push(eq(c(key), value));
  return conditions.length ? and(...conditions) : undefined;
}

const cursorOf = (date: unknown, id: number) => Buffer.from(JSON.stringify([date, id])).toString('base64url');

function decodeCursor(cursor: string): [string, number] {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && typeof v[0] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v[0]) && Number.isInteger(v[1])) return v as [string, number];
  } catch {
    // falls through
  }
  throw badRequest('Invalid list query', { after: ['Not a cursor of this list'] });
}

const serialise = (row: Record<string, unknown>): Row => {
  const out: Record<string, unknown> = {};
  for (const key in row) {
    const value = row[key];
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as Row;
};

/** `branches`: the branches of the user the list is for (branch-scope; null or absent: every branch). */
export async function listDocuments(db: Db, def: DocumentDefinition, q: DocumentListQuery, opts: { countCap?: number; refs?: ReferenceCache; branches?: readonly number[] | null } = {}) {
  const t = documentTable(def.name);
  const date = columnOf(t, def.dateField);
  const id = columnOf(t, 'id');
  const where = and(whereOf(def, q), branchScopeWhere(def, opts.branches ?? null));
  const dir = q.order === 'asc' ? asc : desc;
  let pageWhere = where;
  if (q.after) {
    const [d, i] = decodeCursor(q.after);
    // a row comparison: the (date, id) index walks straight to the cursor (an OR of two conditions makes
    // PostgreSQL filter every row before it)
    pageWhere = and(where, q.order === 'asc' ? sql`(${date}, ${id}) > (${d}, ${i})` : sql`(${date}, ${id}) < (${d}, ${i})`);
  }
  const query = db.select().from(t).where(pageWhere).orderBy(dir(date), dir(id)).limit(q.limit);
  const rows = (await (q.after ? query : query.offset((q.page - 1) * q.limit))) as Row[];
  const cap = opts.countCap ?? COUNT_CAP;
  let total = 0;
  if (cap > 0) {
    const capped = db.select({ one: sql`1` }).from(t).where(where).limit(cap + 1).as('capped');
    [{ n: total }] = await db.select({ n: count() }).from(capped);
  }
  const last = rows[rows.length - 1];
  const next_cursor = last && rows.length === q.limit ? cursorOf(last[def.dateField], last.id) : null;
  return {
    rows: await withRefLabels(db, def, rows.map(serialise), opts.refs),
    meta: { page: q.page, limit: q.limit, total: Math.min(total, cap), total_capped: total > cap, next_cursor },
  };
}

/** One document with its lines (and reference labels, on header and lines); null when not there or not of the user's `branches`. */
export async function getDocument(db: Db, def: DocumentDefinition, id: number, refs?: ReferenceCache, branches: readonly number[] | null = null) {
  const t = documentTable(def.name);
  const [row] = (await db.select().from(t).where(and(eq(columnOf(t, 'id'), id), branchScopeWhere(def, branches)))) as Row[];
  if (!row) return null;
  return presentDocument(db, def, row, (await readLines(db, def, [id])).get(id) ?? {}, refs);
}

/** The header alone (id, number), when the document is there and of the user's `branches`. */
export async function getDocumentHeader(db: Db, def: DocumentDefinition, id: number, branches: readonly number[] | null) {
  const t = documentTable(def.name);
  const [row] = await db
    .select({ id: columnOf(t, 'id'), number: columnOf(t, 'number') })
    .from(t)
    .where(and(eq(columnOf(t, 'id'), id), branchScopeWhere(def, branches)));
  return (row as { id: number; number: string } | undefined) ?? null;
}

/** A document as the API answers it: serialised, with reference labels on header and lines. */
export async function presentDocument(db: Db, def: DocumentDefinition, row: Row, lines: Record<string, Record<string, unknown>[]>, refs?: ReferenceCache) {
  const [header] = await withRefLabels(db, def, [serialise(row)], refs);
  const labelled: Record<string, Row[]> = {};
  for (const kind of Object.keys(def.lines ?? {})) labelled[kind] = await withRefLabels(db, def.lines![kind], (lines[kind] ?? []).map(serialise), refs);
  return { ...header, lines: labelled } as Row & { number: string; lines: Record<string, Row[]> };
}

/** The document with this number (a scan), or null. */
export async function findByNumber(db: Db, def: DocumentDefinition, number: string) {
  const t = documentTable(def.name);
  const [row] = (await db.select({ id: columnOf(t, 'id') }).from(t).where(eq(columnOf(t, 'number'), number.trim().toUpperCase()))) as { id: number }[];
  return row ? getDocument(db, def, row.id) : null;
}
