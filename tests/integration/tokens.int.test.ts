import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { INTERNAL_HEADER, internalAuthValue } from '@/lib/auth/internal';
import { SSO_REFUSED } from '@/lib/server/auth/sign-in';
import { accessTokenKey, JWT_EXPIRED, TokenService } from '@/lib/server/auth/tokens';
import { authEvents } from '@/lib/server/db/schema';
import { INACTIVE_MESSAGE } from '@/lib/server/http/access';
import { createTestApp, TEST_SECRET, testEngines, useTestApp } from '../helpers/test-app';

const SETTINGS = '/api/setting/get/site-setting';

describe.each(testEngines())('access tokens (%s)', (engine) => {
  const t = useTestApp(engine);

  it('no token → 401', async () => {
    const res = await t.call('GET', SETTINGS);
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it('a malformed Authorization header → 401', async () => {
    for (const authorization of ['Basic abc', 'Bearer', 'Bearer a b', 'token']) {
      const res = await t.call('GET', SETTINGS, { headers: { authorization } });
      expect(res.status, authorization).toBe(401);
    }
  });

  it('a garbage or wrongly signed token → 401', async () => {
    const good = await t.signIn('admin');
    const [h, p] = good.split('.');
    const otherKey = await new TokenService('another-secret', 3600).issue('admin', 0);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    for (const token of ['garbage', `${h}.${p}.AAAA`, otherKey.token, unsigned]) {
      const res = await t.call('GET', SETTINGS, { token });
      expect(res.status, token).toBe(401);
      expect(res.body.message).not.toBe(JWT_EXPIRED);
    }
  });

  it('a token for a user that does not exist → 401', async () => {
    const { token } = await t.ctx.tokens.issue('no-such-user', 0);
    expect((await t.call('GET', SETTINGS, { token })).status).toBe(401);
  });

  it('an expired token → 401 with message exactly "jwt expired"', async () => {
    const expired = await new TokenService(TEST_SECRET, -60).issue('admin', 0);
    const res = await t.call('GET', SETTINGS, { token: expired.token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'jwt expired' });

    // Same key, signed by hand with a past exp: the same answer.
    const past = Math.floor(Date.now() / 1000) - 10;
    const byHand = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setIssuedAt(past - 100)
      .setExpirationTime(past)
      .sign(accessTokenKey(TEST_SECRET));
    const res2 = await t.call('GET', SETTINGS, { token: byHand });
    expect(res2.status).toBe(401);
    expect(res2.body.message).toBe('jwt expired');
  });

  it('a token with a short TTL works, then expires', async () => {
    // 30 s: long enough for the first call on a loaded machine, expired once the clock jumps past it
    const short = await createTestApp(engine, { sharedWith: t, accessTokenTtlSeconds: 30 });
    try {
      const token = await short.signIn('manager');
      expect((await short.call('GET', SETTINGS, { token })).status).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 31_000);
      const res = await short.call('GET', SETTINGS, { token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('jwt expired');
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });

  it('logout revokes the token; logging out again is fine and recorded once', async () => {
    const token = await t.signIn('finance');
    const other = await t.signIn('finance');
    expect((await t.call('GET', SETTINGS, { token })).status).toBe(200);

    const out = await t.call('POST', '/api/auth/logout', { token, body: { user_code: 'finance' } });
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({ logged_out: true });

    // The token and every other token issued before the logout are refused.
    expect((await t.call('GET', SETTINGS, { token })).status).toBe(401);
    expect((await t.call('GET', SETTINGS, { token: other })).status).toBe(401);

    const again = await t.call('POST', '/api/auth/logout', { token, body: { user_code: 'finance' } });
    expect(again.status).toBe(200);
    const rows = await t.ctx.db
      .select()
      .from(authEvents)
      .where(and(eq(authEvents.userCode, 'finance'), eq(authEvents.event, 'sign_out')));
    expect(rows).toHaveLength(1);

    // A new sign-in works as before.
    const fresh = await t.signIn('finance');
    expect((await t.call('GET', SETTINGS, { token: fresh })).status).toBe(200);
  });

  it("logging out someone else → 403 and it stays signed in", async () => {
    const admin = await t.signIn('admin');
    const manager = await t.signIn('manager');
    const res = await t.call('POST', '/api/auth/logout', { token: admin, body: { user_code: 'manager' } });
    expect(res.status).toBe(403);
    expect((await t.call('GET', SETTINGS, { token: manager })).status).toBe(200);
    expect((await t.call('GET', SETTINGS, { token: admin })).status).toBe(200);
  });

  it('logout without a token → 401; without a user_code → 400', async () => {
    expect((await t.call('POST', '/api/auth/logout', { body: { user_code: 'admin' } })).status).toBe(401);
    const token = await t.signIn('counter');
    const res = await t.call('POST', '/api/auth/logout', { token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors.user_code).toBeDefined();
  });
});

describe.each(testEngines())('inactive users (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  beforeAll(async () => {
    admin = await t.signIn('admin');
  });

  it('the seeded inactive user signs in, reads its own record, and nothing else', async () => {
    const token = await t.signIn('inactive');
    const own = await t.call('GET', '/api/datamaster/get/user/inactive', { token });
    expect(own.status).toBe(200);
    expect(own.body.data.status).toBe('TIDAK AKTIF');
    expect(own.body.data.user.user_code).toBe('inactive');

    const refused: [string, string, unknown?][] = [
      ['GET', SETTINGS],
      ['GET', `${SETTINGS}/1`],
      ['GET', '/api/datamaster/get/user/counter'],
      ['GET', '/api/datamaster/get/user'],
      ['PUT', '/api/datamaster/update/user/photo/inactive'],
      ['PUT', '/api/setting/update/site-setting/1', { value: 'X' }],
      ['PUT', '/api/datamaster/update/user/status/inactive', { status: 'AKTIF' }],
    ];
    for (const [method, url, body] of refused) {
      const res = await t.call(method, url, { token, body });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.message).toBe(INACTIVE_MESSAGE);
    }

    const out = await t.call('POST', '/api/auth/logout', { token, body: { user_code: 'inactive' } });
    expect(out.status).toBe(200);
    expect((await t.call('GET', '/api/datamaster/get/user/inactive', { token })).status).toBe(401);
  });

  it('deactivating a user refuses its open token at once; reactivating restores it', async () => {
    const token = await t.signIn('manager');
    expect((await t.call('GET', SETTINGS, { token })).status).toBe(200);

    const off = await t.call('PUT', '/api/datamaster/update/user/status/manager', {
      token: admin,
      body: { status: 'TIDAK AKTIF' },
    });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe('TIDAK AKTIF');
    expect(t.realtime.events).toContainEqual({
      event: 'updateUserStatus',
      payload: { user_code: 'manager', status: 'TIDAK AKTIF' },
    });

    const refused = await t.call('GET', SETTINGS, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(INACTIVE_MESSAGE);
    const own = await t.call('GET', '/api/datamaster/get/user/manager', { token });
    expect(own.status).toBe(200);
    expect(own.body.data.status).toBe('TIDAK AKTIF');

    const on = await t.call('PUT', '/api/datamaster/update/user/status/manager', {
      token: admin,
      body: { status: 'AKTIF' },
    });
    expect(on.status).toBe(200);
    expect(t.realtime.events.at(-1)).toEqual({
      event: 'updateUserStatus',
      payload: { user_code: 'manager', status: 'AKTIF' },
    });
    expect((await t.call('GET', SETTINGS, { token })).status).toBe(200);
  });
});

describe.each(testEngines())('single sign-on exchange (%s)', (engine) => {
  const t = useTestApp(engine);
  const sso = (body: unknown, header?: string) =>
    t.call('POST', '/api/auth/sso', { body, headers: header === undefined ? {} : { [INTERNAL_HEADER]: header } });

  it('without or with a wrong internal header → 401', async () => {
    expect((await sso({ email: 'admin@kurir.example' })).status).toBe(401);
    expect((await sso({ email: 'admin@kurir.example' }, 'wrong')).status).toBe(401);
    expect((await sso({ email: 'admin@kurir.example' }, internalAuthValue('another-secret'))).status).toBe(401);
  });

  it('maps an active user by e-mail or by user code to a session', async () => {
    const header = internalAuthValue(TEST_SECRET);
    const byEmail = await sso({ email: 'Finance@Kurir.Example' }, header);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.user).toMatchObject({ id: 'finance', user_group: 'Finance' });
    const token = byEmail.body.data.accessToken.token;
    expect((await t.call('GET', SETTINGS, { token })).status).toBe(200);

    const byCode = await sso({ user_code: 'DISPATCHER' }, header);
    expect(byCode.status).toBe(200);
    expect(byCode.body.data.user.id).toBe('dispatcher');

    // The user code wins over an e-mail that belongs to someone else.
    const both = await sso({ user_code: 'dispatcher', email: 'finance@kurir.example' }, header);
    expect(both.body.data.user.id).toBe('dispatcher');
  });

  it('an unknown or inactive identity → 403 with a clear message', async () => {
    const header = internalAuthValue(TEST_SECRET);
    for (const body of [{ email: 'stranger@elsewhere.example' }, { user_code: 'nobody' }, { email: 'inactive@kurir.example' }, { user_code: 'inactive' }]) {
      const res = await sso(body, header);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body).toEqual({ message: SSO_REFUSED });
    }
  });

  it('neither e-mail nor user code → 400', async () => {
    const res = await sso({}, internalAuthValue(TEST_SECRET));
    expect(res.status).toBe(400);
  });
});
