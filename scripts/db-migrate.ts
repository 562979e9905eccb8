// npm run db:migrate — apply the migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import path from 'node:path';
import { loadConfig } from '../lib/server/config';
import { openDatabase } from '../lib/server/db/client';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    console.log(`migrations applied (${database.engine})`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
