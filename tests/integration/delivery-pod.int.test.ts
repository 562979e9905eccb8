import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { podImages, shipments, trackingEvents } from '@/lib/server/db/schema/documents';
import { create, setUpOperations, type Operations, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * The last mile through the API, as the Surabaya dispatcher: AWBs received from a manifest go on a
 * courier's runsheet (only those here), out for delivery, then each gets its delivery status (delivered
 * with a signature; failed → again, or returned with a return AWB), cancels put things back; a vendor
 * hand-over with its costs; a courier's stop; the paper PODs sent back and received at origin.
 */

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe.each(testEngines())('delivery and POD (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let dispatcher: string;
  let ids: Operations['ids'];
  let bookedAwb: Operations['bookedAwb'];
  let departedManifest: Operations['departedManifest'];

  const put = (path: string, body: Record<string, unknown>) => t.call('PUT', `/api/operational/update/${path}`, { token: dispatcher, body });
  const read = async (doc: string, id: number) => (await t.call('GET', `/api/operational/get/${doc}/${id}`, { token: dispatcher })).body.data as Row & { lines: Record<string, Row[]> };
  const shipment = async (id: number) => (await t.ctx.db.select().from(shipments).where(eq(shipments.id, id)))[0];
  const codes = async (id: number) => (await t.ctx.db.select({ code: trackingEvents.code }).from(trackingEvents).where(eq(trackingEvents.shipment_id, id))).map((e) => e.code);

  /** AWBs to Gubeng, carried Jakarta → Surabaya loose on a manifest and received at the Surabaya warehouse. */
  const receivedInSurabaya = async (n: number, cod = 0) => {
    const awbs: Row[] = [];
    for (let i = 0; i < n; i++) awbs.push(await bookedAwb(ids.gubeng));
    if (cod) for (const a of awbs) await t.ctx.db.update(shipments).set({ cod_amount: cod }).where(eq(shipments.id, a.id));
    const { manifest } = await departedManifest([], awbs);
    const incoming = await create(t, dispatcher, '/api/operational/create/incoming', { office_id: ids.sbyOffice, manifest: manifest.number });
    let last = incoming;
    for (const a of awbs) last = (await put(`incoming/scan/${incoming.id}`, { code: a.number })).body.data;
    expect((await put(`incoming/book/${incoming.id}`, { version: last.version })).status).toBe(200);
    return awbs;
  };
  const openRunsheet = () => create(t, dispatcher, '/api/operational/create/delivery-runsheet', { office_id: ids.sbyOffice, driver_id: ids.driver, vehicle_id: ids.vehicle, request_id: randomUUID() });
  const dispatched = async (awbs: Row[]) => {
    const r = await openRunsheet();
    let last = r;
    for (const a of awbs) last = (await put(`delivery-runsheet/scan/${r.id}`, { awb: a.number })).body.data;
    const out = await put(`delivery-runsheet/book/${r.id}`, { version: last.version });
    expect(out.status).toBe(200);
    return out.body.data as Row;
  };
  const pod = (awb: Row, body: Record<string, unknown>) =>
    t.call('POST', '/api/operational/create/delivery-status', {
      token: dispatcher,
      body: { office_id: ids.sbyOffice, awb: awb.number, event_at: new Date().toISOString(), request_id: randomUUID(), ...body },
    });
  const delivered = { result: 'DELIVERED', receiver_name: 'Siti', receiver_relation: 'SPOUSE', signature: SIGNATURE };

  beforeAll(async () => {
    ({ admin, dispatcher, ids, bookedAwb, departedManifest } = await setUpOperations(t));
  });

  it('a runsheet takes only AWBs received here, sums the COD, and dispatch puts them out for delivery', async () => {
    const [a, b] = await receivedInSurabaya(2, 150_000);
    const notHere = await bookedAwb(ids.gubeng); // still at the Jakarta counter
    const r = await openRunsheet();
    expect(r.number).toMatch(/^DRS-SBY-\d{4}-\d{5}$/);
    // the courier by name (the driver record is named after its employee), the licence to tell two apart
    expect(r.driver_id_label).toBe('Agus Salim (SIM-JKT-9001)');
    const refused = await put(`delivery-runsheet/scan/${r.id}`, { awb: notHere.number });
    expect([refused.status, refused.body.message]).toEqual([409, `AWB ${notHere.number} is at Jakarta, not here`]);
    expect((await put(`delivery-runsheet/scan/${r.id}`, { awb: a.number })).body.data).toMatchObject({ awb_count: 1, cod_total: 150_000 });
    const twice = await put(`delivery-runsheet/scan/${r.id}`, { awb: a.number });
    expect(twice.body.message).toBe(`AWB ${a.number} is already on this runsheet`);
    const other = await openRunsheet();
    expect((await put(`delivery-runsheet/scan/${other.id}`, { awb: a.number })).body.message).toBe(`AWB ${a.number} is already on runsheet ${r.number}`);
    const last = (await put(`delivery-runsheet/scan/${r.id}`, { awb: b.number })).body.data as Row;
    expect(last).toMatchObject({ awb_count: 2, cod_total: 300_000 });
    const out = await put(`delivery-runsheet/book/${r.id}`, { version: last.version });
    expect(out.body.data).toMatchObject({ stage: 'booked', status: 'OUT' });
    expect(await shipment(a.id)).toMatchObject({ status: 'out_for_delivery', delivery_runsheet_id: r.id });
    expect(await codes(a.id)).toContain('OUT_FOR_DELIVERY');
    const print = await t.call('GET', `/api/operational/print/delivery-runsheet/runsheet/${r.id}`, { token: dispatcher });
    expect([print.status, print.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it('a parcel received damaged goes onto a runsheet with a warning naming the incoming and the damage; a sound one without (issue 22)', async () => {
    const [sound, crushed] = [await bookedAwb(ids.gubeng), await bookedAwb(ids.gubeng)];
    const { manifest } = await departedManifest([], [sound, crushed]);
    const incoming = await create(t, dispatcher, '/api/operational/create/incoming', { office_id: ids.sbyOffice, manifest: manifest.number });
    expect((await put(`incoming/scan/${incoming.id}`, { code: sound.number })).status).toBe(200);
    const last = (await put(`incoming/scan/${incoming.id}`, { code: crushed.number, damaged: true, note: 'Kardus penyok' })).body.data as Row;
    expect((await put(`incoming/book/${incoming.id}`, { version: last.version })).status).toBe(200);
    const r = await openRunsheet();
    const plain = await put(`delivery-runsheet/scan/${r.id}`, { awb: sound.number });
    expect([plain.status, plain.body.data.warning]).toEqual([200, undefined]);
    const warned = await put(`delivery-runsheet/scan/${r.id}`, { awb: crushed.number });
    expect(warned.status).toBe(200);
    expect(warned.body.data).toMatchObject({
      awb_count: 2,
      warning: `AWB ${crushed.number} was received damaged (${incoming.number}: Kardus penyok): check the parcel with the courier before it goes out`,
    });
    expect((await read('delivery-runsheet', r.id)).lines.awbs.map((l) => l.awb)).toEqual([sound.number, crushed.number]);
  });

  it('delivered with a signature and the COD; failed then delivered on a new runsheet; the runsheet done; cancel restores', async () => {
    const [a, b] = await receivedInSurabaya(2, 50_000);
    const r = await dispatched([a, b]);
    const noCod = await pod(a, { ...delivered, cod_collected: 0 });
    expect([noCod.status, Object.keys(noCod.body.errors)]).toEqual([400, ['cod_collected']]);
    expect((await pod(a, { result: 'DELIVERED', receiver_name: 'Siti', receiver_relation: 'SPOUSE', cod_collected: 50_000 })).body.errors).toHaveProperty('signature');
    // the signature is decoded on the server: bytes that are not a picture are refused at the field, nothing stored
    const notAPicture = await pod(a, { ...delivered, signature: 'data:image/png;base64,AAAAAAAA', cod_collected: 50_000 });
    expect([notAPicture.status, Object.keys(notAPicture.body.errors)]).toEqual([400, ['signature']]);
    expect(await shipment(a.id)).toMatchObject({ status: 'out_for_delivery' });
    const ok = await pod(a, { ...delivered, cod_collected: 50_000 });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ stage: 'booked', status: 'DELIVERED', runsheet_number: r.number, previous_status: 'out_for_delivery' });
    expect(ok.body.data.number).toMatch(/^POD-SBY-\d{4}-\d{6}$/);
    const [image] = await t.ctx.db.select().from(podImages).where(eq(podImages.id, ok.body.data.signature_id));
    expect(image).toMatchObject({ kind: 'SIGNATURE', content_type: 'image/png' });
    expect(image.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await shipment(a.id)).toMatchObject({ status: 'delivered' });
    const podOnTracking = async () => (await t.call('GET', `/api/operational/get/tracking?q=${a.number}`, { token: dispatcher })).body.data.shipments[0].pod;
    expect(await podOnTracking()).toMatchObject({ number: ok.body.data.number, receiver_name: 'Siti', signature_url: `/api/operational/get/pod-image/${ok.body.data.signature_id}` });
    expect((await pod(a, { ...delivered, cod_collected: 50_000 })).body.message).toBe(`AWB ${a.number} is already delivered`);

    const failed = await pod(b, { result: 'FAILED', failure_reason: 'NOT_AT_HOME', next_step: 'REDELIVER' });
    expect(failed.status).toBe(201);
    expect(await shipment(b.id)).toMatchObject({ status: 'delivery_failed', delivery_runsheet_id: null });
    const [failedEvent] = await t.ctx.db.select({ text: trackingEvents.text, public: trackingEvents.public }).from(trackingEvents).where(eq(trackingEvents.document_number, failed.body.data.number));
    expect(failedEvent).toEqual({ text: 'Paket gagal diantar: penerima tidak di tempat', public: true });
    expect(await read('delivery-runsheet', r.id)).toMatchObject({ status: 'DONE', delivered_count: 1, failed_count: 1, cod_collected: 50_000 });
    const again = await dispatched([b]);
    expect((await pod(b, { ...delivered, cod_collected: 50_000 })).body.data).toMatchObject({ runsheet_number: again.number });

    // cancelling the first result puts the AWB back out on its runsheet, pending
    const cancelled = await t.call('PUT', `/api/operational/update/delivery-status/cancel/${ok.body.data.id}`, { token: dispatcher, body: { version: ok.body.data.version, reason: 'WRONG_INPUT' } });
    expect(cancelled.status).toBe(200);
    expect(await shipment(a.id)).toMatchObject({ status: 'out_for_delivery', delivered_at: null, delivery_runsheet_id: r.id });
    expect(await podOnTracking()).toBeNull();
    expect(await read('delivery-runsheet', r.id)).toMatchObject({ status: 'OUT', delivered_count: 0, cod_collected: 0 });
    // the failed one cannot be cancelled now: the AWB moved on (delivered on another runsheet)
    const moved = await t.call('PUT', `/api/operational/update/delivery-status/cancel/${failed.body.data.id}`, { token: dispatcher, body: { version: failed.body.data.version, reason: 'WRONG_INPUT' } });
    expect([moved.status, moved.body.message]).toEqual([409, expect.stringContaining('has moved on since')]);
  });

  it('failed with return to shipper books a linked return AWB; cancelling the result cancels it', async () => {
    const [a] = await receivedInSurabaya(1);
    await dispatched([a]);
    expect((await pod(a, { result: 'FAILED', failure_reason: 'OTHER', next_step: 'RETURN' })).body.errors).toHaveProperty('note');
    const res = await pod(a, { result: 'FAILED', failure_reason: 'REFUSED', next_step: 'RETURN' });
    expect(res.status).toBe(201);
    const ret = await shipment(res.body.data.return_shipment_id);
    expect(ret).toMatchObject({ number: `R${a.number}`, return_of_id: a.id, stage: 'booked', status: 'pending', consignee_name: 'Toko Sinar Jaya', origin_area_id: ids.gubeng, destination_area_id: ids.gambir, total: 0 });
    expect(await shipment(a.id)).toMatchObject({ status: 'return_to_sender' });
    expect(await codes(a.id)).toEqual(expect.arrayContaining(['DELIVERY_FAILED', 'RETURN_BOOKED']));
    // the return's label is scanned at tracking like any AWB
    const scanned = (await t.call('GET', `/api/operational/get/tracking?q=r${a.number}`, { token: dispatcher })).body.data;
    expect([scanned.kind, scanned.shipments.map((s: { awb: string; return_of_id: number }) => [s.awb, s.return_of_id]), scanned.missing]).toEqual(['awb', [[`R${a.number}`, a.id]], []]);
    const cancelled = await t.call('PUT', `/api/operational/update/delivery-status/cancel/${res.body.data.id}`, { token: dispatcher, body: { version: res.body.data.version, reason: 'WRONG_INPUT' } });
    expect(cancelled.status).toBe(200);
    expect(await shipment(ret.id)).toMatchObject({ stage: 'cancelled' });
    expect(await shipment(a.id)).toMatchObject({ status: 'out_for_delivery' });
  });

  it('a runsheet with results cannot be cancelled; an open one releases its AWBs', async () => {
    const [a, b] = await receivedInSurabaya(2);
    const r = await dispatched([a]);
    await pod(a, { ...delivered, cod_collected: 0 });
    const current = await read('delivery-runsheet', r.id);
    const refused = await put(`delivery-runsheet/cancel/${r.id}`, { version: current.version, reason: 'WRONG_INPUT' });
    expect([refused.status, refused.body.message]).toEqual([409, 'Delivery results are recorded on it: cancel those delivery statuses first']);
    const open = await openRunsheet();
    const [c] = await receivedInSurabaya(1, 20_000);
    await put(`delivery-runsheet/scan/${open.id}`, { awb: c.number });
    // scanned by mistake: taken off again, its counters and COD with it, free for another runsheet
    const off = await put(`delivery-runsheet/takeOut/${open.id}`, { awb: c.number });
    expect(off.body.data).toMatchObject({ awb_count: 0, cod_total: 0 });
    expect((await shipment(c.id)).delivery_runsheet_id).toBeNull();
    expect((await put(`delivery-runsheet/takeOut/${open.id}`, { awb: c.number })).body.message).toBe(`${c.number} is not on this runsheet`);
    const last = (await put(`delivery-runsheet/scan/${open.id}`, { awb: b.number })).body.data as Row;
    expect((await put(`delivery-runsheet/cancel/${open.id}`, { version: last.version, reason: 'WRONG_INPUT' })).status).toBe(200);
    expect((await shipment(b.id)).delivery_runsheet_id).toBeNull();
  });

  it('a vendor hand-over prices each AWB from the vendor rates or as entered, hands over, and the vendor POD is entered by AWB', async () => {
    const vendor = await create(t, admin, '/api/datamaster/create/vendor', {
      code: 'LMX', name: 'Lastmile Express', kind: 'LAST_MILE', coverage: 'Madura', bank_name: 'BCA', bank_account_no: '55555', bank_account_name: 'PT LMX', top_days: 14, rate_per_awb: 5_000, rate_per_kg: 2_000,
    });
    const [a, b] = await receivedInSurabaya(2);
    const h = await create(t, dispatcher, '/api/operational/create/vendor-handover', { office_id: ids.sbyOffice, vendor_id: vendor.id, vendor_reference: 'LMX-771' });
    expect(h.number).toMatch(/^DV-SBY-/);
    expect((await put(`vendor-handover/scan/${h.id}`, { awb: a.number, vendor_awb: 'LMX0001' })).body.data).toMatchObject({ awb_count: 1, cost_total: 5_000 + 2_000 * 3 });
    const last = (await put(`vendor-handover/scan/${h.id}`, { awb: b.number, cost: 12_500 })).body.data as Row;
    expect(last).toMatchObject({ cost_total: 11_000 + 12_500 });
    const set = (await put(`vendor-handover/setItem/${h.id}`, { awb: a.number, vendor_awb: 'LMX0001', cost: 9_000 })).body.data as Row;
    expect(set.cost_total).toBe(9_000 + 12_500);
    expect((await pod(a, { ...delivered, cod_collected: 0 })).body.message).toContain('not handed over yet');
    expect((await put(`vendor-handover/book/${h.id}`, { version: set.version })).body.data).toMatchObject({ status: 'HANDED_OVER' });
    expect(await codes(a.id)).toContain('HANDED_TO_VENDOR');
    expect((await pod(a, { ...delivered, cod_collected: 0 })).status).toBe(201);
    const print = await t.call('GET', `/api/operational/print/vendor-handover/handover/${h.id}`, { token: dispatcher });
    expect(print.status).toBe(200);
    // a delivery result is recorded on it: no cancel
    const refused = await put(`vendor-handover/cancel/${h.id}`, { version: (await read('vendor-handover', h.id)).version, reason: 'WRONG_INPUT' });
    expect([refused.status, refused.body.message]).toEqual([409, `AWB ${a.number} already has a delivery result: cancel that delivery status first`]);
  });

  it('a vendor hand-over takes an AWB off while open; cancel takes every AWB back', async () => {
    const [a, b] = await receivedInSurabaya(2);
    const h = await create(t, dispatcher, '/api/operational/create/vendor-handover', { office_id: ids.sbyOffice, vendor_id: ids.vendor });
    await put(`vendor-handover/scan/${h.id}`, { awb: a.number, cost: 10_000 });
    await put(`vendor-handover/scan/${h.id}`, { awb: b.number, cost: 7_000 });
    expect((await put(`vendor-handover/takeOut/${h.id}`, { awb: a.number })).body.data).toMatchObject({ awb_count: 1, cost_total: 7_000 });
    expect((await shipment(a.id)).vendor_handover_id).toBeNull();
    const current = await read('vendor-handover', h.id);
    expect((await put(`vendor-handover/book/${h.id}`, { version: current.version })).status).toBe(200);
    const cancelled = await put(`vendor-handover/cancel/${h.id}`, { version: (await read('vendor-handover', h.id)).version, reason: 'WRONG_INPUT' });
    expect(cancelled.body.data).toMatchObject({ stage: 'cancelled', status: 'CANCELLED' });
    expect((await shipment(b.id)).vendor_handover_id).toBeNull();
    expect(await codes(b.id)).toContain('VENDOR_HANDOVER_CANCELLED');
  });

  it('records a courier stop with its location or typed place', async () => {
    const [a] = await receivedInSurabaya(1);
    const r = await dispatched([a]);
    const body = { office_id: ids.sbyOffice, driver_id: ids.driver, delivery_runsheet_id: r.id, stopped_at: new Date().toISOString(), awbs: [a.number] };
    const nowhere = await t.call('POST', '/api/operational/create/stop-point', { token: dispatcher, body });
    expect([nowhere.status, Object.keys(nowhere.body.errors)]).toEqual([400, ['place']]);
    const stop = await create(t, dispatcher, '/api/operational/create/stop-point', { ...body, latitude: -7.2756, longitude: 112.7526, accuracy_m: 12, note: 'Menunggu penerima' });
    expect(stop).toMatchObject({ stage: 'booked', status: 'RECORDED', runsheet_number: r.number, awb_count: 1, latitude: -7.2756 });
    const unknown = await t.call('POST', '/api/operational/create/stop-point', { token: dispatcher, body: { ...body, place: 'Pasar Atom', awbs: ['999999999999'] } });
    expect([unknown.status, Object.keys(unknown.body.errors)]).toEqual([400, ['awbs']]);
    // recorded by mistake: cancelled with its reason
    const cancelled = await put(`stop-point/cancel/${stop.id}`, { version: stop.version, reason: 'WRONG_INPUT', note: 'Wrong courier' });
    expect(cancelled.body.data).toMatchObject({ stage: 'cancelled', cancel_reason: 'WRONG_INPUT', cancel_note: 'Wrong courier' });
  });

  it('paper PODs go back to origin and are received there; missing ones stay outstanding', async () => {
    const [a, b, c] = await receivedInSurabaya(3);
    await dispatched([a, b, c]);
    for (const x of [a, b]) expect((await pod(x, { ...delivered, cod_collected: 0 })).status).toBe(201);
    const ret = await create(t, dispatcher, '/api/operational/create/pod-return', { office_id: ids.sbyOffice, destination_branch_id: ids.jkt, sent_via: 'Manifest MF-SBY' });
    expect((await put(`pod-return/scan/${ret.id}`, { awb: c.number })).body.message).toBe(`AWB ${c.number} is not delivered: there is no signed POD yet`);
    await put(`pod-return/scan/${ret.id}`, { awb: a.number });
    // a paper put in the wrong envelope comes out again, and a draft return cancelled frees its papers
    const spare = await create(t, dispatcher, '/api/operational/create/pod-return', { office_id: ids.sbyOffice, destination_branch_id: ids.jkt });
    expect((await put(`pod-return/scan/${spare.id}`, { awb: a.number })).body.message).toBe(`AWB ${a.number} is already in POD return ${ret.number}`);
    await put(`pod-return/scan/${spare.id}`, { awb: b.number });
    expect((await put(`pod-return/takeOut/${spare.id}`, { awb: b.number })).body.data).toMatchObject({ awb_count: 0 });
    const again = (await put(`pod-return/scan/${spare.id}`, { awb: b.number })).body.data as Row;
    expect((await put(`pod-return/cancel/${spare.id}`, { version: again.version, reason: 'WRONG_INPUT' })).status).toBe(200);
    expect((await shipment(b.id)).pod_return_id).toBeNull();
    const last = (await put(`pod-return/scan/${ret.id}`, { awb: b.number })).body.data as Row;
    expect(last.awb_count).toBe(2);
    const early = await t.call('POST', '/api/operational/create/pod-reception', { token: dispatcher, body: { office_id: ids.office, pod_return: ret.number } });
    expect(early.body.message).toBe(`POD return ${ret.number} has not been sent yet`);
    expect((await put(`pod-return/book/${ret.id}`, { version: last.version })).body.data).toMatchObject({ status: 'SENT' });
    expect(await codes(a.id)).toContain('POD_PAPER_SENT');
    const cover = await t.call('GET', `/api/operational/print/pod-return/cover/${ret.id}`, { token: dispatcher });
    expect(cover.status).toBe(200);

    const wrongBranch = await t.call('POST', '/api/operational/create/pod-reception', { token: dispatcher, body: { office_id: ids.sbyOffice, pod_return: ret.number } });
    expect(wrongBranch.status).toBe(409);
    const rec = await create(t, dispatcher, '/api/operational/create/pod-reception', { office_id: ids.office, pod_return: ret.number });
    expect(rec).toMatchObject({ expected_count: 2, status: 'RECEIVING' });
    const scanned = (await put(`pod-reception/scan/${rec.id}`, { awb: a.number })).body.data as Row;
    expect((await shipment(a.id)).pod_paper_received_at).not.toBeNull();
    expect(await codes(a.id)).toContain('POD_PAPER_RECEIVED');
    const done = (await put(`pod-reception/book/${rec.id}`, { version: scanned.version })).body.data as Row;
    expect(done).toMatchObject({ status: 'INCOMPLETE', missing_count: 1, received_count: 1 });
    // the return is held by its reception: not cancelled at the sender
    const held = await put(`pod-return/cancel/${ret.id}`, { version: (await read('pod-return', ret.id)).version, reason: 'WRONG_INPUT' });
    expect([held.status, held.body.message]).toEqual([409, expect.stringContaining(`held by pod reception ${rec.number}`)]);
    // the missing one turns up
    expect((await put(`pod-reception/scan/${rec.id}`, { awb: b.number })).body.data).toMatchObject({ status: 'RECEIVED', missing_count: 0 });
    const cancel = await put(`pod-reception/cancel/${rec.id}`, { version: (await read('pod-reception', rec.id)).version, reason: 'WRONG_INPUT' });
    expect(cancel.status).toBe(200);
    expect((await shipment(a.id)).pod_paper_received_at).toBeNull();
  });
});
