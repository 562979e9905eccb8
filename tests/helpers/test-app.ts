/**
 * The API integration harness: the real Fastify app (buildApp) on a real, freshly seeded database —
 * PGlite in memory always, PostgreSQL too when DATABASE_URL is set (a throw-away database per app).
 * Requests go through app.inject(), so there is no network and no port.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { InvalidationBus } from '@/lib/server/auth/principal-cache';
import type { RedisLike } from '@/lib/server/auth/throttle';
import type { ServerConfig } from '@/lib/server/config';
import type { AppContext } from '@/lib/server/context';
import { createContext } from '@/lib/server/create-context';
import type { Database, Engine } from '@/lib/server/db/client';
import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import { adminQuery, freshPostgresName, openSeededDatabase } from './db-templates';
import { buildApp } from '@/lib/server/http/app';
import { RecordingRealtime } from '@/lib/server/realtime';

export const TEST_SECRET = 'integration-test-secret-0123456789abcdef';

let announced = false;

/** PGlite always; PostgreSQL when DATABASE_URL is set. */
export function testEngines(): Engine[] {
  if (process.env.DATABASE_URL) return ['pglite', 'postgres'];
  if (!announced) {
    announced = true;
    console.info('[integration] DATABASE_URL is not set: PostgreSQL runs are skipped, PGlite only.');
  }
  return ['pglite'];
}

export interface TestAppOptions {
  /** DEMO=1 (default here): false to check what a real deployment refuses. */
  demo?: boolean;
  /** Requests per minute per IP on the whole API; 0 (default here) turns the global limit off. */
  rateLimitPerMinute?: number;
  accessTokenTtlSeconds?: number;
  /** Use the Redis throttle store instead of the database one. */
  redis?: RedisLike;
  /** Build the app on an existing test app's database (a second instance); close() leaves the database open. */
  sharedWith?: TestApp;
  /** How this instance hears about other instances' auth-state changes (Redis in production). */
  bus?: InvalidationBus;
  /** Seed the demo's volumes too (shipments, operations, finance: what a fresh clone shows); slower. */
  demoVolumes?: boolean;
}

export interface CallOptions {
  token?: string;
  /** JSON body (serialised) — or use payload for a raw body. */
  body?: unknown;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  rawPayload: Buffer;
  headers: Record<string, unknown>;
}

export interface TestApp {
  engine: Engine;
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  config: ServerConfig;
  realtime: RecordingRealtime;
  /** The sign-in slow-downs asked for, in ms (recorded instead of slept). */
  waits: number[];
  /** Every response this app gave through call()/signIn(), for checks over all of them. */
  responses: { method: string; url: string; status: number; text: string }[];
  call(method: string, url: string, opts?: CallOptions): Promise<CallResult>;
  /** POST /api/auth/login; returns the access token (throws with the response when it is not 200). */
  signIn(userCode: string, password?: string, ip?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = freshPostgresName();
  await adminQuery(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists "${name}" with (force)`) };
}

/** Opens a fresh, migrated and seeded database of the given engine (a copy of the run's template). */
export async function openTestDatabase(engine: Engine, { volumes = false }: { volumes?: boolean } = {}): Promise<{ database: Database; dispose: () => Promise<void> }> {
  // What a DEMO=1 start does (bootstrapDatabase): migrate, then the demo data, without its volumes unless asked.
  const kind = volumes ? 'volumes' : 'base';
  if (engine === 'pglite') {
    const database = await openSeededDatabase('pglite', kind);
    return { database, dispose: () => database.close().catch(() => undefined) };
  }
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${freshPostgresName()}`;
  const database = await openSeededDatabase('postgres', kind, url);
  return {
    database,
    async dispose() {
      await database.close().catch(() => undefined);
      await adminQuery(`drop database if exists "${url.pathname.slice(1)}" with (force)`);
    },
  };
}

/**
 * One app for a describe block: built in beforeAll, leak-checked and closed in afterAll. The returned
 * object is filled in when beforeAll runs, so use it only inside hooks and tests.
 */
export function useTestApp(engine: Engine, options: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(engine, options));
  });
  afterAll(async () => {
    if (!holder.close) return;
    expectNoLeaks(holder);
    await holder.close();
  });
  return holder;
}

export async function createTestApp(engine: Engine, overrides: TestAppOptions = {}): Promise<TestApp> {
  const shared = overrides.sharedWith;
  const opened = shared ? null : await openTestDatabase(engine, { volumes: overrides.demoVolumes });
  const database = shared ? shared.database : opened!.database;
  const uploadsDir = shared ? shared.config.uploadsDir : fs.mkdtempSync(path.join(os.tmpdir(), 'cbo-uploads-'));
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dev: true,
    databaseUrl: undefined,
    dataDir: uploadsDir,
    redisUrl: undefined,
    secret: TEST_SECRET,
    accessTokenTtlSeconds: overrides.accessTokenTtlSeconds ?? 3600,
    uploadsDir,
    rateLimitPerMinute: overrides.rateLimitPerMinute ?? 0,
    trustProxy: 'loopback',
    publicUrl: 'http://localhost:3000',
    // the test database holds the demo users (their README password): a demo, unless a test says otherwise
    demo: overrides.demo ?? true,
  };
  const realtime = new RecordingRealtime();
  const waits: number[] = [];
  const ctx = createContext(config, database, realtime, overrides.redis, overrides.bus, async (ms) => void waits.push(ms));
  const app = await buildApp(ctx);
  await app.ready();

  const responses: TestApp['responses'] = [];

  const call: TestApp['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | Buffer | undefined = opts.payload;
    if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers,
      payload,
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    });
    const text = res.payload;
    let body: unknown;
    if (String(res.headers['content-type'] ?? '').includes('application/json')) {
      body = JSON.parse(text);
    }
    responses.push({ method, url, status: res.statusCode, text });
    return { status: res.statusCode, body, text, rawPayload: res.rawPayload, headers: res.headers };
  };

  const signIn: TestApp['signIn'] = async (userCode, password = DEMO_PASSWORD, ip) => {
    const res = await call('POST', '/api/auth/login', {
      body: { user_code: userCode, password },
      headers: ip ? { 'x-forwarded-for': ip } : {},
    });
    if (res.status !== 200) throw new Error(`sign-in of ${userCode} failed: ${res.status} ${res.text}`);
    return res.body.data.accessToken.token as string;
  };

  return {
    engine,
    app,
    ctx,
    database,
    config,
    realtime,
    waits,
    responses,
    call,
    signIn,
    async close() {
      await app.close();
      if (!shared) {
        await opened!.dispose();
        fs.rmSync(uploadsDir, { recursive: true, force: true });
      }
    },
  };
}

/** Words that must never reach a client: secrets of the user table and stack traces. */
export const FORBIDDEN_IN_RESPONSES = [/password_?hash/i, /token_?version/i, /"stack"/, /^\s*at\s/m, /\n\s+at\s/];

/** Asserts that none of the app's recorded responses leaks a secret column or a stack trace. */
export function expectNoLeaks(t: Pick<TestApp, 'responses'>) {
  for (const r of t.responses) {
    for (const pattern of FORBIDDEN_IN_RESPONSES) {
      if (pattern.test(r.text)) {
        throw new Error(`${r.method} ${r.url} (${r.status}) leaks ${pattern}: ${r.text.slice(0, 500)}`);
      }
    }
  }
}

/** A serialised multipart/form-data body built with the platform's FormData (as a browser would send it). */
export async function multipartBody(
  fields: Record<string, string | { name: string; type: string; data: Uint8Array }>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type }), value.name);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  };
}

/** Tiny real images (1×1 pixel). */
export const IMAGES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
};
