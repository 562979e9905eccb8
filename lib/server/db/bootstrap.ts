import { openDatabase, type Database, type OpenOptions } from './client';
import { seedMissingDemoData } from './seed';

/** Open, migrate, and load the demo data when the database is empty. */
export async function bootstrapDatabase(opts: OpenOptions & { seed?: boolean }): Promise<Database> {
  const database = await openDatabase(opts);
  try {
    await database.migrate();
    if (opts.seed !== false) await seedMissingDemoData(database.db);
    return database;
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}
