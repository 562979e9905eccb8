import { count } from 'drizzle-orm';
import { USER_SORT_KEYS } from '@/lib/resources/user';
import { users } from '@/lib/server/db/schema';
import { DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from '@/lib/server/seed/seed';
import { testEngines, useTestApp } from '../helpers/test-app';
import { roleId, auditCount, auditTrail } from '../helpers/db-checks';

const LIST = '/api/datamaster/get/user';
const GET = (id: string) => `/api/datamaster/get/user/${id}`;
const CREATE = '/api/datamaster/create/user';
const UPDATE = (id: string) => `/api/datamaster/update/user/${id}`;
const STATUS = (id: string) => `/api/datamaster/update/user/status/${id}`;
const DELETE = (id: string) => `/api/datamaster/delete/user/${id}`;

const PROFILE_KEYS = [
  'all_branches',
  'branch_ids',
  'created_at',
  'email',
  'full_name',
  'office_area_id',
  'office_id',
  'office_id_label',
  'phone',
  'photo',
  'role_id',
  'status',
  'updated_at',
  'user_code',
  'user_group',
  'version',
];




describe.each(testEngines())('user list (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let all: any[];
  beforeAll(async () => {
    admin = await t.signIn('admin');
    // Two users created after the seed (later created_at), one sharing the Finance role (ties on user_group).
    for (const u of [
      { user_code: 'citra', full_name: 'CITRA KIRANA', email: 'citra@kurir.example', role: 'Finance' },
      { user_code: 'yoga', full_name: 'YOGA PRATAMA', email: 'yoga@kurir.example', role: 'Manager' },
    ]) {
      const res = await t.call('POST', CREATE, {
        token: admin,
        body: { ...u, role: undefined, role_id: await roleId(t, u.role), password: 'Secret#123' },
      });
      expect(res.status).toBe(201);
      await new Promise((r) => setTimeout(r, 5));
    }
    all = (await t.call('GET', `${LIST}?limit=100`, { token: admin })).body.data;
  });

  it('defaults to page 1, limit 10, sorted by user code, with meta', async () => {
    const res = await t.call('GET', LIST, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, limit: 10, total: DEMO_USERS.length + 2 });
    expect(res.body.message).toBeTruthy();
    const codes = res.body.data.map((u: { user_code: string }) => u.user_code);
    expect(codes).toEqual([...DEMO_USERS.map((u) => u.userCode), 'citra', 'yoga'].sort().slice(0, 10));
    for (const row of res.body.data) expect(Object.keys(row).sort()).toEqual(PROFILE_KEYS);
  });

  it('pages do not overlap', async () => {
    const p1 = await t.call('GET', `${LIST}?page=1&limit=3`, { token: admin });
    const p2 = await t.call('GET', `${LIST}?page=2&limit=3`, { token: admin });
    const p3 = await t.call('GET', `${LIST}?page=3&limit=3`, { token: admin });
    const p4 = await t.call('GET', `${LIST}?page=4&limit=3`, { token: admin });
    const p9 = await t.call('GET', `${LIST}?page=9&limit=3`, { token: admin });
    expect(p2.body.meta).toEqual({ page: 2, limit: 3, total: DEMO_USERS.length + 2 });
    const codes = [p1, p2, p3, p4].flatMap((r) => r.body.data.map((u: { user_code: string }) => u.user_code));
    expect(codes).toEqual(all.map((u) => u.user_code));
    expect(p9.status).toBe(200);
    expect(p9.body.data).toEqual([]);
  });

  it('limit 100 is allowed; 101, 0, page 0 and non-numbers are 400 with field errors', async () => {
    expect((await t.call('GET', `${LIST}?limit=100`, { token: admin })).body.meta.limit).toBe(100);
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['limit=1.5', 'limit'],
    ]) {
      const res = await t.call('GET', `${LIST}?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.errors), query).toContain(field);
    }
  });

  it('searches user code, name and e-mail, case-insensitively; LIKE wildcards are literal', async () => {
    const codes = async (q: string) =>
      (await t.call('GET', `${LIST}?search=${encodeURIComponent(q)}`, { token: admin })).body.data.map(
        (u: { user_code: string }) => u.user_code,
      );
    expect(await codes('santoso')).toEqual(['dispatcher']);
    expect(await codes('FIN')).toEqual(['finance']);
    expect(await codes('yoga@KURIR')).toEqual(['yoga']);
    expect(await codes('%')).toEqual([]);
    expect(await codes('_')).toEqual([]);
    const res = await t.call('GET', `${LIST}?search=kurir.example&limit=2`, { token: admin });
    expect(res.body.meta.total).toBe(DEMO_USERS.length + 2);
    expect(res.body.data).toHaveLength(2);
  });

  it.each(USER_SORT_KEYS.flatMap((k) => [k, `-${k}`]))('sorts by %s (ties by user code)', async (sort) => {
    const res = await t.call('GET', `${LIST}?limit=100&sort=${sort}`, { token: admin });
    expect(res.status).toBe(200);
    const key = sort.replace(/^-/, '');
    const dir = sort.startsWith('-') ? -1 : 1;
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const expected = [...all].sort((a, b) => dir * cmp(String(a[key]), String(b[key])) || cmp(a.user_code, b.user_code));
    expect(res.body.data.map((u: { user_code: string }) => u.user_code)).toEqual(expected.map((u) => u.user_code));
  });

  it('the newest users come first with sort=-created_at', async () => {
    const res = await t.call('GET', `${LIST}?sort=-created_at&limit=2`, { token: admin });
    expect(res.body.data.map((u: { user_code: string }) => u.user_code)).toEqual(['yoga', 'citra']);
  });

  it('refuses a sort key that is not allowed', async () => {
    for (const sort of ['password_hash', '-token_version', 'id']) {
      const res = await t.call('GET', `${LIST}?sort=${sort}`, { token: admin });
      expect(res.status, sort).toBe(400);
      expect(res.body.errors.sort).toBeDefined();
    }
  });

  it('filters by status and by role', async () => {
    const inactive = await t.call('GET', `${LIST}?status=${encodeURIComponent('TIDAK AKTIF')}`, { token: admin });
    expect(inactive.body.data.map((u: { user_code: string }) => u.user_code)).toEqual(['inactive']);
    expect(inactive.body.meta.total).toBe(1);
    const active = await t.call('GET', `${LIST}?status=AKTIF`, { token: admin });
    expect(active.body.meta.total).toBe(DEMO_USERS.length + 1);

    const counterRole = await roleId(t, 'Counter');
    const byRole = await t.call('GET', `${LIST}?role_id=${counterRole}`, { token: admin });
    expect(byRole.body.data.map((u: { user_code: string }) => u.user_code)).toEqual(['counter', 'counter-sby', 'inactive']);
    const both = await t.call('GET', `${LIST}?role_id=${counterRole}&status=AKTIF`, { token: admin });
    expect(both.body.data.map((u: { user_code: string }) => u.user_code)).toEqual(['counter', 'counter-sby']);
    const none = await t.call('GET', `${LIST}?role_id=99999`, { token: admin });
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });

    expect((await t.call('GET', `${LIST}?status=MAYBE`, { token: admin })).status).toBe(400);
    expect((await t.call('GET', `${LIST}?role_id=abc`, { token: admin })).status).toBe(400);
  });
});

describe.each(testEngines())('user get/create/update/status/delete (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let financeRole: number;
  beforeAll(async () => {
    admin = await t.signIn('admin');
    financeRole = await roleId(t, 'Finance');
  });

  it('get returns the spec §7 body', async () => {
    const res = await t.call('GET', GET('counter'), { token: admin });
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(Object.keys(data).sort()).toEqual([...PROFILE_KEYS, 'user'].sort());
    expect(data).toMatchObject({
      user_code: 'counter',
      full_name: 'SITI NURHALIZA',
      email: 'counter@kurir.example',
      status: 'AKTIF',
      photo: null,
      user_group: 'Counter',
      version: 1,
    });
    expect(data.user).toEqual({
      user_code: 'counter',
      full_name: 'SITI NURHALIZA',
      user_group: 'Counter',
      permissions: DEMO_ROLES.find((r) => r.name === 'Counter')!.permissions,
      // no office in the API tests' database, no branch given: nothing (admin: every branch)
      branches: [],
    });
    expect((await t.call('GET', GET('admin'), { token: admin })).body.data.user.branches).toBeNull();
  });

  it('an unknown id → 404; a malformed id → 400', async () => {
    const res = await t.call('GET', GET('nobody'), { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/not found/i);
    expect((await t.call('GET', GET('a%20b'), { token: admin })).status).toBe(400);
    for (const [method, url, body] of [
      ['PUT', UPDATE('nobody'), { full_name: 'X' }],
      ['PUT', STATUS('nobody'), { status: 'AKTIF' }],
      ['DELETE', DELETE('nobody'), undefined],
    ] as const) {
      expect((await t.call(method, url, { token: admin, body })).status, `${method} ${url}`).toBe(404);
    }
  });

  it('create → 201, audited, and the new user signs in', async () => {
    const before = await auditCount(t);
    const res = await t.call('POST', CREATE, {
      token: admin,
      body: {
        user_code: 'Eko.Prasetyo',
        full_name: 'EKO PRASETYO',
        email: 'Eko@Kurir.Example',
        phone: '+62 812-3456-7890',
        role_id: financeRole,
        password: 'Rahasia#2026',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      user_code: 'Eko.Prasetyo',
      email: 'eko@kurir.example',
      status: 'AKTIF',
      user_group: 'Finance',
      version: 1,
      user: { user_code: 'Eko.Prasetyo', user_group: 'Finance' },
    });
    expect(await auditCount(t)).toBe(before + 1);
    const [row] = await auditTrail(t, 'user', 'Eko.Prasetyo');
    expect(row).toMatchObject({ actor: 'admin', action: 'create', entity: 'user', before: null });
    expect(row.after).toMatchObject({ userCode: 'Eko.Prasetyo', email: 'eko@kurir.example' });
    expect(JSON.stringify(row.after)).not.toMatch(/password|tokenVersion/i);
    expect(row.at).toBeInstanceOf(Date);

    const token = await t.signIn('eko.prasetyo', 'Rahasia#2026');
    expect((await t.call('GET', GET('Eko.Prasetyo'), { token })).status).toBe(200);
  });

  it('a duplicate user code (in any case) or e-mail → 409, nothing written', async () => {
    const before = await auditCount(t);
    const base = { full_name: 'DUPLICATE', role_id: financeRole, password: 'Rahasia#2026' };
    const sameCode = await t.call('POST', CREATE, { token: admin, body: { ...base, user_code: 'eko.prasetyo' } });
    expect(sameCode.status).toBe(409);
    expect(sameCode.body.errors.user_code).toBeDefined();
    const seededCode = await t.call('POST', CREATE, { token: admin, body: { ...base, user_code: 'ADMIN' } });
    expect(seededCode.status).toBe(409);
    const sameEmail = await t.call('POST', CREATE, {
      token: admin,
      body: { ...base, user_code: 'another', email: 'FINANCE@kurir.example' },
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.errors.email).toBeDefined();
    expect(await auditCount(t)).toBe(before);
    const [{ n }] = await t.ctx.db.select({ n: count() }).from(users);
    expect(n).toBe(DEMO_USERS.length + 1);
  });

  it('bad fields of every type → 400 with per-field errors, nothing written', async () => {
    const before = await auditCount(t);
    const empty = await t.call('POST', CREATE, { token: admin, body: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['full_name', 'password', 'role_id', 'user_code']);

    const valid = { user_code: 'valid.user', full_name: 'VALID', role_id: financeRole, password: 'Rahasia#2026' };
    const cases: [string, unknown][] = [
      ['user_code', 'a'],
      ['user_code', 'has space'],
      ['user_code', 'x'.repeat(31)],
      ['user_code', 123],
      ['full_name', ''],
      ['full_name', '   '],
      ['full_name', { a: 1 }],
      ['full_name', 'x'.repeat(101)],
      ['email', 'not-an-email'],
      ['email', 42],
      ['phone', 'call me'],
      ['phone', '12'],
      ['role_id', 0],
      ['role_id', -3],
      ['role_id', 'abc'],
      ['role_id', 99999],
      ['password', 'short'],
      ['password', 'x'.repeat(73)],
      ['password', 'é'.repeat(37)], // 74 bytes in UTF-8: bcrypt would cut it
      ['password', 12345678],
      ['status', 'MAYBE'],
      ['status', true],
    ];
    for (const [field, value] of cases) {
      const res = await t.call('POST', CREATE, { token: admin, body: { ...valid, [field]: value } });
      expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), `${field}=${JSON.stringify(value)}`).toEqual([field]);
      expect(res.body.message).toBeTruthy();
    }
    // A body that is not an object at all.
    for (const body of [[], 'text', 42, null]) {
      const res = await t.call('POST', CREATE, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await auditCount(t)).toBe(before);
    expect((await t.call('GET', GET('valid.user'), { token: admin })).status).toBe(404);
  });

  it('update changes only the given fields, bumps the version and is audited', async () => {
    const current = (await t.call('GET', GET('manager'), { token: admin })).body.data;
    const res = await t.call('PUT', UPDATE('manager'), {
      token: admin,
      body: { full_name: 'AGUS SETIAWAN, S.E.', version: current.version },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      full_name: 'AGUS SETIAWAN, S.E.',
      email: current.email,
      phone: current.phone,
      role_id: current.role_id,
      status: current.status,
      version: current.version + 1,
    });
    const rows = await auditTrail(t, 'user', 'manager');
    const last = rows.at(-1)!;
    expect(last).toMatchObject({ actor: 'admin', action: 'update', entity: 'user' });
    expect(last.before).toMatchObject({ fullName: 'AGUS SETIAWAN', version: current.version });
    expect(last.after).toMatchObject({ fullName: 'AGUS SETIAWAN, S.E.', version: current.version + 1 });
    expect(JSON.stringify([last.before, last.after])).not.toMatch(/password|tokenVersion/i);
  });

  it("a new role is announced to the user's browsers (their menu follows it); a rename is not", async () => {
    const current = (await t.call('GET', GET('manager'), { token: admin })).body.data;
    const emitted = t.realtime.events.length;
    await t.call('PUT', UPDATE('manager'), { token: admin, body: { phone: '0812 3456 7890' } });
    expect(t.realtime.events.length).toBe(emitted);
    const finance = (await t.call('GET', GET('finance'), { token: admin })).body.data.role_id;
    const moved = await t.call('PUT', UPDATE('manager'), { token: admin, body: { role_id: finance } });
    expect(moved.status).toBe(200);
    expect(t.realtime.events.slice(emitted)).toEqual([{ event: 'updateUserStatus', payload: { user_code: 'manager' } }]);
    await t.call('PUT', UPDATE('manager'), { token: admin, body: { role_id: current.role_id } });
  });

  it('update with a stale version → 409 and nothing changes', async () => {
    const current = (await t.call('GET', GET('manager'), { token: admin })).body.data;
    const before = await auditCount(t);
    const res = await t.call('PUT', UPDATE('manager'), {
      token: admin,
      body: { full_name: 'SOMEONE ELSE', version: current.version - 1 },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBeTruthy();
    const after = (await t.call('GET', GET('manager'), { token: admin })).body.data;
    expect(after).toEqual(current);
    expect(await auditCount(t)).toBe(before);
  });

  it("update to another user's e-mail → 409; bad fields → 400", async () => {
    const before = await auditCount(t);
    const dup = await t.call('PUT', UPDATE('manager'), { token: admin, body: { email: 'Counter@kurir.example' } });
    expect(dup.status).toBe(409);
    expect(dup.body.errors.email).toBeDefined();
    for (const [field, value] of [
      ['email', 'nope'],
      ['password', 'short'],
      ['role_id', 99999],
      ['full_name', ''],
      ['version', 0],
      ['version', 'x'],
    ] as const) {
      const res = await t.call('PUT', UPDATE('manager'), { token: admin, body: { [field]: value } });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(Object.keys(res.body.errors), `${field}=${value}`).toEqual([field]);
    }
    expect(await auditCount(t)).toBe(before);
    // Keeping its own e-mail is not a conflict.
    const same = await t.call('PUT', UPDATE('manager'), { token: admin, body: { email: 'manager@kurir.example' } });
    expect(same.status).toBe(200);
  });

  it("a new password revokes the user's tokens and signs in; the old one does not", async () => {
    const token = await t.signIn('dispatcher');
    const res = await t.call('PUT', UPDATE('dispatcher'), { token: admin, body: { password: 'Baru#Sandi2026' } });
    expect(res.status).toBe(200);
    const refused = await t.call('GET', GET('dispatcher'), { token });
    expect(refused.status).toBe(401);
    const wrong = await t.call('POST', '/api/auth/login', {
      body: { user_code: 'dispatcher', password: DEMO_PASSWORD },
      headers: { 'x-forwarded-for': '10.9.0.1' },
    });
    expect(wrong.status).toBe(401);
    const fresh = await t.signIn('dispatcher', 'Baru#Sandi2026');
    expect((await t.call('GET', GET('dispatcher'), { token: fresh })).status).toBe(200);
    const last = (await auditTrail(t, 'user', 'dispatcher')).at(-1)!;
    expect(last.action).toBe('update+password');
    expect(JSON.stringify([last.before, last.after])).not.toMatch(/password_?hash|\$2[aby]\$/i);
    // The admin's own token is untouched.
    expect((await t.call('GET', GET('admin'), { token: admin })).status).toBe(200);
  });

  it('status change: validated, version-checked, audited, emitted', async () => {
    const before = await auditCount(t);
    const bad = await t.call('PUT', STATUS('counter'), { token: admin, body: { status: 'NONAKTIF' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toBeDefined();
    expect((await t.call('PUT', STATUS('counter'), { token: admin, body: {} })).status).toBe(400);
    const current = (await t.call('GET', GET('counter'), { token: admin })).body.data;
    const stale = await t.call('PUT', STATUS('counter'), {
      token: admin,
      body: { status: 'TIDAK AKTIF', version: current.version + 5 },
    });
    expect(stale.status).toBe(409);
    expect(await auditCount(t)).toBe(before);
    expect((await t.call('GET', GET('counter'), { token: admin })).body.data.status).toBe('AKTIF');

    const events = t.realtime.events.length;
    const off = await t.call('PUT', STATUS('counter'), {
      token: admin,
      body: { status: 'TIDAK AKTIF', version: current.version },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ status: 'TIDAK AKTIF', version: current.version + 1 });
    expect(t.realtime.events.slice(events)).toEqual([
      { event: 'updateUserStatus', payload: { user_code: 'counter', status: 'TIDAK AKTIF' } },
    ]);
    const last = (await auditTrail(t, 'user', 'counter')).at(-1)!;
    expect(last).toMatchObject({
      actor: 'admin',
      action: 'status',
      before: { status: 'AKTIF' },
      after: { status: 'TIDAK AKTIF' },
    });
    const on = await t.call('PUT', STATUS('counter'), { token: admin, body: { status: 'AKTIF' } });
    expect(on.status).toBe(200);
    expect(on.body.data.status).toBe('AKTIF');

    // Setting the status it already has changes nothing: no audit row, no event.
    const [audits, emitted] = [await auditCount(t), t.realtime.events.length];
    const same = await t.call('PUT', STATUS('counter'), { token: admin, body: { status: 'AKTIF' } });
    expect(same.status).toBe(200);
    expect(await auditCount(t)).toBe(audits);
    expect(t.realtime.events.length).toBe(emitted);
  });

  it('two concurrent status updates with the same version: exactly one wins', async () => {
    const current = (await t.call('GET', GET('finance'), { token: admin })).body.data;
    const before = await auditCount(t);
    const results = await Promise.all([
      t.call('PUT', STATUS('finance'), { token: admin, body: { status: 'TIDAK AKTIF', version: current.version } }),
      t.call('PUT', STATUS('finance'), { token: admin, body: { status: 'TIDAK AKTIF', version: current.version } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditCount(t)).toBe(before + 1);
    const after = (await t.call('GET', GET('finance'), { token: admin })).body.data;
    expect(after).toMatchObject({ status: 'TIDAK AKTIF', version: current.version + 1 });
  });

  it('two concurrent updates with the same version: exactly one wins', async () => {
    const current = (await t.call('GET', GET('finance'), { token: admin })).body.data;
    const results = await Promise.all(
      ['A', 'B'].map((s) =>
        t.call('PUT', UPDATE('finance'), { token: admin, body: { full_name: `NAME ${s}`, version: current.version } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const after = (await t.call('GET', GET('finance'), { token: admin })).body.data;
    expect(after.full_name).toBe(winner.body.data.full_name);
    expect(after.version).toBe(current.version + 1);
  });

  it('nobody can deactivate or delete their own account (400), nothing written', async () => {
    const before = await auditCount(t);
    const off = await t.call('PUT', STATUS('admin'), { token: admin, body: { status: 'TIDAK AKTIF' } });
    expect(off.status).toBe(400);
    expect(off.body.message).toMatch(/own account/);
    const del = await t.call('DELETE', DELETE('admin'), { token: admin });
    expect(del.status).toBe(400);
    expect(del.body.message).toMatch(/own account/);
    expect(await auditCount(t)).toBe(before);
    expect((await t.call('GET', GET('admin'), { token: admin })).body.data.status).toBe('AKTIF');
  });

  it('delete → 200, then 404; audited; the deleted user is signed out', async () => {
    const token = await t.signIn('eko.prasetyo', 'Rahasia#2026');
    const res = await t.call('DELETE', DELETE('Eko.Prasetyo'), { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: null });
    expect(res.body.message).toBeTruthy();
    expect((await t.call('GET', GET('Eko.Prasetyo'), { token: admin })).status).toBe(404);
    expect((await t.call('DELETE', DELETE('Eko.Prasetyo'), { token: admin })).status).toBe(404);
    const last = (await auditTrail(t, 'user', 'Eko.Prasetyo')).at(-1)!;
    expect(last).toMatchObject({ actor: 'admin', action: 'delete', after: null });
    expect(last.before).toMatchObject({ userCode: 'Eko.Prasetyo' });
    expect(JSON.stringify(last.before)).not.toMatch(/password|tokenVersion/i);
    expect((await t.call('GET', GET('Eko.Prasetyo'), { token })).status).toBe(401);
    expect(t.realtime.events.at(-1)).toEqual({
      event: 'updateUserStatus',
      payload: { user_code: 'Eko.Prasetyo', status: null },
    });
  });

  it("a deleted user's token does not open an account later created with the same user code", async () => {
    const body = { user_code: 'temp.staff', full_name: 'TEMP STAFF', role_id: financeRole, password: 'Sementara#1' };
    expect((await t.call('POST', CREATE, { token: admin, body })).status).toBe(201);
    const old = await t.signIn('temp.staff', 'Sementara#1');
    expect((await t.call('DELETE', DELETE('temp.staff'), { token: admin })).status).toBe(200);
    expect((await t.call('POST', CREATE, { token: admin, body: { ...body, full_name: 'SOMEONE NEW' } })).status).toBe(201);
    const res = await t.call('GET', GET('temp.staff'), { token: old });
    expect(res.status).toBe(401);
    // The new person signs in normally.
    const fresh = await t.signIn('temp.staff', 'Sementara#1');
    expect((await t.call('GET', GET('temp.staff'), { token: fresh })).status).toBe(200);
  });

  it('two concurrent creates of the same user code: one 201, one 409', async () => {
    const body = (name: string) => ({ user_code: 'twin', full_name: name, role_id: financeRole, password: 'Kembar#2026' });
    const results = await Promise.all([
      t.call('POST', CREATE, { token: admin, body: body('TWIN A') }),
      t.call('POST', CREATE, { token: admin, body: { ...body('TWIN B'), user_code: 'TWIN' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const list = await t.call('GET', `${LIST}?search=twin`, { token: admin });
    expect(list.body.meta.total).toBe(1);
    expect((await auditTrail(t, 'user', results.find((r) => r.status === 201)!.body.data.user_code)).length).toBe(1);
  });
});
