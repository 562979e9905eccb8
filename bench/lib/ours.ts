import crypto from 'node:crypto';
import path from 'node:path';
import type { ServerConfig } from '@/lib/server/config';
import type { AppContext } from '@/lib/server/context';
import { createContext } from '@/lib/server/create-context';
import { buildApp } from '@/lib/server/http/app';
import type { Realtime } from '@/lib/server/realtime';
import { listenFastify, type RunningServer } from './servers';
import type { BenchEnv } from './types';

/** Production-like settings, minus the per-IP rate limit (one client makes every request here). */
export function benchConfig(workDir: string): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dev: false,
    dataDir: workDir,
    secret: crypto.randomBytes(32).toString('base64url'),
    accessTokenTtlSeconds: 3600,
    uploadsDir: path.join(workDir, 'uploads'),
    rateLimitPerMinute: 0,
    trustProxy: 'loopback',
    publicUrl: 'http://localhost:3000',
  };
}

const noRealtime: Realtime = { emit: () => undefined };

/**
 * Our real API: `buildApp(createContext(config, database, realtime))`, as server.ts builds it, on a
 * free port, logger off. Next.js is not needed: server.ts registers it only as Fastify's fallback
 * after the API routes, so no /api/… request (next-auth's /api/auth/* aside) ever reaches Next, and
 * socket.io only takes /socket.io/ URLs.
 */
export async function startOurApi(env: BenchEnv): Promise<{ server: RunningServer; ctx: AppContext }> {
  const ctx = createContext(benchConfig(env.workDir), env.database, noRealtime);
  const server = await listenFastify(await buildApp(ctx, { logger: false }));
  return { server, ctx };
}

/** POST /api/auth/login; returns the Bearer token. */
export async function signIn(baseUrl: string, userCode: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_code: userCode, password }),
  });
  const body = (await res.json()) as { message?: string; data?: { accessToken?: { token?: string } } };
  const token = body.data?.accessToken?.token;
  if (res.status !== 200 || !token) throw new Error(`sign-in as ${userCode} failed: ${res.status} ${body.message ?? ''}`);
  return token;
}

export async function getJson(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, body: (await res.json()) as { data?: unknown; message?: string } };
}
