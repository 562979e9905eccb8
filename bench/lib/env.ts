import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database, type Engine } from '@/lib/server/db/client';
import { seedDemoData } from '@/lib/server/seed/seed';

export interface BenchOptions {
  durationSec: number;
  warmupSec: number;
  connections: number[];
  rounds: number;
  /** Scenario names to run (empty: all). */
  only: string[];
  strict: boolean;
  databaseUrl?: string;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return n;
}

/** `npm run bench [-- scenario…]`, tuned by BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_ROUNDS, BENCH_STRICT. */
export function readOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const connections = (env.BENCH_CONNECTIONS ?? '1,50')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  if (!connections.length) throw new Error('BENCH_CONNECTIONS must list positive integers, e.g. 1,50');
  return {
    durationSec: positive('BENCH_DURATION', env.BENCH_DURATION, 5) || 5,
    warmupSec: positive('BENCH_WARMUP', env.BENCH_WARMUP, 2),
    connections,
    rounds: Math.max(1, Math.floor(positive('BENCH_ROUNDS', env.BENCH_ROUNDS, 1))),
    only: argv.filter((a) => !a.startsWith('-')),
    strict: env.BENCH_STRICT === '1',
    databaseUrl: env.DATABASE_URL || undefined,
  };
}

export interface BenchDatabase {
  engine: Engine;
  /** Where it lives, for the report. */
  label: string;
  database: Database;
  /** PostgreSQL: the temporary database's URL (a scenario may open its own pool on it). */
  url?: string;
  workDir: string;
  dispose(): Promise<void>;
}

/**
 * The engines to run on: always a fresh PGlite in a temp folder; with DATABASE_URL also a temporary
 * PostgreSQL database created next to the one the URL names, dropped afterwards. Each is migrated and
 * seeded with the demo data. Opened one at a time (`open()`), so only one is alive at once.
 */
export function benchDatabases(databaseUrl?: string): { engine: Engine; open(): Promise<BenchDatabase> }[] {
  const list: { engine: Engine; open(): Promise<BenchDatabase> }[] = [{ engine: 'pglite', open: openPgliteBench }];
  if (databaseUrl) list.push({ engine: 'postgres', open: () => openPostgresBench(databaseUrl) });
  // BENCH_ENGINE=postgres (or pglite): one engine only, e.g. to profile it
  const only = process.env.BENCH_ENGINE;
  return only ? list.filter((d) => d.engine === only) : list;
}

async function prepare(database: Database) {
  await database.migrate();
  await seedDemoData(database.db);
}

async function openPgliteBench(): Promise<BenchDatabase> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const dataDir = path.join(workDir, 'pglite');
  const removeDir = () => fs.rmSync(workDir, { recursive: true, force: true });
  let database: Database;
  try {
    database = await openDatabase({ dataDir });
  } catch (err) {
    removeDir();
    throw err;
  }
  const dispose = async () => {
    await database.close().catch(() => undefined);
    removeDir();
  };
  try {
    await prepare(database);
  } catch (err) {
    await dispose();
    throw err;
  }
  return { engine: 'pglite', label: `PGlite in ${dataDir}`, database, workDir, dispose };
}

async function openPostgresBench(databaseUrl: string): Promise<BenchDatabase> {
  const { Client } = await import('pg');
  const name = `bench_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  const drop = async () => {
    // pool.end() resolves before its sockets are closed; terminating them (WITH FORCE) while they are
    // still open makes the pool emit an unhandled error. Wait for them to go first.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin
        .query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name])
        .catch(() => ({ rows: [{ n: 0 }] }));
      if (!rows[0]?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists "${name}" with (force)`).catch((err: Error) => {
      console.error(`bench: could not drop temporary database ${name}: ${err.message}`);
    });
    await admin.end().catch(() => undefined);
  };
  try {
    await admin.query(`create database "${name}"`);
  } catch (err) {
    await admin.end().catch(() => undefined);
    throw err;
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-postgres-'));
  let database: Database | undefined;
  const dispose = async () => {
    await database?.close().catch(() => undefined);
    await drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    database = await openDatabase({ url: url.toString() });
    await prepare(database);
  } catch (err) {
    await dispose();
    throw err;
  }
  const where = `${url.hostname}:${url.port || 5432}`;
  return { engine: 'postgres', label: `PostgreSQL ${where}, temporary database ${name}`, database, url: url.toString(), workDir, dispose };
}
