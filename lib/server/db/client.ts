import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** Runs the drizzle-kit migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… → node-postgres pool on a real server. */
  url?: string;
  /** PGlite data folder; 'memory://' for a throw-away in-memory database (tests). */
  dataDir?: string;
  poolSize?: number;
}

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

/** Same code path above the driver: PGlite when no URL is given, node-postgres otherwise. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts.poolSize) : openPglite(opts.dataDir ?? '.data/pglite');
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle client whose connection dies (server restart, failover, an administrator's kill) is
  // reported here; without a listener the 'error' event would end the process. The pool replaces it.
  pool.on('error', (err: Error & { code?: string }) => console.error(`postgres: idle connection lost (${err.code ?? err.message})`));
  // Fail fast with the real reason (bad URL, server down) instead of on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    async migrate() {
      // Two instances starting together must not apply the same migration twice.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727001)');
        await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock(727001)').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir.startsWith('memory://');
  const releaseLock = inMemory ? () => undefined : acquireFolderLock(dataDir);
  let client;
  try {
    client = inMemory ? new PGlite() : new PGlite(path.resolve(dataDir));
    await client.waitReady;
  } catch (err) {
    releaseLock();
    throw err;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite has no lock between processes and two of them corrupt one folder: refuse to open a folder
 * that a live process holds. A lock left by a dead process is taken over.
 */
export function acquireFolderLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(path.resolve(dataDir), '..', `${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database folder ${dataDir} is in use by process ${holder}. ` +
            'Stop that process, or point DATA_DIR at another folder (or DATABASE_URL at PostgreSQL).',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database folder ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
