import { and, eq } from 'drizzle-orm';
import { LOCKED_MESSAGE, PAIR_MAX_FAILURES } from '@/lib/server/auth/throttle';
import { WRONG_CURRENT_PASSWORD } from '@/lib/server/auth/change-password';
import { authEvents, loginThrottle, roles, users } from '@/lib/server/db/schema';
import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import { INACTIVE_MESSAGE } from '@/lib/server/http/access';
import { testEngines, type TestApp, useTestApp } from '../helpers/test-app';
import { auditCount, auditTrail } from '../helpers/db-checks';

const PROFILE = '/api/datamaster/update/profile';
const PASSWORD = '/api/auth/update/password';
const RESET = (id: string) => `/api/datamaster/update/user/password/${id}`;
const GET = (id: string) => `/api/datamaster/get/user/${id}`;

const DETAIL_KEYS = [
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
  'user',
  'user_code',
  'user_group',
  'version',
];
const ACTIVE = ['admin', 'counter', 'dispatcher', 'finance', 'manager'] as const;



async function userRow(t: TestApp, userCode: string) {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.userCode, userCode));
  return row;
}

async function authEventsOf(t: TestApp, userCode: string, event: string) {
  return t.ctx.db
    .select()
    .from(authEvents)
    .where(and(eq(authEvents.userCode, userCode), eq(authEvents.event, event)));
}

/** A user of its own for tests that change passwords (the Finance role), made by the admin. */
async function makeUser(t: TestApp, admin: string, userCode: string, password = 'Rahasia#2026') {
  const [finance] = await t.ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Finance'));
  const res = await t.call('POST', '/api/datamaster/create/user', {
    token: admin,
    body: { user_code: userCode, full_name: userCode.toUpperCase(), role_id: finance.id, password },
  });
  if (res.status !== 201) throw new Error(`create ${userCode}: ${res.status} ${res.text}`);
}

/** The password calls from a given client address (the lockout counts per user code and per IP). */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe.each(testEngines())('own profile (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const code of [...ACTIVE, 'inactive']) tokens[code] = await t.signIn(code);
  });

  it('without a token → 401; an inactive user → 403 with the inactive message; nothing written', async () => {
    const before = await auditCount(t);
    expect((await t.call('PUT', PROFILE, { body: { full_name: 'X' } })).status).toBe(401);
    expect((await t.call('PUT', PROFILE, { token: 'bad.token.here', body: { full_name: 'X' } })).status).toBe(401);
    const inactive = await t.call('PUT', PROFILE, { token: tokens.inactive, body: { full_name: 'X' } });
    expect(inactive.status).toBe(403);
    expect(inactive.body.message).toBe(INACTIVE_MESSAGE);
    expect(await auditCount(t)).toBe(before);
    expect((await userRow(t, 'inactive')).fullName).toBe('RINA MARLINA');
  });

  it.each(ACTIVE)('%s updates its own details and gets the spec §7 body back, audited as itself', async (code) => {
    const current = (await t.call('GET', GET(code), { token: tokens[code] })).body.data;
    const res = await t.call('PUT', PROFILE, {
      token: tokens[code],
      body: { full_name: `${current.full_name} JR`, phone: '+62 811-000-111', version: current.version },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBeTruthy();
    expect(Object.keys(res.body.data).sort()).toEqual(DETAIL_KEYS);
    expect(res.body.data).toMatchObject({
      user_code: code,
      full_name: `${current.full_name} JR`,
      phone: '+62 811-000-111',
      email: current.email,
      role_id: current.role_id,
      status: 'AKTIF',
      version: current.version + 1,
      user: { user_code: code, full_name: `${current.full_name} JR`, user_group: current.user_group },
    });
    expect(res.body.data).toEqual((await t.call('GET', GET(code), { token: tokens[code] })).body.data);
    const last = (await auditTrail(t, 'user', code)).at(-1)!;
    expect(last).toMatchObject({ actor: code, action: 'profile', entity: 'user' });
    expect(last.before).toMatchObject({ fullName: current.full_name, version: current.version });
    expect(last.after).toMatchObject({ fullName: `${current.full_name} JR`, phone: '+62 811-000-111' });
    expect(JSON.stringify([last.before, last.after])).not.toMatch(/password|tokenVersion/i);
  });

  it('never changes the role, the status, the user code or the password (those keys are dropped)', async () => {
    const before = await userRow(t, 'counter');
    const [admin] = await t.ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Administrator'));
    const res = await t.call('PUT', PROFILE, {
      token: tokens.counter,
      body: {
        full_name: 'SITI N.',
        role_id: admin.id,
        user_group: 'Administrator',
        status: 'TIDAK AKTIF',
        user_code: 'boss',
        password: 'Hijacked#2026',
        password_hash: 'x',
        token_version: 0,
        permissions: ['/app/master-data/system/users'],
        user: { permissions: ['/app/master-data/system/users'] },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ user_code: 'counter', full_name: 'SITI N.', role_id: before.roleId, status: 'AKTIF' });
    const after = await userRow(t, 'counter');
    expect(after).toMatchObject({
      userCode: 'counter',
      roleId: before.roleId,
      status: 'AKTIF',
      passwordHash: before.passwordHash,
      tokenVersion: before.tokenVersion,
    });
    // Still not allowed on the users screen; the token still works; the old password still signs in.
    expect((await t.call('GET', '/api/datamaster/get/user', { token: tokens.counter })).status).toBe(403);
    await t.signIn('counter');
  });

  it('only its own record: there is no id to aim at another user', async () => {
    const finance = await userRow(t, 'finance');
    const res = await t.call('PUT', `${PROFILE}/finance`, { token: tokens.counter, body: { full_name: 'HACKED' } });
    expect(res.status).toBe(404);
    expect((await userRow(t, 'finance')).fullName).toBe(finance.fullName);
    // The administrator's own profile call changes the administrator, not anybody else.
    const admin = await t.call('PUT', PROFILE, { token: tokens.admin, body: { full_name: 'RIZKY', user_code: 'finance' } });
    expect(admin.body.data.user_code).toBe('admin');
    expect((await userRow(t, 'finance')).fullName).toBe(finance.fullName);
  });

  it('bad fields → 400 per field; a taken e-mail → 409; a stale version → 409; nothing written', async () => {
    const before = await auditCount(t);
    const current = (await t.call('GET', GET('dispatcher'), { token: tokens.dispatcher })).body.data;
    for (const [field, value] of [
      ['full_name', ''],
      ['full_name', '   '],
      ['full_name', 'x'.repeat(101)],
      ['email', 'not-an-email'],
      ['email', 5],
      ['phone', 'call me'],
      ['version', 0],
      ['version', 'x'],
    ] as const) {
      const res = await t.call('PUT', PROFILE, { token: tokens.dispatcher, body: { [field]: value } });
      expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(Object.keys(res.body.errors), `${field}=${JSON.stringify(value)}`).toEqual([field]);
    }
    const taken = await t.call('PUT', PROFILE, { token: tokens.dispatcher, body: { email: 'FINANCE@kurir.example' } });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.email).toBeDefined();
    const stale = await t.call('PUT', PROFILE, {
      token: tokens.dispatcher,
      body: { full_name: 'STALE', version: current.version - 1 },
    });
    expect(stale.status).toBe(409);
    expect(await auditCount(t)).toBe(before);
    expect((await t.call('GET', GET('dispatcher'), { token: tokens.dispatcher })).body.data).toEqual(current);
  });

  it('e-mail and phone can be cleared; an unchanged body writes nothing', async () => {
    const res = await t.call('PUT', PROFILE, { token: tokens.manager, body: { email: '', phone: null } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: null, phone: null });
    const version = res.body.data.version;
    const before = await auditCount(t);
    const same = await t.call('PUT', PROFILE, {
      token: tokens.manager,
      body: { full_name: res.body.data.full_name, email: null, version },
    });
    expect(same.status).toBe(200);
    expect(same.body.data.version).toBe(version);
    expect((await t.call('PUT', PROFILE, { token: tokens.manager, body: {} })).status).toBe(200);
    expect(await auditCount(t)).toBe(before);
  });
});

describe.each(testEngines())('change own password (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  beforeAll(async () => {
    admin = await t.signIn('admin');
    for (const code of ['pw.ok', 'pw.wrong', 'pw.lock', 'pw.rules']) await makeUser(t, admin, code);
  });

  it('without a token → 401; an inactive user → 403', async () => {
    const body = { current_password: DEMO_PASSWORD, new_password: 'Baru#Sandi2026' };
    expect((await t.call('PUT', PASSWORD, { body })).status).toBe(401);
    const inactive = await t.call('PUT', PASSWORD, { token: await t.signIn('inactive'), body });
    expect(inactive.status).toBe(403);
    expect(inactive.body.message).toBe(INACTIVE_MESSAGE);
    await t.signIn('inactive'); // unchanged
  });

  it('success: every session ends (this one too), the new password signs in, the old does not; audited', async () => {
    const token = await t.signIn('pw.ok', 'Rahasia#2026', '10.20.0.1');
    const other = await t.signIn('pw.ok', 'Rahasia#2026', '10.20.0.2');
    const before = await userRow(t, 'pw.ok');
    const events = t.realtime.events.length;
    const res = await t.call('PUT', PASSWORD, {
      token,
      body: { current_password: 'Rahasia#2026', new_password: 'Baru#Sandi2026' },
      headers: from('10.20.0.1'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: null });
    expect(res.body.message).toMatch(/sign in again/i);

    for (const old of [token, other]) {
      const refused = await t.call('GET', GET('pw.ok'), { token: old });
      expect(refused.status).toBe(401);
    }
    const wrong = await t.call('POST', '/api/auth/login', {
      body: { user_code: 'pw.ok', password: 'Rahasia#2026' },
      headers: from('10.20.0.3'),
    });
    expect(wrong.status).toBe(401);
    const fresh = await t.signIn('pw.ok', 'Baru#Sandi2026', '10.20.0.4');
    expect((await t.call('GET', GET('pw.ok'), { token: fresh })).status).toBe(200);

    const after = await userRow(t, 'pw.ok');
    expect(after.tokenVersion).toBe(before.tokenVersion + 1);
    expect(after.passwordHash).not.toBe(before.passwordHash);
    const last = (await auditTrail(t, 'user', 'pw.ok')).at(-1)!;
    expect(last).toMatchObject({ actor: 'pw.ok', action: 'password', entity: 'user' });
    expect(JSON.stringify([last.before, last.after])).not.toMatch(/password_?hash|\$2[aby]\$/i);
    expect(await authEventsOf(t, 'pw.ok', 'password_changed')).toHaveLength(1);
    expect(t.realtime.events.slice(events)).toEqual([{ event: 'updateUserStatus', payload: { user_code: 'pw.ok' } }]);
  });

  it('a wrong current password → 400 on current_password, counts toward the lockout, changes nothing', async () => {
    const token = await t.signIn('pw.wrong', 'Rahasia#2026', '10.21.0.1');
    const [before, audits] = [await userRow(t, 'pw.wrong'), await auditCount(t)];
    const res = await t.call('PUT', PASSWORD, {
      token,
      body: { current_password: 'Tebakan#2026', new_password: 'Baru#Sandi2026' },
      headers: from('10.21.0.2'),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(WRONG_CURRENT_PASSWORD);
    expect(Object.keys(res.body.errors)).toEqual(['current_password']);
    expect(await userRow(t, 'pw.wrong')).toEqual(before);
    expect(await auditCount(t)).toBe(audits);
    expect(await authEventsOf(t, 'pw.wrong', 'password_change_failed')).toHaveLength(1);
    const counters = await t.ctx.db.select().from(loginThrottle);
    expect(counters.find((c) => c.key === 'user:pw.wrong')?.failures).toBe(1);
    expect(counters.find((c) => c.key === 'pair:pw.wrong|10.21.0.2')?.failures).toBe(1);
    expect(counters.find((c) => c.key === 'ip:10.21.0.2')?.failures).toBe(1);
    // The session goes on, and the old password still signs in.
    expect((await t.call('GET', GET('pw.wrong'), { token })).status).toBe(200);
    await t.signIn('pw.wrong', 'Rahasia#2026', '10.21.0.3');
  });

  it('10 wrong current passwords from one address lock that address for the user, even with the right password', async () => {
    const token = await t.signIn('pw.lock', 'Rahasia#2026', '10.22.0.1');
    const before = await userRow(t, 'pw.lock');
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) {
      const res = await t.call('PUT', PASSWORD, {
        token,
        body: { current_password: `Tebakan#${i}xx`, new_password: 'Baru#Sandi2026' },
        headers: from('10.22.1.1'),
      });
      expect(res.status, `attempt ${i + 1}`).toBe(400);
    }
    const signIn = await t.call('POST', '/api/auth/login', {
      body: { user_code: 'pw.lock', password: 'Rahasia#2026' },
      headers: from('10.22.1.1'),
    });
    expect(signIn.status).toBe(429);
    expect(signIn.body.message).toBe(LOCKED_MESSAGE);
    const right = await t.call('PUT', PASSWORD, {
      token,
      body: { current_password: 'Rahasia#2026', new_password: 'Baru#Sandi2026' },
      headers: from('10.22.1.1'),
    });
    expect(right.status).toBe(429);
    expect(await userRow(t, 'pw.lock')).toEqual(before);
    expect(await authEventsOf(t, 'pw.lock', 'password_change_failed')).toHaveLength(PAIR_MAX_FAILURES);
    const [row] = await t.ctx.db.select().from(loginThrottle).where(eq(loginThrottle.key, 'pair:pw.lock|10.22.1.1'));
    expect(row.lockedUntil).not.toBeNull();
  });

  it('rules of the new password → 400 on new_password; missing fields → 400; nothing written', async () => {
    const token = await t.signIn('pw.rules', 'Rahasia#2026', '10.23.0.1');
    const [before, audits] = [await userRow(t, 'pw.rules'), await auditCount(t)];
    for (const [new_password, why] of [
      ['Rahasia#2026', 'same as the current one'],
      ['short', 'too short'],
      ['x'.repeat(73), 'over 72 bytes'],
      ['é'.repeat(37), '74 bytes in UTF-8'],
      [12345678, 'not a string'],
    ] as const) {
      const res = await t.call('PUT', PASSWORD, {
        token,
        body: { current_password: 'Rahasia#2026', new_password },
        headers: from('10.23.0.2'),
      });
      expect(res.status, why).toBe(400);
      expect(Object.keys(res.body.errors), why).toEqual(['new_password']);
    }
    const missing = await t.call('PUT', PASSWORD, { token, body: {}, headers: from('10.23.0.2') });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['current_password', 'new_password']);
    expect(await userRow(t, 'pw.rules')).toEqual(before);
    expect(await auditCount(t)).toBe(audits);
    // A refused rule is not a password guess: it does not count toward the lockout.
    const [counter] = await t.ctx.db.select().from(loginThrottle).where(eq(loginThrottle.key, 'user:pw.rules'));
    expect(counter?.failures ?? 0).toBe(0);
    // 72 bytes exactly is fine.
    const ok = await t.call('PUT', PASSWORD, {
      token,
      body: { current_password: 'Rahasia#2026', new_password: 'é'.repeat(36) },
      headers: from('10.23.0.3'),
    });
    expect(ok.status).toBe(200);
    await t.signIn('pw.rules', 'é'.repeat(36), '10.23.0.4');
  });
});

describe.each(testEngines())('admin password reset (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const code of ['admin', 'counter', 'dispatcher', 'finance', 'manager']) tokens[code] = await t.signIn(code);
    await makeUser(t, tokens.admin, 'reset.me');
  });

  it('without a token → 401; every role without the users screen → 403, even on its own record', async () => {
    const before = await auditCount(t);
    const body = { password: 'Reset#Sandi2026' };
    expect((await t.call('PUT', RESET('reset.me'), { body })).status).toBe(401);
    for (const code of ['counter', 'dispatcher', 'finance', 'manager']) {
      for (const target of ['reset.me', code]) {
        const res = await t.call('PUT', RESET(target), { token: tokens[code], body });
        expect(res.status, `${code} → ${target}`).toBe(403);
      }
    }
    expect(await auditCount(t)).toBe(before);
    await t.signIn('reset.me', 'Rahasia#2026', '10.30.0.1');
  });

  it('bad passwords → 400 on password; unknown user → 404; malformed id → 400; nothing written', async () => {
    const before = await auditCount(t);
    for (const password of ['short', 'x'.repeat(73), 'é'.repeat(37), 12345678, null]) {
      const res = await t.call('PUT', RESET('reset.me'), { token: tokens.admin, body: { password } });
      expect(res.status, JSON.stringify(password)).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['password']);
    }
    expect((await t.call('PUT', RESET('reset.me'), { token: tokens.admin, body: {} })).status).toBe(400);
    expect((await t.call('PUT', RESET('nobody'), { token: tokens.admin, body: { password: 'Reset#Sandi2026' } })).status).toBe(404);
    expect((await t.call('PUT', RESET('a%20b'), { token: tokens.admin, body: { password: 'Reset#Sandi2026' } })).status).toBe(400);
    expect(await auditCount(t)).toBe(before);
  });

  it("sets the password, ends that user's sessions, keeps the record version; audited without the hash", async () => {
    const victim = await t.signIn('reset.me', 'Rahasia#2026', '10.30.0.2');
    const before = await userRow(t, 'reset.me');
    const events = t.realtime.events.length;
    const res = await t.call('PUT', RESET('reset.me'), { token: tokens.admin, body: { password: 'Reset#Sandi2026' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBeTruthy();
    expect(Object.keys(res.body.data).sort()).toEqual(DETAIL_KEYS);
    expect(res.body.data).toMatchObject({ user_code: 'reset.me', version: before.version });

    expect((await t.call('GET', GET('reset.me'), { token: victim })).status).toBe(401);
    const old = await t.call('POST', '/api/auth/login', {
      body: { user_code: 'reset.me', password: 'Rahasia#2026' },
      headers: from('10.30.0.3'),
    });
    expect(old.status).toBe(401);
    const fresh = await t.signIn('reset.me', 'Reset#Sandi2026', '10.30.0.4');
    expect((await t.call('GET', GET('reset.me'), { token: fresh })).status).toBe(200);

    const after = await userRow(t, 'reset.me');
    expect(after.tokenVersion).toBe(before.tokenVersion + 1);
    const last = (await auditTrail(t, 'user', 'reset.me')).at(-1)!;
    expect(last).toMatchObject({ actor: 'admin', action: 'reset-password', entity: 'user', before: null, after: null });
    expect(t.realtime.events.slice(events)).toEqual([{ event: 'updateUserStatus', payload: { user_code: 'reset.me' } }]);
    // The administrator's own session is untouched.
    expect((await t.call('GET', GET('admin'), { token: tokens.admin })).status).toBe(200);
  });

  it('the generic user update still accepts a password', async () => {
    const res = await t.call('PUT', '/api/datamaster/update/user/reset.me', {
      token: tokens.admin,
      body: { password: 'Generic#Sandi2026' },
    });
    expect(res.status).toBe(200);
    await t.signIn('reset.me', 'Generic#Sandi2026', '10.30.0.5');
  });
});
