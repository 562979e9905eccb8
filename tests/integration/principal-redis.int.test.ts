import { createClient } from 'redis';
import { redisInvalidationBus, type RedisPubSub } from '@/lib/server/auth/principal-cache';
import { createTestApp, testEngines, type TestApp } from '../helpers/test-app';

/**
 * Two instances on one database, each with its in-memory principal cache: a user deactivated on one
 * must be refused at once on the other. Redis carries the invalidation, as in production.
 */
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.info('[integration] REDIS_URL is not set: cross-instance invalidation is not tested.');

describe.runIf(Boolean(redisUrl)).each(testEngines())('principal cache across instances (%s)', (engine) => {
  let a: TestApp;
  let b: TestApp;
  const clients: { quit(): Promise<unknown> }[] = [];
  const closers: (() => Promise<unknown>)[] = [];

  async function bus() {
    const client = createClient({ url: redisUrl, socket: { reconnectStrategy: false } });
    clients.push(client);
    client.on('error', () => undefined);
    await client.connect();
    const b = redisInvalidationBus(client as unknown as RedisPubSub);
    await b.subscribed;
    closers.push(b.close);
    return b;
  }

  beforeAll(async () => {
    a = await createTestApp(engine, { bus: await bus() });
    b = await createTestApp(engine, { sharedWith: a, bus: await bus() });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const c of closers) await c().catch(() => undefined);
    for (const c of clients) await c.quit().catch(() => undefined);
  });

  async function eventually(check: () => Promise<boolean>, ms = 2000) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  }

  it('deactivation on instance A is refused on instance B without waiting for the cache to expire', async () => {
    const admin = await a.signIn('admin');
    const dispatcher = await a.signIn('dispatcher');
    const SETTINGS = '/api/setting/get/site-setting';
    // B has the dispatcher cached as active.
    expect((await b.call('GET', SETTINGS, { token: dispatcher })).status).toBe(200);

    const off = await a.call('PUT', '/api/datamaster/update/user/status/dispatcher', {
      token: admin,
      body: { status: 'TIDAK AKTIF' },
    });
    expect(off.status).toBe(200);
    expect(await eventually(async () => (await b.call('GET', SETTINGS, { token: dispatcher })).status === 403)).toBe(true);

    await a.call('PUT', '/api/datamaster/update/user/status/dispatcher', { token: admin, body: { status: 'AKTIF' } });
    expect(await eventually(async () => (await b.call('GET', SETTINGS, { token: dispatcher })).status === 200)).toBe(true);
  });

  it('a logout on instance A revokes the token on instance B', async () => {
    const manager = await a.signIn('manager');
    expect((await b.call('GET', '/api/datamaster/get/user/manager', { token: manager })).status).toBe(200);
    expect((await a.call('POST', '/api/auth/logout', { token: manager, body: { user_code: 'manager' } })).status).toBe(200);
    expect(
      await eventually(async () => (await b.call('GET', '/api/datamaster/get/user/manager', { token: manager })).status === 401),
    ).toBe(true);
  });
});
