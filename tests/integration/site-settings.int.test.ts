import { and, count, eq, gt } from 'drizzle-orm';
import { SITE_SETTING_MESSAGES, SITE_SETTINGS } from '@/lib/resources/site-setting';
import { auditLogs, siteSettings } from '@/lib/server/db/schema';
import { seedMissingDemoData } from '@/lib/server/seed/seed';
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

  it('lists the six rows of spec §1 in order, then the contact, shipment, finance, integration and helpdesk settings, with ?page=1&limit=99999', async () => {
    const res = await t.call('GET', `${LIST}?page=1&limit=99999`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, limit: 99999, total: SITE_SETTINGS.length });
    expect(res.body.data.map((s: { key: string }) => s.key)).toEqual([
      'app_name',
      'sidebar_color',
      'selected_item_color',
      'vertical_name_color',
      'horizontal_title_color',
      'notification_header_color',
      'provider_name',
      'support_phone',
      'support_chat_url',
      'insurance_rate_percent',
      'insurance_admin_fee',
      'cod_fee_percent',
      'cod_max_amount',
      'ppn_percent',
      'koli_max_weight_kg',
      'koli_max_side_cm',
      'koli_max_per_awb',
      'pph23_percent',
      'pph23_no_tax_id_percent',
      'stamp_duty_amount',
      'stamp_duty_threshold',
      'stamp_duty_charged',
      'write_off_limit',
      'aging_buckets',
      'company_name',
      'company_npwp',
      'company_address',
      'bank_account_1',
      'bank_account_2',
      'bank_account_3',
      'webhook_allowed_hosts',
      'finance_backdate_days',
      'finance_closed_through',
      'integration_max_open_drafts',
      'helpdesk_manager_amount',
      'helpdesk_manager_percent',
    ]);
    expect(res.body.data.map((s: { id: number }) => s.id)).toEqual(SITE_SETTINGS.map((_, i) => i + 1));
    // The demo's contact: no provider name (the footer shows the app name), a phone and its WhatsApp link.
    expect(res.body.data.slice(6, 9).map((s: { value: string }) => s.value)).toEqual([
      '',
      '+62 21 5080 8000',
      'https://wa.me/622150808000',
    ]);
    expect(res.body.data.map((s: { value: string }) => s.value)).toEqual(SITE_SETTINGS.map((s) => s.default));
    for (const row of res.body.data) {
      expect(Object.keys(row).sort()).toEqual(['id', 'key', 'label', 'updated_at', 'updated_by', 'value', 'version']);
    }
  });

  it('limit defaults to 10; 99999 is the cap here; 100000 and page 0 → 400', async () => {
    const res = await t.call('GET', LIST, { token: admin });
    expect(res.body.meta).toEqual({ page: 1, limit: 10, total: SITE_SETTINGS.length });
    const paged = await t.call('GET', `${LIST}?page=3&limit=4`, { token: admin });
    expect(paged.body.data.map((s: { id: number }) => s.id)).toEqual([9, 10, 11, 12]);
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
    // the public page's header follows at once, for anyone (no sign-in), while no provider name is set
    const provider = await t.call('GET', '/api/public/provider');
    expect([provider.status, provider.body.data]).toEqual([200, { name: 'KURIR KILAT' }]);
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

  it('provider name, support phone and chat link: blank allowed; each kind checked with a field error', async () => {
    const PROVIDER = 7;
    const PHONE = 8;
    const CHAT = 9;
    const before = await auditCount();
    const events = t.realtime.events.length;
    const refused = [
      [CHAT, 'javascript:alert(document.cookie)', SITE_SETTING_MESSAGES.url],
      [CHAT, 'JavaScript:alert(1)', SITE_SETTING_MESSAGES.url],
      [CHAT, 'data:text/html,<script>alert(1)</script>', SITE_SETTING_MESSAGES.url],
      [CHAT, 'http://wa.me/622150808000', SITE_SETTING_MESSAGES.url],
      [CHAT, 'wa.me/622150808000', SITE_SETTING_MESSAGES.url],
      [CHAT, 'https://', SITE_SETTING_MESSAGES.url],
      [CHAT, 'https://user:pass@evil.example/', SITE_SETTING_MESSAGES.url],
      [CHAT, 'https://wa.me/62 21', SITE_SETTING_MESSAGES.url],
      [CHAT, `https://wa.me/62?text=${'x'.repeat(300)}`, 'At most 300 characters'],
      [PHONE, 'call us', SITE_SETTING_MESSAGES.phone],
      [PHONE, '12', SITE_SETTING_MESSAGES.phone],
      [PHONE, '+62 21 5080 8000 ext 1', SITE_SETTING_MESSAGES.phone],
      [PROVIDER, 'x'.repeat(101), 'At most 100 characters'],
    ] as const;
    for (const [id, value, message] of refused) {
      const res = await t.call('PUT', UPDATE(id), { token: admin, body: { value } });
      expect(res.status, value).toBe(400);
      expect(res.body.errors.value, value).toEqual([message]);
    }
    expect(await auditCount()).toBe(before);
    expect(t.realtime.events.length).toBe(events);

    const accepted = [
      [PROVIDER, 'PT KURIR EXPRESS NUSANTARA'],
      [PROVIDER, '   '],
      [PHONE, '(021) 5080-8000'],
      [PHONE, ''],
      [CHAT, 'https://wa.me/622150808000?text=Halo%20admin'],
      [CHAT, ''],
      [CHAT, 'https://chat.kurir.example/support'],
    ] as const;
    for (const [id, value] of accepted) {
      const res = await t.call('PUT', UPDATE(id), { token: admin, body: { value } });
      expect(res.status, value).toBe(200);
      expect(res.body.data.value).toBe(value.trim());
    }
    // A blank provider is stored blank (the footer then shows the application name).
    expect((await t.call('GET', GET(PROVIDER), { token: admin })).body.data.value).toBe('');
    expect(t.realtime.events.slice(events)).toHaveLength(accepted.length);
  });

  it('a database made before the contact settings gets their rows at start; nothing an admin changed is overwritten', async () => {
    // The older database: only the six rows of spec §1, one of them changed by an admin.
    expect((await t.call('PUT', UPDATE(1), { token: admin, body: { value: 'NAMA LAMA' } })).status).toBe(200);
    await t.ctx.db.delete(siteSettings).where(gt(siteSettings.id, 6));
    expect((await t.call('GET', LIST, { token: admin })).body.meta.total).toBe(6);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('PROVIDER_NAME', 'PT DARI LINGKUNGAN');
    vi.stubEnv('SUPPORT_PHONE', '');
    vi.stubEnv('NEXT_PUBLIC_SUPPORT_PHONE', '+62 811 000 111'); // the older name still counts
    vi.stubEnv('SUPPORT_CHAT_URL', 'javascript:alert(1)'); // refused: the default instead, with a warning
    try {
      // What bootstrapDatabase runs on every start (and npm run db:seed).
      const loaded = await seedMissingDemoData(t.ctx.db, { volumes: false });
      expect(loaded.users).toBe(false);
      expect(loaded.settings).toEqual(SITE_SETTINGS.slice(6).map((d) => d.key));
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/support_chat_url.*SUPPORT_CHAT_URL/));

      const rows = (await t.call('GET', `${LIST}?page=1&limit=99999`, { token: admin })).body.data;
      expect(rows.map((r: { id: number; key: string; value: string }) => [r.id, r.key, r.value])).toEqual([
        [1, 'app_name', 'NAMA LAMA'],
        [2, 'sidebar_color', expect.any(String)],
        [3, 'selected_item_color', expect.any(String)],
        [4, 'vertical_name_color', expect.any(String)],
        [5, 'horizontal_title_color', expect.any(String)],
        [6, 'notification_header_color', expect.any(String)],
        [7, 'provider_name', 'PT DARI LINGKUNGAN'],
        [8, 'support_phone', '+62 811 000 111'],
        [9, 'support_chat_url', 'https://wa.me/622150808000'],
        ...SITE_SETTINGS.slice(9).map((d, i) => [10 + i, d.key, d.default]),
      ]);

      // An admin's later change survives every following start, whatever the environment says.
      expect((await t.call('PUT', UPDATE(7), { token: admin, body: { value: 'PT PILIHAN ADMIN' } })).status).toBe(200);
      vi.stubEnv('PROVIDER_NAME', 'PT LAIN');
      expect((await seedMissingDemoData(t.ctx.db, { volumes: false })).settings).toEqual([]);
      expect((await t.call('GET', GET(7), { token: admin })).body.data.value).toBe('PT PILIHAN ADMIN');
      expect((await t.call('GET', GET(1), { token: admin })).body.data.value).toBe('NAMA LAMA');
    } finally {
      vi.unstubAllEnvs();
      warn.mockRestore();
    }
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
