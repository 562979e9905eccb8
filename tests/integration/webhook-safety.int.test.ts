import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/lib/server/db/schema/integration';
import { webhookUrlProblem } from '@/lib/server/integration/webhook-destination';
import { deliverDueWebhooks, startWebhookSender, type Poster } from '@/lib/server/integration/webhooks';
import { create, idOf } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * Issue 21 §6: a customer's webhook cannot be turned against us — no private, loopback or metadata
 * address at configuration nor (after resolving the name) at delivery, the checked address is the one
 * connected to, no redirect is followed, a turned-off or changed hook sends nothing queued for it, and a
 * slow receiver holds up only its own customer.
 */


interface Received {
  at: number;
  path: string;
  host: string | undefined;
  body: string;
}

/** A receiver on 127.0.0.1: answers each request with `answer` (or never, when it returns null). */
async function listener(answer: (req: http.IncomingMessage) => { status: number; headers?: Record<string, string> } | null = () => ({ status: 200 })) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ at: Date.now(), path: req.url ?? '', host: req.headers.host, body });
      const a = answer(req);
      if (a) res.writeHead(a.status, a.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const PUBLIC = '93.184.215.14';
const publicLookup = async () => [{ address: PUBLIC, family: 4 }];

describe.each(testEngines())('webhooks that cannot be turned against us (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  const shops: { id: number; key: string }[] = [];
  const closers: (() => Promise<void>)[] = [];

  const request = () => ({
    reference: `ORD-${crypto.randomUUID().slice(0, 8)}`,
    service: 'REG',
    origin_area: '31.71.01',
    destination_area: '35.78.01',
    shipper: { name: 'Toko Online', phone: '021 555 0101', address: 'Gudang, Jl. Daan Mogot 9, Jakarta' },
    consignee: { name: 'Budi Santoso', phone: '0813 9876 5432', address: 'Jl. Raya Gubeng 45, Surabaya' },
    koli: [{ weight_kg: 1 }],
    goods: { description: 'Kaos' },
  });
  /** A shipment of this shop: its INTEGRATION_CREATED event is queued for the shop's webhook. */
  async function queueEvent(shop: number) {
    const res = await t.call('POST', '/api/integration/create/shipment', { body: request(), headers: { 'x-api-key': shops[shop].key } });
    expect(res.status, res.text).toBe(201);
    return res.body.awb as string;
  }
  const setHook = (shop: number, body: Record<string, unknown>) => t.call('PUT', `/api/datamaster/update/customer-webhook/${shops[shop].id}`, { token: admin, body });
  async function setAllowList(value: string) {
    const list = await t.call('GET', '/api/setting/get/site-setting?page=1&limit=1000', { token: admin });
    const row = (list.body.data as { id: number; key: string; version: number }[]).find((r) => r.key === 'webhook_allowed_hosts');
    expect(row).toBeDefined();
    const res = await t.call('PUT', `/api/setting/update/site-setting/${row!.id}`, { token: admin, body: { value, version: row!.version } });
    expect(res.status, res.text).toBe(200);
  }
  const deliveriesOf = async (shop: number) => {
    const [endpoint] = await t.ctx.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.customer_id, shops[shop].id));
    return t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, endpoint.id));
  };

  beforeAll(async () => {
    admin = await t.signIn('admin');
    const branch = (await create(t, admin, '/api/datamaster/create/branch', { code: 'JKT', name: 'Jakarta', kind: 'BRANCH', city: 'Jakarta', address: 'Jl. Gajah Mada 1' })).id;
    await create(t, admin, '/api/datamaster/create/office', { code: 'JKT01', name: 'Counter Gambir', branch_id: branch, kind: 'COUNTER', address: 'Jl. Gambir 1' });
    const origin = (await create(t, admin, '/api/datamaster/create/coverage-area', { area_code: '31.71.01', province: 'DKI Jakarta', regency: 'Jakarta Pusat', district: 'Gambir', branch_id: branch })).id;
    const destination = (await create(t, admin, '/api/datamaster/create/coverage-area', { area_code: '35.78.01', province: 'Jawa Timur', regency: 'Kota Surabaya', district: 'Gubeng' })).id;
    const reg = await idOf(t, admin, 'setting', 'service', 'code=REG');
    const air = await idOf(t, admin, 'setting', 'moda', 'code=AIR');
    await create(t, admin, '/api/datamaster/create/price', { origin_id: origin, destination_id: destination, service_id: reg, moda_id: air, rate_per_kg: 10_000, min_kg: 1, lead_time_min: 2, lead_time_max: 4, effective_from: '2026-01-01' });
    const corp = await idOf(t, admin, 'setting', 'customer-type', 'code=CORP');
    for (const code of ['SHOPA', 'SHOPB']) {
      const id = (await create(t, admin, '/api/datamaster/create/customer', { code, name: `PT ${code}`, customer_type_id: corp, branch_id: branch, city: 'Jakarta', address: 'Jl. Daan Mogot 9', credit_limit: 100_000_000 })).id;
      await create(t, admin, '/api/datamaster/create/contract', { contract_no: `K-${code}`, customer_id: id, start_date: '2026-01-01', end_date: '2027-12-31', top_days: 30, credit_limit: 100_000_000 });
      await create(t, admin, '/api/datamaster/create/awb-allocation', { holder_type: 'CUSTOMER', customer_id: id, quantity: 100, allocated_on: '2026-11-01' });
      const key = (await create(t, admin, '/api/datamaster/create/customer-api-key', { customer_id: id, name: 'backend' })).key as string;
      shops.push({ id, key });
    }
  });

  beforeEach(async () => {
    // what an earlier test left queued is not this test's business
    await t.ctx.db.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.status, 'pending'));
    await setAllowList('');
  });

  afterEach(async () => {
    t.config.dev = true;
    await Promise.all(closers.splice(0).map((c) => c()));
  });

  it('refuses a non-public URL when it is set, naming the field', async () => {
    const refused = [
      'https://10.0.0.5/hook',
      'https://192.168.1.10/hook',
      'https://172.16.0.1/hook',
      'https://100.64.0.1/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://0.0.0.0/hook',
      'https://2130706433/hook',
      'https://0x7f.1/hook',
      'https://127.1/hook',
      'http://localhost:6379/',
      'http://localhost:5432/',
      'http://127.0.0.1:3000/api/auth/login',
      'https://localhost./hook',
      'https://redis:6379/',
    ];
    for (const url of refused) {
      const res = await setHook(0, { url });
      expect([res.status, Object.keys(res.body.errors ?? {})], url).toEqual([400, ['url']]);
      expect(res.body.message, url).toMatch(/webhook url/i);
    }
    expect(await t.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.customer_id, shops[0].id))).toEqual([]);
    const ok = await setHook(0, { url: 'https://shop-a.example/hooks/courier' });
    expect(ok.status, ok.text).toBe(200);
  });

  it('checks the address a name resolves to when it is set (a name pointed at our network)', async () => {
    const lookup = async (host: string) => [{ address: host === 'hooks.shop-a.example' ? '10.0.0.7' : PUBLIC, family: 4 }];
    expect(await webhookUrlProblem(t.ctx, 'https://hooks.shop-a.example/x', { lookup })).toMatch(/resolves to 10\.0\.0\.7/);
    expect(await webhookUrlProblem(t.ctx, 'https://hooks.elsewhere.example/x', { lookup })).toBeNull();
  });

  it('https only in production, unless the receiver is allow-listed; the allow-list is how an on-premise receiver is reached', async () => {
    t.config.dev = false;
    const plain = await setHook(0, { url: 'http://shop-a.example/hook' });
    expect([plain.status, plain.body.errors?.url]).toEqual([400, ['Must start with https://']]);
    expect((await setHook(0, { url: 'http://127.0.0.1:8080/hook' })).status).toBe(400);
    await setAllowList('127.0.0.1, erp.shop-a.example');
    expect((await setHook(0, { url: 'http://127.0.0.1:8080/hook' })).status).toBe(200);
    expect((await setHook(0, { url: 'http://erp.shop-a.example/hook' })).status).toBe(200);
    expect((await setHook(0, { url: 'http://127.0.0.2:8080/hook' })).status).toBe(400);
    // the receiver taken off the list: its hook can still be paused, not resumed
    expect((await setHook(0, { url: 'http://127.0.0.1:8080/hook' })).status).toBe(200);
    await setAllowList('');
    expect((await setHook(0, { url: 'http://127.0.0.1:8080/hook', active: false })).status).toBe(200);
    expect((await setHook(0, { url: 'http://127.0.0.1:8080/hook', active: true })).status).toBe(400);
    // the setting names what it cannot read
    const list = await t.call('GET', '/api/setting/get/site-setting?page=1&limit=1000', { token: admin });
    const row = (list.body.data as { id: number; key: string; version: number }[]).find((r) => r.key === 'webhook_allowed_hosts')!;
    const bad = await t.call('PUT', `/api/setting/update/site-setting/${row.id}`, { token: admin, body: { value: '10.0.0.0/40', version: row.version } });
    expect([bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([400, ['value']]);
  });

  it('checks again at each delivery after resolving the name (DNS rebinding): nothing is sent to a private address', async () => {
    expect((await setHook(0, { url: 'https://rebind.shop-a.example/hook' })).status).toBe(200);
    const awb = await queueEvent(0);
    const posted: string[] = [];
    const post: Poster = async (url) => {
      posted.push(url);
      return { status: 200 };
    };
    const lookups: string[] = [];
    const rebound = async (host: string) => {
      lookups.push(host);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    expect(await deliverDueWebhooks(t.ctx, { post, lookup: rebound })).toBe(1);
    expect(posted).toEqual([]);
    expect(lookups).toEqual(['rebind.shop-a.example']);
    const [delivery] = (await deliveriesOf(0)).filter((d) => d.payload.awb === awb);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null });
    expect(delivery.last_error).toMatch(/resolves to 127\.0\.0\.1/);
    // once the name points at a public address again, the retry goes out (to that address)
    const targets: string[] = [];
    const seen: Poster = async (url, init) => {
      targets.push(`${url} @ ${init.address}`);
      return { status: 200 };
    };
    await deliverDueWebhooks(t.ctx, { now: new Date(Date.now() + 61_000), post: seen, lookup: publicLookup });
    expect(targets).toEqual([`https://rebind.shop-a.example/hook @ ${PUBLIC}`]);
  });

  it('connects to the address it checked, not to a second look-up of the name', async () => {
    const receiver = await listener();
    closers.push(receiver.close);
    await setAllowList('127.0.0.1');
    // the name exists only in our look-up: the connection can only have gone to the checked address
    const url = `http://hooks.shop-a.test:${receiver.port}/hook`;
    expect((await setHook(0, { url })).status).toBe(200);
    const awb = await queueEvent(0);
    let lookups = 0;
    const lookup = async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    await deliverDueWebhooks(t.ctx, { lookup });
    expect(receiver.received.map((r) => [r.path, r.host])).toEqual([['/hook', `hooks.shop-a.test:${receiver.port}`]]);
    expect(lookups).toBe(1);
    const [delivery] = (await deliveriesOf(0)).filter((d) => d.payload.awb === awb);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200 });
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({ id: delivery.id, awb });
  });

  it('never follows a redirect: a 3xx is a failed delivery and the signed body goes nowhere else', async () => {
    const other = await listener();
    const redirecting = await listener(() => ({ status: 307, headers: { location: other.url('/steal') } }));
    closers.push(other.close, redirecting.close);
    await setAllowList('127.0.0.1');
    expect((await setHook(0, { url: redirecting.url() })).status).toBe(200);
    const awb = await queueEvent(0);
    await deliverDueWebhooks(t.ctx);
    expect(redirecting.received).toHaveLength(1);
    expect(other.received).toEqual([]);
    const [delivery] = (await deliveriesOf(0)).filter((d) => d.payload.awb === awb);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 307 });
    expect(delivery.last_error).toMatch(/redirect/i);
  });

  it('a turned-off or changed hook drops what is queued: no retry of the old URL or secret goes out', async () => {
    const posted: string[] = [];
    let answer = 500;
    const post: Poster = async (url) => {
      posted.push(url);
      return { status: answer };
    };
    // a little ahead of the clock: the events queued below are due at `start`
    const start = Date.now() + 2_000;
    const later = (minutes: number) => new Date(start + minutes * 60_000 + 1_000);
    const run = (at: Date) => deliverDueWebhooks(t.ctx, { now: at, post, lookup: publicLookup });

    // turned off
    expect((await setHook(0, { url: 'https://old.shop-a.example/hook' })).status).toBe(200);
    await queueEvent(0);
    await run(new Date(start));
    expect(posted).toEqual(['https://old.shop-a.example/hook']);
    expect((await setHook(0, { url: 'https://old.shop-a.example/hook', active: false })).status).toBe(200);
    posted.length = 0;
    answer = 200;
    await run(later(1));
    expect(posted).toEqual([]);
    expect((await deliveriesOf(0)).filter((d) => d.status === 'pending')).toEqual([]);

    // URL changed
    answer = 500;
    expect((await setHook(0, { url: 'https://old.shop-a.example/hook', active: true })).status).toBe(200);
    await queueEvent(0);
    await run(later(1));
    expect(posted).toEqual(['https://old.shop-a.example/hook']);
    expect((await setHook(0, { url: 'https://new.shop-a.example/hook' })).status).toBe(200);
    posted.length = 0;
    await run(later(3));
    expect(posted).toEqual([]);

    // secret rotated
    await queueEvent(0);
    await run(later(3));
    expect(posted).toEqual(['https://new.shop-a.example/hook']);
    expect((await setHook(0, { url: 'https://new.shop-a.example/hook', rotate_secret: true })).status).toBe(200);
    posted.length = 0;
    await run(later(5));
    expect(posted).toEqual([]);

    // changed while an attempt is on its way: that attempt's outcome does not bring it back
    await queueEvent(0);
    const changing: Poster = async (url) => {
      posted.push(url);
      expect((await setHook(0, { url: 'https://newer.shop-a.example/hook' })).status).toBe(200);
      return { status: 500 };
    };
    await deliverDueWebhooks(t.ctx, { now: later(5), post: changing, lookup: publicLookup });
    expect(posted).toEqual(['https://new.shop-a.example/hook']);
    posted.length = 0;
    await run(later(10));
    expect(posted).toEqual([]);
    const statuses = (await deliveriesOf(0)).map((d) => d.status);
    expect(statuses.filter((s) => s === 'pending')).toEqual([]);
    expect(statuses.filter((s) => s === 'dropped').length).toBeGreaterThanOrEqual(4);
  });

  it('each customer in its own lane: a receiver that never answers delays only its owner', async () => {
    const slow = await listener(() => null);
    const fast = await listener();
    closers.push(slow.close, fast.close);
    await setAllowList('127.0.0.1');
    expect((await setHook(0, { url: slow.url() })).status).toBe(200);
    expect((await setHook(1, { url: fast.url() })).status).toBe(200);
    // the slow customer's event is older: a single queue would send it first
    await queueEvent(0);
    await queueEvent(1);
    const started = Date.now();
    const pass = deliverDueWebhooks(t.ctx, { timeoutMs: 2_500 });
    await vi.waitFor(() => expect(fast.received).toHaveLength(1), { timeout: 5_000, interval: 20 });
    // well before the slow receiver's attempt times out
    expect(fast.received[0].at - started).toBeLessThan(1_500);
    expect(await pass).toBe(2);
    const slowOnes = await deliveriesOf(0);
    const pending = slowOnes.filter((d) => d.status === 'pending');
    expect(pending).toHaveLength(1);
    const attempts = await t.ctx.db.select().from(webhookAttempts).where(inArray(webhookAttempts.delivery_id, pending.map((d) => d.id)));
    expect(attempts).toHaveLength(1);
    for (const a of attempts) {
      expect(a.error).toMatch(/timed out|timeout|abort/i);
      expect(a.duration_ms).toBeGreaterThanOrEqual(2_400);
      expect(a.duration_ms).toBeLessThan(4_000);
    }
  });

  it('the sender goes on with other customers while one lane waits on a slow receiver', async () => {
    const slow = await listener(() => null);
    const fast = await listener();
    closers.push(slow.close, fast.close);
    await setAllowList('127.0.0.1');
    expect((await setHook(0, { url: slow.url() })).status).toBe(200);
    expect((await setHook(1, { url: fast.url() })).status).toBe(200);
    await queueEvent(0);
    const errors: unknown[] = [];
    const stop = startWebhookSender(t.ctx, 50, (err) => errors.push(err), { timeoutMs: 4_000 });
    closers.push(stop);
    await vi.waitFor(() => expect(slow.received).toHaveLength(1), { timeout: 5_000, interval: 20 });
    // the slow customer's lane is now waiting; a new event of another customer goes out meanwhile
    const queued = Date.now();
    await queueEvent(1);
    await vi.waitFor(() => expect(fast.received).toHaveLength(1), { timeout: 5_000, interval: 20 });
    expect(fast.received[0].at - queued).toBeLessThan(2_000);
    const [busy] = (await deliveriesOf(0)).filter((d) => d.status === 'pending');
    expect(busy.attempts).toBe(0);
    expect(errors).toEqual([]);
    await t.ctx.db.update(webhookDeliveries).set({ status: 'failed' }).where(and(eq(webhookDeliveries.status, 'pending')));
  });
});
