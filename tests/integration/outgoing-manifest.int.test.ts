import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { shipments, shippingBags, trackingEvents } from '@/lib/server/db/schema/documents';
import { create, setUpOperations, type Operations, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * Outgoing manifests through the API, as the demo dispatcher: open one for a destination and a carrier,
 * scan sealed bags and loose AWBs (each refusal with its reason), take one off, depart (every AWB in
 * transit, with its event), print, cancel (everything released; a departed one's AWBs back at origin).
 */

const MF = '/api/operational/update/outgoing-manifest';

describe.each(testEngines())('outgoing manifests (%s)', (engine) => {
  const t = useTestApp(engine);
  let counter: string;
  let dispatcher: string;
  let ids: Operations['ids'];
  let bookedAwb: Operations['bookedAwb'];

  const departure = () => new Date(Date.now() + 3_600_000).toISOString();
  const openManifest = (extra: Record<string, unknown> = {}) =>
    create(t, dispatcher, '/api/operational/create/outgoing-manifest', {
      office_id: ids.office,
      destination_branch_id: ids.sby,
      moda_id: ids.air,
      carrier_type: 'FLEET',
      vehicle_id: ids.vehicle,
      driver_id: ids.driver,
      departure_at: departure(),
      request_id: randomUUID(),
      ...extra,
    });
  const scan = (id: number, code: string, extra: Record<string, unknown> = {}) => t.call('PUT', `${MF}/scan/${id}`, { token: dispatcher, body: { code, ...extra } });
  const read = async (id: number) => (await t.call('GET', `/api/operational/get/outgoing-manifest/${id}`, { token: dispatcher })).body.data as Row & { lines: { bags: Row[]; awbs: Row[] } };
  /** A sealed bag to Surabaya holding these AWBs. */
  const sealedBag = async (awbs: Row[], to = ids.sby) => {
    const bag = await create(t, dispatcher, '/api/operational/create/shipping-bag', { office_id: ids.office, destination_branch_id: to });
    for (const awb of awbs) expect((await t.call('PUT', `/api/operational/update/shipping-bag/scan/${bag.id}`, { token: dispatcher, body: { awb: awb.number } })).status).toBe(200);
    const current = (await t.call('GET', `/api/operational/get/shipping-bag/${bag.id}`, { token: dispatcher })).body.data;
    const sealed = await t.call('PUT', `/api/operational/update/shipping-bag/book/${bag.id}`, { token: dispatcher, body: { version: current.version, seal_number: `SL-${randomUUID().slice(0, 8)}` } });
    expect(sealed.status).toBe(200);
    return sealed.body.data as Row;
  };

  beforeAll(async () => {
    ({ counter, dispatcher, ids, bookedAwb } = await setUpOperations(t));
  });

  it('opens a manifest for a route and a carrier: our vehicle and driver, or a vendor; bad input at its field', async () => {
    const fleet = await openManifest();
    expect(fleet).toMatchObject({ stage: 'draft', status: 'OPEN', branch_id: ids.jkt, carrier_type: 'FLEET', bag_count: 0, awb_count: 0 });
    expect(fleet.number).toMatch(/^MF-JKT-\d{4}-\d{5}$/);
    const vendor = await openManifest({ carrier_type: 'VENDOR', vehicle_id: null, driver_id: null, vendor_id: ids.vendor, vendor_reference: 'GA 316', transit_branch_id: ids.hub });
    expect(vendor).toMatchObject({ vendor_id: ids.vendor, transit_branch_id: ids.hub });
    const cases: [Record<string, unknown>, string][] = [
      [{ vehicle_id: null }, 'vehicle_id'],
      [{ carrier_type: 'VENDOR' }, 'vendor_id'],
      [{ destination_branch_id: ids.jkt }, 'destination_branch_id'],
      [{ transit_branch_id: ids.sby }, 'transit_branch_id'],
      [{ departure_at: 'tomorrow' }, 'departure_at'],
    ];
    for (const [extra, field] of cases) {
      const res = await t.call('POST', '/api/operational/create/outgoing-manifest', {
        token: dispatcher,
        body: { office_id: ids.office, destination_branch_id: ids.sby, moda_id: ids.air, carrier_type: 'FLEET', vehicle_id: ids.vehicle, driver_id: ids.driver, departure_at: departure(), ...extra },
      });
      expect([res.status, Object.keys(res.body.errors ?? {})], JSON.stringify(extra)).toEqual([400, expect.arrayContaining([field])]);
    }
    expect((await t.call('POST', '/api/operational/create/outgoing-manifest', { token: counter, body: {} })).status).toBe(403);
  });

  it('takes sealed bags and loose AWBs; refuses what does not belong, with the reason', async () => {
    const manifest = await openManifest();
    const inBag = [await bookedAwb(ids.gubeng, [{ weight_kg: 2 }, { weight_kg: 3 }]), await bookedAwb(ids.gubeng)];
    const bag = await sealedBag(inBag);
    const loose = await bookedAwb(ids.gubeng);
    const first = await scan(manifest.id, String(bag.number).toLowerCase());
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ bag_count: 1, awb_count: 2, koli_count: 3, weight_kg: 7.5 });
    expect((await scan(manifest.id, loose.number)).body.data).toMatchObject({ bag_count: 1, awb_count: 3, koli_count: 4, weight_kg: 10 });
    const doc = await read(manifest.id);
    expect(doc.lines.bags).toEqual([expect.objectContaining({ bag_number: bag.number, seal_number: bag.seal_number, awb_count: 2 })]);
    expect(doc.lines.awbs).toEqual([expect.objectContaining({ awb: loose.number, position: 1 })]);

    const open = await create(t, dispatcher, '/api/operational/create/shipping-bag', { office_id: ids.office, destination_branch_id: ids.sby });
    const toMedanBag = await sealedBag([await bookedAwb(ids.medan)], ids.mdn);
    const other = await openManifest();
    const onOther = await bookedAwb(ids.gubeng);
    expect((await scan(other.id, onOther.number)).status).toBe(200);
    const cases: [string, string][] = [
      ['NOPE-1', 'No bag or AWB NOPE-1 found'],
      [String(open.number), `Bag ${open.number} is still open: close and seal it first`],
      [String(bag.number), `Bag ${bag.number} is already on this manifest`],
      [String(toMedanBag.number), `Bag ${toMedanBag.number} goes to Medan; this manifest to Surabaya`],
      [inBag[0].number, `AWB ${inBag[0].number} is in bag ${bag.number}: scan the bag`],
      [loose.number, `AWB ${loose.number} is already on this manifest`],
      [onOther.number, `AWB ${onOther.number} is already on manifest ${other.number}`],
    ];
    for (const [code, message] of cases) {
      const res = await scan(manifest.id, code);
      expect([res.status, res.body.message], code).toEqual([409, message]);
    }
    const toMedan = await bookedAwb(ids.medan);
    const refused = await scan(manifest.id, toMedan.number);
    expect([refused.status, Object.keys(refused.body.errors)]).toEqual([409, ['override_reason']]);
    expect((await scan(manifest.id, toMedan.number, { override_reason: 'Medan truck full' })).status).toBe(200);
    expect(await read(manifest.id)).toMatchObject({ bag_count: 1, awb_count: 4 });
  });

  it('two manifests scanning the same bag at once: exactly one gets it', async () => {
    const bag = await sealedBag([await bookedAwb(ids.gubeng)]);
    const [a, b] = [await openManifest(), await openManifest()];
    const results = await Promise.all([scan(a.id, String(bag.number)), scan(b.id, String(bag.number))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await t.ctx.db.select({ manifest: shippingBags.manifest_id }).from(shippingBags).where(eq(shippingBags.id, bag.id));
    expect(row.manifest).toBe(results[0].status === 200 ? a.id : b.id);
  });

  it('takes a bag or an AWB off while open', async () => {
    const manifest = await openManifest();
    const bag = await sealedBag([await bookedAwb(ids.gubeng)]);
    const loose = await bookedAwb(ids.gubeng);
    await scan(manifest.id, String(bag.number));
    await scan(manifest.id, loose.number);
    const off = await t.call('PUT', `${MF}/takeOut/${manifest.id}`, { token: dispatcher, body: { code: String(bag.number) } });
    expect(off.body.data).toMatchObject({ bag_count: 0, awb_count: 1 });
    expect((await t.call('PUT', `${MF}/takeOut/${manifest.id}`, { token: dispatcher, body: { code: loose.number } })).body.data).toMatchObject({ awb_count: 0, koli_count: 0 });
    const [bagRow] = await t.ctx.db.select({ manifest: shippingBags.manifest_id }).from(shippingBags).where(eq(shippingBags.id, bag.id));
    expect(bagRow.manifest).toBeNull();
    expect((await read(manifest.id)).lines).toEqual({ bags: [], awbs: [] });
  });

  it('departs: every AWB on it (bagged and loose) in transit with its event; held: the bag cannot be cancelled, nothing more scanned', async () => {
    const empty = await openManifest();
    const nothing = await t.call('PUT', `${MF}/book/${empty.id}`, { token: dispatcher, body: { version: empty.version } });
    expect([nothing.status, nothing.body.message]).toEqual([409, 'Nothing is loaded yet: scan its bags and AWBs first']);
    const manifest = await openManifest();
    const bagged = await bookedAwb(ids.gubeng);
    const bag = await sealedBag([bagged]);
    const loose = await bookedAwb(ids.gubeng);
    await scan(manifest.id, String(bag.number));
    await scan(manifest.id, loose.number);
    const departed = await t.call('PUT', `${MF}/book/${manifest.id}`, { token: dispatcher, body: { version: (await read(manifest.id)).version } });
    expect(departed.status).toBe(200);
    expect(departed.body.data).toMatchObject({ stage: 'booked', status: 'DEPARTED' });
    expect(departed.body.data.departed_at).toEqual(expect.any(String));
    const statuses = await t.ctx.db.select({ status: shipments.status }).from(shipments).where(inArray(shipments.id, [bagged.id, loose.id]));
    expect(statuses.map((s) => s.status)).toEqual(['in_transit', 'in_transit']);
    const events = await t.ctx.db.select().from(trackingEvents).where(inArray(trackingEvents.shipment_id, [bagged.id, loose.id]));
    const departures = events.filter((e) => e.code === 'DEPARTED');
    expect(departures).toHaveLength(2);
    expect(departures[0]).toMatchObject({ status: 'in_transit', public: true, text: 'Paket dikirim dari JAKARTA menuju SURABAYA', document_number: manifest.number });
    const bagNow = (await t.call('GET', `/api/operational/get/shipping-bag/${bag.id}`, { token: dispatcher })).body.data;
    const unbag = await t.call('PUT', `/api/operational/update/shipping-bag/cancel/${bag.id}`, { token: dispatcher, body: { version: bagNow.version, reason: 'WRONG_INPUT' } });
    expect([unbag.status, unbag.body.message]).toEqual([409, `Shipping bag ${bag.number} is held by outgoing manifest ${manifest.number}: release it there first`]);
    expect((await scan(manifest.id, (await bookedAwb(ids.gubeng)).number)).status).toBe(409);
    const pdf = await t.call('GET', `/api/operational/print/outgoing-manifest/manifest/${manifest.id}`, { token: dispatcher });
    expect([pdf.status, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
  });

  it('cancel releases its bags and AWBs; a departed one puts its AWBs back at origin with an event', async () => {
    const manifest = await openManifest();
    const bagged = await bookedAwb(ids.gubeng);
    const bag = await sealedBag([bagged]);
    const loose = await bookedAwb(ids.gubeng);
    await scan(manifest.id, String(bag.number));
    await scan(manifest.id, loose.number);
    const departed = await t.call('PUT', `${MF}/book/${manifest.id}`, { token: dispatcher, body: { version: (await read(manifest.id)).version } });
    const cancelled = await t.call('PUT', `${MF}/cancel/${manifest.id}`, { token: dispatcher, body: { version: departed.body.data.version, reason: 'WRONG_INPUT', note: 'Truck broke down' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ stage: 'cancelled', status: 'CANCELLED' });
    const [bagRow] = await t.ctx.db.select({ manifest: shippingBags.manifest_id }).from(shippingBags).where(eq(shippingBags.id, bag.id));
    expect(bagRow.manifest).toBeNull();
    const rows = await t.ctx.db.select({ id: shipments.id, status: shipments.status, manifest: shipments.manifest_id }).from(shipments).where(inArray(shipments.id, [bagged.id, loose.id]));
    expect(rows.map((r) => [r.status, r.manifest])).toEqual([['pending', null], ['pending', null]]);
    const events = await t.ctx.db.select({ code: trackingEvents.code }).from(trackingEvents).where(eq(trackingEvents.shipment_id, loose.id));
    expect(events.map((e) => e.code)).toEqual(expect.arrayContaining(['DEPARTED', 'DEPARTURE_CANCELLED']));
    // released: it may go on another manifest
    expect((await scan((await openManifest()).id, String(bag.number))).status).toBe(200);
  });
});
