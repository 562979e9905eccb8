import { asc, count } from 'drizzle-orm';
import { createClient } from 'redis';
import { SCREEN_ROUTES } from '@/constants/menu';
import { ROLE_SORT_KEYS, ROLES_SCREEN, USERS_SCREEN, type RoleRow } from '@/lib/resources/role';
import { redisInvalidationBus, type RedisPubSub } from '@/lib/server/auth/principal-cache';
import { auditLogs, roles, users } from '@/lib/server/db/schema';
import { DEMO_ROLES } from '@/lib/server/seed/seed';
import { INACTIVE_MESSAGE } from '@/lib/server/http/access';
import type { RoleRecord } from '@/lib/server/roles/queries';
import { createTestApp, testEngines, type TestApp, useTestApp } from '../helpers/test-app';
import { roleId, auditCount, auditTrail } from '../helpers/db-checks';

const LIST = '/api/datamaster/get/role';
const GET = (id: number | string) => `/api/datamaster/get/role/${id}`;
const CREATE = '/api/datamaster/create/role';
const UPDATE = (id: number | string) => `/api/datamaster/update/role/${id}`;
const DELETE = (id: number | string) => `/api/datamaster/delete/role/${id}`;
const USER_LIST = '/api/datamaster/get/user';

const ROLE_KEYS = ['created_at', 'description', 'id', 'name', 'permissions', 'updated_at', 'user_count', 'version'];
const NON_ADMIN = ['counter', 'dispatcher', 'finance', 'manager'] as const;
const SETTINGS_SCREEN = '/misc/settings/system';

// What the server selects is, once serialised, exactly what the client's RoleRow says.
type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
expectTypeOf<Wire<RoleRecord>>().toEqualTypeOf<RoleRow>();




/** Every table a role call could touch, to prove a refused call changed nothing. */
async function snapshot(t: TestApp) {
  const [{ a }] = await t.ctx.db.select({ a: count() }).from(auditLogs);
  const roleRows = await t.ctx.db.select().from(roles).orderBy(asc(roles.id));
  const userRows = await t.ctx.db.select().from(users).orderBy(asc(users.id));
  return JSON.stringify({ a, roleRows, userRows });
}

/** A role (by the admin, through the API) and optionally a user holding it; returns the role id. */
async function createRoleWithUser(
  t: TestApp,
  admin: string,
  name: string,
  permissions: string[],
  userCode?: string,
): Promise<number> {
  const res = await t.call('POST', CREATE, { token: admin, body: { name, permissions } });
  if (res.status !== 201) throw new Error(`create role ${name}: ${res.status} ${res.text}`);
  const id = res.body.data.id as number;
  if (userCode) {
    const user = await t.call('POST', '/api/datamaster/create/user', {
      token: admin,
      body: { user_code: userCode, full_name: userCode.toUpperCase(), role_id: id, password: 'Rahasia#2026' },
    });
    if (user.status !== 201) throw new Error(`create user ${userCode}: ${user.status} ${user.text}`);
  }
  return id;
}

describe.each(testEngines())('roles: who may call (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};
  let financeRole: number;
  beforeAll(async () => {
    for (const code of ['admin', ...NON_ADMIN, 'inactive']) tokens[code] = await t.signIn(code);
    financeRole = await roleId(t, 'Finance');
    // Holds the users screen only: reads roles (its user form picks one), manages none.
    await createRoleWithUser(t, tokens.admin, 'User Desk', [USERS_SCREEN], 'userdesk');
    tokens.userdesk = await t.signIn('userdesk', 'Rahasia#2026');
  });

  const calls = (id: number): [string, string, unknown?][] => [
    ['GET', LIST],
    ['GET', GET(id)],
    ['POST', CREATE, { name: 'Intruder', permissions: [] }],
    ['PUT', UPDATE(id), { permissions: SCREEN_ROUTES }],
    ['DELETE', DELETE(id)],
  ];

  it('every role call without a token, or with a bad one → 401', async () => {
    for (const [method, url, body] of calls(financeRole)) {
      expect((await t.call(method, url, { body })).status, `${method} ${url}`).toBe(401);
      const bad = await t.call(method, url, { body, token: 'not.a.token' });
      expect(bad.status, `${method} ${url}`).toBe(401);
    }
  });

  it.each(NON_ADMIN)('%s is refused every role call (403), nothing changes, nothing is announced', async (code) => {
    const before = await snapshot(t);
    const events = t.realtime.events.length;
    for (const [method, url, body] of calls(financeRole)) {
      const res = await t.call(method, url, { token: tokens[code], body });
      expect(res.status, `${code}: ${method} ${url}`).toBe(403);
      expect(res.body.message).toBeTruthy();
    }
    // Not even on its own role.
    const own = await roleId(t, DEMO_ROLES.find((r) => r.name.toLowerCase() === code)!.name);
    expect((await t.call('PUT', UPDATE(own), { token: tokens[code], body: { permissions: SCREEN_ROUTES } })).status).toBe(403);
    expect(await snapshot(t)).toBe(before);
    expect(t.realtime.events.length).toBe(events);
  });

  it('an inactive user is refused with the inactive message', async () => {
    for (const [method, url, body] of calls(financeRole)) {
      const res = await t.call(method, url, { token: tokens.inactive, body });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.message).toBe(INACTIVE_MESSAGE);
    }
  });

  it('a holder of the users screen lists and reads roles, and may not change them', async () => {
    const before = await snapshot(t);
    const list = await t.call('GET', `${LIST}?limit=100`, { token: tokens.userdesk });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: RoleRow) => r.name)).toContain('Finance');
    expect((await t.call('GET', GET(financeRole), { token: tokens.userdesk })).status).toBe(200);
    for (const [method, url, body] of calls(financeRole).slice(2)) {
      expect((await t.call(method, url, { token: tokens.userdesk, body })).status, `${method} ${url}`).toBe(403);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('the administrator may make every role call', async () => {
    expect((await t.call('GET', LIST, { token: tokens.admin })).status).toBe(200);
    expect((await t.call('GET', GET(financeRole), { token: tokens.admin })).status).toBe(200);
    const created = await t.call('POST', CREATE, { token: tokens.admin, body: { name: 'Temp', permissions: [] } });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await t.call('PUT', UPDATE(id), { token: tokens.admin, body: { description: 'x' } })).status).toBe(200);
    expect((await t.call('DELETE', DELETE(id), { token: tokens.admin })).status).toBe(200);
  });
});

describe.each(testEngines())('role list and read (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let all: RoleRow[];
  beforeAll(async () => {
    admin = await t.signIn('admin');
    // Created after the seed (later created_at); a lower-case name checks that name order ignores case.
    await createRoleWithUser(t, admin, 'auditor', ['/misc/logs/transactions', '/misc/logs/users'], 'audit.one');
    await new Promise((r) => setTimeout(r, 5));
    const res = await t.call('POST', CREATE, {
      token: admin,
      body: { name: 'Warehouse', description: 'Gudang 100% sortir_pagi', permissions: [] },
    });
    expect(res.status).toBe(201);
    all = (await t.call('GET', `${LIST}?limit=100`, { token: admin })).body.data;
  });

  it('defaults to page 1, limit 10, by name ignoring case, with meta, user counts and the seeded permissions', async () => {
    const res = await t.call('GET', LIST, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBeTruthy();
    expect(res.body.meta).toEqual({ page: 1, limit: 10, total: DEMO_ROLES.length + 2 });
    expect(res.body.data.map((r: RoleRow) => r.name)).toEqual([
      'Administrator',
      'auditor',
      'Counter',
      'Customer Service',
      'Dispatcher',
      'Finance',
      'Manager',
      'Warehouse',
    ]);
    for (const row of res.body.data) expect(Object.keys(row).sort()).toEqual(ROLE_KEYS);
    const byName = Object.fromEntries(res.body.data.map((r: RoleRow) => [r.name, r]));
    expect(byName.Counter.user_count).toBe(3); // counter, counter-sby and the inactive one
    expect(byName.Administrator.user_count).toBe(1);
    expect(byName.auditor.user_count).toBe(1);
    expect(byName.Warehouse.user_count).toBe(0);
    for (const seed of DEMO_ROLES) {
      expect(byName[seed.name]).toMatchObject({ description: seed.description, permissions: seed.permissions, version: 1 });
    }
    expect(byName.Administrator.permissions).toEqual(SCREEN_ROUTES);
    expect(byName.Warehouse.description).toBe('Gudang 100% sortir_pagi');
    expect(typeof byName.Warehouse.created_at).toBe('string');
  });

  it('pages do not overlap', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => t.call('GET', `${LIST}?page=${p}&limit=3`, { token: admin })));
    expect(pages[1].body.meta).toEqual({ page: 2, limit: 3, total: DEMO_ROLES.length + 2 });
    expect(pages.flatMap((p) => p.body.data.map((r: RoleRow) => r.id))).toEqual(all.map((r) => r.id));
    const beyond = await t.call('GET', `${LIST}?page=9&limit=3`, { token: admin });
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
  });

  it('searches name and description, case-insensitively; LIKE wildcards are literal', async () => {
    const names = async (q: string) =>
      (await t.call('GET', `${LIST}?search=${encodeURIComponent(q)}`, { token: admin })).body.data.map(
        (r: RoleRow) => r.name,
      );
    expect(await names('FIN')).toEqual(['Finance']);
    expect(await names('point of SALE')).toEqual(['Counter']);
    expect(await names('read-only')).toEqual(['Manager']);
    expect(await names('100%')).toEqual(['Warehouse']);
    expect(await names('r_p')).toEqual(['Warehouse']);
    expect(await names('%')).toEqual(['Warehouse']);
    expect(await names('_')).toEqual(['Warehouse']);
    expect(await names('nothing like this')).toEqual([]);
  });

  it.each(ROLE_SORT_KEYS.flatMap((k) => [k, `-${k}`]))('sorts by %s (ties by id)', async (sort) => {
    const res = await t.call('GET', `${LIST}?limit=100&sort=${sort}`, { token: admin });
    expect(res.status).toBe(200);
    const key = sort.replace(/^-/, '') as keyof RoleRow;
    const dir = sort.startsWith('-') ? -1 : 1;
    const value = (r: RoleRow) => (key === 'name' ? r.name.toLowerCase() : r[key]) as string | number;
    const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
    const expected = [...all].sort((a, b) => dir * cmp(value(a), value(b)) || a.id - b.id);
    expect(res.body.data.map((r: RoleRow) => r.name)).toEqual(expected.map((r) => r.name));
  });

  it('the newest first with sort=-created_at; the most used first with sort=-user_count', async () => {
    const newest = await t.call('GET', `${LIST}?sort=-created_at&limit=2`, { token: admin });
    expect(newest.body.data.map((r: RoleRow) => r.name)).toEqual(['Warehouse', 'auditor']);
    const used = await t.call('GET', `${LIST}?sort=-user_count&limit=1`, { token: admin });
    expect(used.body.data[0]).toMatchObject({ name: 'Counter', user_count: 3 });
  });

  it('refuses a sort key that is not allowed, and bad paging, with field errors', async () => {
    for (const [query, field] of [
      ['sort=permissions', 'sort'],
      ['sort=-id', 'sort'],
      ['sort=description', 'sort'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['page=x', 'page'],
    ]) {
      const res = await t.call('GET', `${LIST}?${query}`, { token: admin });
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.errors), query).toEqual([field]);
    }
  });

  it('gets one role as the list shows it; unknown → 404; malformed → 400', async () => {
    const finance = all.find((r) => r.name === 'Finance')!;
    const res = await t.call('GET', GET(finance.id), { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(finance);
    const missing = await t.call('GET', GET(99999), { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/not found/i);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await t.call('GET', GET(id), { token: admin })).status, id).toBe(400);
    }
    for (const [method, url, body] of [
      ['PUT', UPDATE(99999), { description: 'x' }],
      ['DELETE', DELETE(99999), undefined],
    ] as const) {
      expect((await t.call(method, url, { token: admin, body })).status, `${method} ${url}`).toBe(404);
    }
  });
});

describe.each(testEngines())('role create, update, delete (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  beforeAll(async () => {
    admin = await t.signIn('admin');
  });

  it('create → 201: permissions de-duplicated and kept in menu order; audited', async () => {
    const before = await auditCount(t);
    const events = t.realtime.events.length;
    const res = await t.call('POST', CREATE, {
      token: admin,
      body: {
        name: '  Supervisor ',
        description: '  Shift supervisor ',
        permissions: [SETTINGS_SCREEN, USERS_SCREEN, '/dashboard/eis', USERS_SCREEN, ' /dashboard/eis'],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBeTruthy();
    expect(Object.keys(res.body.data).sort()).toEqual(ROLE_KEYS);
    expect(res.body.data).toMatchObject({
      name: 'Supervisor',
      description: 'Shift supervisor',
      permissions: ['/dashboard/eis', USERS_SCREEN, SETTINGS_SCREEN],
      user_count: 0,
      version: 1,
    });
    const { id } = res.body.data;
    expect((await t.call('GET', GET(id), { token: admin })).body.data).toEqual(res.body.data);
    expect(await auditCount(t)).toBe(before + 1);
    const [row] = await auditTrail(t, 'role', id);
    expect(row).toMatchObject({ actor: 'admin', action: 'create', entity: 'role', before: null });
    expect(row.after).toMatchObject({ id, name: 'Supervisor', permissions: ['/dashboard/eis', USERS_SCREEN, SETTINGS_SCREEN] });
    // Nobody has the new role yet: nothing to announce.
    expect(t.realtime.events.length).toBe(events);

    const bare = await t.call('POST', CREATE, { token: admin, body: { name: 'Empty', description: '', permissions: [] } });
    expect(bare.status).toBe(201);
    expect(bare.body.data).toMatchObject({ description: null, permissions: [] });
  });

  it('bad fields → 400 with per-field errors, naming unknown screens; nothing written', async () => {
    const before = await snapshot(t);
    const empty = await t.call('POST', CREATE, { token: admin, body: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['name', 'permissions']);

    const unknown = await t.call('POST', CREATE, {
      token: admin,
      body: { name: 'Bad', permissions: [USERS_SCREEN, '/app/master-data', '/nowhere', '/nowhere'] },
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['permissions']);
    const message = unknown.body.errors.permissions.join(' ');
    expect(message).toContain('/app/master-data');
    expect(message).toContain('/nowhere');
    expect(message).not.toContain(USERS_SCREEN);

    const valid = { name: 'Valid', permissions: [USERS_SCREEN] };
    const cases: [string, unknown][] = [
      ['name', ''],
      ['name', '   '],
      ['name', 'x'.repeat(61)],
      ['name', 42],
      ['name', null],
      ['description', 'x'.repeat(256)],
      ['description', 7],
      ['permissions', USERS_SCREEN],
      ['permissions', null],
      ['permissions', { a: USERS_SCREEN }],
      ['permissions', ['/app/master-data/system/users/']],
      ['permissions', ['/APP/master-data/system/users']],
    ];
    for (const [field, value] of cases) {
      const res = await t.call('POST', CREATE, { token: admin, body: { ...valid, [field]: value } });
      expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), `${field}=${JSON.stringify(value)}`).toEqual([field]);
    }
    // An array item that is not a string: the error names the item.
    const notString = await t.call('POST', CREATE, { token: admin, body: { ...valid, permissions: [USERS_SCREEN, 5] } });
    expect(notString.status).toBe(400);
    expect(Object.keys(notString.body.errors)).toEqual(['permissions.1']);
    for (const body of [[], 'text', 42, null]) {
      expect((await t.call('POST', CREATE, { token: admin, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('a name already used, in any case → 409 with errors.name; nothing written', async () => {
    const before = await snapshot(t);
    for (const name of ['supervisor', 'FINANCE', ' Administrator ']) {
      const res = await t.call('POST', CREATE, { token: admin, body: { name, permissions: [] } });
      expect(res.status, name).toBe(409);
      expect(res.body.errors.name).toBeDefined();
      expect(res.body.message).toMatch(/already exists/);
    }
    const id = await roleId(t, 'Supervisor');
    const rename = await t.call('PUT', UPDATE(id), { token: admin, body: { name: 'manager' } });
    expect(rename.status).toBe(409);
    expect(rename.body.errors.name).toBeDefined();
    expect(await snapshot(t)).toBe(before);
    // Its own name in another case is not a conflict.
    const recase = await t.call('PUT', UPDATE(id), { token: admin, body: { name: 'SUPERVISOR' } });
    expect(recase.status).toBe(200);
    expect(recase.body.data.name).toBe('SUPERVISOR');
  });

  it('two concurrent creates of one name in different cases: one 201, one 409', async () => {
    const results = await Promise.all(
      ['Night Shift', 'NIGHT SHIFT'].map((name) => t.call('POST', CREATE, { token: admin, body: { name, permissions: [] } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.errors.name).toBeDefined();
    const list = await t.call('GET', `${LIST}?search=night`, { token: admin });
    expect(list.body.meta.total).toBe(1);
  });

  it('update changes only the given fields, bumps the version, audits before/after and announces', async () => {
    const id = await roleId(t, 'SUPERVISOR');
    const current = (await t.call('GET', GET(id), { token: admin })).body.data as RoleRow;
    const events = t.realtime.events.length;
    const res = await t.call('PUT', UPDATE(id), {
      token: admin,
      body: { permissions: [ROLES_SCREEN, '/dashboard/eid', ROLES_SCREEN], version: current.version },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      name: current.name,
      description: current.description,
      permissions: ['/dashboard/eid', ROLES_SCREEN],
      version: current.version + 1,
      created_at: current.created_at,
    });
    expect(res.body.data.updated_at > current.updated_at).toBe(true);
    const last = (await auditTrail(t, 'role', id)).at(-1)!;
    expect(last).toMatchObject({ actor: 'admin', action: 'update', entity: 'role' });
    expect(last.before).toMatchObject({ permissions: current.permissions, version: current.version });
    expect(last.after).toMatchObject({ permissions: ['/dashboard/eid', ROLES_SCREEN], version: current.version + 1 });
    expect(t.realtime.events.slice(events)).toEqual([{ event: 'updateUserStatus', payload: { role_id: id } }]);
  });

  it('a description-only change is audited but not announced; an unchanged body writes nothing', async () => {
    const id = await roleId(t, 'SUPERVISOR');
    const current = (await t.call('GET', GET(id), { token: admin })).body.data as RoleRow;
    const [audits, events] = [await auditCount(t), t.realtime.events.length];
    const desc = await t.call('PUT', UPDATE(id), { token: admin, body: { description: 'Night supervisor' } });
    expect(desc.status).toBe(200);
    expect(desc.body.data).toMatchObject({ description: 'Night supervisor', version: current.version + 1 });
    expect(await auditCount(t)).toBe(audits + 1);
    expect(t.realtime.events.length).toBe(events);

    const same = await t.call('PUT', UPDATE(id), {
      token: admin,
      body: { name: current.name, description: 'Night supervisor', permissions: [...current.permissions].reverse() },
    });
    expect(same.status).toBe(200);
    expect(same.body.data.version).toBe(current.version + 1);
    const empty = await t.call('PUT', UPDATE(id), { token: admin, body: {} });
    expect(empty.status).toBe(200);
    expect(await auditCount(t)).toBe(audits + 1);
    expect(t.realtime.events.length).toBe(events);

    // A renamed role is every holder's group label: announced.
    const renamed = await t.call('PUT', UPDATE(id), { token: admin, body: { name: 'Supervisor' } });
    expect(renamed.status).toBe(200);
    expect(t.realtime.events.slice(events)).toEqual([{ event: 'updateUserStatus', payload: { role_id: id } }]);
  });

  it('update: bad fields → 400, a stale version → 409; nothing written, nothing announced', async () => {
    const id = await roleId(t, 'Supervisor');
    const current = (await t.call('GET', GET(id), { token: admin })).body.data as RoleRow;
    const [before, events] = [await snapshot(t), t.realtime.events.length];
    for (const [field, value] of [
      ['name', ''],
      ['permissions', ['/nowhere']],
      ['permissions', 'all'],
      ['version', 0],
      ['version', 'x'],
    ] as const) {
      const res = await t.call('PUT', UPDATE(id), { token: admin, body: { [field]: value } });
      expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(Object.keys(res.body.errors), `${field}=${JSON.stringify(value)}`).toEqual([field]);
    }
    const stale = await t.call('PUT', UPDATE(id), {
      token: admin,
      body: { permissions: SCREEN_ROUTES, version: current.version - 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    expect(await snapshot(t)).toBe(before);
    expect(t.realtime.events.length).toBe(events);
    expect((await t.call('GET', GET(id), { token: admin })).body.data).toEqual(current);
  });

  it('two concurrent updates with the same version: exactly one wins', async () => {
    const id = await roleId(t, 'Supervisor');
    const current = (await t.call('GET', GET(id), { token: admin })).body.data as RoleRow;
    const results = await Promise.all(
      ['A', 'B'].map((s) =>
        t.call('PUT', UPDATE(id), { token: admin, body: { description: `Shift ${s}`, version: current.version } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = (await t.call('GET', GET(id), { token: admin })).body.data;
    expect(after.description).toBe(results.find((r) => r.status === 200)!.body.data.description);
    expect(after.version).toBe(current.version + 1);
  });

  it('delete of a role users still have → 409 saying so; nothing written', async () => {
    const counter = await roleId(t, 'Counter');
    const before = await snapshot(t);
    const res = await t.call('DELETE', DELETE(counter), { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Counter is still given to 3 users/);
    expect(await snapshot(t)).toBe(before);
  });

  it('delete of an unused role → 200, then 404; audited; announced', async () => {
    const id = await roleId(t, 'Empty');
    const events = t.realtime.events.length;
    const res = await t.call('DELETE', DELETE(id), { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: null });
    expect(res.body.message).toBeTruthy();
    expect((await t.call('GET', GET(id), { token: admin })).status).toBe(404);
    expect((await t.call('DELETE', DELETE(id), { token: admin })).status).toBe(404);
    const last = (await auditTrail(t, 'role', id)).at(-1)!;
    expect(last).toMatchObject({ actor: 'admin', action: 'delete', entity: 'role', after: null });
    expect(last.before).toMatchObject({ id, name: 'Empty' });
    expect(t.realtime.events.slice(events)).toEqual([{ event: 'updateUserStatus', payload: { role_id: id } }]);
  });

  it('a freed role can be deleted once its last user has another role', async () => {
    const id = await createRoleWithUser(t, admin, 'Short Lived', [], 'short.lived');
    expect((await t.call('DELETE', DELETE(id), { token: admin })).status).toBe(409);
    const finance = await roleId(t, 'Finance');
    expect((await t.call('PUT', '/api/datamaster/update/user/short.lived', { token: admin, body: { role_id: finance } })).status).toBe(200);
    expect((await t.call('DELETE', DELETE(id), { token: admin })).status).toBe(200);
  });
});

describe.each(testEngines())('roles: not locking yourself out (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let deskRole: number;
  let desk: string;
  beforeAll(async () => {
    admin = await t.signIn('admin');
    deskRole = await createRoleWithUser(t, admin, 'Role Desk', [ROLES_SCREEN, USERS_SCREEN], 'roledesk');
    desk = await t.signIn('roledesk', 'Rahasia#2026');
  });

  it('an administrator may not take the roles screen from its own role, nor delete it (400); nothing written', async () => {
    const administrator = await roleId(t, 'Administrator');
    const [before, events] = [await snapshot(t), t.realtime.events.length];
    const without = SCREEN_ROUTES.filter((r) => r !== ROLES_SCREEN);
    const update = await t.call('PUT', UPDATE(administrator), { token: admin, body: { permissions: without } });
    expect(update.status).toBe(400);
    expect(update.body.message).toMatch(/^You would lock yourself out/);
    expect(update.body.errors.permissions).toBeDefined();
    const empty = await t.call('PUT', UPDATE(administrator), { token: admin, body: { permissions: [] } });
    expect(empty.status).toBe(400);
    const del = await t.call('DELETE', DELETE(administrator), { token: admin });
    expect(del.status).toBe(400);
    expect(del.body.message).toMatch(/^You would lock yourself out/);

    const ownDesk = await t.call('PUT', UPDATE(deskRole), { token: desk, body: { permissions: [USERS_SCREEN] } });
    expect(ownDesk.status).toBe(400);
    expect(ownDesk.body.message).toMatch(/^You would lock yourself out/);
    expect((await t.call('DELETE', DELETE(deskRole), { token: desk })).status).toBe(400);
    expect(await snapshot(t)).toBe(before);
    expect(t.realtime.events.length).toBe(events);

    // Other changes to one's own role are fine while it keeps the roles screen.
    const fine = await t.call('PUT', UPDATE(deskRole), {
      token: desk,
      body: { permissions: [ROLES_SCREEN], description: 'Roles only' },
    });
    expect(fine.status).toBe(200);
    expect(fine.body.data.permissions).toEqual([ROLES_SCREEN]);
  });

  it("another administrator may take the roles screen from someone's role: refused at once with the same token", async () => {
    expect((await t.call('GET', LIST, { token: desk })).status).toBe(200);
    const res = await t.call('PUT', UPDATE(deskRole), { token: admin, body: { permissions: [SETTINGS_SCREEN] } });
    expect(res.status).toBe(200);
    expect((await t.call('GET', LIST, { token: desk })).status).toBe(403);
    const own = await t.call('GET', '/api/datamaster/get/user/roledesk', { token: desk });
    expect(own.body.data.user.permissions).toEqual([SETTINGS_SCREEN]);
  });
});

describe.each(testEngines())('a role change takes effect at once (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let manager: string;
  let managerRole: number;
  let managerPermissions: string[];
  beforeAll(async () => {
    admin = await t.signIn('admin');
    manager = await t.signIn('manager');
    managerRole = await roleId(t, 'Manager');
    managerPermissions = DEMO_ROLES.find((r) => r.name === 'Manager')!.permissions;
  });

  it('a gained permission opens its calls at once, a lost one closes them at once, with the same token', async () => {
    // The manager's principal is cached by these calls.
    expect((await t.call('GET', USER_LIST, { token: manager })).status).toBe(403);
    expect((await t.call('GET', '/api/datamaster/get/user/manager', { token: manager })).status).toBe(200);

    const events = t.realtime.events.length;
    const gain = await t.call('PUT', UPDATE(managerRole), {
      token: admin,
      body: { permissions: [...managerPermissions, USERS_SCREEN] },
    });
    expect(gain.status).toBe(200);
    expect(t.realtime.events.slice(events)).toEqual([{ event: 'updateUserStatus', payload: { role_id: managerRole } }]);
    expect((await t.call('GET', USER_LIST, { token: manager })).status).toBe(200);
    expect((await t.call('GET', LIST, { token: manager })).status).toBe(200); // users screen reads roles
    // The record the shell's menu follows shows the new permission.
    const me = await t.call('GET', '/api/datamaster/get/user/manager', { token: manager });
    expect(me.body.data.user.permissions).toContain(USERS_SCREEN);

    const lose = await t.call('PUT', UPDATE(managerRole), { token: admin, body: { permissions: managerPermissions } });
    expect(lose.status).toBe(200);
    expect((await t.call('GET', USER_LIST, { token: manager })).status).toBe(403);
    expect((await t.call('GET', LIST, { token: manager })).status).toBe(403);
    const again = await t.call('GET', '/api/datamaster/get/user/manager', { token: manager });
    expect(again.body.data.user.permissions).toEqual(managerPermissions);
  });

  it('sign-in after a change carries the new permissions', async () => {
    const res = await t.call('PUT', UPDATE(managerRole), {
      token: admin,
      body: { permissions: [SETTINGS_SCREEN, '/dashboard/eis'] },
    });
    expect(res.status).toBe(200);
    const login = await t.call('POST', '/api/auth/login', { body: { user_code: 'manager', password: 'Demo#2026' } });
    expect(JSON.parse(login.body.data.user.permissions)).toEqual(['/dashboard/eis', SETTINGS_SCREEN]);
    expect((await t.call('PUT', '/api/setting/update/site-setting/1', { token: manager, body: { value: 'KURIR' } })).status).toBe(200);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(Boolean(redisUrl)).each(testEngines())('a role change across instances (%s)', (engine) => {
  let a: TestApp;
  let b: TestApp;
  const closers: (() => Promise<unknown>)[] = [];

  async function bus() {
    const client = createClient({ url: redisUrl, socket: { reconnectStrategy: false } });
    await client.connect();
    const made = redisInvalidationBus(client as unknown as RedisPubSub);
    await made.subscribed;
    closers.push(made.close, () => client.quit());
    return made;
  }

  beforeAll(async () => {
    a = await createTestApp(engine, { bus: await bus() });
    b = await createTestApp(engine, { sharedWith: a, bus: await bus() });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const c of closers) await c().catch(() => undefined);
  });

  async function eventually(check: () => Promise<boolean>, ms = 2000) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  }

  it('permissions changed on instance A apply on instance B without waiting for its cache', async () => {
    const admin = await a.signIn('admin');
    const finance = await a.signIn('finance');
    const financeRole = await roleId(a, 'Finance');
    const permissions = DEMO_ROLES.find((r) => r.name === 'Finance')!.permissions;
    expect((await b.call('GET', USER_LIST, { token: finance })).status).toBe(403); // cached on B
    const gain = await a.call('PUT', UPDATE(financeRole), { token: admin, body: { permissions: [...permissions, USERS_SCREEN] } });
    expect(gain.status).toBe(200);
    expect(await eventually(async () => (await b.call('GET', USER_LIST, { token: finance })).status === 200)).toBe(true);
    await a.call('PUT', UPDATE(financeRole), { token: admin, body: { permissions } });
    expect(await eventually(async () => (await b.call('GET', USER_LIST, { token: finance })).status === 403)).toBe(true);
  });
});
