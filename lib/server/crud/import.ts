import { inArray, sql } from 'drizzle-orm';
import { enumCode, resourceSchemas, type Field, type ResourceDefinition } from '@/lib/resources/engine/define';
import { IMPORT_MAX_ROWS, lookupField as lookupFieldEntry, matchColumns, type ImportCheck, type ImportRowError } from '@/lib/resources/engine/import-format';
import { getResource } from '@/lib/resources/registry';
import { runAction } from '../engine/run-action';
import { rulesOf } from '../resources/registry';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { columnOf, tableOf } from '../db/schema/resources';
import { HttpError, pgError } from '../errors';
import type { TableFile } from '../import/read-table-file';

export { readTableFile } from '../import/read-table-file';

/*
 * Bulk import of any registry resource from a CSV or XLSX file: every row is checked (the resource's
 * own schema, references by code, duplicates in the file and against what is stored) and reported
 * with its line number and reasons; the commit writes all rows in one transaction, in multi-row
 * batches, or nothing.
 */

const INSERT_BATCH = 10_000;
/** Errors reported in full; past this only the count (a file of 100,000 bad rows is one mistake). */
export const IMPORT_MAX_REPORTED = 1_000;

/**
 * A loop over a file's rows runs on the server's one event loop: it lets other requests in whenever
 * it has run this long (a 200,000-row check takes seconds in all, never more than this at a stretch).
 */
const SLICE_MS = 10;

/** `if (slice.due(i)) await slice.pause()`: true every 100 rows once SLICE_MS have passed since the last pause. */
function timeSlicer() {
  let since = performance.now();
  return {
    due: (index: number) => index % 100 === 99 && performance.now() - since >= SLICE_MS,
    async pause() {
      await new Promise(setImmediate);
      since = performance.now();
    },
  };
}

/** The field each column holds (by its key or its label, any case); unknown or missing columns refuse the file. */
function mapColumns(def: ResourceDefinition, headers: string[]) {
  const { columns, missing } = matchColumns(def, headers);
  const unknown = columns.filter((c) => !c.field).map((c) => c.header);
  if (unknown.length) throw new HttpError(400, `Unknown columns: ${unknown.join(', ')}`, { file: [`Columns must be fields of ${def.plural.toLowerCase()}`] });
  if (missing.length) throw new HttpError(400, `Missing columns: ${missing.map((k) => def.fields[k].label).join(', ')}`);
  // position by position (blank headers fill nothing)
  const byHeader = new Map(columns.map((c) => [c.header, c.field]));
  return headers.map((h) => (h.trim() ? (byHeader.get(h) ?? null) : null));
}

/** A referenced row is named in a file by its code (the first unique text field), else by its id. */
const lookupField = (target: ResourceDefinition) => lookupFieldEntry(target)?.[0] ?? null;

const col = (resource: string, key: string) => columnOf(tableOf(resource), key);

/** code → id of every referenced resource the file mentions. */
async function referenceMaps(db: Db, def: ResourceDefinition, columns: (string | null)[], rows: string[][]) {
  const maps = new Map<string, Map<string, number>>();
  for (const [i, key] of columns.entries()) {
    if (!key) continue;
    const field = def.fields[key] as Field;
    if (field.type !== 'ref') continue;
    const target = getResource(field.resource);
    const lookup = lookupField(target);
    const wanted = [...new Set(rows.map((r) => (r[i] ?? '').trim()).filter(Boolean))];
    const map = maps.get(field.resource) ?? new Map<string, number>();
    if (lookup && wanted.length) {
      for (let at = 0; at < wanted.length; at += 5_000) {
        const part = wanted.slice(at, at + 5_000).map((w) => w.toUpperCase());
        const found = await db
          .select({ id: col(target.name, 'id'), code: col(target.name, lookup) })
          .from(tableOf(target.name))
          .where(inArray(sql`upper(${col(target.name, lookup)})`, part));
        for (const f of found) map.set(String(f.code).toUpperCase(), f.id as number);
      }
    }
    maps.set(field.resource, map);
  }
  return maps;
}

/** Keys of a unique field or group, as one string. */
const keyOf = (row: Record<string, unknown>, keys: readonly string[]) => JSON.stringify(keys.map((k) => (typeof row[k] === 'string' ? (row[k] as string).toLowerCase() : row[k])));

function uniqueGroups(def: ResourceDefinition): string[][] {
  return [...Object.entries(def.fields).filter(([, f]) => f.unique).map(([k]) => [k]), ...(def.uniqueTogether ?? []).map((g) => [...g])];
}

const PG_ARRAY_TYPE: Record<Field['type'], string> = {
  text: 'text[]',
  textarea: 'text[]',
  enum: 'text[]',
  int: 'int4[]',
  ref: 'int4[]',
  bigint: 'int8[]',
  money: 'int8[]',
  datetime: 'timestamptz[]',
  decimal: 'numeric[]',
  date: 'date[]',
  bool: 'bool[]',
};

/** One column's values as a single array parameter of the column's type (for `unnest`). */
const typedArray = (field: Field, values: unknown[]) => sql`${sql.param(values)}::${sql.raw(PG_ARRAY_TYPE[field.type])}`;

/**
 * Which of the file's keys are already stored: the keys go in as one array per column and are joined
 * to the table through `unnest` (the unique index answers each), a few thousand at a time.
 */
async function storedKeys(db: Db, def: ResourceDefinition, group: string[], rows: Record<string, unknown>[]): Promise<Set<string>> {
  const stored = new Set<string>();
  const table = tableOf(def.name);
  const caseless = group.map((k) => def.fields[k].type === 'text' && !(def.fields[k] as { upper?: boolean }).upper);
  for (let at = 0; at < rows.length; at += 5_000) {
    const part = rows.slice(at, at + 5_000);
    const arrays = group.map((k) => typedArray(def.fields[k], part.map((r) => r[k])));
    const on = sql.join(
      group.map((k, i) => (caseless[i] ? sql`lower(${col(def.name, k)}) = lower(keys.k${sql.raw(String(i))})` : sql`${col(def.name, k)} = keys.k${sql.raw(String(i))}`)),
      sql` and `,
    );
    const names = sql.raw(group.map((_, i) => `k${i}`).join(', '));
    const found = (await db
      .select(Object.fromEntries(group.map((k) => [k, col(def.name, k)])))
      .from(table)
      .innerJoin(sql`unnest(${sql.join(arrays, sql`, `)}) as keys(${names})`, on)) as Record<string, unknown>[];
    for (const f of found) stored.add(keyOf(f, group));
  }
  return stored;
}

/** Checks every row; returns the rows ready to store and the report. */
export async function checkImport(db: Db, def: ResourceDefinition, file: TableFile) {
  if (!file.rows.length) throw new HttpError(400, 'The file has no rows under its header');
  if (file.rows.length > IMPORT_MAX_ROWS) {
    const most = IMPORT_MAX_ROWS.toLocaleString('en');
    throw new HttpError(400, `The file has more than ${most} rows; split it into files of at most ${most} rows`);
  }
  const columns = mapColumns(def, file.headers);
  const refs = await referenceMaps(db, def, columns, file.rows);
  const { create } = resourceSchemas(def);

  const errors: ImportRowError[] = [];
  let invalid = 0;
  const report = (line: number, e: Record<string, string[]>) => {
    invalid += 1;
    if (errors.length < IMPORT_MAX_REPORTED) errors.push({ line, errors: e });
  };
  const candidates: { line: number; value: Record<string, unknown> }[] = [];

  // lines the reader could not take as rows (a quote never closed, a NUL character): reported as they are
  const unreadable = new Map<number, Record<string, string[]>>();
  for (const { line, column, message } of file.lineErrors ?? []) {
    const key = column === null ? '_' : (columns[column] ?? (file.headers[column]?.trim() || `Column ${column + 1}`));
    const reasons = unreadable.get(line) ?? {};
    (reasons[key] ??= []).push(message);
    unreadable.set(line, reasons);
  }

  const slice = timeSlicer();
  for (const [index, cells] of file.rows.entries()) {
    if (slice.due(index)) await slice.pause();
    const line = index + 2;
    const broken = unreadable.get(line);
    if (broken) {
      report(line, broken);
      continue;
    }
    const raw: Record<string, unknown> = {};
    const refErrors: Record<string, string[]> = {};
    for (const [i, key] of columns.entries()) {
      if (!key) continue;
      const text = (cells[i] ?? '').trim();
      const field = def.fields[key];
      if (field.type === 'ref' && text) {
        const id = refs.get(field.resource)?.get(text.toUpperCase()) ?? (/^\d+$/.test(text) && !lookupField(getResource(field.resource)) ? Number(text) : undefined);
        if (id === undefined) refErrors[key] = [`No ${getResource(field.resource).label.toLowerCase()} "${text}"`];
        else raw[key] = id;
      } else if (field.type === 'enum') raw[key] = text ? enumCode(field, text) : text;
      else if (field.type === 'bool') raw[key] = /^(yes|ya|true|1|y)$/i.test(text) ? true : /^(no|tidak|false|0|n)?$/i.test(text) ? false : text;
      else raw[key] = text;
    }
    const parsed = create.safeParse(raw);
    if (!parsed.success || Object.keys(refErrors).length) {
      const fieldErrors: Record<string, string[]> = { ...refErrors };
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '_');
          if (!refErrors[key]) (fieldErrors[key] ??= []).push(issue.message);
        }
      }
      report(line, fieldErrors);
      continue;
    }
    candidates.push({ line, value: parsed.data as Record<string, unknown> });
  }

  // duplicates within the file, then against what is stored
  let rows = candidates;
  for (const group of uniqueGroups(def)) {
    const seen = new Map<string, number>();
    const stored = await storedKeys(db, def, group, rows.map((r) => r.value));
    const labels = group.map((k) => def.fields[k].label).join(' + ');
    const kept: typeof rows = [];
    for (const [index, row] of rows.entries()) {
      if (slice.due(index)) await slice.pause();
      const { line, value } = row;
      const key = keyOf(value, group);
      const first = seen.get(key);
      if (first !== undefined) {
        report(line, Object.fromEntries(group.map((k) => [k, [`Same ${labels} as line ${first}`]])));
        continue;
      }
      seen.set(key, line);
      if (stored.has(key)) {
        report(line, Object.fromEntries(group.map((k) => [k, [`A ${def.label.toLowerCase()} with this ${labels} already exists`]])));
        continue;
      }
      kept.push(row);
    }
    rows = kept;
  }

  errors.sort((a, b) => a.line - b.line);
  const check: ImportCheck = { total: file.rows.length, valid: rows.length, invalid, errors, sample: rows.slice(0, 20).map((r) => r.value) };
  return { check, rows: rows.map((r) => r.value) };
}

/**
 * One INSERT … SELECT FROM unnest(one array per column): a batch of 10,000 rows travels as a dozen
 * parameters instead of 120,000, which is what makes 100,000 rows a matter of seconds.
 */
export async function insertBatch(tx: Db, def: ResourceDefinition, rows: Record<string, unknown>[], actor: string) {
  const keys = Object.keys(def.fields).filter((k) => !def.fields[k].readonly);
  const columns = sql.raw([...keys, 'created_by', 'updated_by'].map((k) => `"${k}"`).join(', '));
  const arrays = [
    ...keys.map((k) => typedArray(def.fields[k], rows.map((r) => r[k] ?? null))),
    sql`${sql.param(rows.map(() => actor))}::text[]`,
    sql`${sql.param(rows.map(() => actor))}::text[]`,
  ];
  await tx.execute(sql`insert into ${tableOf(def.name)} (${columns}) select * from unnest(${sql.join(arrays, sql`, `)})`);
}

/** All rows in one transaction, in batches, with one audit row for the import. */
export async function commitImport(ctx: AppContext, def: ResourceDefinition, actor: string, rows: Record<string, unknown>[], filename: string) {
  const beforeWrite = rulesOf(def).beforeWrite;
  await runAction(ctx, {
    actor,
    entity: def.name,
    action: 'import',
    label: def.label,
    mapError: (err) => {
      const { code } = pgError(err);
      if (code === '23P01') throw new HttpError(409, `A row overlaps another ${def.label.toLowerCase()}; nothing was imported.`);
      // someone stored a conflicting row between the check and the commit: nothing was written
      if (code === '23505' || code === '23503') throw new HttpError(409, 'The data changed while importing; nothing was imported. Check the file again.');
      throw err;
    },
    apply: async (tx) => {
      if (beforeWrite) {
        // A resource with rules of its own gets them row by row, each row seeing those stored before
        // it (the next free AWB range), exactly as a create from the form would.
        const table = tableOf(def.name);
        for (const row of rows) {
          const values = await beforeWrite(row, { tx, actor, existing: null });
          await tx.insert(table).values({ ...values, created_by: actor, updated_by: actor });
        }
      } else {
        for (let at = 0; at < rows.length; at += INSERT_BATCH) await insertBatch(tx, def, rows.slice(at, at + INSERT_BATCH), actor);
      }
      return {
        result: null,
        entityId: null,
        audit: { after: { file: filename, rows: rows.length } },
        events: [['updateResource', { resource: def.name, id: null, action: 'import' }]],
      };
    },
  });
  return { imported: rows.length };
}
