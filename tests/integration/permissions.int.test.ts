import { count } from 'drizzle-orm';
import { auditLogs, siteSettings, users } from '@/lib/server/db/schema';
import { DEMO_USERS } from '@/lib/server/seed/seed';
import { SITE_SETTINGS } from '@/lib/resources/site-setting';
import { testEngines, useTestApp } from '../helpers/test-app';

const NON_ADMIN = ['counter', 'dispatcher', 'finance', 'manager'] as const;

describe.each(testEngines())('permissions (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const code of ['admin', ...NON_ADMIN]) tokens[code] = await t.signIn(code);
  });

  const snapshot = async () => {
    const [{ a }] = await t.ctx.db.select({ a: count() }).from(auditLogs);
    const rows = await t.ctx.db.select().from(users);
    const settings = await t.ctx.db.select().from(siteSettings);
    return { a, rows: JSON.stringify(rows.sort((x, y) => x.id - y.id)), settings: JSON.stringify(settings) };
  };

  it.each(NON_ADMIN)('%s may not manage users or change site settings (403, nothing changes)', async (code) => {
    const token = tokens[code];
    const before = await snapshot();
    const events = t.realtime.events.length;
    const other = code === 'finance' ? 'manager' : 'finance';
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/datamaster/get/user'],
      ['GET', '/api/datamaster/get/user?page=1&limit=10'],
      [
        'POST',
        '/api/datamaster/create/user',
        { user_code: 'intruder', full_name: 'INTRUDER', role_id: 1, password: 'Intruder#2026' },
      ],
      ['PUT', `/api/datamaster/update/user/${other}`, { full_name: 'HACKED' }],
      // Not even on its own record: changing a user (role!) is for the users screen only.
      ['PUT', `/api/datamaster/update/user/${code}`, { role_id: 1 }],
      ['PUT', `/api/datamaster/update/user/status/${other}`, { status: 'TIDAK AKTIF' }],
      ['PUT', `/api/datamaster/update/user/status/${code}`, { status: 'TIDAK AKTIF' }],
      ['DELETE', `/api/datamaster/delete/user/${other}`],
      ['PUT', '/api/setting/update/site-setting/1', { value: 'HACKED' }],
      ['POST', '/api/setting/create/clear-local-storage'],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method, url, { token, body });
      expect(res.status, `${code}: ${method} ${url}`).toBe(403);
      expect(res.body.message).toBeTruthy();
    }
    expect(await snapshot()).toEqual(before);
    expect(t.realtime.events.length).toBe(events);
  });

  it.each(NON_ADMIN)('%s may list and read site settings', async (code) => {
    const list = await t.call('GET', '/api/setting/get/site-setting?page=1&limit=99999', { token: tokens[code] });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(SITE_SETTINGS.length);
    expect((await t.call('GET', '/api/setting/get/site-setting/2', { token: tokens[code] })).status).toBe(200);
  });

  it.each(NON_ADMIN)("%s reads its own record, not someone else's", async (code) => {
    const own = await t.call('GET', `/api/datamaster/get/user/${code}`, { token: tokens[code] });
    expect(own.status).toBe(200);
    expect(own.body.data.user.user_code).toBe(code);
    for (const other of DEMO_USERS.map((u) => u.userCode).filter((c) => c !== code)) {
      const res = await t.call('GET', `/api/datamaster/get/user/${other}`, { token: tokens[code] });
      expect(res.status, `${code} → ${other}`).toBe(403);
    }
    // An unknown user is refused the same way (no probing for which users exist).
    expect((await t.call('GET', '/api/datamaster/get/user/nobody', { token: tokens[code] })).status).toBe(403);
  });

  it("the own-record rule matches the exact user code", async () => {
    const res = await t.call('GET', '/api/datamaster/get/user/COUNTER', { token: tokens.counter });
    expect(res.status).toBe(403);
  });

  it('whoever holds the users screen reads anyone', async () => {
    for (const u of DEMO_USERS) {
      const res = await t.call('GET', `/api/datamaster/get/user/${u.userCode}`, { token: tokens.admin });
      expect(res.status, u.userCode).toBe(200);
    }
    const list = await t.call('GET', '/api/datamaster/get/user', { token: tokens.admin });
    expect(list.status).toBe(200);
  });
});
