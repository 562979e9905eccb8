// npm run db:seed — migrate, then load whatever demo data is missing (the server does the same on a start
// with DEMO=1). Demo data only: a production server refuses to start on its published password and key.
import path from 'node:path';
import { loadConfig } from '../lib/server/config';
import { openDatabase } from '../lib/server/db/client';
import { queueWebhooksOnTracking } from '../lib/server/integration/webhooks';
import { DEMO_PASSWORD, seedMissingDemoData } from '../lib/server/seed/seed';

async function main() {
  const config = loadConfig();
  // the seed runs actions: their tracking events queue webhooks as the server's do
  queueWebhooksOnTracking();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    const loaded = await seedMissingDemoData(database.db);
    if (loaded.users) console.log(`demo users loaded (${database.engine}); every demo user's password is ${DEMO_PASSWORD}`);
    if (loaded.reference) console.log('demo reference data loaded');
    if (loaded.volumes) console.log(`demo master data loaded: ${Object.entries(loaded.volumes).map(([k, n]) => `${n} ${k}`).join(', ')}`);
    if (loaded.operations) console.log(`demo operations loaded: ${Object.entries(loaded.operations).map(([k, n]) => `${n} ${k}`).join(', ')}`);
    if (loaded.finance) console.log(`demo finance loaded: ${Object.entries(loaded.finance).map(([k, n]) => `${n} ${k}`).join(', ')}`);
    if (!loaded.users && !loaded.reference && !loaded.volumes && !loaded.operations && !loaded.finance) console.log('the database already has data: nothing loaded');
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
