import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { trackingEvents } from '@/lib/server/db/schema/documents';
import { webhookAttempts, webhookDeliveries } from '@/lib/server/db/schema/integration';
import { deliverDueWebhooks, type Poster } from '@/lib/server/integration/webhooks';
import { create, idOf, workAt } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/* The integration API as a credit customer's system uses it, the counter receiving its parcels, and the webhooks. */


describe.each(testEngines())('integration API (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let counter: string;
  let key: string;
  let customerId: number;
  let rangeStart: number;

  const request = (extra: Record<string, unknown> = {}) => ({
    reference: `ORD-${crypto.randomUUID().slice(0, 8)}`,
    service: 'REG',
    origin_area: '31.71.01',
    destination_area: '35.78.01',
    shipper: { name: 'Toko Online', phone: '021 555 0101', address: 'Gudang, Jl. Daan Mogot 9, Jakarta' },
    consignee: { name: 'Budi Santoso', phone: '0813 9876 5432', address: 'Jl. Raya Gubeng 45, Surabaya' },
    koli: [{ weight_kg: 1.3, length_cm: 20, width_cm: 15, height_cm: 10 }],
    goods: { description: 'Kaos', value: 150_000 },
    insured: false,
    ...extra,
  });
  const post = (body: unknown, apiKey: string | null = key) =>
    t.call('POST', '/api/integration/create/shipment', { body, headers: apiKey ? { 'x-api-key': apiKey } : {} });

  beforeAll(async () => {
    admin = await t.signIn('admin');
    counter = await t.signIn('counter');
    const branch = (await create(t, admin, '/api/datamaster/create/branch', { code: 'JKT', name: 'Jakarta', kind: 'BRANCH', city: 'Jakarta', address: 'Jl. Gajah Mada 1' })).id;
    await workAt(t, admin, (await create(t, admin, '/api/datamaster/create/office', { code: 'JKT01', name: 'Counter Gambir', branch_id: branch, kind: 'COUNTER', address: 'Jl. Gambir 1' })).id);
    const origin = (await create(t, admin, '/api/datamaster/create/coverage-area', { area_code: '31.71.01', province: 'DKI Jakarta', regency: 'Jakarta Pusat', district: 'Gambir', branch_id: branch })).id;
    const destination = (await create(t, admin, '/api/datamaster/create/coverage-area', { area_code: '35.78.01', province: 'Jawa Timur', regency: 'Kota Surabaya', district: 'Gubeng' })).id;
    const reg = await idOf(t, admin, 'setting', 'service', 'code=REG');
    const air = await idOf(t, admin, 'setting', 'moda', 'code=AIR');
    await create(t, admin, '/api/datamaster/create/price', { origin_id: origin, destination_id: destination, service_id: reg, moda_id: air, rate_per_kg: 10_000, min_kg: 1, lead_time_min: 2, lead_time_max: 4, effective_from: '2026-01-01' });
    const corp = await idOf(t, admin, 'setting', 'customer-type', 'code=CORP');
    customerId = (await create(t, admin, '/api/datamaster/create/customer', { code: 'SHOP', name: 'PT Toko Online', customer_type_id: corp, branch_id: branch, city: 'Jakarta', address: 'Jl. Daan Mogot 9', credit_limit: 100_000_000 })).id;
    await create(t, admin, '/api/datamaster/create/contract', { contract_no: 'K-1', customer_id: customerId, start_date: '2026-01-01', end_date: '2027-12-31', discount_percent: 10, top_days: 30, credit_limit: 100_000_000 });
    rangeStart = (await create(t, admin, '/api/datamaster/create/awb-allocation', { holder_type: 'CUSTOMER', customer_id: customerId, quantity: 50, allocated_on: '2026-11-01' })).range_start as number;
    const made = await t.call('POST', '/api/datamaster/create/customer-api-key', { token: admin, body: { customer_id: customerId, name: 'Shop backend' } });
    expect(made.status).toBe(201);
    key = made.body.data.key;
    expect(key).toMatch(/^ck_live_/);
    const list = await t.call('GET', `/api/datamaster/get/customer-api-key?customer_id=${customerId}`, { token: admin });
    expect(JSON.stringify(list.body)).not.toContain(key);
  });

  it('creates a draft from the contract: its AWB stock, its discount, a label URL; the same reference answers the same AWB', async () => {
    const body = request();
    const res = await post(body);
    expect(res.status).toBe(201);
    // 1.3 kg → 2 kg × 10,000 = 20,000; contract discount 10 % → 2,000; PPN 1.1 % of 18,000 = 198
    expect(res.body).toMatchObject({ status: 'pending', reference: body.reference, chargeable_kg: 2, charges: { freight: 20_000, discount: 2_000, tax: 198, total: 18_198, insurance: 0, cod_fee: 0, additional: 0 } });
    expect(Number(res.body.awb)).toBeGreaterThanOrEqual(rangeStart);
    expect(Number(res.body.awb)).toBeLessThan(rangeStart + 50);
    expect(res.body.label_url).toMatch(new RegExp(`/api/integration/get/shipment/${res.body.awb}/label$`));
    const again = await post(body);
    expect([again.status, again.body.awb]).toEqual([200, res.body.awb]);
    const label = await t.call('GET', `/api/integration/get/shipment/${res.body.awb}/label`, { headers: { 'x-api-key': key } });
    expect([label.status, label.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it('refuses a missing or unknown key, and names bad fields in the contract’s terms', async () => {
    expect((await post(request(), null)).status).toBe(401);
    expect((await post(request(), 'ck_live_wrong')).status).toBe(401);
    const cases: [Record<string, unknown>, string][] = [
      [{ destination_area: '99.99.99' }, 'destination_area'],
      [{ service: 'NOPE' }, 'service'],
      [{ koli: [{ weight_kg: -1 }] }, 'koli.0.weight_kg'],
      [{ koli: [] }, 'koli'],
      [{ cod_amount: 99_000_000 }, 'cod_amount'],
      [{ shipper: { name: '', phone: 'x', address: 'a' } }, 'shipper.name'],
      [{ reference: undefined }, 'reference'],
    ];
    for (const [extra, field] of cases) {
      const res = await post(request(extra));
      expect([res.status, Object.keys(res.body.errors ?? {})], JSON.stringify(extra)).toEqual([400, expect.arrayContaining([field])]);
    }
  });

  it('follows its own shipments only', async () => {
    const made = (await post(request())).body;
    const mine = await t.call('GET', `/api/integration/get/shipment/${made.awb}`, { headers: { 'x-api-key': key } });
    expect(mine.body).toMatchObject({ awb: made.awb, stage: 'draft', events: [{ code: 'INTEGRATION_CREATED' }] });
    await create(t, admin, '/api/datamaster/create/awb-allocation', { holder_type: 'OFFICE', office_id: await idOf(t, admin, 'datamaster', 'office', 'code=JKT01'), quantity: 5, allocated_on: '2026-11-01' });
    const counterAwb = (await create(t, counter, '/api/operational/create/shipment', {
      payment_type: 'CASH', office_id: await idOf(t, admin, 'datamaster', 'office', 'code=JKT01'), origin_area_id: await idOf(t, admin, 'datamaster', 'coverage-area', 'area_code=31.71.01'),
      destination_area_id: await idOf(t, admin, 'datamaster', 'coverage-area', 'area_code=35.78.01'), service_id: await idOf(t, admin, 'setting', 'service', 'code=REG'),
      shipper_name: 'A', shipper_phone: '0812 1111 1111', shipper_address: 'x', consignee_name: 'B', consignee_phone: '0812 2222 2222', consignee_address: 'y', goods_description: 'z',
      koli: [{ weight_kg: 1 }], payment_method: 'CASH', amount_received: 100_000,
    })).number;
    expect((await t.call('GET', `/api/integration/get/shipment/${counterAwb}`, { headers: { 'x-api-key': key } })).status).toBe(404);
  });

  it('the counter receives the parcel (weighed again, priced again, booked) and the customer’s webhook hears it, signed, retried', async () => {
    const hook = await t.call('PUT', `/api/datamaster/update/customer-webhook/${customerId}`, { token: admin, body: { url: 'https://shop.example/hooks/courier' } });
    expect(hook.status).toBe(200);
    const secret = hook.body.data.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(JSON.stringify((await t.call('GET', `/api/datamaster/get/customer-webhook/${customerId}`, { token: admin })).body)).not.toContain(secret);

    const made = (await post(request())).body;
    const draft = (await t.call('GET', `/api/operational/get/shipment?number=${made.awb}`, { token: counter })).body.data[0];
    expect(draft.channel).toBe('INTEGRATION');
    const received = await t.call('PUT', `/api/operational/update/shipment/receive/${draft.id}`, { token: counter, body: { version: draft.version, koli: [{ weight_kg: 4.6 }] } });
    expect(received.status).toBe(200);
    // measured 4.6 kg → 5 kg × 10,000 = 50,000 − 10 % = 45,000 + PPN 495
    expect(received.body.data).toMatchObject({ stage: 'booked', chargeable_kg: 5, total: 45_495 });
    const codes = (await t.ctx.db.select().from(trackingEvents).where(eq(trackingEvents.shipment_id, draft.id)).orderBy(asc(trackingEvents.id))).map((e) => [e.code, e.public]);
    expect(codes).toEqual([['INTEGRATION_CREATED', true], ['WEIGHT_CHANGED', false], ['ACCEPTED', true]]);

    const calls: { url: string; headers: Record<string, string>; body: string }[] = [];
    let answer = 500;
    const poster: Poster = async (url, init) => {
      calls.push({ url, headers: init.headers, body: init.body });
      return { status: answer };
    };
    // the hook's name resolved to a public address (each attempt resolves it and checks the address)
    const lookup = async () => [{ address: '93.184.215.14', family: 4 }];
    const now = new Date();
    const first = await deliverDueWebhooks(t.ctx, { now, post: poster, lookup });
    expect(first).toBeGreaterThanOrEqual(1);
    const mine = calls.filter((c) => JSON.parse(c.body).awb === made.awb);
    expect(mine.map((c) => JSON.parse(c.body).code)).toEqual(['INTEGRATION_CREATED', 'ACCEPTED']);
    const { headers, body } = mine[1];
    const expected = `sha256=${crypto.createHmac('sha256', secret).update(`${headers['x-timestamp']}.${body}`).digest('hex')}`;
    expect(headers['x-signature']).toBe(expected);

    // the 500 is retried after the back-off, not before
    calls.length = 0;
    expect(await deliverDueWebhooks(t.ctx, { now: new Date(now.getTime() + 30_000), post: poster, lookup })).toBe(0);
    answer = 200;
    await deliverDueWebhooks(t.ctx, { now: new Date(now.getTime() + 61_000), post: poster, lookup });
    const id = JSON.parse(mine[1].body).id as number;
    const [delivery] = await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, last_status_code: 200 });
    const attempts = await t.ctx.db.select().from(webhookAttempts).where(eq(webhookAttempts.delivery_id, id));
    expect(attempts.map((a) => a.status_code)).toEqual([500, 200]);
  });

  it('a revoked key stops working at once; the OpenAPI document comes from the same schemas', async () => {
    const other = await t.call('POST', '/api/datamaster/create/customer-api-key', { token: admin, body: { customer_id: customerId, name: 'Old' } });
    expect((await post(request(), other.body.data.key)).status).toBe(201);
    expect((await t.call('PUT', `/api/datamaster/update/customer-api-key/revoke/${other.body.data.id}`, { token: admin })).status).toBe(200);
    expect((await post(request(), other.body.data.key)).status).toBe(401);
    const doc = await t.call('GET', '/api/integration/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toContain('/api/integration/create/shipment');
    expect(Object.keys(doc.body.components.schemas.ShipmentRequest.properties).sort()).toEqual(
      ['cod_amount', 'consignee', 'destination_area', 'goods', 'insured', 'koli', 'origin_area', 'reference', 'service', 'shipper', 'special_instructions'].sort(),
    );
  });
});
