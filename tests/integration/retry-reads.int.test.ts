import net from 'node:net';
import { getTableName, sql } from 'drizzle-orm';
import type { Client as PgClient } from 'pg';
import { tableOf } from '@/lib/server/db/schema/resources';
import { isConnectionLost } from '@/lib/server/db/connection-lost';
import { CONNECTION_LOST_WRITE_MESSAGE } from '@/lib/server/errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/server/http/retry-reads';
import { createTestApp, expectNoLeaks, testEngines, useTestApp, type TestApp } from '../helpers/test-app';

/*
 * A read of the API (GET/HEAD) whose database connection was lost is run once more on a new connection;
 * a write never is. lib/server/http/retry-reads.ts (installed in app.ts before the routes) and the pool's
 * watch over lost connections (lib/server/db/client.ts).
 *
 * Two ways a pooled connection is lost, both on PostgreSQL only (PGlite has no connection to lose):
 * - ended under a running statement (pg_terminate_backend, a restart): the statement gets 57P01;
 * - dead without a word (server host gone, failover, a NAT forgetting the flow): found only when the next
 *   statement is sent on it (ECONNRESET). Simulated with a TCP proxy between the app and PostgreSQL that
 *   drops its server side and answers the next bytes from the app with a reset.
 *
 * (An idle connection ended by pg_terminate_backend while the app is idle is not enough to see a 500: its
 * FATAL message reaches node-postgres first and the pool drops it before the next request.)
 */

const MODA = { list: '/api/setting/get/moda', create: '/api/setting/create/moda' };
/** HEAD has no body to parse: straight through inject. */
const head = (t: TestApp, url: string, token: string) => t.app.inject({ method: 'HEAD', url, headers: { authorization: `Bearer ${token}` } });
const moda = (code: string) => ({ code, name: `Moda ${code}`, transport: 'LAND', volumetric_divisor: 6000 });

describe('isConnectionLost', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
  it.each([
    ['Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['Connection terminated', new Error('Connection terminated')],
    ['not queryable', new Error('Client has encountered a connection error and is not queryable')],
    ['ECONNRESET', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['EPIPE', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })],
    ['57P01 (wrapped by drizzle)', wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))],
    ['57P02', Object.assign(new Error('crash'), { code: '57P02' })],
    ['57P03', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['08000', Object.assign(new Error('x'), { code: '08000' })],
    ['08003', Object.assign(new Error('x'), { code: '08003' })],
    ['08006', wrapped(Object.assign(new Error('x'), { code: '08006' }))],
    ['ECONNREFUSED in an AggregateError', new AggregateError([Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })])],
    ['PGlite closed', new Error('PGlite is closed')],
    ['PGlite closing', wrapped(new Error('PGlite is closing'))],
  ])('%s → lost', (_name, err) => {
    expect(isConnectionLost(err)).toBe(true);
  });

  it.each([
    ['unique violation', wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['statement timeout', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['plain error', new Error('boom')],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('%s → not lost', (_name, err) => {
    expect(isConnectionLost(err)).toBe(false);
  });
});

// Every engine: reads and writes behave as before when nothing is lost (the wrapper is transparent).
describe.each(testEngines())('reads with the retry wrapper, nothing lost (%s)', (engine) => {
  const t = useTestApp(engine);
  it('GET, HEAD and POST answer as usual', async () => {
    const admin = await t.signIn('admin');
    const list = await t.call('GET', MODA.list, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect((await head(t, MODA.list, admin)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/setting/get/moda/999999', { token: admin })).status).toBe(404);
    expect((await t.call('POST', MODA.create, { token: admin, body: moda('RTRY0') })).status).toBe(201);
  });
});

if (!process.env.DATABASE_URL) {
  console.info('[retry-reads] DATABASE_URL is not set: the lost-connection tests need PostgreSQL and are skipped.');
}

describe.skipIf(!process.env.DATABASE_URL)('a lost database connection (postgres)', () => {
  let proxy: PgProxy;
  let t: TestApp;
  let admin: string;
  let dbName: string;
  let modaTable: string;

  beforeAll(async () => {
    const real = new URL(process.env.DATABASE_URL!);
    proxy = await startProxy(real.hostname, Number(real.port || 5432));
    const viaProxy = new URL(real.toString());
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    // The helper reads DATABASE_URL when it creates (and later drops) the database: through the proxy.
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = viaProxy.toString();
    try {
      t = await createTestApp('postgres');
    } finally {
      process.env.DATABASE_URL = saved;
    }
    admin = await t.signIn('admin');
    const res = await t.ctx.db.execute(sql`select current_database() as name`);
    dbName = (res as unknown as { rows: { name: string }[] }).rows[0].name;
    modaTable = getTableName(tableOf('moda'));
  });

  afterAll(async () => {
    if (t) {
      expectNoLeaks(t);
      // Also proves no pool slot was kept by a dead connection: closing the pool waits for every client.
      await t.close();
    }
    await proxy?.close();
  });

  /** A connection straight to the test database (not through the proxy), as an administrator would use. */
  async function direct(): Promise<PgClient> {
    const { Client } = await import('pg');
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${dbName}`;
    const c = new Client({ connectionString: url.toString() });
    await c.connect();
    return c;
  }

  /** Several requests at once, so the pool holds several connections (all idle afterwards). */
  async function warm() {
    const all = await Promise.all([1, 2, 3, 4].map(() => t.call('GET', MODA.list, { token: admin })));
    for (const r of all) expect(r.status).toBe(200);
  }

  const rowsWithCode = async (code: string) => {
    const c = await direct();
    try {
      return (await c.query(`select count(*)::int as n from "${modaTable}" where code = $1`, [code])).rows[0].n as number;
    } finally {
      await c.end();
    }
  };

  /**
   * Holds an exclusive lock on the moda table, starts the request (which waits for the lock on its
   * connection), ends every other session of the database while it waits, then lets go.
   */
  async function endSessionsUnder<T>(request: () => Promise<T>): Promise<{ result: T; ended: number }> {
    const admin = await direct();
    try {
      await admin.query('begin');
      await admin.query(`lock table "${modaTable}" in access exclusive mode`);
      const pending = request();
      const deadline = Date.now() + 10_000;
      for (;;) {
        const { rows } = await admin.query(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
        );
        if (rows[0].n > 0) break;
        if (Date.now() > deadline) throw new Error('the request never waited for the lock');
        await new Promise((r) => setTimeout(r, 10));
      }
      const { rows } = await admin.query(
        `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()) k`,
      );
      await admin.query('commit');
      return { result: await pending, ended: rows[0].n };
    } finally {
      await admin.end();
    }
  }

  it('a GET whose session is ended under it (pg_terminate_backend) is run again: 200', async () => {
    await warm();
    const { result: res, ended } = await endSessionsUnder(() => t.call('GET', MODA.list, { token: admin }));
    expect(ended).toBeGreaterThan(0);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect((await t.call('GET', MODA.list, { token: admin })).status).toBe(200);
  });

  it('a GET that picks a pooled connection found dead only when used is run again on a new one: 200', async () => {
    await warm();
    // Two or more dead idle connections: a retry that took another pooled one would fail again.
    expect(proxy.sever()).toBeGreaterThanOrEqual(2);
    const res = await t.call('GET', MODA.list, { token: admin });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);

    await warm();
    expect(proxy.sever()).toBeGreaterThanOrEqual(2);
    expect((await head(t, MODA.list, admin)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/setting/get/moda/1', { token: admin })).status).toBe(200);
  });

  it('a read that loses its connection twice answers 503, cleanly', async () => {
    await warm();
    proxy.sever();
    proxy.refuseNew = true;
    try {
      const res = await t.call('GET', MODA.list, { token: admin });
      expect(res.status, res.text).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    } finally {
      proxy.refuseNew = false;
    }
    expect((await t.call('GET', MODA.list, { token: admin })).status).toBe(200);
  });

  it('a POST whose session is ended under it is not run again', async () => {
    await warm();
    const { result: res } = await endSessionsUnder(() => t.call('POST', MODA.create, { token: admin, body: moda('RTRY1') }));
    // Run again, it would have written the row (the lock is gone, new connections work): it was not.
    expect(res.status, res.text).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ message: CONNECTION_LOST_WRITE_MESSAGE });
    expect(await rowsWithCode('RTRY1')).toBe(0);
    // The pool has recovered: the user's own second try works, once.
    expect((await t.call('POST', MODA.create, { token: admin, body: moda('RTRY1') })).status).toBe(201);
    expect(await rowsWithCode('RTRY1')).toBe(1);
  });

  it('a POST that picks a dead pooled connection fails cleanly, is not run again, and the next one works', async () => {
    await warm();
    expect(proxy.sever()).toBeGreaterThanOrEqual(2);
    const res = await t.call('POST', MODA.create, { token: admin, body: moda('RTRY2') });
    expect(res.status, res.text).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(await rowsWithCode('RTRY2')).toBe(0);
    const again = await t.call('POST', MODA.create, { token: admin, body: moda('RTRY2') });
    expect(again.status, again.text).toBe(201);
    expect(await rowsWithCode('RTRY2')).toBe(1);
  });

  it('dead connections met by writes do not use up the pool (5 connections here)', async () => {
    const within = <T>(p: Promise<T>) =>
      Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no pool connection came: the pool is used up')), 5_000))]);
    for (let i = 0; i < 7; i++) {
      await within(warm());
      proxy.sever();
      const res = await within(t.call('POST', MODA.create, { token: admin, body: moda(`RTRYP${i}`) }));
      expect(res.status, res.text).toBe(503);
    }
    expect((await within(t.call('GET', MODA.list, { token: admin }))).status).toBe(200);
    expect((await within(t.call('POST', MODA.create, { token: admin, body: moda('RTRYP') }))).status).toBe(201);
  });
});

interface PgProxy {
  port: number;
  /** While true, new connections are closed at once (the server is still down). */
  refuseNew: boolean;
  /**
   * The server side of every open connection is dropped (its session ends); the app side stays open and
   * silent until the app sends something, which is answered with a TCP reset — as after a failover or
   * a server host's restart. Returns how many connections were cut.
   */
  sever(): number;
  close(): Promise<void>;
}

/** A TCP proxy to PostgreSQL that can cut its connections the way a vanished server does. */
function startProxy(host: string, port: number): Promise<PgProxy> {
  const pairs = new Set<{ down: net.Socket; up: net.Socket; severed: boolean }>();
  const server = net.createServer((down) => {
    if (proxy.refuseNew) {
      down.destroy();
      return;
    }
    const up = net.connect(port, host);
    const pair = { down, up, severed: false };
    pairs.add(pair);
    down.on('data', (chunk) => {
      if (pair.severed) {
        pairs.delete(pair);
        down.resetAndDestroy();
      } else up.write(chunk);
    });
    up.on('data', (chunk) => {
      if (!pair.severed) down.write(chunk);
    });
    const closeBoth = () => {
      if (pair.severed) return;
      pairs.delete(pair);
      up.destroy();
      down.destroy();
    };
    up.on('close', closeBoth);
    down.on('close', closeBoth);
    up.on('error', () => undefined);
    down.on('error', () => undefined);
  });
  const proxy: PgProxy = {
    port: 0,
    refuseNew: false,
    sever() {
      let n = 0;
      for (const pair of pairs) {
        if (pair.severed) continue;
        pair.severed = true;
        pair.up.destroy();
        n++;
      }
      return n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) {
          pair.up.destroy();
          pair.down.destroy();
        }
        server.close(() => resolve());
      }),
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      proxy.port = (server.address() as net.AddressInfo).port;
      resolve(proxy);
    });
  });
}
