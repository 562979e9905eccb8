import { defineConfig } from 'vitest/config';
import path from 'node:path';

// Unit tests (*.test.ts[x]) run without a database; integration tests (*.int.test.ts) open a real one
// (PGlite always, PostgreSQL too when DATABASE_URL is set). Browser tests live in e2e/ (Playwright).
export default defineConfig({
  resolve: { alias: { '@': path.resolve(__dirname) } },
  esbuild: { jsx: 'automatic' },
  test: {
    globals: true,
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**', '.data/**', '.test-data/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['./tests/setup.ts'],
  },
});
