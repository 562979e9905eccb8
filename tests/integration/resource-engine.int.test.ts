import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { RESOURCES } from '@/lib/resources/registry';
import { auditLogs } from '@/lib/server/db/schema';
import { COUNT_CAP } from '@/lib/server/crud/queries';
import { STALE_MESSAGE } from '@/lib/server/errors';
import { testEngines, useTestApp, type TestApp } from '../helpers/test-app';

/*
 * The engine, once, thoroughly, on two real resources: moda (deactivate life cycle) and service (which
 * refers to moda, with numbers, a decimal, a bool and a cross-field rule).
 */

const MODA = {
  list: '/api/setting/get/moda',
  one: (id: number) => `/api/setting/get/moda/${id}`,
  create: '/api/setting/create/moda',
  update: (id: number) => `/api/setting/update/moda/${id}`,
  active: (id: number) => `/api/setting/update/moda/active/${id}`,
  remove: (id: number, version?: number) => `/api/setting/delete/moda/${id}${version ? `?version=${version}` : ''}`,
  export: '/api/setting/export/moda',
  history: (id: number) => `/api/setting/history/moda/${id}`,
  options: '/api/setting/options/moda',
};
const SERVICE = { list: '/api/setting/get/service', create: '/api/setting/create/service' };

const moda = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Moda ${code}`,
  transport: 'LAND',
  volumetric_divisor: 6000,
  ...extra,
});
const service = (code: string, moda_id: number, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Service ${code}`,
  moda_id,
  lead_time_min: 1,
  lead_time_max: 3,
  min_kg: 1,
  rounding_tolerance: 0.3,
  delivers_on_holidays: false,
  ...extra,
});

async function create(t: TestApp, token: string, url: string, body: unknown) {
  const res = await t.call('POST', url, { token, body });
  if (res.status !== 201) throw new Error(`create ${url}: ${res.status} ${res.text}`);
  return res.body.data as Record<string, unknown> & { id: number; version: number };
}

describe.each(testEngines())('resource engine (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let counter: string;
  let manager: string;

  beforeAll(async () => {
    admin = await t.signIn('admin');
    counter = await t.signIn('counter');
    manager = await t.signIn('manager');
  });

  describe('permissions on every verb', () => {
    it('401 without a token, 403 without the screen, for each route of each resource', async () => {
      for (const def of RESOURCES) {
        const base = `/api/${def.module}`;
        const calls: [string, string][] = [
          ['GET', `${base}/get/${def.name}`],
          ['GET', `${base}/get/${def.name}/1`],
          ['GET', `${base}/export/${def.name}`],
          ['GET', `${base}/history/${def.name}/1`],
          ['POST', `${base}/create/${def.name}`],
          ['PUT', `${base}/update/${def.name}/1`],
          ['DELETE', `${base}/delete/${def.name}/1`],
        ];
        if (def.lifecycle === 'deactivate') calls.push(['PUT', `${base}/update/${def.name}/active/1`]);
        for (const [method, url] of calls) {
          expect((await t.call(method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : {} })).status, `${method} ${url}`).toBe(401);
          expect((await t.call(method, url, { token: counter, body: method === 'GET' || method === 'DELETE' ? undefined : {} })).status, `${method} ${url}`).toBe(403);
        }
      }
    });

    it('the manager (list screens only) may not read settings it has no screen for', async () => {
      expect((await t.call('GET', MODA.list, { token: manager })).status).toBe(403);
    });
  });

  describe('create, read, update, version, delete', () => {
    it('creates with normalised values, audits, announces, and reads back', async () => {
      const before = t.realtime.events.length;
      const row = await create(t, admin, MODA.create, moda('  air1 ', { name: '  Udara  ', transport: 'AIR' }));
      expect(row).toMatchObject({ code: 'AIR1', name: 'Udara', transport: 'AIR', volumetric_divisor: 6000, active: true, version: 1, created_by: 'admin' });
      const got = await t.call('GET', MODA.one(row.id), { token: admin });
      expect(got.body.data).toMatchObject({ id: row.id, code: 'AIR1' });
      const [{ n }] = await t.ctx.db.select({ n: count() }).from(auditLogs).where(eq(auditLogs.entityId, String(row.id)));
      expect(n).toBeGreaterThanOrEqual(1);
      expect(t.realtime.events.slice(before)).toContainEqual({ event: 'updateResource', payload: { resource: 'moda', id: row.id, action: 'create' } });
    });

    it('bad input of every field type → 400 with the field, nothing stored', async () => {
      const m = await create(t, admin, MODA.create, moda('BADREF'));
      const cases: [Record<string, unknown>, string][] = [
        [{ code: '' }, 'code'],
        [{ code: 'has space' }, 'code'],
        [{ code: 'X'.repeat(11) }, 'code'],
        [{ name: 'N'.repeat(101) }, 'name'],
        [{ lead_time_min: 'abc' }, 'lead_time_min'],
        [{ lead_time_min: '' }, 'lead_time_min'],
        [{ lead_time_min: null }, 'lead_time_min'],
        [{ moda_id: '' }, 'moda_id'],
        [{ lead_time_min: 1.5 }, 'lead_time_min'],
        [{ lead_time_min: -1 }, 'lead_time_min'],
        [{ min_kg: 1.234 }, 'min_kg'],
        [{ rounding_tolerance: 1 }, 'rounding_tolerance'],
        [{ delivers_on_holidays: 'maybe' }, 'delivers_on_holidays'],
        [{ moda_id: 0 }, 'moda_id'],
        [{ moda_id: 999999 }, 'moda_id'],
        [{ lead_time_min: 5, lead_time_max: 2 }, 'lead_time_max'],
        [{ unknown_field: 1 }, '_'],
      ];
      const [{ n: servicesBefore }] = await t.ctx.db.select({ n: count() }).from(auditLogs);
      for (const [patch, field] of cases) {
        const res = await t.call('POST', SERVICE.create, { token: admin, body: service('BAD', m.id, patch) });
        expect(res.status, JSON.stringify(patch)).toBe(400);
        if (field !== '_') expect(Object.keys(res.body.errors ?? {}), JSON.stringify(patch)).toContain(field);
      }
      const blank = await t.call('POST', SERVICE.create, { token: admin, body: service('BLANK', m.id, { lead_time_min: '  ' }) });
      expect(blank.body.errors.lead_time_min).toEqual(['Required']);
      const enumRes = await t.call('POST', MODA.create, { token: admin, body: moda('ENUMX', { transport: 'ROCKET' }) });
      expect(enumRes.status).toBe(400);
      expect(enumRes.body.errors.transport).toBeDefined();
      const dateRes = await t.call('POST', '/api/setting/create/holiday', { token: admin, body: { date: '2026-02-30', name: 'Nope' } });
      expect(dateRes.status).toBe(400);
      expect(dateRes.body.errors.date).toBeDefined();
      const [{ n: servicesAfter }] = await t.ctx.db.select({ n: count() }).from(auditLogs);
      expect(servicesAfter).toBe(servicesBefore);
    });

    it('a duplicate unique value (any case) → 409 on that field', async () => {
      await create(t, admin, MODA.create, moda('DUP1'));
      const res = await t.call('POST', MODA.create, { token: admin, body: moda('dup1') });
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual({ code: ['Already used'] });
    });

    it('update needs the current version: a stale one gets 409 and changes nothing', async () => {
      const row = await create(t, admin, MODA.create, moda('VER1'));
      const first = await t.call('PUT', MODA.update(row.id), { token: admin, body: { ...moda('VER1', { name: 'First' }), version: 1 } });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ name: 'First', version: 2, updated_by: 'admin' });
      const stale = await t.call('PUT', MODA.update(row.id), { token: admin, body: { ...moda('VER1', { name: 'Second' }), version: 1 } });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(STALE_MESSAGE);
      expect((await t.call('GET', MODA.one(row.id), { token: admin })).body.data.name).toBe('First');
      const missing = await t.call('PUT', MODA.update(987654), { token: admin, body: { ...moda('GONE'), version: 1 } });
      expect(missing.status).toBe(404);
      const noVersion = await t.call('PUT', MODA.update(row.id), { token: admin, body: moda('VER1') });
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.errors.version).toBeDefined();
    });

    it('the history lists each change with only what changed', async () => {
      const row = await create(t, admin, MODA.create, moda('HIST'));
      await t.call('PUT', MODA.update(row.id), { token: admin, body: { ...moda('HIST', { volumetric_divisor: 5000 }), version: 1 } });
      const res = await t.call('GET', MODA.history(row.id), { token: admin });
      expect(res.status).toBe(200);
      const [update, created] = res.body.data;
      expect(update).toMatchObject({ action: 'update', actor: 'admin', before: { volumetric_divisor: 6000 }, after: { volumetric_divisor: 5000 } });
      expect(created.action).toBe('create');
    });

    it('deactivate hides a row from the default list and the pickers; reactivate brings it back', async () => {
      const row = await create(t, admin, MODA.create, moda('DEACT'));
      const off = await t.call('PUT', MODA.active(row.id), { token: admin, body: { active: false, version: 1 } });
      expect(off.status).toBe(200);
      expect(off.body.data).toMatchObject({ active: false, version: 2 });
      const listed = await t.call('GET', `${MODA.list}?code=DEACT`, { token: admin });
      expect(listed.body.data).toHaveLength(0);
      const inactive = await t.call('GET', `${MODA.list}?code=DEACT&active=false`, { token: admin });
      expect(inactive.body.data).toHaveLength(1);
      const options = await t.call('GET', `${MODA.options}?search=DEACT`, { token: admin });
      expect(options.body.data).toHaveLength(0);
      expect((await t.call('PUT', MODA.active(row.id), { token: admin, body: { active: true, version: 1 } })).status).toBe(409);
      expect((await t.call('PUT', MODA.active(row.id), { token: admin, body: { active: true, version: 2 } })).body.data.active).toBe(true);
    });

    it('delete is refused while a row refers to it (with who), allowed once free; stale version → 409', async () => {
      const m = await create(t, admin, MODA.create, moda('USED'));
      const s = await create(t, admin, SERVICE.create, service('USES', m.id));
      const refused = await t.call('DELETE', MODA.remove(m.id), { token: admin });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/^Still used by 1 service\. Deactivate it instead/);
      expect((await t.call('DELETE', `/api/setting/delete/service/${s.id}?version=1`, { token: admin })).status).toBe(200);
      expect((await t.call('DELETE', MODA.remove(m.id, 7), { token: admin })).status).toBe(409);
      expect((await t.call('DELETE', MODA.remove(m.id, 1), { token: admin })).status).toBe(200);
      expect((await t.call('GET', MODA.one(m.id), { token: admin })).status).toBe(404);
      const trail = await t.call('GET', MODA.history(m.id), { token: admin });
      expect(trail.body.data[0]).toMatchObject({ action: 'delete', before: { code: 'USED' } });
    });

    it('the list carries the label of each reference', async () => {
      const m = await create(t, admin, MODA.create, moda('LBL', { name: 'Darat Label' }));
      await create(t, admin, SERVICE.create, service('LBLS', m.id));
      const res = await t.call('GET', `${SERVICE.list}?code=LBLS`, { token: admin });
      expect(res.body.data[0]).toMatchObject({ moda_id: m.id, moda_id_label: 'Darat Label' });
    });
  });

  describe('list: paging, sort, filters, search', () => {
    let modaId: number;
    const codes = Array.from({ length: 23 }, (_, i) => `PG${String(i).padStart(2, '0')}`);

    beforeAll(async () => {
      modaId = (await create(t, admin, MODA.create, moda('PGM'))).id;
      for (const [i, code] of codes.entries()) {
        await create(t, admin, SERVICE.create, service(code, modaId, { lead_time_min: i % 5, lead_time_max: 10, min_kg: i / 2, delivers_on_holidays: i % 2 === 0, name: i % 3 === 0 ? `Kilat ${code}` : `Biasa ${code}` }));
      }
    });

    const list = async (query: string) => t.call('GET', `${SERVICE.list}?moda_id=${modaId}&${query}`, { token: admin });

    it('pages at the edges: first, last partial, past the end, limit bounds', async () => {
      const first = await list('limit=10&page=1');
      expect(first.body.data.map((r: { code: string }) => r.code)).toEqual(codes.slice(0, 10));
      expect(first.body.meta).toMatchObject({ page: 1, limit: 10, total: 23, total_capped: false });
      const last = await list('limit=10&page=3');
      expect(last.body.data.map((r: { code: string }) => r.code)).toEqual(codes.slice(20));
      expect((await list('limit=10&page=4')).body.data).toEqual([]);
      expect((await list('limit=0')).status).toBe(400);
      expect((await list('limit=101')).status).toBe(400);
      expect((await list('page=0')).status).toBe(400);
      expect((await list('page=abc')).body.errors.page).toBeDefined();
      expect((await list('limit=100')).body.data).toHaveLength(23);
    });

    it('keyset: following next_cursor walks the list without gaps or repeats', async () => {
      const seen: string[] = [];
      let after = '';
      for (let i = 0; i < 5; i++) {
        const res = await list(`limit=7&sort=-code${after ? `&after=${after}` : ''}`);
        seen.push(...res.body.data.map((r: { code: string }) => r.code));
        if (!res.body.meta.next_cursor) break;
        after = res.body.meta.next_cursor;
      }
      expect(seen).toEqual([...codes].reverse());
      expect((await list('after=garbage')).status).toBe(400);
      // a well-formed cursor whose value does not fit the sorted column
      const wrongType = Buffer.from(JSON.stringify(['not a number', 1])).toString('base64url');
      const res = await list(`sort=lead_time_min&after=${wrongType}`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ after: ['Not a cursor of this list'] });
    });

    it('sorts on each sortable column, both ways, ties broken by id', async () => {
      const def = RESOURCES.find((r) => r.name === 'service')!;
      const sortable = Object.entries(def.fields).filter(([, f]) => f.sort).map(([k]) => k);
      for (const key of [...sortable, 'created_at', 'updated_at']) {
        for (const dir of ['', '-']) {
          const res = await list(`limit=100&sort=${dir}${key}`);
          expect(res.status, key).toBe(200);
          const values = res.body.data.map((r: Record<string, unknown>) => r[key]);
          const sorted = [...values].sort((a, b) => (a === b ? 0 : (a as never) < (b as never) ? -1 : 1));
          expect(values, `${dir}${key}`).toEqual(dir ? sorted.reverse() : sorted);
        }
      }
      expect((await list('sort=description')).status).toBe(400);
    });

    it('every filter operator', async () => {
      const codesOf = async (q: string) => (await list(`limit=100&${q}`)).body.data.map((r: { code: string }) => r.code);
      expect(await codesOf('code=pg03')).toEqual(['PG03']);
      expect(await codesOf('code.contains=G1')).toEqual(codes.filter((c) => c.includes('G1')));
      expect(await codesOf('code.in=PG01,PG02,NOPE')).toEqual(['PG01', 'PG02']);
      expect((await codesOf('code.ne=PG00')).length).toBe(22);
      expect(await codesOf('lead_time_min=4')).toEqual(codes.filter((_, i) => i % 5 === 4));
      expect(await codesOf('lead_time_min.gte=3&lead_time_min.lte=3')).toEqual(codes.filter((_, i) => i % 5 === 3));
      expect(await codesOf('min_kg.gte=10.5')).toEqual(codes.filter((_, i) => i / 2 >= 10.5));
      expect(await codesOf('delivers_on_holidays=false')).toEqual(codes.filter((_, i) => i % 2 === 1));
      expect(await codesOf('search=kilat')).toEqual(codes.filter((_, i) => i % 3 === 0));
      expect(await codesOf('search=100%25')).toEqual([]);
      // bad filters: unknown field, operator not offered by the type, bad value
      for (const bad of ['colour=red', 'description=x', 'delivers_on_holidays.gte=true', 'lead_time_min.contains=1', 'lead_time_min=abc', 'code.nope=1']) {
        const res = await list(bad);
        expect(res.status, bad).toBe(400);
        expect(Object.keys(res.body.errors), bad).toEqual([bad.split('=')[0]]);
      }
    });

    it('counts up to the cap and says so beyond it', async () => {
      expect(COUNT_CAP).toBe(10_000);
      const res = await list('limit=1');
      expect(res.body.meta.total_capped).toBe(false);
    });
  });

  describe('export', () => {
    it('CSV and XLSX of the filtered list, in its order, refs by label', async () => {
      const m = await create(t, admin, MODA.create, moda('EXPM', { name: 'Laut Export' }));
      await create(t, admin, SERVICE.create, service('EXP2', m.id));
      await create(t, admin, SERVICE.create, service('EXP1', m.id, { name: 'Comma, "quoted"' }));
      const csv = await t.call('GET', `/api/setting/export/service?format=csv&moda_id=${m.id}&sort=code`, { token: admin });
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toMatch(/attachment; filename="services-\d{8}-\d{4}\.csv"/);
      const lines = csv.rawPayload.toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
      expect(lines[0]).toMatch(/^Code,Name,Moda,Lead time from \(days\)/);
      expect(lines[1]).toMatch(/^EXP1,"Comma, ""quoted""",Laut Export,1,3,/);
      expect(lines[2]).toMatch(/^EXP2,/);
      expect(lines).toHaveLength(3);

      const xlsx = await t.call('GET', `/api/setting/export/service?format=xlsx&moda_id=${m.id}&sort=-code`, { token: admin });
      expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet.getRow(2).getCell(1).value).toBe('EXP2');
      expect(sheet.getRow(3).getCell(3).value).toBe('Laut Export');
      expect(sheet.rowCount).toBe(3);
      // "Updated at" is a real date cell in Jakarta's wall time
      const updated = (sheet.getRow(1).values as unknown[]).indexOf('Updated at');
      expect(sheet.getRow(2).getCell(updated).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
      expect(sheet.getRow(2).getCell(updated).value).toBeInstanceOf(Date);
      expect(Math.abs((sheet.getRow(2).getCell(updated).value as Date).getTime() - (Date.now() + 7 * 3_600_000))).toBeLessThan(10 * 60_000);

      expect((await t.call('GET', '/api/setting/export/service?format=pdf', { token: admin })).status).toBe(400);
    });
  });
});
