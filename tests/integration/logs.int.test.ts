import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { auditLogs, authEvents } from '@/lib/server/db/schema';
import { DEMO_USERS } from '@/lib/server/seed/seed';
import { testEngines, useTestApp, type TestApp } from '../helpers/test-app';
import { roleId } from '../helpers/db-checks';

const TX = '/api/log/get/transactions';
const TX_EXPORT = '/api/log/export/transactions';
const USERS = '/api/log/get/users';
const USERS_EXPORT = '/api/log/export/users';
const ACTORS = '/api/log/options/actors';
const ENTITIES = '/api/log/options/entities';
const ALL = [TX, TX_EXPORT, USERS, USERS_EXPORT, ACTORS, ENTITIES];

const ADMIN_NAME = DEMO_USERS.find((u) => u.userCode === 'admin')!.fullName;

/** Audit rows in January 2020 (times in WIB, UTC+7), far from the rows the tests write "now". */
const JAN = [
  { key: 'before-range', at: '2019-12-31T23:59:59+07:00', actor: 'admin', entity: 'moda', entityId: '1', action: 'create' },
  { key: 'first-moment', at: '2020-01-01T00:00:00+07:00', actor: 'admin', entity: 'moda', entityId: '1', action: 'create', after: { code: 'AIR' } },
  {
    key: 'last-moment',
    at: '2020-01-01T23:59:59.999+07:00',
    actor: 'finance',
    entity: 'moda',
    entityId: '1',
    action: 'update',
    before: { name: 'Air' },
    after: { name: 'ZEBRA Air' },
  },
  { key: 'next-day', at: '2020-01-02T00:00:00+07:00', actor: 'admin', entity: 'service', entityId: '7', action: 'delete', before: { code: 'REG' } },
  { key: 'third', at: '2020-01-03T12:00:00+07:00', actor: 'ghost', entity: 'role', entityId: '=HYPERLINK("x")', action: 'update' },
  { key: 'after-range', at: '2020-01-04T00:00:00+07:00', actor: 'admin', entity: 'moda', entityId: '1', action: 'update' },
] as const;

type Jan = (typeof JAN)[number];
const JAN_RANGE = 'from=2020-01-01&to=2020-01-03';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const keysOf = (rows: any[], ids: Map<number, string>) => rows.map((r) => ids.get(r.id));

async function insertJanuary(t: TestApp): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  for (const row of JAN as readonly Jan[]) {
    const { key, at, ...values } = row;
    const [inserted] = await t.ctx.db
      .insert(auditLogs)
      .values({ ...values, at: new Date(at) })
      .returning({ id: auditLogs.id });
    ids.set(inserted.id, key);
  }
  return ids;
}

function parseCsv(text: string) {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1).trim(), { skipEmptyLines: true }).data;
}

const pause = () => new Promise((r) => setTimeout(r, 5));

describe.each(testEngines())('logs: access (%s)', (engine) => {
  const t = useTestApp(engine);

  it('refuses a call without a token (401)', async () => {
    for (const url of ALL) expect((await t.call('GET', url)).status, url).toBe(401);
  });

  it('refuses a role without the log screens (403)', async () => {
    const counter = await t.signIn('counter');
    for (const url of ALL) expect((await t.call('GET', url, { token: counter })).status, url).toBe(403);
  });
});

describe.each(testEngines())('transactions log (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let ids: Map<number, string>;
  beforeAll(async () => {
    admin = await t.signIn('admin');
    ids = await insertJanuary(t);
  });
  const get = (query: string) => t.call('GET', `${TX}?${query}`, { token: admin });

  it('reads from/to as whole WIB days, inclusive, newest first', async () => {
    const oneDay = await get('from=2020-01-01&to=2020-01-01');
    expect(oneDay.status).toBe(200);
    expect(keysOf(oneDay.body.data, ids)).toEqual(['last-moment', 'first-moment']);
    const range = await get(JAN_RANGE);
    expect(keysOf(range.body.data, ids)).toEqual(['third', 'next-day', 'last-moment', 'first-moment']);
    expect(range.body.meta).toEqual({ page: 1, limit: 10, total: 4, total_capped: false });
  });

  it('filters by actor, record type, record id, action and search', async () => {
    expect(keysOf((await get(`${JAN_RANGE}&actor=admin`)).body.data, ids)).toEqual(['next-day', 'first-moment']);
    expect(keysOf((await get(`${JAN_RANGE}&entity=moda`)).body.data, ids)).toEqual(['last-moment', 'first-moment']);
    expect(keysOf((await get(`${JAN_RANGE}&entity=moda&entity_id=1&action=update`)).body.data, ids)).toEqual([
      'last-moment',
    ]);
    expect(keysOf((await get(`${JAN_RANGE}&search=zebra`)).body.data, ids)).toEqual(['last-moment']);
    expect(keysOf((await get('entity=service&entity_id=7')).body.data, ids)).toEqual(['next-day']);
  });

  it('returns explicit columns with the actor name and the snapshots', async () => {
    const [row] = (await get(`${JAN_RANGE}&entity=moda&action=update`)).body.data;
    expect(Object.keys(row).sort()).toEqual(
      ['action', 'actor', 'actor_name', 'after', 'at', 'before', 'entity', 'entity_id', 'id', 'record_name'].sort(),
    );
    expect(row).toMatchObject({ actor: 'finance', before: { name: 'Air' }, after: { name: 'ZEBRA Air' } });
    expect(row.at).toBe(new Date('2020-01-01T23:59:59.999+07:00').toISOString());
    const [first] = (await get('from=2020-01-01&to=2020-01-01&actor=admin')).body.data;
    expect(first.actor_name).toBe(ADMIN_NAME);
    const [ghost] = (await get(`${JAN_RANGE}&actor=ghost`)).body.data;
    expect(ghost.actor_name).toBeNull();
  });

  it('pages without overlap', async () => {
    const p1 = await get(`${JAN_RANGE}&limit=3&page=1`);
    const p2 = await get(`${JAN_RANGE}&limit=3&page=2`);
    expect(keysOf(p1.body.data, ids)).toEqual(['third', 'next-day', 'last-moment']);
    expect(keysOf(p2.body.data, ids)).toEqual(['first-moment']);
    expect(p2.body.meta).toEqual({ page: 2, limit: 3, total: 4, total_capped: false });
  });

  it('shows the changes the API makes, with who made them', async () => {
    const res = await t.call('POST', '/api/datamaster/create/user', {
      token: admin,
      body: { user_code: 'logged', full_name: 'LOG TEST', role_id: await roleId(t, 'Finance'), password: 'Secret#123' },
    });
    expect(res.status).toBe(201);
    const [row] = (await get('entity=user&entity_id=logged')).body.data;
    expect(row).toMatchObject({ action: 'create', actor: 'admin', actor_name: ADMIN_NAME, entity: 'user', before: null });
    expect(row.after).toMatchObject({ userCode: 'logged', fullName: 'LOG TEST' });
  });

  it.each([
    ['from=2020-13-01', 'from'],
    ['from=2020-02-30', 'from'],
    ['to=01/02/2020', 'to'],
    ['from=2020-01-03&to=2020-01-01', 'to'],
  ])('refuses the dates %s with a field error (400), in the list and the export', async (query, field) => {
    for (const url of [TX, TX_EXPORT]) {
      const res = await t.call('GET', `${url}?${query}`, { token: admin });
      expect(res.status, url).toBe(400);
      expect(Object.keys(res.body.errors), url).toEqual([field]);
    }
  });

  it.each([
    ['limit=101', 'limit'],
    ['page=0', 'page'],
  ])('refuses %s (400)', async (query, field) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
  });

  it('exports the filtered log as CSV, newest first, formulas defused', async () => {
    const res = await t.call('GET', `${TX_EXPORT}?format=csv&${JAN_RANGE}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // named by when it was exported, in Jakarta time
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="transactions-log-\d{8}-\d{4}\.csv"$/);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([
      'Time (WIB)',
      'User',
      'User name',
      'Action',
      'Record type',
      'Record',
      'Record id',
      'Changed fields',
      'Before',
      'After',
    ]);
    expect(rows.map((r) => r[0])).toEqual([
      '2020-01-03 12:00:00',
      '2020-01-02 00:00:00',
      '2020-01-01 23:59:59',
      '2020-01-01 00:00:00',
    ]);
    // the record type, the record (by its title) and the changed fields in words (issue 22)
    expect(rows[2]).toEqual(['2020-01-01 23:59:59', 'finance', expect.any(String), 'Updated', 'Moda', 'ZEBRA Air', '1', 'Name', '{"name":"Air"}', '{"name":"ZEBRA Air"}']);
    // A value that looks like a formula is written as text.
    expect(rows[0][6]).toBe(`'=HYPERLINK("x")`);
  });

  it('exports XLSX', async () => {
    const res = await t.call('GET', `${TX_EXPORT}?format=xlsx&${JAN_RANGE}&actor=admin`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="transactions-log-\d{8}-\d{4}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(1).value).toBe('Time (WIB)');
    // a real date cell in Jakarta's wall time (the newest of the admin's rows: 2020-01-02 00:00:00 WIB)
    expect(sheet.getRow(2).getCell(1).value).toEqual(new Date('2020-01-02T00:00:00Z'));
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect(sheet.getRow(2).getCell(5).value).toBe('Service');
  });

  it('refuses an unknown export format', async () => {
    expect((await t.call('GET', `${TX_EXPORT}?format=pdf`, { token: admin })).status).toBe(400);
  });

  it('lists record types and users (deleted ones too) for the filters', async () => {
    const entities = (await t.call('GET', ENTITIES, { token: admin })).body.data;
    expect(entities).toEqual(
      expect.arrayContaining([
        { value: 'moda', label: 'Moda' },
        { value: 'user', label: 'User' },
        { value: 'service', label: 'Service' },
        { value: 'role', label: 'Role' },
      ]),
    );
    expect(new Set(entities.map((e: { value: string }) => e.value)).size).toBe(entities.length);
    const actors = (await t.call('GET', ACTORS, { token: admin })).body.data;
    expect(actors).toContainEqual({ value: 'admin', label: `admin — ${ADMIN_NAME}` });
    expect(actors).toContainEqual({ value: 'ghost', label: 'ghost (deleted)' });
  });
});

describe.each(testEngines())('users log (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  beforeAll(async () => {
    admin = await t.signIn('admin');
    // One user's story: created, signs in, fails a sign-in, changes its password, is deactivated.
    await pause();
    const created = await t.call('POST', '/api/datamaster/create/user', {
      token: admin,
      body: { user_code: 'rudi', full_name: 'RUDI HARTONO', role_id: await roleId(t, 'Finance'), password: 'Secret#123' },
    });
    expect(created.status).toBe(201);
    await pause();
    const rudi = await t.signIn('rudi', 'Secret#123');
    await pause();
    expect((await t.call('POST', '/api/auth/login', { body: { user_code: 'rudi', password: 'wrong-password' } })).status).toBe(401);
    await pause();
    const changed = await t.call('PUT', '/api/auth/update/password', {
      token: rudi,
      body: { current_password: 'Secret#123', new_password: 'Secret#456' },
    });
    expect(changed.status).toBe(200);
    await pause();
    const status = await t.call('PUT', '/api/datamaster/update/user/status/rudi', { token: admin, body: { status: 'TIDAK AKTIF' } });
    expect(status.status).toBe(200);
  });
  const get = (query: string) => t.call('GET', `${USERS}?${query}`, { token: admin });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const kinds = (res: { body: { data: any[] } }) => res.body.data.map((r) => r.kind);

  it('merges sign-ins and user changes in time order, newest first', async () => {
    const res = await get('user_code=rudi');
    expect(res.status).toBe(200);
    expect(kinds(res)).toEqual(['status', 'password_changed', 'sign_in_failed', 'sign_in', 'create']);
    expect(res.body.meta).toEqual({ page: 1, limit: 10, total: 5, total_capped: false });
    const [status, password, , signIn, create] = res.body.data;
    expect(status).toMatchObject({ source: 'record', user_code: 'rudi', user_name: 'RUDI HARTONO', actor: 'admin', ip: null });
    expect(status.before).toMatchObject({ status: 'AKTIF' });
    expect(status.after).toMatchObject({ status: 'TIDAK AKTIF' });
    expect(password).toMatchObject({ source: 'session', actor: 'rudi', before: null, after: null });
    expect(signIn.ip).toBeTruthy();
    expect(create).toMatchObject({ source: 'record', actor: 'admin', actor_name: ADMIN_NAME });
    const times = res.body.data.map((r: { at: string }) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(res.body.data.map((r: { key: string }) => r.key)).size).toBe(5);
  });

  it('filters by actor and by kind', async () => {
    const byAdmin = await get('actor=admin&limit=100');
    expect(byAdmin.body.data.every((r: { actor: string }) => r.actor === 'admin')).toBe(true);
    expect(kinds(byAdmin)).toEqual(['status', 'create', 'sign_in']);
    expect(kinds(await get('kind=sign_in_failed'))).toEqual(['sign_in_failed']);
    expect(kinds(await get('user_code=rudi&kind=create'))).toEqual(['create']);
    expect(kinds(await get('user_code=rudi&kind=update'))).toEqual([]);
  });

  it('pages through the merged list without overlap', async () => {
    const all = (await get('user_code=rudi')).body.data.map((r: { key: string }) => r.key);
    const paged = [];
    for (let page = 1; page <= 3; page += 1) {
      const res = await get(`user_code=rudi&limit=2&page=${page}`);
      paged.push(...res.body.data.map((r: { key: string }) => r.key));
    }
    expect(paged).toEqual(all);
  });

  it('filters by WIB days on both sources', async () => {
    await t.ctx.db.insert(authEvents).values([
      { at: new Date('2020-01-02T08:00:00+07:00'), userCode: 'dispatcher', event: 'sign_in', ip: '10.0.0.1' },
      { at: new Date('2020-01-03T00:00:00+07:00'), userCode: 'dispatcher', event: 'sign_out', ip: '10.0.0.1' },
    ]);
    await t.ctx.db.insert(auditLogs).values([
      { at: new Date('2020-01-02T09:00:00+07:00'), actor: 'admin', entity: 'user', entityId: 'dispatcher', action: 'update' },
      { at: new Date('2020-01-02T10:00:00+07:00'), actor: 'admin', entity: 'role', entityId: '3', action: 'update' },
    ]);
    const res = await get('from=2020-01-02&to=2020-01-02');
    expect(res.body.data.map((r: { kind: string; user_code: string }) => `${r.kind}:${r.user_code}`)).toEqual([
      'update:dispatcher',
      'sign_in:dispatcher',
    ]);
    expect((await get('from=2020-01-05&to=2020-01-02')).body.errors).toHaveProperty('to');
  });

  it('exports the merged log as CSV and XLSX', async () => {
    const csv = await t.call('GET', `${USERS_EXPORT}?format=csv&user_code=rudi`, { token: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="users-log-\d{8}-\d{4}\.csv"$/);
    const [header, ...rows] = parseCsv(csv.text);
    expect(header.slice(0, 3)).toEqual(['Time (WIB)', 'Event', 'User']);
    expect(rows.map((r) => r[1])).toEqual([
      'User status changed',
      'Changed own password',
      'Sign-in failed',
      'Signed in',
      'User created',
    ]);
    const xlsx = await t.call('GET', `${USERS_EXPORT}?format=xlsx&user_code=rudi`, { token: admin });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});

describe.each(testEngines())('log exports past one batch (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  beforeAll(async () => {
    admin = await t.signIn('admin');
    // 2,500 rows in 2021, many sharing one microsecond-precise time: the batches must neither skip nor repeat.
    const at = (i: number) => sql`${'2021-05-05 10:00:00.000123+00'}::timestamptz + (${i % 3} * interval '1 microsecond')`;
    const audit = Array.from({ length: 1_300 }, (_, i) => ({
      at: at(i) as unknown as Date,
      actor: 'admin',
      entity: 'user',
      entityId: `bulk-${i}`,
      action: 'update',
    }));
    const sessions = Array.from({ length: 1_200 }, (_, i) => ({ at: at(i) as unknown as Date, userCode: `bulk-${i}`, event: 'sign_in' }));
    for (let i = 0; i < audit.length; i += 500) await t.ctx.db.insert(auditLogs).values(audit.slice(i, i + 500));
    for (let i = 0; i < sessions.length; i += 500) await t.ctx.db.insert(authEvents).values(sessions.slice(i, i + 500));
  });

  it('the transactions export holds every row once', async () => {
    const res = await t.call('GET', `${TX_EXPORT}?from=2021-05-05&to=2021-05-05`, { token: admin });
    const [header, ...rows] = parseCsv(res.text);
    expect(rows).toHaveLength(1_300);
    const recordId = header.indexOf('Record id');
    expect(recordId).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[recordId])).size).toBe(1_300);
  });

  it('the users export holds every row of both sources once, in the list order', async () => {
    const res = await t.call('GET', `${USERS_EXPORT}?from=2021-05-05&to=2021-05-05`, { token: admin });
    const [, ...rows] = parseCsv(res.text);
    expect(rows).toHaveLength(2_500);
    expect(new Set(rows.map((r) => `${r[1]}|${r[2]}`)).size).toBe(2_500);
    const list = await t.call('GET', `${USERS}?from=2021-05-05&to=2021-05-05&limit=100&page=13`, { token: admin });
    expect(list.body.data.map((r: { user_code: string }) => r.user_code)).toEqual(rows.slice(1_200, 1_300).map((r) => r[2]));
  });
});
