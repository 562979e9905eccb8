import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dev: boolean;
  /** postgres://… ; absent → embedded PGlite in `${dataDir}/pglite`. */
  databaseUrl?: string;
  /** A read-only streaming replica of it (DATABASE_REPLICA_URL): where reports read. */
  replicaUrl?: string;
  dataDir: string;
  redisUrl?: string;
  /** Signs next-auth's session cookie and (through HKDF) our access tokens. */
  secret: string;
  accessTokenTtlSeconds: number;
  uploadsDir: string;
  /** Requests per minute per IP on the product API; 0 turns the limit off (benchmarks). */
  rateLimitPerMinute: number;
  /** Which proxies' X-Forwarded-For to believe (Fastify trustProxy). */
  trustProxy: string | boolean;
  /** The address customers reach the public pages at (the label's QR code points to /track/{awb} there). */
  publicUrl: string;
  /** DEMO=1: the demo data is loaded, and a production start accepts its published credentials. */
  demo?: boolean;
}

/** '8h', '15m', '30s', '3600' → seconds. */
export function parseDuration(value: string | undefined, fallbackSeconds: number): number {
  if (!value) return fallbackSeconds;
  const m = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!m) throw new Error(`Invalid duration "${value}" (use e.g. 8h, 15m, 30s)`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[m[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(m[1]) * unit;
}

/**
 * NEXTAUTH_SECRET is required in production. In development, and for the demo (`npm run start:demo`
 * sets DEMO=1), one is generated once into the data folder so that the first command just works.
 */
export function resolveSecret(env: NodeJS.ProcessEnv, dev: boolean, dataDir: string): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  if (!dev && env.DEMO !== '1') {
    throw new Error('NEXTAUTH_SECRET must be set in production (e.g. `openssl rand -base64 32`).');
  }
  const file = path.join(dataDir, 'dev-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dev = env.NODE_ENV !== 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const trust = env.TRUST_PROXY ?? 'loopback';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dev,
    databaseUrl: env.DATABASE_URL || undefined,
    replicaUrl: env.DATABASE_REPLICA_URL || undefined,
    dataDir,
    redisUrl: env.REDIS_URL || undefined,
    secret: resolveSecret(env, dev, dataDir),
    accessTokenTtlSeconds: parseDuration(env.ACCESS_TOKEN_TTL, 8 * 3600),
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    rateLimitPerMinute: Number(env.API_RATE_LIMIT_PER_MINUTE ?? 3000),
    trustProxy: trust === 'true' ? true : trust === 'false' ? false : trust,
    publicUrl: (env.PUBLIC_URL || env.NEXTAUTH_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    demo: env.DEMO === '1',
  };
}
