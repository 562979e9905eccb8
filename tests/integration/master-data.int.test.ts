import { FIRST_AWB_NUMBER } from '@/lib/resources/awb';
import { testEngines, useTestApp, type TestApp } from '../helpers/test-app';

/* The rules of master data that are their own (the engine itself is tested in resource-engine). */

const api = (verb: string, name: string, tail = '') => `/api/datamaster/${verb}/${name}${tail}`;

async function create(t: TestApp, token: string, name: string, body: Record<string, unknown>) {
  const res = await t.call('POST', api('create', name), { token, body });
  if (res.status !== 201) throw new Error(`create ${name}: ${res.status} ${res.text}`);
  return res.body.data as Record<string, unknown> & { id: number; version: number };
}

async function idOf(t: TestApp, token: string, module: string, name: string, code: string) {
  const res = await t.call('GET', `/api/${module}/get/${name}?code=${code}&active=all`, { token });
  return res.body.data[0].id as number;
}

describe.each(testEngines())('master data rules (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let branchId: number;
  let customerId: number;

  beforeAll(async () => {
    admin = await t.signIn('admin');
    branchId = (await create(t, admin, 'branch', { code: 'JKT', name: 'Jakarta Pusat', kind: 'BRANCH', city: 'Jakarta', address: 'Jl. Gajah Mada 1' })).id;
    const customerType = await idOf(t, admin, 'setting', 'customer-type', 'CORP');
    customerId = (
      await create(t, admin, 'customer', { code: 'C-TEST', name: 'PT Uji Coba', customer_type_id: customerType, branch_id: branchId, city: 'Jakarta', address: 'Jl. Sudirman 2', npwp: '01.234.567.8-901.000' })
    ).id;
  });

  it('an area picker lists what was typed first: the name itself, then names starting with it, then a word starting with it', async () => {
    for (const [i, district] of ['Tanahzeta', 'Tanah Zeta', 'Zeta Barat', 'Zeta'].entries()) {
      await create(t, admin, 'coverage-area', { area_code: `99.99.0${i + 1}`, province: 'Uji', regency: 'Kab. Uji', district });
    }
    const res = await t.call('GET', `${api('options', 'coverage-area')}?search=zeta`, { token: admin });
    expect(res.status).toBe(200);
    expect((res.body.data as { label: string }[]).map((o) => o.label)).toEqual(['Zeta (Kab. Uji)', 'Zeta Barat (Kab. Uji)', 'Tanah Zeta (Kab. Uji)', 'Tanahzeta (Kab. Uji)']);
  });

  describe('AWB distribution', () => {
    const awb = (extra: Record<string, unknown>) => ({ holder_type: 'BRANCH', branch_id: branchId, allocated_on: '2026-11-21', ...extra });

    it('a quantity takes the next free numbers; an explicit range is kept; ranges never overlap', async () => {
      const first = await create(t, admin, 'awb-allocation', awb({ quantity: 500 }));
      expect(first).toMatchObject({ range_start: FIRST_AWB_NUMBER, range_end: FIRST_AWB_NUMBER + 499, quantity: 500, used: 0, remaining: 500 });
      const second = await create(t, admin, 'awb-allocation', awb({ quantity: 100 }));
      expect(second.range_start).toBe(FIRST_AWB_NUMBER + 500);

      const explicit = await create(t, admin, 'awb-allocation', awb({ range_start: 200_000_000_000, range_end: 200_000_000_999 }));
      expect(explicit.quantity).toBe(1000);

      const overlap = await t.call('POST', api('create', 'awb-allocation'), { token: admin, body: awb({ range_start: 200_000_000_500, range_end: 200_000_001_500 }) });
      expect(overlap.status).toBe(409);
      expect(overlap.body.message).toMatch(/overlaps another awb allocation/i);
    });

    it('concurrent quantity requests get consecutive, disjoint ranges', async () => {
      const results = await Promise.all([1, 2, 3, 4].map(() => t.call('POST', api('create', 'awb-allocation'), { token: admin, body: awb({ quantity: 10 }) })));
      expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      const ranges = results.map((r) => [r.body.data.range_start, r.body.data.range_end] as [number, number]).sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < ranges.length; i++) expect(ranges[i][0]).toBe(ranges[i - 1][1] + 1);
    });

    it('refuses a holder that does not match its type, a reversed range, and neither quantity nor range', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ branch_id: null, quantity: 5 }, 'branch_id'],
        [{ customer_id: customerId, quantity: 5 }, 'customer_id'],
        [{ range_start: 300_000_000_010, range_end: 300_000_000_001 }, 'range_end'],
        [{ range_start: 300_000_000_001 }, 'range_end'],
        [{}, 'quantity'],
        [{ range_start: 300_000_000_001, range_end: 300_000_000_010, quantity: 3 }, 'quantity'],
      ];
      for (const [patch, field] of cases) {
        const res = await t.call('POST', api('create', 'awb-allocation'), { token: admin, body: awb(patch) });
        expect(res.status, JSON.stringify(patch)).toBe(400);
        expect(Object.keys(res.body.errors), JSON.stringify(patch)).toContain(field);
      }
    });
  });

  describe('price adjustments need a second person', () => {
    it('created PENDING; its author cannot decide it; another approver can; an edit sends it back to PENDING', async () => {
      const row = await create(t, admin, 'customer-adjustment', { customer_id: customerId, adjustment_percent: -5, effective_from: '2026-12-01', reason: 'Volume commitment 2027' });
      expect(row).toMatchObject({ status: 'PENDING', decided_by: null });

      const own = await t.call('PUT', api('update', 'customer-adjustment', `/approve/${row.id}`), { token: admin, body: { version: row.version } });
      expect(own.status).toBe(403);

      // a second administrator
      const roles = await t.call('GET', '/api/datamaster/get/role?limit=100', { token: admin });
      const adminRole = roles.body.data.find((r: { name: string }) => r.name === 'Administrator').id;
      await t.call('POST', '/api/datamaster/create/user', { token: admin, body: { user_code: 'approver', full_name: 'ANDI WIJAYA', role_id: adminRole, password: 'Rahasia#2026' } });
      const approver = await t.signIn('approver', 'Rahasia#2026');

      const stale = await t.call('PUT', api('update', 'customer-adjustment', `/approve/${row.id}`), { token: approver, body: { version: row.version + 1 } });
      expect(stale.status).toBe(409);
      const approved = await t.call('PUT', api('update', 'customer-adjustment', `/approve/${row.id}`), { token: approver, body: { version: row.version, note: 'OK per GM' } });
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({ status: 'APPROVED', decided_by: 'approver', decision_note: 'OK per GM' });
      const again = await t.call('PUT', api('update', 'customer-adjustment', `/reject/${row.id}`), { token: approver, body: { version: approved.body.data.version } });
      expect(again.status).toBe(409);

      const edited = await t.call('PUT', api('update', 'customer-adjustment', `/${row.id}`), {
        token: admin,
        body: { customer_id: customerId, adjustment_percent: -7.5, effective_from: '2026-12-01', reason: 'Volume commitment 2027', version: approved.body.data.version, status: 'APPROVED' },
      });
      expect(edited.status).toBe(400); // status is the server's, not the form's
      const editedOk = await t.call('PUT', api('update', 'customer-adjustment', `/${row.id}`), {
        token: admin,
        body: { customer_id: customerId, adjustment_percent: -7.5, effective_from: '2026-12-01', reason: 'Volume commitment 2027', version: approved.body.data.version },
      });
      expect(editedOk.body.data).toMatchObject({ status: 'PENDING', decided_by: null, adjustment_percent: -7.5 });
    });
  });

  describe('one target per customer and month', () => {
    it('a second target for the same month is a 409 on both fields', async () => {
      await create(t, admin, 'customer-target', { customer_id: customerId, month: '2026-12', revenue_target: 150_000_000, shipment_target: 4000 });
      const dup = await t.call('POST', api('create', 'customer-target'), { token: admin, body: { customer_id: customerId, month: '2026-12', revenue_target: 1, shipment_target: 1 } });
      expect(dup.status).toBe(409);
      expect(Object.keys(dup.body.errors).sort()).toEqual(['customer_id', 'month']);
      const badMonth = await t.call('POST', api('create', 'customer-target'), { token: admin, body: { customer_id: customerId, month: '2026-13', revenue_target: 1, shipment_target: 1 } });
      expect(badMonth.body.errors.month).toEqual(['A month like 2026-11']);
    });
  });

  describe('contracts', () => {
    it('the end may not precede the start; a special rate needs its service', async () => {
      const base = { contract_no: 'KTR/2026/001', customer_id: customerId, start_date: '2026-01-01', end_date: '2026-12-31', top_days: 30, credit_limit: 500_000_000 };
      const reversed = await t.call('POST', api('create', 'contract'), { token: admin, body: { ...base, end_date: '2025-12-31' } });
      expect(reversed.body.errors.end_date).toBeDefined();
      const rateOnly = await t.call('POST', api('create', 'contract'), { token: admin, body: { ...base, special_rate_per_kg: 9000 } });
      expect(rateOnly.body.errors.service_id).toEqual(['A special rate needs its service']);
      const ok = await create(t, admin, 'contract', base);
      expect(ok.contract_no).toBe('KTR/2026/001');
    });
  });

  describe('references between master data', () => {
    it('a customer keeps its branch from being deleted; the options of a picker follow the user’s screens', async () => {
      const res = await t.call('DELETE', api('delete', 'branch', `/${branchId}`), { token: admin });
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/Still used by .*1 customer/);
      const manager = await t.signIn('manager');
      // the manager holds the customers list screen: it may read branch options to filter by branch
      expect((await t.call('GET', '/api/datamaster/options/branch', { token: manager })).status).toBe(200);
      // the counter's and finance's documents carry a branch (their lists filter by it)
      expect((await t.call('GET', '/api/datamaster/options/branch', { token: await t.signIn('counter') })).status).toBe(200);
      expect((await t.call('GET', '/api/datamaster/options/branch', { token: await t.signIn('finance') })).status).toBe(200);
      // a screen that shows no branch opens no branch options
      expect((await t.call('GET', '/api/setting/options/moda', { token: await t.signIn('finance') })).status).toBe(403);
    });
  });
});
