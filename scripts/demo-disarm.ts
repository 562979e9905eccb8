// npm run demo:disarm — for a database that was once a demo (a production server refuses to start on
// it): every user still holding the README's demo password gets a random one (an administrator then
// sets their new password), and the README's demo API key is revoked.
import path from 'node:path';
import { disarmDemoCredentials } from '../lib/server/auth/demo-credentials';
import { loadConfig } from '../lib/server/config';
import { openDatabase } from '../lib/server/db/client';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    const found = await disarmDemoCredentials(database.db);
    if (found.users.length) console.log(`random passwords given to ${found.users.join(', ')}: an administrator sets their new ones (Admin → Users), or npm run admin:create makes a new administrator`);
    if (found.apiKeyCustomers.length) console.log(`the demo API key of customer ${found.apiKeyCustomers.join(', ')} is revoked`);
    if (!found.users.length && !found.apiKeyCustomers.length) console.log('no demo credentials in this database');
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
