import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { deliveryStatuses, shipments, trackingEvents } from '@/lib/server/db/schema/documents';
import { create, setUpOperations, type Operations, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * The public tracking page (/track/{awb} and GET /api/public/track/:awb) against enumeration: AWB numbers
 * are sequential, so look-ups from one address share one slow budget whatever they ask (GET or HEAD, found
 * or not, well-formed or not), and what a look-up answers names nobody in full and gives no phone or
 * address. And a stored odd date (a POD or an event of 0001-01-01) never makes the page or staff tracking fail.
 */

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe.each(testEngines())('public tracking (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let ids: Operations['ids'];
  let bookedAwb: Operations['bookedAwb'];
  let departedManifest: Operations['departedManifest'];
  let delivered: Row;
  let onTheWay: Row;

  const put = async (path: string, body: Record<string, unknown>) => {
    const res = await t.call('PUT', `/api/operational/update/${path}`, { token: admin, body });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
    return res.body.data as Row;
  };

  beforeAll(async () => {
    // branch scoping is not what this file tests: its staff work for every branch
    await t.ctx.db.execute(sql`update users set all_branches = true`);
    ({ admin, ids, bookedAwb, departedManifest } = await setUpOperations(t));
    // two AWBs carried to Surabaya, received there and put on the courier's runsheet; one delivered to Siti
    const awbs = [await bookedAwb(ids.gubeng), await bookedAwb(ids.gubeng)];
    const { manifest } = await departedManifest([], awbs);
    const incoming = await create(t, admin, '/api/operational/create/incoming', { office_id: ids.sbyOffice, manifest: manifest.number });
    let last = incoming;
    for (const a of awbs) last = await put(`incoming/scan/${incoming.id}`, { code: a.number });
    await put(`incoming/book/${incoming.id}`, { version: last.version });
    const employee = await create(t, admin, '/api/datamaster/create/employee', { employee_no: 'E9002', full_name: 'Rina Tanjung', branch_id: ids.sby, department: 'COURIER', position: 'Courier', joined_on: '2024-01-02' });
    const driver = await create(t, admin, '/api/datamaster/create/driver', { employee_id: employee.id, licence_no: 'SIM-SBY-9002', licence_type: 'C', licence_expiry: '2029-06-30' });
    const runsheet = await create(t, admin, '/api/operational/create/delivery-runsheet', { office_id: ids.sbyOffice, driver_id: driver.id, vehicle_id: ids.vehicle, request_id: randomUUID() });
    last = runsheet;
    for (const a of awbs) last = await put(`delivery-runsheet/scan/${runsheet.id}`, { awb: a.number });
    await put(`delivery-runsheet/book/${runsheet.id}`, { version: last.version });
    const pod = await t.call('POST', '/api/operational/create/delivery-status', {
      token: admin,
      body: { office_id: ids.sbyOffice, awb: awbs[0].number, event_at: new Date().toISOString(), request_id: randomUUID(), result: 'DELIVERED', receiver_name: 'Siti Aminah', receiver_relation: 'SPOUSE', signature: SIGNATURE },
    });
    expect(pod.status).toBe(201);
    [delivered, onTheWay] = awbs;
  });

  /** A look-up from this address (HEAD through inject itself: its empty body is no JSON to read). */
  const lookUp = async (method: string, awb: string, remoteAddress: string) => {
    if (method !== 'HEAD') return t.call(method, `/api/public/track/${awb}`, { remoteAddress });
    const res = await t.app.inject({ method: 'HEAD', url: `/api/public/track/${awb}`, remoteAddress });
    return { status: res.statusCode, headers: res.headers };
  };
  const publicView = async (awb: string, remoteAddress: string) => {
    const res = await t.call('GET', `/api/public/track/${awb}`, { remoteAddress });
    expect(res.status).toBe(200);
    return res;
  };

  it('names the courier and the receiver masked, as the consignee; staff tracking keeps them in full', async () => {
    const out = await publicView(onTheWay.number, '198.51.100.1');
    expect(out.body.data.consignee).toBe('Bu** Sa*****');
    expect(out.body.data.events.map((e: { text: string }) => e.text)).toContain('Paket sedang diantar oleh kurir Ri** Ta*****');
    const done = await publicView(delivered.number, '198.51.100.1');
    const texts = done.body.data.events.map((e: { text: string }) => e.text);
    expect(texts).toContain('Paket telah diterima oleh Si** Am**** (suami/istri)');
    // nothing personal in the whole answer: no full name, no phone, no street address
    for (const body of [out.text, done.text]) {
      expect(body).not.toMatch(/Rina|Tanjung|Siti|Aminah|Budi|Santoso|Sinar/i);
      expect(body).not.toMatch(/0812|0813|3456|9876|Mangga|Gubeng 45|phone|address/i);
    }

    const staff = (await t.call('GET', `/api/operational/get/tracking?q=${delivered.number}`, { token: admin })).body.data.shipments[0];
    const staffTexts = staff.events.map((e: { text: string }) => e.text);
    expect(staffTexts).toContain('Paket sedang diantar oleh kurir Rina Tanjung');
    expect(staffTexts).toContain('Paket telah diterima oleh Siti Aminah (suami/istri)');
    expect(staff.pod.receiver_name).toBe('Siti Aminah');
  });

  it('an event text that does not read as its template shows the status words, never the stored text', async () => {
    await t.ctx.db.insert(trackingEvents).values({
      shipment_id: onTheWay.id, event_at: new Date().toISOString(), status: 'out_for_delivery', code: 'OUT_FOR_DELIVERY', text: 'Dibawa Joko Susilo 0812 1111 2222', public: true,
    });
    const texts = (await publicView(onTheWay.number, '198.51.100.2')).body.data.events.map((e: { text: string }) => e.text);
    expect(texts).not.toContain('Dibawa Joko Susilo 0812 1111 2222');
    expect(texts[0]).toBe('Sedang diantar');
  });

  it('GET and HEAD, found or not, well-formed or not, share one budget of 30 look-ups a minute per address', async () => {
    const from = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await lookUp('HEAD', delivered.number, from)).status);
    for (let i = 0; i < 10; i++) statuses.push((await t.call('GET', `/api/public/track/${String(999_000_000_000 + i)}`, { remoteAddress: from })).status);
    for (let i = 0; i < 5; i++) statuses.push((await t.call('GET', `/api/public/track/${delivered.number}`, { remoteAddress: from })).status);
    for (let i = 0; i < 5; i++) statuses.push((await t.call('GET', '/api/public/track/12345', { remoteAddress: from })).status);
    expect(new Set(statuses)).toEqual(new Set([200, 404, 400]));
    for (const [method, awb] of [['GET', delivered.number], ['HEAD', delivered.number], ['GET', '999000000099']]) {
      const refused = await lookUp(method, awb, from);
      expect([method, refused.status]).toEqual([method, 429]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // another address has its own budget
    expect((await t.call('GET', `/api/public/track/${delivered.number}`, { remoteAddress: '203.0.113.8' })).status).toBe(200);
  });

  it('a POD and an event stored as 0001-01-01 read fine on staff tracking and on the public page', async () => {
    // a database kept in Jakarta's time zone writes year 1 with its local mean time, +07:07:12
    if (engine === 'pglite') await t.ctx.db.execute(sql`set time zone 'Asia/Jakarta'`);
    await t.ctx.db.update(deliveryStatuses).set({ event_at: '0001-01-01T00:00:00Z' }).where(eq(deliveryStatuses.shipment_id, delivered.id));
    await t.ctx.db.update(trackingEvents).set({ event_at: '0001-01-01T00:00:00Z' }).where(eq(trackingEvents.code, 'DELIVERED'));
    await t.ctx.db.update(shipments).set({ eta_to: '0001-01-01', delivered_at: '0001-01-01T00:00:00Z' }).where(eq(shipments.id, delivered.id));
    const staff = await t.call('GET', `/api/operational/get/tracking?q=${delivered.number}`, { token: admin });
    expect(staff.status).toBe(200);
    const [s] = staff.body.data.shipments;
    expect(s.pod).toMatchObject({ receiver_name: 'Siti Aminah', event_at: '0001-01-01T00:00:00.000Z' });
    expect(s.events.find((e: { code: string }) => e.code === 'DELIVERED').event_at).toBe('0001-01-01T00:00:00.000Z');
    const pub = await publicView(delivered.number, '198.51.100.3');
    expect(pub.body.data.status).toBe('delivered');
    expect(pub.body.data.events.some((e: { at: string }) => e.at === '0001-01-01T00:00:00.000Z')).toBe(true);
    // the shipment's own staff view reads too
    expect((await t.call('GET', `/api/operational/get/shipment/${delivered.id}`, { token: admin })).status).toBe(200);
  });
});
