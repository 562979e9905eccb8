import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline from the schema and applied by the server on start
// (lib/server/db/migrate.ts), on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema/index.ts',
  out: './lib/server/db/migrations',
});
