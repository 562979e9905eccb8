import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/server/db/client';
import { BATCH_ROWS, insertRows, jsonInsert } from '@/lib/server/engine/insert-rows';
import { readAsJson } from '@/lib/server/engine/read-json';
import { openTestDatabase, testEngines } from '../helpers/test-app';

/*
 * A batch written as one jsonb parameter (engine/insert-rows) and read back as one json value
 * (engine/read-json) stores and reads exactly what drizzle's own VALUES and SELECT do, for every column
 * type the schema uses — the two paths must never be told apart by what ends up in a row.
 */

const probe = pgTable('batch_probe', {
  id: serial('id').primaryKey(),
  batch: text('batch').notNull(),
  n: integer('n').notNull(),
  label: text('label'),
  amount: bigint('amount', { mode: 'number' }),
  weight: numeric('weight', { precision: 16, scale: 2, mode: 'number' }),
  day: date('day', { mode: 'string' }),
  at: timestamp('at', { withTimezone: true, mode: 'string' }),
  when: timestamp('when', { withTimezone: true, mode: 'date' }),
  flag: boolean('flag'),
  detail: jsonb('detail'),
  made: text('made').$defaultFn(() => 'by-default-fn'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

const DDL = sql`create table batch_probe (id serial primary key, batch text not null, n integer not null, label text, amount bigint, weight numeric(16, 2),
  day date, at timestamptz, "when" timestamptz, flag boolean, detail jsonb, made text, created_at timestamptz not null default now())`;

const LABELS = [`O'Brien "quoted" \\ back`, 'Jl. Sudirman No. 5 — lantai 3', '', null, 'ünïcødé 🚚'];
const DETAILS = [{ a: 1, nested: { b: [1, 2, 'x'] } }, 'just a string', null, [1, 2, 3], { text: 'with "quotes" and \\ slash' }];

/** Rows of every shape: nulls, quotes, unicode, jsonb strings and arrays, decimals, negatives, false. */
function rowsOf(batch: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    batch,
    n: i + 1,
    label: LABELS[i % LABELS.length],
    amount: i % 4 === 3 ? null : (i - 10) * 1_234_567,
    weight: i % 6 === 5 ? null : i * 1.25,
    day: i % 7 === 6 ? null : `2026-11-${String((i % 28) + 1).padStart(2, '0')}`,
    at: i % 5 === 4 ? null : `2026-11-29T0${i % 10}:15:30.123Z`,
    when: i % 8 === 7 ? null : new Date(Date.UTC(2026, 10, 29, i % 24, 5, 9, 250)),
    flag: i % 3 === 2 ? null : i % 2 === 0,
    detail: DETAILS[i % DETAILS.length],
  }));
}

describe.each(testEngines())('batches as one jsonb parameter, read as one json value (%s)', (engine) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(engine));
    await database.db.execute(DDL);
  });
  afterAll(async () => dispose());

  const stored = async (batch: string) => {
    const { id: _id, batch: _b, created_at: _c, ...columns } = getTableColumns(probe);
    return database.db.select(columns).from(probe).where(eq(probe.batch, batch)).orderBy(asc(probe.n));
  };

  /** The rows as PostgreSQL prints them (drizzle's reading could hide a jsonb stored as a JSON string). */
  const printed = async (batch: string) =>
    ((await database.db.execute(
      sql`select n, label, amount::text, weight::text, day::text, at::text, "when"::text, flag::text, detail::text, jsonb_typeof(detail) as kind, made from batch_probe where batch = ${batch} order by n`,
    )) as unknown as { rows: Record<string, unknown>[] }).rows;

  it('stores the same rows as drizzle’s VALUES, defaults included', async () => {
    const count = BATCH_ROWS + 5;
    const batch = jsonInsert(probe, rowsOf('json', count));
    expect(batch).not.toBeNull();
    await database.db.execute(batch!);
    await database.db.insert(probe).values(rowsOf('values', count));
    const viaJson = await stored('json');
    expect(viaJson).toHaveLength(count);
    expect(viaJson).toEqual(await stored('values'));
    expect(await printed('json')).toEqual(await printed('values'));
    expect(viaJson.every((r) => r.made === 'by-default-fn')).toBe(true);
    expect(viaJson[1].detail).toBe('just a string');
    expect(viaJson[0].label).toBe(LABELS[0]);
    const defaulted = (await database.db.execute(sql`select count(*)::int as n from batch_probe where batch = 'json' and created_at > now() - interval '1 hour'`)) as unknown as { rows: { n: number }[] };
    expect(defaulted.rows[0].n).toBe(count);
  });

  it('goes as VALUES when the rows are few or not of one shape, and shares one SQL value', async () => {
    expect(jsonInsert(probe, rowsOf('few', BATCH_ROWS - 1))).toBeNull();
    const uneven = rowsOf('uneven', BATCH_ROWS).map((r, i) => (i === 3 ? { ...r, label: undefined } : r));
    expect(jsonInsert(probe, uneven)).toBeNull();
    const ownSql = rowsOf('own-sql', BATCH_ROWS).map((r) => ({ ...r, n: sql`${r.n} * 10` }));
    expect(jsonInsert(probe, ownSql)).toBeNull();
    // one expression for every row goes into the SELECT as it is
    const shared = sql`(select 41 + 1)`;
    await database.db.execute(insertRows(database.db, probe, rowsOf('shared', BATCH_ROWS).map((r) => ({ ...r, n: shared }))).getSQL());
    const rows = await stored('shared');
    expect(rows).toHaveLength(BATCH_ROWS);
    expect(new Set(rows.map((r) => r.n))).toEqual(new Set([42]));
    // and the VALUES way still stores a short batch
    await database.db.execute(insertRows(database.db, probe, rowsOf('few', 3)).getSQL());
    expect(await stored('few')).toHaveLength(3);
  });

  it('reads the same values as drizzle’s SELECT, in order, locked when asked', async () => {
    const { id: _id, created_at: _c, ...columns } = getTableColumns(probe);
    const where = eq(probe.batch, 'json');
    const expected = await database.db.select(columns).from(probe).where(where).orderBy(asc(probe.n));
    const read = await readAsJson(database.db, { table: probe, columns, where, orderBy: ['n'] });
    expect(read).toEqual(expected);
    expect(read[0].when).toBeInstanceOf(Date);
    const locked = await database.db.transaction((tx) => readAsJson(tx as never, { table: probe, columns: { n: probe.n, at: probe.at }, where, orderBy: ['n'], lock: true }));
    expect(locked.map((r) => r.n)).toEqual(expected.map((r) => r.n));
    expect(locked.map((r) => r.at)).toEqual(expected.map((r) => r.at));
    expect(await readAsJson(database.db, { table: probe, columns, where: eq(probe.batch, 'none'), orderBy: ['n'] })).toEqual([]);
  });
});
