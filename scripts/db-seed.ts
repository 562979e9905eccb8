// npm run db:seed — migrate, then load the demo data if the database is empty (the server does the same on start).
import path from 'node:path';
import { loadConfig } from '../lib/server/config';
import { openDatabase } from '../lib/server/db/client';
import { DEMO_PASSWORD, isEmpty, seedDemoData } from '../lib/server/db/seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    if (await isEmpty(database.db)) {
      await seedDemoData(database.db);
      console.log(`demo data loaded (${database.engine}); every demo user's password is ${DEMO_PASSWORD}`);
    } else {
      console.log('the database already has data: nothing loaded');
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
