import crypto from 'node:crypto';
import { createClient } from 'redis';
import {
  ADDRESS_MAX_FAILURES,
  FallbackThrottleStore,
  LOCKED_MESSAGE,
  LOGIN_LOCK_MS,
  PAIR_MAX_FAILURES,
  USER_FREE_FAILURES,
  type RedisLike,
} from '@/lib/server/auth/throttle';
import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import { createTestApp, expectNoLeaks, testEngines, type TestApp } from '../helpers/test-app';

const makeClient = (url: string) => createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
type Client = ReturnType<typeof makeClient>;

async function connect(): Promise<Client | null> {
  const url = process.env.REDIS_URL;
  if (!url) {
    console.info('[integration] REDIS_URL is not set: the Redis throttle store is not tested.');
    return null;
  }
  const client = makeClient(url);
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch (err) {
    console.info(`[integration] no Redis answers at ${url} (${(err as Error).message}): Redis store skipped.`);
    await client.destroy?.();
    return null;
  }
}

/**
 * The store under test on a real Redis, with every key under a prefix of this run, so that a
 * server using the same Redis (e2e, a developer's instance) never sees the locks made here.
 */
function prefixed(client: Client, prefix: string): RedisLike & { prefix: string; cleanup(): Promise<void> } {
  const k = (key: string) => `${prefix}${key}`;
  return {
    prefix,
    get: (key) => client.get(k(key)),
    mGet: (keys) => client.mGet(keys.map(k)),
    incr: (key) => client.incr(k(key)),
    decr: (key) => client.decr(k(key)),
    pExpire: (key, ms) => client.pExpire(k(key), ms),
    set: (key, value, opts) => client.set(k(key), value, opts),
    del: (key) => client.del(Array.isArray(key) ? key.map(k) : k(key)),
    async cleanup() {
      const keys: string[] = [];
      for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) keys.push(...batch);
      if (keys.length) await client.del(keys);
    },
  };
}

const redis = await connect();

const login = (t: TestApp, user_code: string, password: string, ip: string) =>
  t.call('POST', '/api/auth/login', { body: { user_code, password }, headers: { 'x-forwarded-for': ip } });

describe.skipIf(!redis).each(testEngines())('sign-in lockout, Redis store (%s)', (engine) => {
  let t: TestApp;
  let store: ReturnType<typeof prefixed>;
  beforeAll(async () => {
    store = prefixed(redis!, `cbo-test:${crypto.randomBytes(4).toString('hex')}:`);
    t = await createTestApp(engine, { redis: store });
  });
  afterAll(async () => {
    expectNoLeaks(t);
    await t.close();
    await store.cleanup();
  });

  it('uses the Redis store (behind the in-process fallback)', () => {
    expect(t.ctx.throttle.store).toBeInstanceOf(FallbackThrottleStore);
  });

  it('10 failures for one user code from one address lock that pair, even for the right password', async () => {
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) expect((await login(t, 'counter', 'wrong', '10.6.0.1')).status).toBe(401);
    const res = await login(t, 'counter', DEMO_PASSWORD, '10.6.0.1');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(LOCKED_MESSAGE);
    expect((await login(t, 'finance', DEMO_PASSWORD, '10.6.0.1')).status).toBe(200);
    expect((await login(t, 'counter', DEMO_PASSWORD, '10.6.1.2')).status).toBe(200);
  });

  it('the spraying ceiling locks one address', async () => {
    // through the throttle (the API's own 60-a-minute wall would stop a burst), the last one through the API
    for (let i = 0; i < ADDRESS_MAX_FAILURES - 1; i++) await t.ctx.throttle.recordFailure(`ghost-${i}`, '10.7.0.1');
    expect((await login(t, 'admin', DEMO_PASSWORD, '10.7.0.1')).status).toBe(200);
    expect((await login(t, 'ghost-last', 'wrong', '10.7.0.1')).status).toBe(401);
    expect((await login(t, 'admin', DEMO_PASSWORD, '10.7.0.1')).status).toBe(429);
    expect((await login(t, 'admin', DEMO_PASSWORD, '10.7.0.2')).status).toBe(200);
  });

  it('the lock holds on a second instance (shared Redis)', async () => {
    const second = await createTestApp(engine, { sharedWith: t, redis: store });
    try {
      expect((await login(second, 'counter', DEMO_PASSWORD, '10.6.0.1')).status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('failures across addresses slow the user down, counted in Redis', async () => {
    t.waits.length = 0;
    for (let i = 0; i < USER_FREE_FAILURES + 2; i++) await login(t, 'manager', 'wrong', `10.8.0.${i}`);
    expect(t.waits).toEqual([1000, 2000]);
    expect(await redis!.get(`${store.prefix}login:fail:user:manager`)).toBe(String(USER_FREE_FAILURES + 2));
  });

  it('the lock ends 15 minutes after it was set, and Redis expires it', async () => {
    const now = new Date();
    expect(await t.ctx.throttle.lockedUntil('counter', '10.6.0.1', now)).not.toBeNull();
    expect(await t.ctx.throttle.lockedUntil('counter', '10.6.0.1', new Date(now.getTime() + LOGIN_LOCK_MS + 1000))).toBeNull();
    const ttl = await redis!.pTTL(`${store.prefix}login:lock:pair:counter|10.6.0.1`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(LOGIN_LOCK_MS);
  });
});

afterAll(async () => {
  await redis?.quit();
});
