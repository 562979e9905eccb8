import { eq } from 'drizzle-orm';
import { LOCKED_MESSAGE, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, DbThrottleStore, throttleKeys } from '@/lib/server/auth/throttle';
import { WRONG_CREDENTIALS } from '@/lib/server/auth/sign-in';
import { authEvents, loginThrottle } from '@/lib/server/db/schema';
import { DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from '@/lib/server/db/seed';
import { createTestApp, testEngines, type TestApp, useTestApp } from '../helpers/test-app';

const login = (t: TestApp, user_code: string, password: string, ip?: string) =>
  t.call('POST', '/api/auth/login', { body: { user_code, password }, headers: ip ? { 'x-forwarded-for': ip } : {} });

describe.each(testEngines())('sign-in (%s)', (engine) => {
  const t = useTestApp(engine);

  it('the right password gives a token and the session user of spec §3', async () => {
    const res = await login(t, 'finance', DEMO_PASSWORD, '10.1.0.1');
    expect(res.status).toBe(200);
    const { user, accessToken } = res.body.data;
    expect(Object.keys(user).sort()).toEqual(['full_name', 'id', 'permissions', 'photo', 'user_group']);
    expect(user).toMatchObject({ id: 'finance', full_name: 'DEWI LESTARI WIJAYA KUSUMA', user_group: 'Finance', photo: null });
    expect(typeof user.permissions).toBe('string');
    expect(JSON.parse(user.permissions)).toEqual(DEMO_ROLES.find((r) => r.name === 'Finance')!.permissions);
    expect(accessToken.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(new Date(accessToken.expiresAt).getTime()).toBeGreaterThan(Date.now());
    // The token opens the API.
    const me = await t.call('GET', '/api/datamaster/get/user/finance', { token: accessToken.token });
    expect(me.status).toBe(200);
  });

  it('every demo account signs in with the demo password', async () => {
    for (const u of DEMO_USERS) {
      const res = await login(t, u.userCode, DEMO_PASSWORD, '10.1.0.2');
      expect(res.status, u.userCode).toBe(200);
      expect(res.body.data.user.user_group).toBe(u.role);
    }
  });

  it('a wrong password and an unknown user get the same 401 without a hint', async () => {
    const wrong = await login(t, 'manager', 'not-the-password', '10.1.0.3');
    const unknown = await login(t, 'nobody-here', 'not-the-password', '10.1.0.4');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: WRONG_CREDENTIALS });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('the user code ignores case', async () => {
    const res = await login(t, '  DisPatcher ', DEMO_PASSWORD, '10.1.0.5');
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe('dispatcher');
  });

  it('missing fields → 400 with field errors', async () => {
    const res = await t.call('POST', '/api/auth/login', { body: { user_code: '' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['password', 'user_code']);
  });

  it('a successful sign-in resets the user counter', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) {
      expect((await login(t, 'dispatcher', 'wrong', `10.2.0.${i}`)).status).toBe(401);
    }
    expect((await login(t, 'dispatcher', DEMO_PASSWORD, '10.2.1.1')).status).toBe(200);
    const [row] = await t.ctx.db.select().from(loginThrottle).where(eq(loginThrottle.key, 'user:dispatcher'));
    expect(row).toBeUndefined();
    // Nine more failures still do not lock: the count started again.
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) {
      expect((await login(t, 'dispatcher', 'wrong', `10.2.2.${i}`)).status).toBe(401);
    }
    expect((await login(t, 'dispatcher', DEMO_PASSWORD, '10.2.3.1')).status).toBe(200);
  });
});

describe.each(testEngines())('sign-in lockout, database store (%s)', (engine) => {
  const t = useTestApp(engine);

  it('10 failures for one user_code from different IPs lock it, even for the right password', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await login(t, 'counter', `wrong-${i}`, `10.3.0.${i}`);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const eleventh = await login(t, 'counter', DEMO_PASSWORD, '10.3.1.1');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ message: LOCKED_MESSAGE });
    // Another spelling of the same user code is the same lock.
    expect((await login(t, 'COUNTER', DEMO_PASSWORD, '10.3.1.2')).status).toBe(429);
    // Other users are not affected.
    expect((await login(t, 'finance', DEMO_PASSWORD, '10.3.1.3')).status).toBe(200);
    const locked = await t.ctx.db.select().from(authEvents).where(eq(authEvents.event, 'sign_in_locked'));
    expect(locked.length).toBeGreaterThanOrEqual(2);
  });

  it('the lock holds on a second instance on the same database (a restart)', async () => {
    const second = await createTestApp(engine, { sharedWith: t });
    try {
      const res = await login(second, 'counter', DEMO_PASSWORD, '10.3.2.1');
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(LOCKED_MESSAGE);
    } finally {
      await second.close();
    }
  });

  it('10 failures from one IP across different user codes lock that IP', async () => {
    const ip = '10.4.0.1';
    const codes = ['admin', 'finance', 'manager', 'dispatcher', 'ghost-1', 'ghost-2', 'ghost-3', 'ghost-4', 'ghost-5', 'ghost-6'];
    for (const code of codes) expect((await login(t, code, 'wrong', ip)).status).toBe(401);
    const res = await login(t, 'admin', DEMO_PASSWORD, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(LOCKED_MESSAGE);
    // The same user from another address is fine: each user had a single failure.
    expect((await login(t, 'admin', DEMO_PASSWORD, '10.4.0.2')).status).toBe(200);
  });

  it('the IP comes from the socket when no proxy is trusted in front', async () => {
    // A client that is not a loopback proxy cannot pick its address with X-Forwarded-For.
    const res = await t.call('POST', '/api/auth/login', {
      body: { user_code: 'ghost-xff', password: 'wrong' },
      headers: { 'x-forwarded-for': '10.99.99.99' },
      remoteAddress: '203.0.113.7',
    });
    expect(res.status).toBe(401);
    const rows = await t.ctx.db.select().from(loginThrottle);
    const keys = rows.map((r) => r.key);
    expect(keys).toContain('ip:203.0.113.7');
    expect(keys).not.toContain('ip:10.99.99.99');
  });

  it('the lock expires after 15 minutes (API, with a fake clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + LOGIN_LOCK_MS - 60_000);
      expect((await login(t, 'counter', DEMO_PASSWORD, '10.5.0.1')).status).toBe(429);
      vi.setSystemTime(Date.now() + 2 * 60_000);
      const res = await login(t, 'counter', DEMO_PASSWORD, '10.5.0.2');
      expect(res.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each(testEngines())('DbThrottleStore with an explicit clock (%s)', (engine) => {
  let t: TestApp;
  let store: DbThrottleStore;
  const t0 = new Date('2030-01-01T08:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  beforeAll(async () => {
    t = await createTestApp(engine);
    store = new DbThrottleStore(t.ctx.db);
  });
  afterAll(() => t.close());

  it('locks at the 10th failure for 15 minutes from then, and not before', async () => {
    const key = 'user:clock-a';
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await store.recordFailure(key, at(i * 60_000));
    expect(await store.lockedUntil([key], at(9 * 60_000))).toBeNull();
    await store.recordFailure(key, at(10 * 60_000));
    const until = await store.lockedUntil([key], at(10 * 60_000 + 1));
    expect(until?.toISOString()).toBe(at(10 * 60_000 + LOGIN_LOCK_MS).toISOString());
    expect(await store.lockedUntil([key], at(10 * 60_000 + LOGIN_LOCK_MS - 1))).not.toBeNull();
    expect(await store.lockedUntil([key], at(10 * 60_000 + LOGIN_LOCK_MS + 1))).toBeNull();
  });

  it('failures older than the 15-minute window do not count', async () => {
    const key = 'user:clock-b';
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await store.recordFailure(key, at(i * 1000));
    // The window started at t0; 16 minutes later the count starts again.
    await store.recordFailure(key, at(16 * 60_000));
    expect(await store.lockedUntil([key], at(16 * 60_000 + 1))).toBeNull();
    const [row] = await t.ctx.db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
    expect(row.failures).toBe(1);
  });

  it('any locked key locks the attempt; reset clears one key', async () => {
    const keys = throttleKeys('Clock-C', '192.0.2.1');
    expect(keys).toEqual(['user:clock-c', 'ip:192.0.2.1']);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await store.recordFailure(keys[1], at(i));
    expect(await store.lockedUntil(keys, at(100))).not.toBeNull();
    await store.reset(keys[1]);
    expect(await store.lockedUntil(keys, at(100))).toBeNull();
  });
});
