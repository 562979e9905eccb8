import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { awbAllocations } from '@/lib/server/db/schema/resources';
import { create, idOf, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * Where an API shipment's AWB number comes from, and how many drafts a customer's keys may leave open:
 * the customer's own allocation, else its branch's integration stock (holder INTEGRATION), never the
 * counter's pre-printed stock; with neither, a 409 an integrator understands. And one draft more than
 * the site setting integration_max_open_drafts is refused (409), also when the calls come in parallel.
 */


describe.each(testEngines())('integration AWB stock and open drafts (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let branch: number;
  let officeStock: Row;

  const request = (reference = `ORD-${crypto.randomUUID().slice(0, 8)}`) => ({
    reference,
    service: 'REG',
    origin_area: '31.71.01',
    destination_area: '35.78.01',
    shipper: { name: 'Toko Online', phone: '021 555 0101', address: 'Jl. Daan Mogot 9, Jakarta' },
    consignee: { name: 'Budi Santoso', phone: '0813 9876 5432', address: 'Jl. Raya Gubeng 45, Surabaya' },
    koli: [{ weight_kg: 1.3 }],
    goods: { description: 'Kaos', value: 150_000 },
    insured: false,
  });
  const post = (key: string, body: unknown = request()) => t.call('POST', '/api/integration/create/shipment', { body, headers: { 'x-api-key': key } });
  const used = async (allocation: Row) => (await t.ctx.db.select({ used: awbAllocations.used }).from(awbAllocations).where(eq(awbAllocations.id, allocation.id)))[0].used;
  const inRange = (awb: string, a: Row) => Number(awb) >= Number(a.range_start) && Number(awb) <= Number(a.range_end);

  /** A credit customer of the Jakarta branch with a contract and an API key (no AWB allocation). */
  const customerWithKey = async (code: string) => {
    const corp = await idOf(t, admin, 'setting', 'customer-type', 'code=CORP');
    const id = (await create(t, admin, '/api/datamaster/create/customer', { code, name: `PT ${code}`, customer_type_id: corp, branch_id: branch, city: 'Jakarta', address: 'Jl. Daan Mogot 9', credit_limit: 100_000_000 })).id;
    await create(t, admin, '/api/datamaster/create/contract', { contract_no: `K-${code}`, customer_id: id, start_date: '2026-01-01', end_date: '2027-12-31', discount_percent: 0, top_days: 30, credit_limit: 100_000_000 });
    const made = await t.call('POST', '/api/datamaster/create/customer-api-key', { token: admin, body: { customer_id: id, name: 'backend' } });
    expect(made.status).toBe(201);
    return { id, key: made.body.data.key as string };
  };

  beforeAll(async () => {
    admin = await t.signIn('admin');
    branch = (await create(t, admin, '/api/datamaster/create/branch', { code: 'JKT', name: 'Jakarta', kind: 'BRANCH', city: 'Jakarta', address: 'Jl. Gajah Mada 1' })).id;
    const office = (await create(t, admin, '/api/datamaster/create/office', { code: 'JKT01', name: 'Counter Gambir', branch_id: branch, kind: 'COUNTER', address: 'Jl. Gambir 1' })).id;
    const origin = (await create(t, admin, '/api/datamaster/create/coverage-area', { area_code: '31.71.01', province: 'DKI Jakarta', regency: 'Jakarta Pusat', district: 'Gambir', branch_id: branch })).id;
    const destination = (await create(t, admin, '/api/datamaster/create/coverage-area', { area_code: '35.78.01', province: 'Jawa Timur', regency: 'Kota Surabaya', district: 'Gubeng' })).id;
    const reg = await idOf(t, admin, 'setting', 'service', 'code=REG');
    const air = await idOf(t, admin, 'setting', 'moda', 'code=AIR');
    await create(t, admin, '/api/datamaster/create/price', { origin_id: origin, destination_id: destination, service_id: reg, moda_id: air, rate_per_kg: 10_000, min_kg: 1, lead_time_min: 2, lead_time_max: 4, effective_from: '2026-01-01' });
    // the counter's pre-printed stock, and a branch stock for its paper: neither is for the API
    officeStock = await create(t, admin, '/api/datamaster/create/awb-allocation', { holder_type: 'OFFICE', office_id: office, quantity: 20, allocated_on: '2026-11-01' });
    await create(t, admin, '/api/datamaster/create/awb-allocation', { holder_type: 'BRANCH', branch_id: branch, quantity: 20, allocated_on: '2026-11-01' });
  });

  it('without its own allocation or a branch integration stock, an API shipment is refused clearly and takes no counter number', async () => {
    const { key } = await customerWithKey('NOSTOCK');
    const res = await post(key);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/no AWB allocation of its own .* no integration stock\. Ask your account manager/);
    expect(await used(officeStock)).toBe(0);
  });

  it('takes the branch integration stock, and the customer’s own allocation first once it has one', async () => {
    const { id, key } = await customerWithKey('BRSTOCK');
    const integrationStock = await create(t, admin, '/api/datamaster/create/awb-allocation', { holder_type: 'INTEGRATION', branch_id: branch, quantity: 10, allocated_on: '2026-11-01' });
    // the branch is the holder: an office or customer beside it is refused
    const both = await t.call('POST', '/api/datamaster/create/awb-allocation', { token: admin, body: { holder_type: 'INTEGRATION', branch_id: branch, office_id: officeStock.office_id, quantity: 1, allocated_on: '2026-11-01' } });
    expect([both.status, Object.keys(both.body.errors ?? {})]).toEqual([400, ['office_id']]);
    const first = await post(key);
    expect(first.status).toBe(201);
    expect(inRange(first.body.awb, integrationStock)).toBe(true);
    expect(await used(integrationStock)).toBe(1);
    const own = await create(t, admin, '/api/datamaster/create/awb-allocation', { holder_type: 'CUSTOMER', customer_id: id, quantity: 10, allocated_on: '2026-11-01' });
    const second = await post(key);
    expect(second.status).toBe(201);
    expect(inRange(second.body.awb, own)).toBe(true);
    expect(await used(officeStock)).toBe(0);
  });

  it('caps a customer’s open drafts by the site setting: one more is refused, a repeat is still answered, others are not affected', async () => {
    const a = await customerWithKey('CAPA');
    const b = await customerWithKey('CAPB');
    for (const c of [a, b]) await create(t, admin, '/api/datamaster/create/awb-allocation', { holder_type: 'CUSTOMER', customer_id: c.id, quantity: 50, allocated_on: '2026-11-01' });
    const settings = (await t.call('GET', '/api/setting/get/site-setting?limit=100', { token: admin })).body.data as { id: number; key: string; value: string; version: number }[];
    const setting = settings.find((s) => s.key === 'integration_max_open_drafts')!;
    expect(setting.value).toBe('1000');
    expect((await t.call('PUT', `/api/setting/update/site-setting/${setting.id}`, { token: admin, body: { value: '3', version: setting.version } })).status).toBe(200);
    try {
      const bodies = [request(), request(), request()];
      for (const body of bodies) expect((await post(a.key, body)).status).toBe(201);
      const over = await post(a.key);
      expect(over.status).toBe(409);
      expect(over.body.message).toMatch(/^Too many shipments waiting: 3 of yours were sent through the API and not yet handed over/);
      // the same reference again is the same shipment, not one more
      expect((await post(a.key, bodies[0])).status).toBe(200);
      // parallel calls of another customer cannot overshoot the cap either
      const parallel = await Promise.all(Array.from({ length: 6 }, () => post(b.key)));
      expect(parallel.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    } finally {
      const now = (await t.call('GET', `/api/setting/get/site-setting/${setting.id}`, { token: admin })).body.data;
      await t.call('PUT', `/api/setting/update/site-setting/${setting.id}`, { token: admin, body: { value: '1000', version: now.version } });
    }
  });
});
