import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditLogs } from '@/lib/server/db/schema';
import { shipments, trackingEvents } from '@/lib/server/db/schema/documents';
import { create, setUpOperations, type Operations, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * Shipping bags through the API, as the demo dispatcher works them: open a bag for a destination, scan
 * AWBs in (each refusal with its reason, nothing changed), take one out, seal, print the label, cancel
 * (unbag). The engine's own rules (stale versions, numbering, permissions per screen) are the documents
 * test's; here what only a bag does.
 */

const BAG = '/api/operational/update/shipping-bag';

describe.each(testEngines())('shipping bags (%s)', (engine) => {
  const t = useTestApp(engine);
  let counter: string;
  let dispatcher: string;
  let ids: Operations['ids'];
  let bookedAwb: Operations['bookedAwb'];

  const openBag = (to = ids.sby) => create(t, dispatcher, '/api/operational/create/shipping-bag', { office_id: ids.office, destination_branch_id: to, request_id: randomUUID() });
  const scan = (bag: number, awb: string, extra: Record<string, unknown> = {}) => t.call('PUT', `${BAG}/scan/${bag}`, { token: dispatcher, body: { awb, ...extra } });
  const readBag = async (id: number) => (await t.call('GET', `/api/operational/get/shipping-bag/${id}`, { token: dispatcher })).body.data as Row & { lines: { items: Row[] } };
  const bagOf = async (shipmentId: number) => (await t.ctx.db.select({ bag: shipments.bag_id }).from(shipments).where(eq(shipments.id, shipmentId)))[0].bag;

  beforeAll(async () => {
    ({ counter, dispatcher, ids, bookedAwb } = await setUpOperations(t));
  });

  it('opens a bag for another branch, numbered from the branch series; never for its own branch', async () => {
    const bag = await openBag();
    expect(bag).toMatchObject({ stage: 'draft', status: 'OPEN', branch_id: ids.jkt, destination_branch_id: ids.sby, awb_count: 0, koli_count: 0 });
    expect(bag.number).toMatch(/^BAG-JKT-\d{4}-\d{5}$/);
    const own = await t.call('POST', '/api/operational/create/shipping-bag', { token: dispatcher, body: { office_id: ids.office, destination_branch_id: ids.jkt } });
    expect([own.status, Object.keys(own.body.errors ?? {})]).toEqual([400, ['destination_branch_id']]);
    // the counter clerk holds no outgoing screen
    expect((await t.call('POST', '/api/operational/create/shipping-bag', { token: counter, body: { office_id: ids.office, destination_branch_id: ids.sby } })).status).toBe(403);
  });

  it('a scan adds the AWB: its line, the counts, the AWB held by the bag, a BAGGED event customers see', async () => {
    const bag = await openBag();
    const awb = await bookedAwb(ids.gubeng, [{ weight_kg: 2.5 }, { weight_kg: 1.25 }]);
    const res = await scan(bag.id, ` ${awb.number.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ awb_count: 1, koli_count: 2, weight_kg: 3.75, version: bag.version + 1 });
    expect(res.body.data.lines).toBeUndefined();
    const read = await readBag(bag.id);
    expect(read.lines.items).toEqual([expect.objectContaining({ awb: awb.number, shipment_id: awb.id, koli_count: 2, weight_kg: 3.75, position: 1, scanned_by: 'dispatcher', override_reason: null })]);
    expect(await bagOf(awb.id)).toBe(bag.id);
    const events = await t.ctx.db.select().from(trackingEvents).where(eq(trackingEvents.shipment_id, awb.id));
    expect(events.find((e) => e.code === 'BAGGED')).toMatchObject({ public: true, document_number: bag.number, place: 'JAKARTA' });
  });

  it('refuses the wrong scans with their reason, and changes nothing', async () => {
    const bag = await openBag();
    const other = await openBag();
    const inOther = await bookedAwb(ids.gubeng);
    expect((await scan(other.id, inOther.number)).status).toBe(200);
    const draft = await create(t, counter, '/api/operational/create/shipment', {
      payment_type: 'CASH', office_id: ids.office, origin_area_id: ids.gambir, destination_area_id: ids.gubeng, service_id: ids.reg,
      shipper_name: 'A', shipper_phone: '0812 3456 7890', shipper_address: 'Jl. A 1', consignee_name: 'B', consignee_phone: '0813 9876 5432', consignee_address: 'Jl. B 2',
      goods_description: 'Buku', koli: [{ weight_kg: 1 }], payment_method: 'CASH', amount_received: 100_000,
    });
    const cancelled = await bookedAwb(ids.gubeng);
    expect((await t.call('PUT', `/api/operational/update/shipment/cancel/${cancelled.id}`, { token: counter, body: { version: cancelled.version, reason: 'WRONG_INPUT' } })).status).toBe(200);
    const here = await bookedAwb(ids.gubeng);
    expect((await scan(bag.id, here.number)).status).toBe(200);
    const before = await readBag(bag.id);
    const cases: [string, string, string][] = [
      ['999999999999', 'AWB 999999999999 not found', 'awb'],
      [draft.number, `AWB ${draft.number} is not booked yet`, 'awb'],
      [cancelled.number, `AWB ${cancelled.number} is cancelled`, 'awb'],
      [here.number, `AWB ${here.number} is already in this bag`, 'awb'],
      [inOther.number, `AWB ${inOther.number} is already in bag ${other.number}`, 'awb'],
    ];
    for (const [awb, message, field] of cases) {
      const res = await scan(bag.id, awb);
      expect([res.status, res.body.message, Object.keys(res.body.errors ?? {})], awb).toEqual([409, message, [field]]);
    }
    expect(await readBag(bag.id)).toMatchObject({ awb_count: 1, version: before.version, lines: { items: [expect.objectContaining({ awb: here.number })] } });
    expect(await bagOf(inOther.id)).toBe(other.id);
  });

  it('an AWB for a district another branch serves goes in only with a reason, which its line and the audit keep', async () => {
    const bag = await openBag(ids.sby);
    const toMedan = await bookedAwb(ids.medan);
    const refused = await scan(bag.id, toMedan.number);
    expect([refused.status, refused.body.message, Object.keys(refused.body.errors)]).toEqual([
      409,
      `AWB ${toMedan.number} goes to Medan (MDN), not served through this bag's destination Surabaya: give a reason to bag it anyway`,
      ['override_reason'],
    ]);
    expect(await bagOf(toMedan.id)).toBeNull();
    expect((await scan(bag.id, toMedan.number, { override_reason: 'Last flight to Medan gone; via Surabaya' })).status).toBe(200);
    expect((await readBag(bag.id)).lines.items[0]).toMatchObject({ awb: toMedan.number, override_reason: 'Last flight to Medan gone; via Surabaya' });
    const audit = await t.ctx.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'shipping-bag'), eq(auditLogs.entityId, String(bag.id)), eq(auditLogs.action, 'scan')));
    expect(audit.map((a) => a.after)).toEqual([expect.objectContaining({ lines: { items: { added: [expect.objectContaining({ awb: toMedan.number, override_reason: 'Last flight to Medan gone; via Surabaya' })] } } })]);
  });

  it('a bag to a hub is no wildcard: an AWB whose district the hub does not serve asks for a reason too (issue 22)', async () => {
    const hubBag = await openBag(ids.hub);
    const toMedan = await bookedAwb(ids.medan);
    const refused = await scan(hubBag.id, toMedan.number);
    expect([refused.status, refused.body.message, Object.keys(refused.body.errors ?? {})]).toEqual([
      409,
      `AWB ${toMedan.number} goes to Medan (MDN), not served through this bag's destination Hub Cakung: give a reason to bag it anyway`,
      ['override_reason'],
    ]);
    expect(await bagOf(toMedan.id)).toBeNull();
    expect((await scan(hubBag.id, toMedan.number, { override_reason: 'Medan sorted at Cakung this week' })).status).toBe(200);
    expect(await bagOf(toMedan.id)).toBe(hubBag.id);
  });

  it('two bags scanning the same AWB at once: exactly one gets it', async () => {
    const [a, b] = [await openBag(), await openBag()];
    const awb = await bookedAwb(ids.gubeng);
    const results = await Promise.all([scan(a.id, awb.number), scan(b.id, awb.number)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results[0].status === 200 ? a : b;
    expect(await bagOf(awb.id)).toBe(winner.id);
    const counts = [(await readBag(a.id)).awb_count, (await readBag(b.id)).awb_count];
    expect(counts.sort()).toEqual([0, 1]);
  });

  it('a burst of scans into one bag: every one taken, in order of arrival, none doubled', async () => {
    const bag = await openBag();
    const awbs = [];
    for (let i = 0; i < 8; i++) awbs.push(await bookedAwb(ids.gubeng));
    const results = await Promise.all(awbs.map((a) => scan(bag.id, a.number)));
    expect(results.map((r) => r.status)).toEqual(awbs.map(() => 200));
    const read = await readBag(bag.id);
    expect(read).toMatchObject({ awb_count: 8, koli_count: 8, weight_kg: 20 });
    expect(read.lines.items.map((l) => l.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(read.lines.items.map((l) => l.awb))).toEqual(new Set(awbs.map((a) => a.number)));
  });

  it('takes an AWB out again while open; it may then go into another bag', async () => {
    const bag = await openBag();
    const [first, second] = [await bookedAwb(ids.gubeng), await bookedAwb(ids.gubeng)];
    await scan(bag.id, first.number);
    await scan(bag.id, second.number);
    const out = await t.call('PUT', `${BAG}/takeOut/${bag.id}`, { token: dispatcher, body: { awb: first.number } });
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({ awb_count: 1, koli_count: 1, weight_kg: 2.5 });
    expect((await readBag(bag.id)).lines.items.map((l) => l.awb)).toEqual([second.number]);
    expect(await bagOf(first.id)).toBeNull();
    const again = await t.call('PUT', `${BAG}/takeOut/${bag.id}`, { token: dispatcher, body: { awb: first.number } });
    expect([again.status, again.body.message]).toEqual([409, `AWB ${first.number} is not in this bag`]);
    const other = await openBag();
    expect((await scan(other.id, first.number)).status).toBe(200);
  });

  it('seals with a seal number (one seal, one live bag); a sealed bag takes no more scans; the label prints', async () => {
    const empty = await openBag();
    const refused = await t.call('PUT', `${BAG}/book/${empty.id}`, { token: dispatcher, body: { version: empty.version, seal_number: 'SL-1' } });
    expect([refused.status, refused.body.message]).toEqual([409, 'An empty bag cannot be sealed: scan its AWBs first']);
    const bag = await openBag();
    await scan(bag.id, (await bookedAwb(ids.gubeng)).number);
    const current = await readBag(bag.id);
    const sealed = await t.call('PUT', `${BAG}/book/${bag.id}`, { token: dispatcher, body: { version: current.version, seal_number: 'sl-20261124-01' } });
    expect(sealed.status).toBe(200);
    expect(sealed.body.data).toMatchObject({ stage: 'booked', status: 'SEALED', seal_number: 'SL-20261124-01', booked_by: 'dispatcher' });
    const late = await scan(bag.id, (await bookedAwb(ids.gubeng)).number);
    expect(late.status).toBe(409);
    const second = await openBag();
    await scan(second.id, (await bookedAwb(ids.gubeng)).number);
    const twice = await t.call('PUT', `${BAG}/book/${second.id}`, { token: dispatcher, body: { version: (await readBag(second.id)).version, seal_number: 'SL-20261124-01' } });
    expect([twice.status, twice.body.errors?.seal_number]).toEqual([409, [`Already on bag ${bag.number}`]]);
    const label = await t.call('GET', `/api/operational/print/shipping-bag/label/${bag.id}`, { token: dispatcher });
    expect(label.status).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('two bags sealed with the same seal number at once: exactly one gets it', async () => {
    const bags = [await openBag(), await openBag()];
    for (const bag of bags) await scan(bag.id, (await bookedAwb(ids.gubeng)).number);
    const versions = await Promise.all(bags.map(async (b) => (await readBag(b.id)).version));
    const results = await Promise.all(bags.map((b, i) => t.call('PUT', `${BAG}/book/${b.id}`, { token: dispatcher, body: { version: versions[i], seal_number: 'SL-RACE-1' } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('an AWB in a bag cannot be cancelled (the bag is named); cancelling the bag takes every AWB out, its lines stay', async () => {
    const bag = await openBag();
    const [a, b] = [await bookedAwb(ids.gubeng), await bookedAwb(ids.gubeng)];
    await scan(bag.id, a.number);
    await scan(bag.id, b.number);
    const held = await t.call('PUT', `/api/operational/update/shipment/cancel/${a.id}`, { token: counter, body: { version: (await t.call('GET', `/api/operational/get/shipment/${a.id}`, { token: counter })).body.data.version, reason: 'WRONG_INPUT' } });
    expect([held.status, held.body.message]).toEqual([409, `Shipment ${a.number} is held by shipping bag ${bag.number}: release it there first`]);
    const current = await readBag(bag.id);
    expect((await t.call('PUT', `${BAG}/cancel/${bag.id}`, { token: dispatcher, body: { version: current.version } })).status).toBe(400);
    const cancelled = await t.call('PUT', `${BAG}/cancel/${bag.id}`, { token: dispatcher, body: { version: current.version, reason: 'WRONG_INPUT', note: 'Wrong destination' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ stage: 'cancelled', status: 'CANCELLED', cancel_reason: 'WRONG_INPUT' });
    expect(cancelled.body.data.lines.items).toHaveLength(2);
    expect([await bagOf(a.id), await bagOf(b.id)]).toEqual([null, null]);
    const events = await t.ctx.db.select().from(trackingEvents).where(eq(trackingEvents.shipment_id, a.id));
    expect(events.map((e) => e.code)).toEqual(expect.arrayContaining(['BAGGED', 'UNBAGGED']));
  });
});
