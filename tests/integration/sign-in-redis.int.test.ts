import crypto from 'node:crypto';
import { createClient } from 'redis';
import { LOCKED_MESSAGE, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, RedisThrottleStore, type RedisLike } from '@/lib/server/auth/throttle';
import { DEMO_PASSWORD } from '@/lib/server/db/seed';
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
    incr: (key) => client.incr(k(key)),
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

  it('uses the Redis store', () => {
    expect(t.ctx.throttle).toBeInstanceOf(RedisThrottleStore);
  });

  it('10 failures for one user_code lock it, even for the right password', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await login(t, 'counter', 'wrong', `10.6.0.${i}`)).status).toBe(401);
    const res = await login(t, 'counter', DEMO_PASSWORD, '10.6.1.1');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(LOCKED_MESSAGE);
    expect((await login(t, 'finance', DEMO_PASSWORD, '10.6.1.2')).status).toBe(200);
  });

  it('10 failures from one IP lock that IP', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await login(t, `ghost-${i}`, 'wrong', '10.7.0.1')).status).toBe(401);
    expect((await login(t, 'admin', DEMO_PASSWORD, '10.7.0.1')).status).toBe(429);
    expect((await login(t, 'admin', DEMO_PASSWORD, '10.7.0.2')).status).toBe(200);
  });

  it('the lock holds on a second instance (shared Redis)', async () => {
    const second = await createTestApp(engine, { sharedWith: t, redis: store });
    try {
      expect((await login(second, 'counter', DEMO_PASSWORD, '10.6.2.1')).status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('a success resets the user counter', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await login(t, 'manager', 'wrong', `10.8.0.${i}`);
    expect((await login(t, 'manager', DEMO_PASSWORD, '10.8.1.1')).status).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await login(t, 'manager', 'wrong', `10.8.2.${i}`);
    expect((await login(t, 'manager', DEMO_PASSWORD, '10.8.3.1')).status).toBe(200);
  });

  it('the lock ends 15 minutes after it was set, and Redis expires it', async () => {
    const now = new Date();
    expect(await t.ctx.throttle.lockedUntil(['user:counter'], now)).not.toBeNull();
    expect(await t.ctx.throttle.lockedUntil(['user:counter'], new Date(now.getTime() + LOGIN_LOCK_MS + 1000))).toBeNull();
    const ttl = await redis!.pTTL(`${store.prefix}login:lock:user:counter`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(LOGIN_LOCK_MS);
  });
});

afterAll(async () => {
  await redis?.quit();
});
