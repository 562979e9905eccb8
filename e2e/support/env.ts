/**
 * One place for what the e2e servers, the test OIDC provider and the specs must agree on. Imported by
 * playwright.config.ts (web servers), the global setup (OIDC provider) and the specs (second instance,
 * token signing).
 */
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const TEST_DATA = path.join(ROOT, '.test-data');
export const SCREENSHOTS_DIR = path.join(TEST_DATA, 'screenshots');

/** Test-only; the servers and the token-signing spec share it. */
export const E2E_SECRET = 'e2e-only-nextauth-secret-3f9c2b7a1d5e4c8b9a0f6e2d1c3b5a79';
export const DEMO_PASSWORD = 'Demo#2026';

export const PORTS = { pglite: 3701, postgres: 3702, redisPeer: 3703, oidc: 3790 } as const;

export const OIDC = {
  issuer: `http://localhost:${PORTS.oidc}`,
  clientId: 'courier-e2e',
  clientSecret: 'courier-e2e-oidc-client-secret',
  /** next-auth's callback for the provider id 'oidc', on every app port the suite starts. */
  redirectUris: [PORTS.pglite, PORTS.postgres, PORTS.redisPeer].map(
    (port) => `http://localhost:${port}/api/auth/callback/oidc`,
  ),
};

/** The PostgreSQL database the postgres project (and the Redis peer) use, on DATABASE_URL's server. */
export const E2E_DATABASE = 'courier_e2e';

/** Redis logical database of the suite, so lockout counters never mix with other users of the server. */
export const E2E_REDIS_DB = 11;

export type Engine = 'pglite' | 'postgres';

export function e2eDatabaseUrl(base: string): string {
  const url = new URL(base);
  url.pathname = `/${E2E_DATABASE}`;
  return url.toString();
}

export function e2eRedisUrl(base: string): string {
  const url = new URL(base);
  url.pathname = `/${E2E_REDIS_DB}`;
  return url.toString();
}

export const baseUrl = (port: number) => `http://localhost:${port}`;

/**
 * Environment of e2e/support/start-server.mjs. The wrapper resets the database (unless E2E_RESET=0)
 * and runs server.ts in production mode with it.
 */
export function serverEnv(opts: {
  engine: Engine;
  port: number;
  reset?: boolean;
  redis?: boolean;
  dataDir?: string;
}): Record<string, string> {
  const env: Record<string, string> = {
    E2E_ENGINE: opts.engine,
    E2E_RESET: opts.reset === false ? '0' : '1',
    PORT: String(opts.port),
    DATA_DIR: opts.dataDir ?? path.join(TEST_DATA, `e2e-${opts.engine}`),
    NODE_ENV: 'production',
    // the demo data the specs sign in with (a production start without it creates no user)
    DEMO: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXTAUTH_SECRET: E2E_SECRET,
    NEXTAUTH_URL: baseUrl(opts.port),
    OIDC_ISSUER: OIDC.issuer,
    OIDC_CLIENT_ID: OIDC.clientId,
    OIDC_CLIENT_SECRET: OIDC.clientSecret,
    LOG_LEVEL: 'warn',
    // nginx's default: request headers (the session cookie!) must fit in 8 KB behind a real proxy
    NODE_OPTIONS: '--max-http-header-size=8192',
    // Empty = unset for the wrapper (Playwright merges this over process.env).
    DATABASE_URL: '',
    REDIS_URL: '',
  };
  if (opts.engine === 'postgres') {
    if (!process.env.DATABASE_URL) throw new Error('The postgres e2e server needs DATABASE_URL');
    env.DATABASE_URL = e2eDatabaseUrl(process.env.DATABASE_URL);
  }
  if (opts.redis && process.env.REDIS_URL) env.REDIS_URL = e2eRedisUrl(process.env.REDIS_URL);
  return env;
}
