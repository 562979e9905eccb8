import { and, count, eq } from 'drizzle-orm';
import { SITE_SETTINGS } from '@/lib/resources/site-setting';
import { auditLogs } from '@/lib/server/db/schema';
import { testEngines, useTestApp } from '../helpers/test-app';

const LIST = '/api/setting/get/site-setting';
const GET = (id: number | string) => `/api/setting/get/site-setting/${id}`;
const UPDATE = (id: number | string) => `/api/setting/update/site-setting/${id}`;

describe.each(testEngines())('site settings (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  const auditCount = async () => (await t.ctx.db.select({ n: count() }).from(auditLogs))[0].n;
  beforeAll(async () => {
    admin = await t.signIn('admin');
  });

  it('lists the six rows of spec §1 in order with ?page=1&limit=99999', async () => {
    const res = await t.call('GET', `${LIST}?page=1&limit=99999`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, limit: 99999, total: 6 });
    expect(res.body.data.map((s: { key: string }) => s.key)).toEqual([
      'app_name',
      'sidebar_color',
      'selected_item_color',
      'vertical_name_color',
      'horizontal_title_color',
      'notification_header_color',
    ]);
    expect(res.body.data.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(res.body.data.map((s: { value: string }) => s.value)).toEqual(SITE_SETTINGS.map((s) => s.default));
    for (const row of res.body.data) {
      expect(Object.keys(row).sort()).toEqual(['id', 'key', 'label', 'updated_at', 'updated_by', 'value', 'version']);
    }
  });

  it('limit defaults to 10; 99999 is the cap here; 100000 and page 0 → 400', async () => {
    const res = await t.call('GET', LIST, { token: admin });
    expect(res.body.meta).toEqual({ page: 1, limit: 10, total: 6 });
    const paged = await t.call('GET', `${LIST}?page=2&limit=4`, { token: admin });
    expect(paged.body.data.map((s: { id: number }) => s.id)).toEqual([5, 6]);
    for (const q of ['limit=100000', 'page=0', 'limit=0', 'limit=abc']) {
      const bad = await t.call('GET', `${LIST}?${q}`, { token: admin });
      expect(bad.status, q).toBe(400);
      expect(bad.body.errors).toBeDefined();
    }
  });

  it('gets one by id; unknown → 404; malformed → 400', async () => {
    const res = await t.call('GET', GET(3), { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 3, key: 'selected_item_color', value: '#2563eb', version: 1 });
    const missing = await t.call('GET', GET(999), { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/not found/i);
    expect((await t.call('GET', GET('abc'), { token: admin })).status).toBe(400);
    expect((await t.call('PUT', UPDATE(999), { token: admin, body: { value: '#ffffff' } })).status).toBe(404);
  });

  it('an admin update stores the value, bumps the version, emits and audits', async () => {
    const before = (await t.call('GET', GET(2), { token: admin })).body.data;
    const events = t.realtime.events.length;
    const res = await t.call('PUT', UPDATE(2), { token: admin, body: { value: '#112233', version: before.version } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 2, value: '#112233', version: before.version + 1, updated_by: 'admin' });
    expect((await t.call('GET', GET(2), { token: admin })).body.data.value).toBe('#112233');
    expect(t.realtime.events.slice(events)).toEqual([{ event: 'updateSiteSetting', payload: { id: 2 } }]);
    const [row] = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'site-setting'), eq(auditLogs.entityId, '2')));
    expect(row).toMatchObject({
      actor: 'admin',
      action: 'update',
      before: { key: 'sidebar_color', value: '#0f172a' },
      after: { key: 'sidebar_color', value: '#112233' },
    });
    // The application name takes any non-empty text (trimmed).
    const name = await t.call('PUT', UPDATE(1), { token: admin, body: { value: '  KURIR KILAT  ' } });
    expect(name.status).toBe(200);
    expect(name.body.data.value).toBe('KURIR KILAT');
  });

  it('bad values → 400 with errors.value; a stale version → 409; nothing changes', async () => {
    const before = await auditCount();
    const events = t.realtime.events.length;
    for (const value of ['red', '#12345', '#GGGGGG', '', '112233']) {
      const res = await t.call('PUT', UPDATE(3), { token: admin, body: { value } });
      expect(res.status, value).toBe(400);
      expect(res.body.errors.value, value).toBeDefined();
    }
    for (const value of ['', '   ']) {
      const res = await t.call('PUT', UPDATE(1), { token: admin, body: { value } });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.body.errors.value).toBeDefined();
    }
    const tooLong = await t.call('PUT', UPDATE(1), { token: admin, body: { value: 'x'.repeat(101) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.value).toBeDefined();
    expect((await t.call('PUT', UPDATE(3), { token: admin, body: {} })).status).toBe(400);
    expect((await t.call('PUT', UPDATE(3), { token: admin, body: { value: 7 } })).status).toBe(400);

    const current = (await t.call('GET', GET(3), { token: admin })).body.data;
    const stale = await t.call('PUT', UPDATE(3), { token: admin, body: { value: '#000000', version: current.version + 1 } });
    expect(stale.status).toBe(409);
    expect((await t.call('GET', GET(3), { token: admin })).body.data).toEqual(current);
    expect(await auditCount()).toBe(before);
    expect(t.realtime.events.length).toBe(events);
  });

  it('two concurrent updates with the same version: exactly one wins', async () => {
    const current = (await t.call('GET', GET(4), { token: admin })).body.data;
    const results = await Promise.all(
      ['#aaaaaa', '#bbbbbb'].map((value) =>
        t.call('PUT', UPDATE(4), { token: admin, body: { value, version: current.version } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = (await t.call('GET', GET(4), { token: admin })).body.data;
    expect(after.version).toBe(current.version + 1);
    expect(after.value).toBe(results.find((r) => r.status === 200)!.body.data.value);
  });

  it('clear-local-storage emits updateLocalStorage and is audited', async () => {
    const before = await auditCount();
    const res = await t.call('POST', '/api/setting/create/clear-local-storage', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBeTruthy();
    expect(t.realtime.events.at(-1)).toEqual({ event: 'updateLocalStorage', payload: {} });
    expect(await auditCount()).toBe(before + 1);
  });
});
