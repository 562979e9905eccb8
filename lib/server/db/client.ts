import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isConnectionLost } from './connection-lost';

/*
 * Without the schema: drizzle builds a relational query builder per table for every database object it
 * makes — each transaction too (≈ 50 µs a save on ~100 tables) — for `db.query.*`, which we never use.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
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
  /** PostgreSQL only: settings every connection of the pool starts with (`-c name=value`), e.g. read only. */
  sessionSettings?: Record<string, string>;
  /** In-memory PGlite only: start from this dumped data folder (dumpDataDir) instead of an empty one. */
  pgliteSnapshot?: Blob;
}

export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

/** Same code path above the driver: PGlite when no URL is given, node-postgres otherwise. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts.poolSize, opts.sessionSettings) : openPglite(opts.dataDir ?? '.data/pglite', opts.pgliteSnapshot);
}

/*
 * Both drivers are imported the way the schema's tables are (statically): a dynamic import() from this module,
 * compiled to CommonJS by tsx, loaded drizzle's ES-module copy next to the CommonJS one the tables are
 * built with, and every entity check then crossed copies (instanceof failing, the slow prototype walk on
 * each chunk of each statement).
 */

async function openPostgres(url: string, poolSize = 10, sessionSettings?: Record<string, string>): Promise<Database> {
  const drizzle = drizzleNodePostgres;
  const migrate = migrateNodePostgres;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(sessionSettings ? { options: Object.entries(sessionSettings).map(([k, v]) => `-c ${k}=${v}`).join(' ') } : {}),
    // An idle connection is closed after 10 s (node-postgres' default, stated here on purpose): after a
    // restart or failover few pooled connections are left to be found dead.
    idleTimeoutMillis: 10_000,
    // TCP keepalive: a connection whose peer vanished without a word (host gone, a NAT or firewall
    // forgetting the flow) is found by the kernel instead of hanging the next query on it.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  watchLostConnections(pool);
  // Fail fast with the real reason (bad URL, server down) instead of on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzle(pool) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    async migrate() {
      // Two instances starting together must not apply the same migration twice.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727001)');
        await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock(727001)').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Marks the errors this module raises itself on idle clients, to tell them from real ones. */
const DISCARDED = Symbol('discarded idle connection');

/**
 * Keeps a lost connection from costing more than the statement that met it.
 *
 * - A client's 'error' (its connection died) needs a listener while the client is checked out too:
 *   node-postgres emits it on the client and, unheard, it would end the process. The statement that was
 *   running gets the error anyway.
 * - A checked-out client whose connection is lost goes back to the pool at once (which closes it), and
 *   its holder's own release() later does nothing: drizzle's transaction() sends `begin` outside its
 *   try/finally, so a `begin` on a dead connection would otherwise keep that pool slot forever.
 * - When one connection is found lost, the idle ones are likely dead too (a restart or a failover ends
 *   them all, and a silently dropped connection is only found when used): they are dropped at once, so
 *   the next statement — e.g. the read that lib/server/http/retry-reads.ts runs again — opens a new
 *   connection instead of picking another dead one.
 */
function watchLostConnections(pool: pg.Pool) {
  type Client = pg.PoolClient;
  const idle = new Set<Client>();
  const inUse = new Set<Client>();
  /** Clients already out of the pool (removed, released with an error, dropped here): their later errors are echoes. */
  const gone = new WeakSet<Client>();

  const lost = (client: Client, err: unknown) => {
    if (gone.has(client) || !isConnectionLost(err)) return;
    gone.add(client);
    idle.delete(client); // an idle one: pg-pool removes it itself
    if (inUse.delete(client)) {
      const release = client.release;
      client.release = () => undefined;
      release.call(client, err as Error);
    }
    const stale = [...idle];
    const why = err as { code?: string; message?: string };
    console.error(`postgres: connection lost (${why.code ?? why.message})${stale.length ? `; dropping ${stale.length} idle connection(s)` : ''}`);
    for (const other of stale) {
      idle.delete(other);
      gone.add(other);
      // pg-pool's documented path for an idle client's error: it removes and closes that client (and
      // re-emits the error on the pool, where the listener below ignores it). Synchronous, so the
      // client is out of the pool before anything can check it out.
      other.emit('error', Object.assign(new Error('Dropped: another connection to the server was lost'), { [DISCARDED]: true }));
    }
  };

  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (!(err as { [DISCARDED]?: boolean })[DISCARDED]) lost(client, err);
    });
  });
  pool.on('acquire', (client) => {
    idle.delete(client);
    inUse.add(client);
  });
  pool.on('release', (err: Error | undefined, client: Client) => {
    inUse.delete(client);
    if (err) lost(client, err); // the pool removes this client; its siblings may be as dead
    else if (!gone.has(client)) idle.add(client);
  });
  pool.on('remove', (client) => {
    idle.delete(client);
    inUse.delete(client);
    gone.add(client);
  });
  // An idle client whose connection dies (server restart, failover, an administrator's kill) is
  // reported here; without a listener the 'error' event would end the process. The pool replaces it.
  pool.on('error', (err: Error & { code?: string; [DISCARDED]?: boolean }) => {
    if (err[DISCARDED]) return;
    console.error(`postgres: idle connection lost (${err.code ?? err.message})`);
  });
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<Database> {
  const drizzle = drizzlePglite;
  const migrate = migratePglite;
  const inMemory = dataDir.startsWith('memory://');
  const releaseLock = inMemory ? () => undefined : acquireFolderLock(dataDir);
  let client;
  try {
    client = inMemory ? new PGlite(snapshot ? { loadDataDir: snapshot } : {}) : new PGlite(path.resolve(dataDir));
    await client.waitReady;
  } catch (err) {
    releaseLock();
    throw err;
  }
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER }),
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
