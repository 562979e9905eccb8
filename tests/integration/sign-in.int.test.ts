import { eq } from 'drizzle-orm';
import {
  ADDRESS_MAX_FAILURES,
  DbThrottleStore,
  LOCKED_MESSAGE,
  LOGIN_LOCK_MS,
  PAIR_MAX_FAILURES,
  throttleKeys,
  USER_DELAY_MAX_MS,
  USER_FREE_FAILURES,
  userDelayMs,
} from '@/lib/server/auth/throttle';
import { WRONG_CREDENTIALS } from '@/lib/server/auth/sign-in';
import { authEvents, loginThrottle, users } from '@/lib/server/db/schema';
import { DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from '@/lib/server/seed/seed';
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

  it('a successful sign-in starts that pair afresh', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < PAIR_MAX_FAILURES - 1; i++) expect((await login(t, 'dispatcher', 'wrong', ip)).status).toBe(401);
    expect((await login(t, 'dispatcher', DEMO_PASSWORD, ip)).status).toBe(200);
    const [row] = await t.ctx.db.select().from(loginThrottle).where(eq(loginThrottle.key, `pair:dispatcher|${ip}`));
    expect(row).toBeUndefined();
    // Nine more failures from there still do not lock: the count started again.
    for (let i = 0; i < PAIR_MAX_FAILURES - 1; i++) expect((await login(t, 'dispatcher', 'wrong', ip)).status).toBe(401);
    expect((await login(t, 'dispatcher', DEMO_PASSWORD, ip)).status).toBe(200);
  });

  it('a stored bcrypt hash still signs in and is replaced by a scrypt hash; sessions stay', async () => {
    const bcrypt = (await import('bcryptjs')).default;
    const legacy = await bcrypt.hash(DEMO_PASSWORD, 4);
    await t.ctx.db.update(users).set({ passwordHash: legacy }).where(eq(users.userCode, 'finance'));
    const [before] = await t.ctx.db.select({ tv: users.tokenVersion }).from(users).where(eq(users.userCode, 'finance'));
    expect((await login(t, 'finance', 'wrong', '10.2.9.1')).status).toBe(401);
    const [still] = await t.ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.userCode, 'finance'));
    expect(still.hash).toBe(legacy); // a wrong password changes nothing
    expect((await login(t, 'finance', DEMO_PASSWORD, '10.2.9.1')).status).toBe(200);
    const [after] = await t.ctx.db
      .select({ hash: users.passwordHash, tv: users.tokenVersion })
      .from(users)
      .where(eq(users.userCode, 'finance'));
    expect(after.hash).toMatch(/^\$scrypt\$/);
    expect(after.tv).toBe(before.tv);
    expect((await login(t, 'finance', DEMO_PASSWORD, '10.2.9.1')).status).toBe(200);
  });
});

describe.each(testEngines())('sign-in lockout, database store (%s)', (engine) => {
  const t = useTestApp(engine);

  it('10 failures for one user code from one address lock that pair, even for the right password', async () => {
    const office = '10.3.0.1';
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) {
      const res = await login(t, 'counter', `wrong-${i}`, office);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const eleventh = await login(t, 'counter', DEMO_PASSWORD, office);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ message: LOCKED_MESSAGE });
    // Another spelling of the same user code is the same lock.
    expect((await login(t, 'COUNTER', DEMO_PASSWORD, office)).status).toBe(429);
    // The office's other staff behind the same address are not affected …
    expect((await login(t, 'finance', DEMO_PASSWORD, office)).status).toBe(200);
    // … and the same user signs in from another address (slowed down, not locked out).
    expect((await login(t, 'counter', DEMO_PASSWORD, '10.3.0.2')).status).toBe(200);
    const locked = await t.ctx.db.select().from(authEvents).where(eq(authEvents.event, 'sign_in_locked'));
    expect(locked.length).toBeGreaterThanOrEqual(2);
  });

  it('a burst of parallel guesses from one address gets no more than 10 looks at the password', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => login(t, 'dispatcher', `guess-${i}`, '10.3.9.9')));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PAIR_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - PAIR_MAX_FAILURES);
    const failed = await t.ctx.db.select().from(authEvents).where(eq(authEvents.event, 'sign_in_failed'));
    expect(failed.filter((e) => e.userCode === 'dispatcher')).toHaveLength(PAIR_MAX_FAILURES);
  });

  it('the lock holds on a second instance on the same database (a restart)', async () => {
    const second = await createTestApp(engine, { sharedWith: t });
    try {
      const res = await login(second, 'counter', DEMO_PASSWORD, '10.3.0.1');
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(LOCKED_MESSAGE);
    } finally {
      await second.close();
    }
  });

  it('nobody can lock admin out: failures from many addresses slow admin down, doubling up to a ceiling', async () => {
    t.waits.length = 0;
    for (let i = 0; i < 12; i++) expect((await login(t, 'admin', 'guess', `10.4.1.${i}`)).status).toBe(401);
    // attempts 1–5 free, then 1 s, 2 s, 4 s, 8 s, 10 s, 10 s, 10 s before the password is looked at
    expect(t.waits).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
    expect(userDelayMs(USER_FREE_FAILURES - 1)).toBe(0);
    expect(userDelayMs(100)).toBe(USER_DELAY_MAX_MS);
    t.waits.length = 0;
    const res = await login(t, 'admin', DEMO_PASSWORD, '10.4.9.9');
    expect(res.status).toBe(200);
    expect(t.waits).toEqual([USER_DELAY_MAX_MS]); // slowed, then in
  });

  it('one address failing across many user codes is locked at the spraying ceiling, not before', async () => {
    const ip = '10.4.0.1';
    // 99 failures from one address (through the throttle: the API's own 60-a-minute wall would stop a
    // test that sent them all at once), then the API takes over.
    for (let i = 0; i < ADDRESS_MAX_FAILURES - 1; i++) await t.ctx.throttle.recordFailure(`ghost-${i}`, ip);
    // 99 failures behind one address (an office's NAT): its users still sign in
    expect((await login(t, 'manager', DEMO_PASSWORD, ip)).status).toBe(200);
    expect((await login(t, 'ghost-last', 'wrong', ip)).status).toBe(401);
    const res = await login(t, 'manager', DEMO_PASSWORD, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(LOCKED_MESSAGE);
    // The same user from another address is fine.
    expect((await login(t, 'manager', DEMO_PASSWORD, '10.4.0.2')).status).toBe(200);
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
    expect(keys).toContain('pair:ghost-xff|203.0.113.7');
    expect(keys).not.toContain('ip:10.99.99.99');
  });

  it('the lock expires after 15 minutes (API, with a fake clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + LOGIN_LOCK_MS - 60_000);
      expect((await login(t, 'counter', DEMO_PASSWORD, '10.3.0.1')).status).toBe(429);
      vi.setSystemTime(Date.now() + 2 * 60_000);
      const res = await login(t, 'counter', DEMO_PASSWORD, '10.3.0.1');
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
  /** The latest running lock among the keys, or null. */
  const lockedUntil = async (keys: string[], now: Date) => {
    const running = (await store.read(keys, now)).map((k) => k.lockedUntil).filter((l): l is Date => !!l && l > now);
    return running.sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
  };
  const failures = async (key: string, now: Date) => (await store.read([key], now))[0].failures;
  afterAll(() => t.close());

  it('locks at the 10th failure for 15 minutes from then, and not before', async () => {
    const key = 'pair:clock-a|x';
    for (let i = 0; i < PAIR_MAX_FAILURES - 1; i++) await store.recordFailure(key, at(i * 60_000), PAIR_MAX_FAILURES);
    expect(await lockedUntil([key], at(9 * 60_000))).toBeNull();
    expect(await failures(key, at(9 * 60_000))).toBe(PAIR_MAX_FAILURES - 1);
    await store.recordFailure(key, at(10 * 60_000), PAIR_MAX_FAILURES);
    const until = await lockedUntil([key], at(10 * 60_000 + 1));
    expect(until?.toISOString()).toBe(at(10 * 60_000 + LOGIN_LOCK_MS).toISOString());
    expect(await lockedUntil([key], at(10 * 60_000 + LOGIN_LOCK_MS - 1))).not.toBeNull();
    expect(await lockedUntil([key], at(10 * 60_000 + LOGIN_LOCK_MS + 1))).toBeNull();
  });

  it('failures older than the 15-minute window do not count', async () => {
    const key = 'pair:clock-b|x';
    for (let i = 0; i < PAIR_MAX_FAILURES - 1; i++) await store.recordFailure(key, at(i * 1000), PAIR_MAX_FAILURES);
    // The window started at t0; 16 minutes later the count starts again.
    await store.recordFailure(key, at(16 * 60_000), PAIR_MAX_FAILURES);
    expect(await lockedUntil([key], at(16 * 60_000 + 1))).toBeNull();
    expect(await failures(key, at(16 * 60_000 + 1))).toBe(1);
    expect(await failures(key, at(32 * 60_000))).toBe(0);
  });

  it('a key without a ceiling only counts; any locked key locks the attempt; reset clears one key', async () => {
    const keys = throttleKeys('Clock-C', '192.0.2.1');
    expect(keys).toEqual({ pair: 'pair:clock-c|192.0.2.1', user: 'user:clock-c', address: 'ip:192.0.2.1' });
    for (let i = 0; i < 50; i++) await store.recordFailure(keys.user, at(i), Number.POSITIVE_INFINITY);
    expect(await lockedUntil([keys.user], at(100))).toBeNull();
    expect(await failures(keys.user, at(100))).toBe(50);
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) await store.recordFailure(keys.address!, at(i), ADDRESS_MAX_FAILURES);
    expect(await lockedUntil([keys.pair, keys.address!], at(200))).not.toBeNull();
    await store.reset(keys.address!);
    expect(await lockedUntil([keys.pair, keys.address!], at(200))).toBeNull();
  });
});
