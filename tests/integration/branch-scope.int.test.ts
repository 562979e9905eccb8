import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { DOCUMENTS } from '@/lib/resources/documents/registry';
import { apiRoute } from '@/lib/resources/engine/paths';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import { auditLogs } from '@/lib/server/db/schema';
import { documentTable, trackingEvents } from '@/lib/server/db/schema/documents';
import { columnOf } from '@/lib/server/db/schema/resources';
import { canSeeDocument } from '@/lib/server/documents/engine/branch-scope';
import { create, idOf, setUpOperations, workAt, type Operations, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * Staff see and act on their own branches' documents only (issue 21 §2). A user of Surabaya holding
 * every screen (the Administrator role, but not every branch) calls every document route of every type
 * on each document of Jakarta that the declared rule keeps from Surabaya: reads answer 404, writes are
 * refused, nothing is written. Jakarta's own staff and head office still work as before.
 */

const DEFS = DOCUMENTS as unknown as DocumentDefinition[];
const concrete = (url: string, id: number) => url.replace(':id', String(id));

describe.each(testEngines())('branch scope (%s)', (engine) => {
  const t = useTestApp(engine);
  let ops: Operations;
  let sby: string;
  let sbyOffice: number;
  let foreignAwb: Row;
  let otherAwb: Row;
  let sentToSurabaya: Row;

  beforeAll(async () => {
    ops = await setUpOperations(t);
    const { admin, ids } = ops;
    sbyOffice = (await create(t, admin, '/api/datamaster/create/office', { code: 'SBY02', name: 'Counter Gubeng', branch_id: ids.sby, kind: 'COUNTER', address: 'Jl. Gubeng 2' })).id;
    await create(t, admin, '/api/datamaster/create/awb-allocation', { holder_type: 'OFFICE', office_id: sbyOffice, quantity: 50, allocated_on: '2026-11-01' });
    const roles = (await t.call('GET', '/api/datamaster/get/role?limit=50', { token: admin })).body.data as { id: number; name: string }[];
    const adminRole = roles.find((r) => r.name === 'Administrator')!.id;
    const user = await t.call('POST', '/api/datamaster/create/user', {
      token: admin,
      body: { user_code: 'sby-all-screens', full_name: 'SURABAYA STAFF', role_id: adminRole, office_id: sbyOffice, password: 'Rahasia#Sby2026' },
    });
    expect(user.status, user.text).toBe(201);
    expect(user.body.data.all_branches).toBe(false);
    sby = await t.signIn('sby-all-screens', 'Rahasia#Sby2026');

    // Jakarta's documents: AWBs to Medan (booked, and a draft), a pickup, a bag and a manifest to Medan,
    // a cash register; and one AWB that went to Surabaya (Surabaya sees that one: its destination)
    foreignAwb = await ops.bookedAwb(ids.medan);
    otherAwb = await ops.bookedAwb(ids.medan);
    sentToSurabaya = await ops.bookedAwb(ids.gubeng);
    await create(t, ops.counter, '/api/operational/create/shipment', {
      payment_type: 'CASH', office_id: ids.office, origin_area_id: ids.gambir, destination_area_id: ids.medan, service_id: ids.reg,
      shipper_name: 'Toko A', shipper_phone: '0812 1111 2222', shipper_address: 'Jl. A 1', consignee_name: 'B', consignee_phone: '0813 2222 3333',
      consignee_address: 'Jl. B 2', goods_description: 'Buku', koli: [{ weight_kg: 1 }], payment_method: 'CASH', amount_received: 100_000, request_id: randomUUID(),
    });
    // the counter's day in Jakarta (after 17:00 UTC it is already tomorrow there)
    const today = jakartaDay(new Date());
    await create(t, ops.dispatcher, '/api/operational/create/pickup', {
      pickup_date: today, office_id: ids.office, contact_name: 'Toko Sinar Jaya', contact_phone: '0812 3456 7890', address: 'Jl. Mangga Dua 7', area_id: ids.gambir,
      window_from: `${today}T08:00:00+07:00`, window_to: `${today}T17:00:00+07:00`, estimated_koli: 2, estimated_kg: 5, request_id: randomUUID(),
    });
    await create(t, ops.dispatcher, '/api/operational/create/delivery-runsheet', { office_id: ids.office, driver_id: ids.driver, vehicle_id: ids.vehicle });
    await create(t, ops.dispatcher, '/api/operational/create/shipping-bag', { office_id: ids.office, destination_branch_id: ids.mdn });
    await create(t, ops.dispatcher, '/api/operational/create/outgoing-manifest', {
      office_id: ids.office, destination_branch_id: ids.mdn, moda_id: ids.air, carrier_type: 'FLEET', vehicle_id: ids.vehicle, driver_id: ids.driver,
      departure_at: new Date(Date.now() + 3_600_000).toISOString(), request_id: randomUUID(),
    });
    await t.call('POST', '/api/operational/create/cash-register', { token: ops.counter, body: { office_id: ids.office, cutoff_at: new Date().toISOString(), request_id: randomUUID() } });
  });

  /** Every stored document of a type that Surabaya may not see, by the type's declared rule. */
  async function foreignDocuments(def: DocumentDefinition) {
    const table = documentTable(def.name);
    const rows = (await t.ctx.db.select().from(table)) as Record<string, unknown>[];
    const foreign = [];
    for (const row of rows) if (!(await canSeeDocument(t.ctx.db, def, row, [ops.ids.sby]))) foreign.push(row as Row);
    return foreign;
  }

  const auditCount = async () => (await t.ctx.db.select({ n: count() }).from(auditLogs))[0].n;

  it('every document route of every type: reads 404, writes refused, nothing written', async () => {
    const covered: string[] = [];
    const before = await auditCount();
    const events = t.realtime.events.length;
    for (const def of DEFS) {
      const foreign = await foreignDocuments(def);
      if (!foreign.length) continue;
      covered.push(def.name);
      const doc = foreign[0];
      // head office reads it: the document is there
      expect((await t.call('GET', concrete(apiRoute(def, 'get', { id: true }), doc.id), { token: ops.admin })).status, def.name).toBe(200);

      expect((await t.call('GET', concrete(apiRoute(def, 'get', { id: true }), doc.id), { token: sby })).status, `${def.name} get`).toBe(404);
      expect((await t.call('GET', concrete(apiRoute(def, 'history', { id: true }), doc.id), { token: sby })).status, `${def.name} history`).toBe(404);
      const list = await t.call('GET', `${apiRoute(def, 'get')}?ids=${foreign.map((d) => d.id).join(',')}`, { token: sby });
      expect(list.status, `${def.name} list`).toBe(200);
      expect(list.body.data, `${def.name} list`).toEqual([]);
      expect(list.body.meta.total, `${def.name} list total`).toBe(0);
      const everything = await t.call('GET', `${apiRoute(def, 'get')}?limit=100`, { token: sby });
      expect(everything.body.data.map((d: Row) => d.id), `${def.name} list`).not.toContain(doc.id);
      const exported = await t.call('GET', `${apiRoute(def, 'export')}?format=csv`, { token: sby });
      expect(exported.status).toBe(200);
      for (const d of foreign) expect(exported.text, `${def.name} export`).not.toContain(String(d.number));
      for (const print of Object.keys(def.prints ?? {})) {
        expect((await t.call('GET', concrete(apiRoute(def, 'print', { action: print, id: true }), doc.id), { token: sby })).status, `${def.name} print ${print}`).toBe(404);
        expect((await t.call('GET', `${apiRoute(def, 'print', { action: print })}?ids=${doc.id}`, { token: sby })).status, `${def.name} prints ${print}`).toBe(404);
      }
      expect((await t.call('PUT', concrete(apiRoute(def, 'update', { id: true }), doc.id), { token: sby, body: { version: doc.version } })).status, `${def.name} edit`).toBeOneOf([400, 404]);
      for (const [key, action] of Object.entries(def.actions)) {
        const res = await t.call('PUT', concrete(apiRoute(def, 'update', { action: key, id: true }), doc.id), { token: sby, body: { version: doc.version, reason: 'OTHER', note: 'probe' } });
        // 404 when the body parses; 400 when the action needs fields the probe does not send — either way refused
        expect(res.status, `${def.name} ${key}: ${res.text.slice(0, 200)}`).toBeOneOf([400, 404]);
        if (action.bulk) {
          const bulk = await t.call('PUT', apiRoute(def, 'update', { action: key }), { token: sby, body: { items: [{ id: doc.id, version: doc.version }], reason: 'OTHER', note: 'probe' } });
          if (bulk.status === 200) expect(bulk.body.data[0], `${def.name} bulk ${key}`).toMatchObject({ ok: false, status: 404 });
          else expect(bulk.status, `${def.name} bulk ${key}`).toBe(400);
        }
      }
      const [stored] = (await t.ctx.db.select().from(documentTable(def.name)).where(eq(columnOf(documentTable(def.name), 'id'), doc.id))) as Row[];
      expect(stored.version, `${def.name} unchanged`).toBe(doc.version);
    }
    expect(covered).toEqual(expect.arrayContaining(['shipment', 'pickup', 'cash-register', 'shipping-bag', 'outgoing-manifest', 'delivery-runsheet']));
    expect(await auditCount()).toBe(before);
    expect(t.realtime.events.length).toBe(events);
  });

  it('a shipment cannot be entered at another branch’s office (nor take its AWB stock); at its own it can', async () => {
    const body = (office: number) => ({
      payment_type: 'CASH', office_id: office, origin_area_id: ops.ids.gambir, destination_area_id: ops.ids.medan, service_id: ops.ids.reg,
      shipper_name: 'Toko A', shipper_phone: '0812 1111 2222', shipper_address: 'Jl. A 1', consignee_name: 'B', consignee_phone: '0813 2222 3333',
      consignee_address: 'Jl. B 2', goods_description: 'Buku', koli: [{ weight_kg: 1 }], payment_method: 'CASH', amount_received: 100_000, request_id: randomUUID(),
    });
    const before = await auditCount();
    const refused = await t.call('POST', '/api/operational/create/shipment', { token: sby, body: body(ops.ids.office) });
    expect(refused.status).toBe(403);
    expect(refused.body.errors.office_id).toBeDefined();
    expect(await auditCount()).toBe(before);
    // a Jakarta clerk cannot take Surabaya's stock either
    expect((await t.call('POST', '/api/operational/create/shipment', { token: ops.counter, body: body(sbyOffice) })).status).toBe(403);
    const own = await t.call('POST', '/api/operational/create/shipment', { token: sby, body: body(sbyOffice) });
    expect(own.status, own.text).toBe(201);
    // …and Jakarta does not see Surabaya's AWB
    expect((await t.call('GET', `/api/operational/get/shipment/${own.body.data.id}`, { token: ops.counter })).status).toBe(404);
  });

  it('a bag of Surabaya cannot take in an AWB of Jakarta that never came through Surabaya: not found', async () => {
    const bag = await create(t, sby, '/api/operational/create/shipping-bag', { office_id: sbyOffice, destination_branch_id: ops.ids.mdn });
    const scan = await t.call('PUT', `/api/operational/update/shipping-bag/scan/${bag.id}`, { token: sby, body: { awb: otherAwb.number } });
    expect(scan.status, scan.text).toBe(409);
    expect(scan.body.message).toBe(`AWB ${otherAwb.number} not found`);
  });

  it('an AWB is seen by its destination branch and every branch it passed through; tracking finds only those', async () => {
    const track = (token: string, q: string) => t.call('GET', `/api/operational/get/tracking?q=${q}`, { token });
    const both = await track(sby, `${foreignAwb.number},${sentToSurabaya.number}`);
    expect(both.status).toBe(200);
    expect(both.body.data.shipments.map((s: { awb: string }) => s.awb)).toEqual([sentToSurabaya.number]);
    expect(both.body.data.missing).toEqual([foreignAwb.number]);
    expect((await t.call('GET', `/api/operational/get/shipment/${sentToSurabaya.id}`, { token: sby })).status).toBe(200);
    // the AWB to Medan, once it passed through Surabaya (an event written there), is Surabaya's to see
    await t.ctx.db.insert(trackingEvents).values({ shipment_id: foreignAwb.id, event_at: new Date().toISOString(), status: 'in_transit', code: 'TRANSIT', text: 'transit', branch_id: ops.ids.sby });
    expect((await t.call('GET', `/api/operational/get/shipment/${foreignAwb.id}`, { token: sby })).status).toBe(200);
    expect((await track(sby, foreignAwb.number)).body.data.shipments).toHaveLength(1);
  });

  it('a user given a second branch, or every branch, sees it; the user form keeps both', async () => {
    const jakartaBag = (await foreignDocuments(DEFS.find((d) => d.name === 'shipping-bag')!))[0];
    const path = `/api/operational/get/shipping-bag/${jakartaBag.id}`;
    expect((await t.call('GET', path, { token: sby })).status).toBe(404);
    const given = await t.call('PUT', '/api/datamaster/update/user/sby-all-screens', { token: ops.admin, body: { branch_ids: [ops.ids.jkt] } });
    expect(given.status, given.text).toBe(200);
    expect(given.body.data.branch_ids).toEqual([ops.ids.jkt]);
    expect((await t.call('GET', path, { token: sby })).status).toBe(200);
    const none = await t.call('PUT', '/api/datamaster/update/user/sby-all-screens', { token: ops.admin, body: { branch_ids: [] } });
    expect(none.status).toBe(200);
    expect((await t.call('GET', path, { token: sby })).status).toBe(404);
    expect((await t.call('PUT', '/api/datamaster/update/user/sby-all-screens', { token: ops.admin, body: { all_branches: true } })).body.data.all_branches).toBe(true);
    expect((await t.call('GET', path, { token: sby })).status).toBe(200);
    const unknown = await t.call('PUT', '/api/datamaster/update/user/sby-all-screens', { token: ops.admin, body: { branch_ids: [999_999] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.branch_ids).toBeDefined();
    await t.call('PUT', '/api/datamaster/update/user/sby-all-screens', { token: ops.admin, body: { all_branches: false } });
    await workAt(t, ops.admin, sbyOffice, ['sby-all-screens']);
  });

  it("finance: another branch's customer has no card, open items or statement; candidates and reports leave it out", async () => {
    const corp = await idOf(t, ops.admin, 'setting', 'customer-type', 'code=CORP');
    const jakartaCustomer = await create(t, ops.admin, '/api/datamaster/create/customer', {
      code: 'JKTC1', name: 'PT Jakarta Satu', customer_type_id: corp, branch_id: ops.ids.jkt, city: 'Jakarta', address: 'Jl. Satu 1', npwp: '01.234.567.8-901.000', credit_limit: 1_000_000,
    });
    const card = `customer_id=${jakartaCustomer.id}&date_from=2026-01-01&date_to=2026-12-31`;
    for (const path of [`/api/finance/get/receivable-card?${card}`, `/api/finance/export/receivable-card?${card}`, `/api/finance/print/receivable-card?${card}`, `/api/finance/get/open-items?customer_id=${jakartaCustomer.id}`]) {
      expect((await t.call('GET', path, { token: sby })).status, path).toBe(404);
      expect((await t.call('GET', path, { token: ops.admin })).status, path).toBe(200);
    }
    const report = await t.call('GET', '/api/finance/report/invoice?date_from=2026-01-01&date_to=2026-12-31', { token: sby });
    expect(report.status).toBe(200);
  });

  it('charges: the dispatcher reads no freight, tax or total through the shipment API or its export; the counter does', async () => {
    const path = `/api/operational/get/shipment/${sentToSurabaya.id}`;
    const seen = await t.call('GET', path, { token: ops.dispatcher });
    expect(seen.status).toBe(200);
    for (const field of ['freight', 'tax', 'total', 'amount_received']) expect(seen.body.data, field).not.toHaveProperty(field);
    expect(seen.body.data.lines).not.toHaveProperty('costs');
    expect(seen.body.data.lines.koli.length).toBeGreaterThan(0);
    const list = await t.call('GET', '/api/operational/get/shipment?limit=5', { token: ops.dispatcher });
    expect(list.body.data[0]).not.toHaveProperty('total');
    const counter = await t.call('GET', path, { token: ops.counter });
    expect(Number(counter.body.data.total)).toBeGreaterThan(0);
    const tracking = await t.call('GET', `/api/operational/get/tracking?q=${sentToSurabaya.number}`, { token: ops.counter });
    expect(tracking.body.data.shipments[0].charges.total).toBeGreaterThan(0);
    const hidden = await t.call('GET', `/api/operational/get/tracking?q=${sentToSurabaya.number}`, { token: ops.dispatcher });
    expect(hidden.body.data.shipments[0]).not.toHaveProperty('charges');
  });
});
