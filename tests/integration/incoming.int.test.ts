import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditLogs } from '@/lib/server/db/schema';
import { documentTable, outgoingManifests, shipments, trackingEvents } from '@/lib/server/db/schema/documents';
import { columnOf } from '@/lib/server/db/schema/resources';
import { counterMove, knownAfter, writeHeaderLast } from '@/lib/server/documents/engine/header-write';
import { create, setUpOperations, type Operations, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * Incoming through the API, as the dispatcher at the Surabaya warehouse: receive a departed manifest
 * (its bags and AWBs expected), open the bag checking its seal, scan AWBs (received, damaged, extra),
 * finish (the rest missing; the manifest received), a missing one turning up later, cancel (all back).
 */

const IN = '/api/operational/update/incoming';

describe.each(testEngines())('incoming (%s)', (engine) => {
  const t = useTestApp(engine);
  let dispatcher: string;
  let ids: Operations['ids'];
  let bookedAwb: Operations['bookedAwb'];
  let departedManifest: Operations['departedManifest'];

  const receive = (manifest: string, office = ids.sbyOffice) =>
    t.call('POST', '/api/operational/create/incoming', { token: dispatcher, body: { office_id: office, manifest, request_id: randomUUID() } });
  const act = (action: string, id: number, body: Record<string, unknown>) => t.call('PUT', `${IN}/${action}/${id}`, { token: dispatcher, body });
  const read = async (id: number) => (await t.call('GET', `/api/operational/get/incoming/${id}`, { token: dispatcher })).body.data as Row & { lines: { bags: Row[]; items: Row[] } };
  const shipment = async (id: number) => (await t.ctx.db.select().from(shipments).where(eq(shipments.id, id)))[0];
  const codes = async (id: number) => (await t.ctx.db.select({ code: trackingEvents.code }).from(trackingEvents).where(eq(trackingEvents.shipment_id, id))).map((e) => e.code);

  beforeAll(async () => {
    ({ dispatcher, ids, bookedAwb, departedManifest } = await setUpOperations(t));
  });

  it('opens on a departed manifest for this branch: its bags and AWBs expected, the manifest held', async () => {
    const [a, b, c] = [await bookedAwb(ids.gubeng), await bookedAwb(ids.gubeng), await bookedAwb(ids.gubeng)];
    const { manifest, bag } = await departedManifest([a, b], [c], 'SEAL-001');
    const wrongBranch = await receive(manifest.number, ids.office);
    expect([wrongBranch.status, wrongBranch.body.message]).toEqual([409, `Manifest ${manifest.number} goes to Surabaya, not to Jakarta`]);
    expect((await receive('MF-NOPE')).status).toBe(400);
    const res = await receive(manifest.number.toLowerCase());
    expect(res.status).toBe(201);
    const incoming = res.body.data as Row & { lines: { bags: Row[]; items: Row[] } };
    expect(incoming).toMatchObject({ stage: 'draft', status: 'RECEIVING', branch_id: ids.sby, origin_branch_id: ids.jkt, manifest_number: manifest.number, bag_count: 1, expected_count: 3, received_count: 0 });
    expect(incoming.number).toMatch(/^IN-SBY-\d{4}-\d{5}$/);
    const full = await read(incoming.id);
    expect(full.lines.bags).toEqual([expect.objectContaining({ bag_number: bag!.number, seal_expected: 'SEAL-001', result: 'PENDING', awb_count: 2 })]);
    expect(full.lines.items.map((l) => [l.awb, l.bag_number, l.result])).toEqual(
      expect.arrayContaining([[a.number, bag!.number, 'PENDING'], [b.number, bag!.number, 'PENDING'], [c.number, null, 'PENDING']]),
    );
    const again = await receive(manifest.number);
    expect([again.status, again.body.message]).toEqual([409, expect.stringContaining('already being received')]);
    const cancelManifest = await t.call('PUT', `/api/operational/update/outgoing-manifest/cancel/${manifest.id}`, { token: dispatcher, body: { version: manifest.version, reason: 'WRONG_INPUT' } });
    expect([cancelManifest.status, cancelManifest.body.message]).toEqual([409, expect.stringContaining(`held by incoming ${incoming.number}`)]);
  });

  it('seal checked at opening; AWBs received, damaged, extra; wrong scans refused; finish marks the rest missing; late finds still count', async () => {
    const [a, b, c, x] = [await bookedAwb(ids.gubeng), await bookedAwb(ids.gubeng, [{ weight_kg: 4 }]), await bookedAwb(ids.gubeng), await bookedAwb(ids.gubeng)];
    const { manifest, bag } = await departedManifest([a, b], [c], 'SEAL-002');
    const incoming = (await receive(manifest.number)).body.data as Row;

    const early = await act('scan', incoming.id, { code: a.number });
    expect([early.status, early.body.message]).toEqual([409, `AWB ${a.number} is in bag ${bag!.number}: open the bag first (check its seal)`]);
    expect((await act('openBag', incoming.id, { code: 'BAG-NOPE', seal_number: 'X' })).status).toBe(409);
    const opened = await act('openBag', incoming.id, { code: bag!.number, seal_number: 'seal-999' });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ bags_opened: 1, seal_mismatch_count: 1 });
    expect((await act('openBag', incoming.id, { code: bag!.number, seal_number: 'SEAL-002' })).body.message).toBe(`Bag ${bag!.number} is already opened`);

    expect((await act('scan', incoming.id, { code: a.number })).body.data).toMatchObject({ received_count: 1, koli_count: 1, weight_kg: 2.5 });
    const twice = await act('scan', incoming.id, { code: a.number });
    expect([twice.status, twice.body.message, Object.keys(twice.body.errors)]).toEqual([409, `AWB ${a.number} is already received`, ['code']]);
    expect((await act('scan', incoming.id, { code: c.number, damaged: true, note: 'Kardus basah' })).body.data).toMatchObject({ received_count: 2, damaged_count: 1 });
    expect((await act('scan', incoming.id, { code: x.number })).body.data).toMatchObject({ extra_count: 1 });
    const unknown = await act('scan', incoming.id, { code: '999999999999' });
    expect([unknown.status, unknown.body.message]).toEqual([409, 'AWB 999999999999 not found']);

    const received = await shipment(a.id);
    expect(received).toMatchObject({ incoming_id: incoming.id, bag_id: null, manifest_id: null, status: 'in_transit' });
    expect(await codes(a.id)).toContain('ARRIVED');
    expect(await codes(c.id)).toContain('ARRIVED_DAMAGED');
    expect((await shipment(x.id)).incoming_id).toBe(incoming.id);

    const current = await read(incoming.id);
    const finished = await act('book', incoming.id, { version: current.version });
    expect(finished.status).toBe(200);
    expect(finished.body.data).toMatchObject({ stage: 'booked', status: 'EXCEPTIONS', missing_count: 1, received_count: 2, extra_count: 1 });
    const lines = (await read(incoming.id)).lines.items;
    expect(Object.fromEntries(lines.map((l) => [l.awb, [l.result, l.note]]))).toEqual({
      [a.number]: ['RECEIVED', null],
      [b.number]: ['MISSING', null],
      [c.number]: ['DAMAGED', 'Kardus basah'],
      [x.number]: ['EXTRA', null],
    });
    expect(await codes(b.id)).toContain('MISSING_ON_ARRIVAL');
    expect((await t.ctx.db.select().from(outgoingManifests).where(eq(outgoingManifests.id, manifest.id)))[0].status).toBe('RECEIVED');

    const late = await act('scan', incoming.id, { code: b.number });
    expect(late.body.data).toMatchObject({ missing_count: 0, received_count: 3, status: 'EXCEPTIONS' });
    expect((await shipment(b.id)).incoming_id).toBe(incoming.id);
  });

  it('a clean receipt ends RECEIVED; nothing received cannot be finished', async () => {
    const a = await bookedAwb(ids.gubeng);
    const { manifest } = await departedManifest([], [a]);
    const incoming = (await receive(manifest.number)).body.data as Row;
    const empty = await act('book', incoming.id, { version: incoming.version });
    expect([empty.status, empty.body.message]).toEqual([409, 'Nothing is received yet: open the bags and scan the AWBs first']);
    const scanned = (await act('scan', incoming.id, { code: a.number })).body.data as Row;
    // the scan's answer is the header as stored, and its audit row keeps what the scan moved
    const stored = await read(incoming.id);
    expect([scanned.version, scanned.received_count, scanned.updated_at, scanned.weight_kg]).toEqual([incoming.version + 1, 1, stored.updated_at, stored.weight_kg]);
    const [audit] = await t.ctx.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'incoming'), eq(auditLogs.entityId, String(incoming.id)), eq(auditLogs.action, 'scan')));
    const [line] = (incoming as Row & { lines: { items: Row[] } }).lines.items;
    expect([audit.before, audit.after]).toEqual([
      { received_count: 0, koli_count: 0, weight_kg: 0 },
      { received_count: 1, koli_count: line.koli_count, weight_kg: line.weight_kg },
    ]);
    expect((await act('book', incoming.id, { version: scanned.version })).body.data).toMatchObject({ status: 'RECEIVED', missing_count: 0 });
  });

  it('the header written last: with the side writes in one statement, or first on its own when a side write names its table', async () => {
    const a = await bookedAwb(ids.gubeng);
    const { manifest } = await departedManifest([], [a]);
    const incoming = (await receive(manifest.number)).body.data as Row;
    const table = documentTable('incoming');
    const set = { bags_opened: counterMove(sql`${columnOf(table, 'bags_opened')} + 2`, 2), notes: 'checked' };
    expect(knownAfter(incoming as never, set)).toMatchObject({ bags_opened: Number(incoming.bags_opened) + 2, notes: 'checked' });
    expect(knownAfter(incoming as never, { notes: sql`upper(notes)` })).toBeNull();
    // a side write on another table, and one on the header's own row: both apply, and so does the UPDATE
    const stored = await t.ctx.db.transaction(async (tx) => {
      const first = await writeHeaderLast(tx as never, 'incoming', incoming.id, set, [tx.update(shipments).set({ special_instructions: 'side' }).where(eq(shipments.id, a.id))]);
      const second = await writeHeaderLast(tx as never, 'incoming', incoming.id, { ...set, notes: 'twice' }, [tx.update(table).set({ completed_at: '2026-01-02T03:04:05Z' }).where(eq(columnOf(table, 'id'), incoming.id))]);
      return [first, second];
    });
    expect(stored).toEqual([
      { bags_opened: Number(incoming.bags_opened) + 2, notes: 'checked' },
      { bags_opened: Number(incoming.bags_opened) + 4, notes: 'twice' },
    ]);
    expect(await read(incoming.id)).toMatchObject({ bags_opened: Number(incoming.bags_opened) + 4, notes: 'twice', completed_at: expect.stringMatching(/^2026-01-02/) });
    expect((await shipment(a.id)).special_instructions).toBe('side');
  });

  it('cancel puts every AWB back in its bag and on its manifest, in transit; refused once one has moved on', async () => {
    const [a, b] = [await bookedAwb(ids.gubeng), await bookedAwb(ids.gubeng)];
    const { manifest, bag } = await departedManifest([a], [b], 'SEAL-003');
    const incoming = (await receive(manifest.number)).body.data as Row;
    await act('openBag', incoming.id, { code: bag!.number, seal_number: 'SEAL-003' });
    await act('scan', incoming.id, { code: a.number });
    const last = (await act('scan', incoming.id, { code: b.number })).body.data as Row;
    const cancelled = await act('cancel', incoming.id, { version: last.version, reason: 'WRONG_INPUT' });
    expect(cancelled.status).toBe(200);
    const rows = await t.ctx.db.select().from(shipments).where(inArray(shipments.id, [a.id, b.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.incoming_id, r.bag_id, r.manifest_id]]))).toEqual({ [a.id]: [null, bag!.id, null], [b.id]: [null, null, manifest.id] });
    expect(await codes(a.id)).toContain('ARRIVAL_CANCELLED');
    expect((await t.ctx.db.select().from(outgoingManifests).where(eq(outgoingManifests.id, manifest.id)))[0]).toMatchObject({ incoming_id: null, status: 'DEPARTED' });

    // received again, then one AWB goes into a Surabaya bag to Medan: the incoming stays
    const again = (await receive(manifest.number)).body.data as Row;
    await act('openBag', again.id, { code: bag!.number, seal_number: 'SEAL-003' });
    const scanned = (await act('scan', again.id, { code: a.number })).body.data as Row;
    const onward = await create(t, dispatcher, '/api/operational/create/shipping-bag', { office_id: ids.sbyOffice, destination_branch_id: ids.mdn });
    expect((await t.call('PUT', `/api/operational/update/shipping-bag/scan/${onward.id}`, { token: dispatcher, body: { awb: a.number, override_reason: 'Salah kirim' } })).status).toBe(200);
    const refused = await act('cancel', again.id, { version: scanned.version, reason: 'WRONG_INPUT' });
    expect([refused.status, refused.body.message]).toEqual([409, expect.stringContaining(`AWB ${a.number} has moved on`)]);
  });
});
