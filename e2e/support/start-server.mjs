#!/usr/bin/env node
// Starts one app server for the e2e suite: prepares a fresh database, then runs `npx tsx server.ts`
// (production build from `next build`) with the environment it was given (see e2e/support/env.ts).
//   E2E_ENGINE=pglite   → deletes and recreates $DATA_DIR (PGlite lives in $DATA_DIR/pglite)
//   E2E_ENGINE=postgres → drops and recreates the database named in DATABASE_URL on its server
//   E2E_RESET=0         → keeps the database as it is (a second instance on the same database)
// With REDIS_URL and a reset, the suite's lockout counters in that Redis database are cleared too.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const engine = process.env.E2E_ENGINE ?? 'pglite';
const reset = process.env.E2E_RESET !== '0';
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('start-server: DATA_DIR is required');
if (!process.env.PORT) throw new Error('start-server: PORT is required');

async function resetPostgres(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`start-server: refusing to drop database "${name}"`);
  // Connect to the server's maintenance database, never to the one being dropped.
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

async function resetRedisCounters(url) {
  const { createClient } = await import('redis');
  const client = createClient({ url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    for (const pattern of ['login:fail:*', 'login:lock:*']) {
      for await (const keys of client.scanIterator({ MATCH: pattern, COUNT: 100 })) {
        const list = Array.isArray(keys) ? keys : [keys];
        if (list.length) await client.del(list);
      }
    }
  } finally {
    await client.quit();
  }
}

async function main() {
  if (reset) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') {
      if (!process.env.DATABASE_URL) throw new Error('start-server: E2E_ENGINE=postgres needs DATABASE_URL');
      await resetPostgres(process.env.DATABASE_URL);
    }
    if (process.env.REDIS_URL) await resetRedisCounters(process.env.REDIS_URL);
  }
  fs.mkdirSync(dataDir, { recursive: true });

  const child = spawn('npx', ['tsx', 'server.ts'], { cwd: root, stdio: 'inherit', env: process.env });
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((err) => {
  console.error('start-server:', err instanceof Error ? err.message : err);
  process.exit(1);
});
