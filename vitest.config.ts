import { defineConfig } from 'vitest/config';
import fs from 'node:fs';
import path from 'node:path';

const unhandledLog = path.resolve(__dirname, '.test-data', 'reports', 'unhandled-errors.txt');

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
    // names the run for the seeded database templates every integration test copies
    globalSetup: ['./tests/global-setup.ts'],
    // Still fails the run; written to a file too so `npm test` can repeat it in its closing lines
    // (a CI log is often cut to its tail, where vitest's own report of it is long gone).
    onUnhandledError(error) {
      const e = error as Error & { type?: string; VITEST_TEST_PATH?: string; VITEST_TEST_NAME?: string };
      const where = [e.VITEST_TEST_PATH, e.VITEST_TEST_NAME].filter(Boolean).join(' › ');
      const text = `[${e.type ?? 'error'}] ${e.name}: ${e.message}\n  in: ${where || 'unknown'}\n${(e.stack ?? '').split('\n').slice(1, 8).join('\n')}\n`;
      fs.mkdirSync(path.dirname(unhandledLog), { recursive: true });
      fs.appendFileSync(unhandledLog, text);
    },
  },
});
