/**
 * price-import: 100,000 price rows from a CSV file through the engine's import — parse, check every
 * row (schema, references by code, duplicates in the file and against the table) and commit in one
 * transaction — against the raw write of the very same, already resolved rows in one transaction
 * (no parsing, no checks, no audit): INSERT … SELECT FROM unnest(one array per column) in batches of
 * 10,000, the fastest portable bulk insert on both engines (PGlite has no COPY from a client stream).
 * Target: ours ≤ 3× the raw time.
 * Each run starts from an empty price table; the medians of BENCH_ROUNDS runs (default 1) are compared.
 */
import { sql } from 'drizzle-orm';
import { getResource } from '@/lib/resources/registry';
import { ReferenceCache } from '@/lib/server/cache/reference-cache';
import type { AppContext } from '@/lib/server/context';
import { checkImport, commitImport, insertBatch, readTableFile } from '@/lib/server/crud/import';
import { RecordingRealtime } from '@/lib/server/realtime';
import type { Db } from '@/lib/server/db/client';
import { coverageAreas, prices, services } from '@/lib/server/db/schema/resources';
import { seedCoverageAreas } from '@/lib/server/seed/seed-areas';
import { seedReferenceData } from '@/lib/server/seed/seed-reference';
import type { BenchEnv, Scenario } from '../lib/types';

const NAME = 'price-import';
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const TARGET = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function buildFile(db: Db, rows: number) {
  const areas = await db.select({ code: coverageAreas.area_code }).from(coverageAreas).orderBy(coverageAreas.area_code);
  const serviceCodes = (await db.select({ code: services.code }).from(services)).map((s) => String(s.code)).filter((c) => ['REG', 'YES', 'OKE'].includes(c));
  const origins = areas.slice(0, Math.ceil(rows / (serviceCodes.length * 1000)) + 1).map((a) => String(a.code));
  const destinations = areas.slice(0, 1000).map((a) => String(a.code));
  const lines = ['origin,destination,service,moda,rate_per_kg,min_kg,lead_time_min,lead_time_max,effective_from,effective_to'];
  outer: for (const o of origins) {
    for (const d of destinations) {
      for (const s of serviceCodes) {
        if (lines.length > rows) break outer;
        lines.push(`${o},${d},${s},AIR,${9000 + (lines.length % 40) * 500},1,1,3,2026-01-01,`);
      }
    }
  }
  return Buffer.from(lines.join('\n'), 'utf8');
}

async function rawInsert(db: Db, rows: Record<string, unknown>[]) {
  const def = getResource('price');
  await db.transaction(async (tx) => {
    for (let at = 0; at < rows.length; at += 10_000) await insertBatch(tx, def, rows.slice(at, at + 10_000), 'bench');
  });
}

const scenario: Scenario = {
  name: NAME,
  description: `import ${ROWS.toLocaleString('en')} price rows (CSV → check → commit) vs a raw bulk INSERT of the same rows`,

  async run(env: BenchEnv) {
    const db = env.database.db;
    await seedReferenceData(db);
    await seedCoverageAreas(db);
    const def = getResource('price');
    const ctx = { db, realtime: new RecordingRealtime(), references: new ReferenceCache() } as unknown as AppContext;
    const file = await buildFile(db, ROWS);
    const clear = () => db.execute(sql`truncate table ${prices}`);

    const ours: number[] = [];
    const raw: number[] = [];
    let checked = 0;
    for (let round = 0; round < env.rounds; round++) {
      await clear();
      env.log(`${NAME}: ours, round ${round + 1}`);
      let t0 = performance.now();
      const { check, rows } = await checkImport(db, def, await readTableFile(file, 'prices.csv'));
      if (check.invalid) throw new Error(`the generated file has ${check.invalid} bad rows: ${JSON.stringify(check.errors.slice(0, 3))}`);
      await commitImport(ctx, def, 'bench', rows, 'prices.csv');
      ours.push(performance.now() - t0);
      checked = check.valid;

      await clear();
      env.log(`${NAME}: raw insert, round ${round + 1}`);
      t0 = performance.now();
      await rawInsert(db, rows);
      raw.push(performance.now() - t0);
    }
    await clear();

    const oursMs = median(ours);
    const rawMs = median(raw);
    const ratio = oursMs / rawMs;
    return {
      title: `${NAME}: ${checked.toLocaleString('en')} price rows, engine import vs raw bulk INSERT`,
      measurements: [],
      checks: [{ name: NAME, connections: 0, ratio, target: TARGET, direction: '<=', pass: ratio <= TARGET }],
      notes: [
        `ours (parse + check + commit): ${(oursMs / 1000).toFixed(2)} s (${Math.round(checked / (oursMs / 1000)).toLocaleString('en')} rows/s)`,
        `raw bulk INSERT (unnest, 10,000 per statement) of the same rows: ${(rawMs / 1000).toFixed(2)} s`,
        `ratio = ours time / raw time; target ≤ ${TARGET}`,
      ],
    };
  },
};

export default scenario;
