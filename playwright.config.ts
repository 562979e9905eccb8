import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { baseUrl, PORTS, serverEnv, type Engine } from './e2e/support/env';

/**
 * End-to-end tests in Debian's Chromium (Playwright never downloads a browser here) against the real
 * server (`server.ts`, production build from `next build`, which `npm test` runs first).
 * One project per database engine, each with its own server, port and fresh database:
 * PGlite always, PostgreSQL when DATABASE_URL is set (its server also gets REDIS_URL when set).
 */
const CI = Boolean(process.env.CI);
const withPostgres = Boolean(process.env.DATABASE_URL);

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

function server(engine: Engine, port: number): WebServer {
  return {
    name: engine,
    command: 'node e2e/support/start-server.mjs',
    env: serverEnv({ engine, port, redis: engine === 'postgres' }),
    url: `${baseUrl(port)}/auth/login`,
    reuseExistingServer: false,
    // Migrations, demo data (password hashing) and Next's start-up.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  };
}

const engines: { engine: Engine; port: number }[] = [
  { engine: 'pglite', port: PORTS.pglite },
  ...(withPostgres ? [{ engine: 'postgres' as const, port: PORTS.postgres }] : []),
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: '.test-data/playwright/results',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // Two cores: one browser at a time next to one or two servers.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { outputFolder: '.test-data/playwright/report', open: 'never' }]] : 'list',
  use: {
    browserName: 'chromium',
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  },
  projects: engines.map(({ engine, port }) => ({ name: engine, use: { baseURL: baseUrl(port) } })),
  webServer: engines.map(({ engine, port }) => server(engine, port)),
});
