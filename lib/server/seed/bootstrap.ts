// The database's start (open, migrate, seed, the first administrator, the demo-credentials refusal): it
// runs the seeds, which run the document engine, so it sits here above db/ rather than in it.
import { refuseDemoCredentials } from '../auth/demo-credentials';
import { createInitialAdminFromEnv } from '../auth/initial-admin';
import { openDatabase, type Database, type Db, type OpenOptions } from '../db/client';
import { seedMissingBaseData } from './seed-base';
import { seedMissingDemoData } from './seed';

export interface BootstrapOptions extends OpenOptions {
  /** false: migrations only. */
  seed?: boolean;
  /** DEMO=1: the demo data (users with the README's password, customers, operations, the API key). */
  demo?: boolean;
  /** NODE_ENV=production: refuse to start while the demo credentials open the database (unless demo). */
  production?: boolean;
  /** Where INITIAL_ADMIN_USER / INITIAL_ADMIN_PASSWORD are read (process.env). */
  env?: Record<string, string | undefined>;
  log?: (message: string) => void;
}

/**
 * What every start does on a migrated database: what every database needs (settings, roles, reference
 * lists, coverage areas) and, only with DEMO=1, the demo data. Without it no user is ever made here but
 * the first administrator of INITIAL_ADMIN_USER on an empty user table. Then, in production without
 * DEMO=1, the refusal while the demo's published password or key opens the database.
 */
export async function prepareDatabase(db: Db, opts: Omit<BootstrapOptions, keyof OpenOptions>): Promise<void> {
  if (opts.seed !== false) {
    if (opts.demo) await seedMissingDemoData(db);
    else {
      await seedMissingBaseData(db);
      await createInitialAdminFromEnv(db, opts.env ?? process.env, opts.log);
    }
  }
  if (opts.production && !opts.demo) await refuseDemoCredentials(db);
}

/** Open, migrate, prepare (above). */
export async function bootstrapDatabase(opts: BootstrapOptions): Promise<Database> {
  const database = await openDatabase(opts);
  try {
    await database.migrate();
    await prepareDatabase(database.db, opts);
    return database;
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}
