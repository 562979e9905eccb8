/**
 * Seeded test databases made once per test run and copied for each app: a PGlite data folder dumped to
 * a tarball (loaded in ~2 s instead of ~7 s of migrations and seed) and a PostgreSQL template database
 * (`create database … template …`, well under a second instead of 1.5–14 s).
 *
 * A template is built lazily by the first test file that needs it — any worker, under a lock file — and
 * lives only as long as the run: tests/global-setup.ts names the run and removes what it made. Outside
 * a run that named itself (a script importing the helper), every database is migrated and seeded fresh.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database, type Engine } from '@/lib/server/db/client';
import { seedMissingDemoData } from '@/lib/server/seed/seed';

export const TEMPLATES_DIR = path.resolve(__dirname, '..', '..', '.test-data', 'templates');

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplateRun: string;
  }
}

export type TemplateKind = 'base' | 'volumes';

function runId(): string | undefined {
  try {
    return inject('dbTemplateRun') || undefined;
  } catch {
    return undefined; // not inside a vitest run with the global setup
  }
}

/** What every test database starts as: migrated, the demo data seeded (its volumes when asked). */
async function migrateAndSeed(database: Database, kind: TemplateKind) {
  await database.migrate();
  await seedMissingDemoData(database.db, { volumes: kind === 'volumes' });
}

/** Runs build() once across the run's worker processes: the first caller builds, the others wait for its file. */
async function once(done: string, build: () => Promise<void>): Promise<void> {
  const lock = `${done}.lock`;
  for (;;) {
    if (fs.existsSync(done)) return;
    let mine = false;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      mine = true;
    } catch {
      // another worker is building it — unless it died doing so (a build takes well under a minute)
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 5 * 60_000) fs.rmSync(lock, { force: true });
    }
    if (mine) {
      try {
        if (!fs.existsSync(done)) {
          await build();
          fs.writeFileSync(done, 'ok');
        }
        return;
      } finally {
        fs.rmSync(lock, { force: true });
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function pgliteFromTemplate(run: string, kind: TemplateKind): Promise<Database> {
  const tarball = path.join(TEMPLATES_DIR, `${run}-pglite-${kind}.tar`);
  await once(`${tarball}.done`, async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateAndSeed(database, kind);
      const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
      const dump = await client.dumpDataDir('none');
      fs.writeFileSync(`${tarball}.tmp`, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(`${tarball}.tmp`, tarball);
    } finally {
      await database.close();
    }
  });
  return openDatabase({ dataDir: 'memory://', pgliteSnapshot: new Blob([fs.readFileSync(tarball)]) });
}

/** One statement on the server's maintenance connection (DATABASE_URL): create, copy and drop databases. */
export async function adminQuery(sql: string) {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export function templateDatabaseName(run: string, kind: TemplateKind) {
  return `cbo_tpl_${run}_${kind}`;
}

async function postgresFromTemplate(run: string, kind: TemplateKind, url: URL): Promise<Database> {
  const template = templateDatabaseName(run, kind);
  await once(path.join(TEMPLATES_DIR, `${template}.done`), async () => {
    await adminQuery(`drop database if exists "${template}" with (force)`);
    await adminQuery(`create database "${template}"`);
    const templateUrl = new URL(url.toString());
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ url: templateUrl.toString(), poolSize: 2 });
    try {
      await migrateAndSeed(database, kind);
    } finally {
      await database.close();
    }
  });
  // Copies of one template may be made side by side; a copy only fails while someone is connected to it.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(`create database "${url.pathname.slice(1)}" template "${template}"`);
      break;
    } catch (err) {
      if (attempt >= 20 || !/being accessed by other users/.test(String((err as Error).message))) throw err;
      await new Promise((r) => setTimeout(r, 100 + attempt * 50));
    }
  }
  return openDatabase({ url: url.toString(), poolSize: 5 });
}

export function freshPostgresName() {
  return `cbo_test_${crypto.randomBytes(6).toString('hex')}`;
}

/**
 * A seeded database of the engine: copied from the run's template when there is one, else migrated and
 * seeded here. `url` (PostgreSQL) is the throw-away database to create.
 */
export async function openSeededDatabase(engine: Engine, kind: TemplateKind, url?: URL): Promise<Database> {
  const run = runId();
  if (run) {
    fs.mkdirSync(TEMPLATES_DIR, { recursive: true });
    return engine === 'pglite' ? pgliteFromTemplate(run, kind) : postgresFromTemplate(run, kind, url!);
  }
  if (engine === 'postgres') await adminQuery(`create database "${url!.pathname.slice(1)}"`);
  const database = engine === 'pglite' ? await openDatabase({ dataDir: 'memory://' }) : await openDatabase({ url: url!.toString(), poolSize: 5 });
  await migrateAndSeed(database, kind);
  return database;
}
