import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { FIRST_AWB_NUMBER } from '@/lib/resources/awb';
import { auditLogs } from '@/lib/server/db/schema';
import { trackingEvents } from '@/lib/server/db/schema/documents';
import { create, idOf, workAt, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';
import { HAS_POPPLER, pdfText } from '../unit/prints/poppler';

/*
 * The document engine through its API, once, on the three first document types: create (idempotent,
 * numbered without duplicates under concurrency), edit, book, cancel (refused while held), bulk, prints,
 * permissions per screen and per variant, stale versions, audit and tracking rows.
 */

const jakartaToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

describe.each(testEngines())('documents (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let counter: string;
  let dispatcher: string;
  let manager: string;
  const ids: Record<string, number> = {};

  const shipment = (extra: Record<string, unknown> = {}) => ({
    payment_type: 'CASH',
    office_id: ids.office,
    origin_area_id: ids.origin,
    destination_area_id: ids.destination,
    service_id: ids.reg,
    shipper_name: 'Toko Sinar Jaya',
    shipper_phone: '0812 3456 7890',
    shipper_address: 'Jl. Mangga Dua 7, Jakarta',
    consignee_name: 'Budi Santoso',
    consignee_phone: '0813 9876 5432',
    consignee_address: 'Jl. Raya Gubeng 45, Surabaya',
    goods_description: 'Pakaian',
    koli: [{ weight_kg: 1.3, length_cm: 10, width_cm: 10, height_cm: 10 }],
    payment_method: 'CASH',
    amount_received: 50_000,
    ...extra,
  });

  beforeAll(async () => {
    admin = await t.signIn('admin');
    counter = await t.signIn('counter');
    dispatcher = await t.signIn('dispatcher');
    manager = await t.signIn('manager');
    ids.branch = (await create(t, admin, '/api/datamaster/create/branch', { code: 'JKT', name: 'Jakarta', kind: 'BRANCH', city: 'Jakarta', address: 'Jl. Gajah Mada 1' })).id;
    ids.office = (await create(t, admin, '/api/datamaster/create/office', { code: 'JKT01', name: 'Counter Gambir', branch_id: ids.branch, kind: 'COUNTER', address: 'Jl. Gambir 1' })).id;
    await workAt(t, admin, ids.office);
    ids.origin = (await create(t, admin, '/api/datamaster/create/coverage-area', { area_code: '31.71.01', province: 'DKI Jakarta', regency: 'Kota Adm. Jakarta Pusat', district: 'Gambir', branch_id: ids.branch })).id;
    ids.destination = (await create(t, admin, '/api/datamaster/create/coverage-area', { area_code: '35.78.01', province: 'Jawa Timur', regency: 'Kota Surabaya', district: 'Gubeng' })).id;
    ids.reg = await idOf(t, admin, 'setting', 'service', 'code=REG');
    ids.yes = await idOf(t, admin, 'setting', 'service', 'code=YES');
    const air = await idOf(t, admin, 'setting', 'moda', 'code=AIR');
    for (const [service, rate] of [[ids.reg, 10_000], [ids.yes, 25_000]] as const) {
      await create(t, admin, '/api/datamaster/create/price', { origin_id: ids.origin, destination_id: ids.destination, service_id: service, moda_id: air, rate_per_kg: rate, min_kg: 1, lead_time_min: 2, lead_time_max: 4, effective_from: '2026-01-01' });
    }
    await create(t, admin, '/api/datamaster/create/awb-allocation', { holder_type: 'OFFICE', office_id: ids.office, quantity: 200, allocated_on: '2026-11-01' });
  });

  describe('shipment (AWB)', () => {
    it('a cash AWB: priced by the server, numbered from the office stock, ENTRY event, audited; the stock counts it', async () => {
      const res = await t.call('POST', '/api/operational/create/shipment', { token: counter, body: { ...shipment(), request_id: randomUUID() } });
      expect(res.status).toBe(201);
      const doc = res.body.data as Row;
      // 1.3 kg, tolerance 0.30 → 2 kg; REG 10,000/kg → freight 20,000; PPN 1.1 % → 220
      expect(doc).toMatchObject({ stage: 'draft', status: 'pending', chargeable_kg: 2, freight: 20_000, tax: 220, total: 20_220, change_given: 29_780, koli_count: 1, shipment_date: jakartaToday(), branch_id: ids.branch, channel: 'COUNTER' });
      expect(doc.number).toBe(String(FIRST_AWB_NUMBER));
      expect((doc.lines as { koli: unknown[] }).koli).toHaveLength(1);
      const events = await t.ctx.db.select().from(trackingEvents).where(eq(trackingEvents.shipment_id, doc.id));
      expect(events.map((e) => [e.code, e.public])).toEqual([['ENTRY', false]]);
      const audit = await t.ctx.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'shipment'), eq(auditLogs.entityId, String(doc.id))));
      expect(audit.map((a) => a.action)).toEqual(['create']);
      // written in the same statement as the header: the audit row and the event still name its id and number
      expect(audit[0].after).toMatchObject({ id: doc.id, number: doc.number, total: 20_220, lines: { koli: [{ weight_kg: 1.3 }] } });
      expect(events[0]).toMatchObject({ document_number: doc.number, document_type: 'shipment' });
      const allocation = (await t.call('GET', `/api/datamaster/get/awb-allocation?office_id=${ids.office}`, { token: admin })).body.data[0];
      expect(allocation).toMatchObject({ used: 1, remaining: 199 });
    });

    it('the create answers the AWB exactly as stored: the same as reading it back', async () => {
      const body = shipment({ koli: [{ weight_kg: 1.35, length_cm: 31, width_cm: 22, height_cm: 17 }], goods_value: 1_250_000, insured: true, cod_amount: 100_000, special_instructions: 'Fragile', amount_received: 500_000 });
      const created = await create(t, counter, '/api/operational/create/shipment', { ...body, request_id: randomUUID() });
      const read = (await t.call('GET', `/api/operational/get/shipment/${created.id}`, { token: counter })).body.data as Row;
      expect(created).toEqual(read);
      expect(created).toMatchObject({ insured: true, version: 1, print_count: 0, booked_at: null, cancel_reason: null });
      expect(typeof created.created_at).toBe('string');
    });

    it('a range used up behind the cache (its last number typed by hand) is skipped: the next AWB comes from the next range', async () => {
      const office = (await create(t, admin, '/api/datamaster/create/office', { code: 'JKT09', name: 'Counter Kemayoran', branch_id: ids.branch, kind: 'COUNTER', address: 'Jl. Kemayoran 9' })).id;
      const first = await create(t, admin, '/api/datamaster/create/awb-allocation', { holder_type: 'OFFICE', office_id: office, quantity: 2, allocated_on: '2026-11-01' });
      const second = await create(t, admin, '/api/datamaster/create/awb-allocation', { holder_type: 'OFFICE', office_id: office, quantity: 5, allocated_on: '2026-11-01' });
      const atOffice = (extra: Record<string, unknown> = {}) => ({ ...shipment({ office_id: office, ...extra }), request_id: randomUUID() });
      expect((await create(t, counter, '/api/operational/create/shipment', atOffice())).number).toBe(String(first.range_start));
      expect((await create(t, counter, '/api/operational/create/shipment', atOffice({ awb: String(first.range_end) }))).number).toBe(String(first.range_end));
      expect((await create(t, counter, '/api/operational/create/shipment', atOffice())).number).toBe(String(second.range_start));
      const stock = (await t.call('GET', `/api/datamaster/get/awb-allocation?office_id=${office}&sort=range_start`, { token: admin })).body.data;
      expect(stock.map((a: Row) => [a.used, a.remaining])).toEqual([[2, 0], [1, 4]]);
    });

    it('the client’s figures are never read: a total or a chargeable weight in the body changes nothing', async () => {
      const res = await t.call('POST', '/api/operational/create/shipment', { token: counter, body: { ...shipment(), total: 1, chargeable_kg: 0.1, freight: 0 } });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ total: 20_220, chargeable_kg: 2, freight: 20_000 });
    });

    it('the same request id twice (a double click), even at once, makes one AWB', async () => {
      const request_id = randomUUID();
      const [a, b] = await Promise.all([1, 2].map(() => t.call('POST', '/api/operational/create/shipment', { token: counter, body: { ...shipment(), request_id } })));
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      expect(a.body.data.id).toBe(b.body.data.id);
      const again = await t.call('POST', '/api/operational/create/shipment', { token: counter, body: { ...shipment(), request_id } });
      expect(again.status).toBe(200);
      expect(again.body.data.number).toBe(a.body.data.number);
    });

    it('bad input is a 400 at its field, nothing stored', async () => {
      const before = (await t.call('GET', '/api/operational/get/shipment?limit=100', { token: counter })).body.meta.total;
      const cases: [Record<string, unknown>, string][] = [
        [{ koli: [{ weight_kg: 0 }] }, 'koli.0.weight_kg'],
        [{ koli: [{ weight_kg: 5000 }] }, 'koli.0.weight_kg'],
        [{ koli: [] }, 'koli'],
        [{ cod_amount: 50_000_000 }, 'cod_amount'],
        [{ service_id: await idOf(t, admin, 'setting', 'service', 'code=TRC') }, 'service_id'],
        [{ awb: '999999999999' }, 'awb'],
        [{ payment_method: null }, 'payment_method'],
        [{ amount_received: 100 }, 'amount_received'],
        [{ payment_type: 'CREDIT', customer_id: null, payment_method: null }, 'customer_id'],
      ];
      for (const [extra, field] of cases) {
        const res = await t.call('POST', '/api/operational/create/shipment', { token: admin, body: shipment(extra) });
        expect([res.status, Object.keys(res.body.errors ?? {})], JSON.stringify(extra)).toEqual([400, expect.arrayContaining([field])]);
      }
      expect((await t.call('GET', '/api/operational/get/shipment?limit=100', { token: counter })).body.meta.total).toBe(before);
    });

    it('a pre-printed number must be in the office stock and unused', async () => {
      const typed = String(FIRST_AWB_NUMBER + 150);
      const first = await t.call('POST', '/api/operational/create/shipment', { token: counter, body: shipment({ awb: typed }) });
      expect([first.status, first.body.data?.number]).toEqual([201, typed]);
      const twice = await t.call('POST', '/api/operational/create/shipment', { token: counter, body: shipment({ awb: typed }) });
      expect(twice.status).toBe(409);
      expect(twice.body.errors.awb).toBeDefined();
    });

    it('the office stock goes on after the highest number issued, a pre-printed one typed ahead included', async () => {
      const next = await create(t, counter, '/api/operational/create/shipment', { ...shipment(), request_id: randomUUID() });
      expect(next.number).toBe(String(FIRST_AWB_NUMBER + 151));
      const allocation = (await t.call('GET', `/api/datamaster/get/awb-allocation?office_id=${ids.office}`, { token: admin })).body.data[0];
      expect(allocation).toMatchObject({ last_number: FIRST_AWB_NUMBER + 151 });
      expect(allocation.used + allocation.remaining).toBe(200);
    });

    it('master data changed through the API prices the very next quote and save (nothing stale is cached)', async () => {
      const quoteReg = async () => {
        const res = await t.call('POST', '/api/operational/get/shipment/quote', {
          token: counter,
          body: { payment_type: 'CASH', office_id: ids.office, origin_area_id: ids.origin, destination_area_id: ids.destination, service_id: ids.reg, koli: [{ weight_kg: 1 }] },
        });
        return (res.body.data.options as { code: string; rate_per_kg: number }[]).find((o) => o.code === 'REG')?.rate_per_kg;
      };
      expect(await quoteReg()).toBe(10_000);
      const price = (await t.call('GET', `/api/datamaster/get/price?service_id=${ids.reg}&origin_id=${ids.origin}`, { token: admin })).body.data[0];
      const fields = { origin_id: ids.origin, destination_id: ids.destination, service_id: ids.reg, moda_id: price.moda_id, min_kg: 1, lead_time_min: 2, lead_time_max: 4, effective_from: '2026-01-01' };
      const raised = await t.call('PUT', `/api/datamaster/update/price/${price.id}`, { token: admin, body: { ...fields, rate_per_kg: 12_000, version: price.version } });
      expect(raised.status).toBe(200);
      expect(await quoteReg()).toBe(12_000);
      const saved = await create(t, counter, '/api/operational/create/shipment', { ...shipment({ koli: [{ weight_kg: 1 }] }), request_id: randomUUID() });
      expect(saved).toMatchObject({ rate_per_kg: 12_000, freight: 12_000 });
      // an office renamed is named so on the next document at once
      const office = (await t.call('GET', `/api/datamaster/get/office/${ids.office}`, { token: admin })).body.data;
      const renamed = await t.call('PUT', `/api/datamaster/update/office/${ids.office}`, { token: admin, body: { code: 'JKT01', name: 'Counter Gambir Baru', branch_id: ids.branch, kind: 'COUNTER', address: 'Jl. Gambir 1', version: office.version } });
      expect(renamed.status).toBe(200);
      const after = await create(t, counter, '/api/operational/create/shipment', { ...shipment(), request_id: randomUUID() });
      expect(after.office_id_label).toContain('Counter Gambir Baru');
      // put back what the other tests expect
      const back = await t.call('PUT', `/api/datamaster/update/price/${price.id}`, { token: admin, body: { ...fields, rate_per_kg: 10_000, version: raised.body.data.version } });
      expect(back.status).toBe(200);
      expect(await quoteReg()).toBe(10_000);
    });

    it('the quote lists every service on the route with its price and ETA', async () => {
      const res = await t.call('POST', '/api/operational/get/shipment/quote', {
        token: counter,
        body: { payment_type: 'CASH', office_id: ids.office, origin_area_id: ids.origin, destination_area_id: ids.destination, koli: [{ weight_kg: 2.5 }] },
      });
      expect(res.status).toBe(200);
      const options = res.body.data.options as { code: string; charges: { total: number }; chargeable_kg: number; eta: { from: string } }[];
      expect(options.map((o) => [o.code, o.chargeable_kg, o.charges.total]).sort()).toEqual([
        ['REG', 3, 30_330],
        ['YES', 3, 75_825],
      ]);
      expect(options[0].eta.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('editing a draft prices it again; it stays at its office and payment type; a stale version is 409', async () => {
      const doc = await create(t, counter, '/api/operational/create/shipment', { ...shipment(), request_id: randomUUID() });
      const put = (body: Record<string, unknown>) => t.call('PUT', `/api/operational/update/shipment/${doc.id}`, { token: counter, body: { ...shipment(), version: doc.version, ...body } });
      const other = (await create(t, admin, '/api/datamaster/create/office', { code: 'JKT02', name: 'Counter Tanah Abang', branch_id: ids.branch, kind: 'COUNTER', address: 'Jl. Tanah Abang 2' })).id;
      for (const [body, field] of [[{ office_id: other }, 'office_id'], [{ payment_type: 'CREDIT', payment_method: null }, 'payment_type'], [{ koli: [{ weight_kg: -1 }] }, 'koli.0.weight_kg']] as const) {
        const res = await put(body);
        expect([res.status, Object.keys(res.body.errors ?? {})], JSON.stringify(body)).toEqual([400, expect.arrayContaining([field])]);
      }
      const edited = await put({ koli: [{ weight_kg: 2.5 }], consignee_name: 'Budi S.' });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ number: doc.number, consignee_name: 'Budi S.', chargeable_kg: 3, freight: 30_000, version: doc.version + 1 });
      expect((await put({ consignee_name: 'Late' })).status).toBe(409);
    });

    it('book: one of two clerks booking the same draft at once wins; a stale version is 409; tracking ACCEPTED', async () => {
      const doc = await create(t, counter, '/api/operational/create/shipment', shipment());
      const stale = await t.call('PUT', `/api/operational/update/shipment/book/${doc.id}`, { token: counter, body: { version: doc.version + 1 } });
      expect(stale.status).toBe(409);
      const [a, b] = await Promise.all([1, 2].map(() => t.call('PUT', `/api/operational/update/shipment/book/${doc.id}`, { token: counter, body: { version: doc.version } })));
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const booked = (await t.call('GET', `/api/operational/get/shipment/${doc.id}`, { token: counter })).body.data;
      expect(booked).toMatchObject({ stage: 'booked', booked_by: 'counter' });
      expect(booked.actions.find((x: { key: string }) => x.key === 'book')).toMatchObject({ can: false });
      const codes = (await t.ctx.db.select().from(trackingEvents).where(eq(trackingEvents.shipment_id, doc.id))).map((e) => e.code);
      expect(codes).toEqual(['ENTRY', 'ACCEPTED']);
      const edit = await t.call('PUT', `/api/operational/update/shipment/${doc.id}`, { token: counter, body: { ...shipment(), version: booked.version } });
      expect(edit.status).toBe(409);
    });

    it('Save & book: stored booked in one go (ENTRY then ACCEPTED, booked_by the clerk); a role that may enter but not book is refused, nothing stored', async () => {
      const res = await t.call('POST', '/api/operational/create/shipment', { token: counter, body: { ...shipment(), book: true, request_id: randomUUID() } });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ stage: 'booked', booked_by: 'counter', status: 'pending' });
      const events = await t.ctx.db.select().from(trackingEvents).where(eq(trackingEvents.shipment_id, res.body.data.id));
      expect(events.map((e) => e.code)).toEqual(['ENTRY', 'ACCEPTED']);
      // booked: no longer edited as a draft
      const edit = await t.call('PUT', `/api/operational/update/shipment/${res.body.data.id}`, { token: counter, body: { ...shipment(), version: res.body.data.version } });
      expect(edit.status).toBe(409);

      const role = await t.call('POST', '/api/datamaster/create/role', { token: admin, body: { name: 'Entry only', permissions: ['/operational/pos/cash/entry'] } });
      expect(role.status).toBe(201);
      expect((await t.call('POST', '/api/datamaster/create/user', { token: admin, body: { user_code: 'entry-only', full_name: 'ENTRY ONLY', role_id: role.body.data.id, office_id: ids.office, password: 'Rahasia#2026x' } })).status).toBe(201);
      const entryOnly = await t.signIn('entry-only', 'Rahasia#2026x');
      const countBefore = (await t.ctx.db.select().from(trackingEvents)).length;
      const refused = await t.call('POST', '/api/operational/create/shipment', { token: entryOnly, body: { ...shipment(), book: true } });
      expect([refused.status, refused.body.message]).toEqual([403, 'Your role may save this AWB as a draft but not book it']);
      expect((await t.ctx.db.select().from(trackingEvents)).length).toBe(countBefore);
      expect((await t.call('POST', '/api/operational/create/shipment', { token: entryOnly, body: shipment() })).body.data).toMatchObject({ stage: 'draft' });
    });

    it("a counter's AWB labels: a draft's says DRAFT, a booked one's not; the office's label paper decides the page size", async () => {
      const draft = await create(t, counter, '/api/operational/create/shipment', shipment());
      const booked = await create(t, counter, '/api/operational/create/shipment', { ...shipment(), book: true });
      const label = async (id: number) => (await t.call('GET', `/api/operational/print/shipment/label/${id}`, { token: counter })).rawPayload.toString('latin1');
      const draftPdf = await label(draft.id);
      const bookedPdf = await label(booked.id);
      if (HAS_POPPLER) {
        expect(await pdfText(Buffer.from(draftPdf, 'latin1'))).toContain('DRAFT');
        expect(await pdfText(Buffer.from(bookedPdf, 'latin1'))).not.toContain('DRAFT');
      }
      const mediaBox = (pdf: string) => pdf.match(/\/MediaBox \[([^\]]+)\]/)?.[1].trim().split(/\s+/).map(Number);
      expect(mediaBox(bookedPdf)?.slice(2).map(Math.round)).toEqual([283, 425]);
      const office = (await t.call('GET', `/api/datamaster/get/office/${ids.office}`, { token: admin })).body.data;
      const paper = async (label_size: string, version: number) => {
        const body = { code: office.code, name: office.name, branch_id: office.branch_id, kind: office.kind, address: office.address, label_size, version };
        const res = await t.call('PUT', `/api/datamaster/update/office/${ids.office}`, { token: admin, body });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      };
      await paper('A4', office.version);
      expect(mediaBox(await label(booked.id))?.slice(2).map(Math.round)).toEqual([595, 842]);
      await paper('100x150', office.version + 1);
    });

    it('permissions: the dispatcher (tracking only) reads but cannot enter a shipment; the manager cannot book', async () => {

      expect((await t.call('POST', '/api/operational/create/shipment', { token: dispatcher, body: shipment() })).status).toBe(403);
      const doc = await create(t, counter, '/api/operational/create/shipment', shipment());
      expect((await t.call('PUT', `/api/operational/update/shipment/book/${doc.id}`, { token: manager, body: { version: doc.version } })).status).toBe(403);
      expect((await t.call('GET', '/api/operational/get/shipment', { token: dispatcher })).status).toBe(200);
      expect((await t.call('GET', '/api/operational/get/shipment', { token: await t.signIn('finance') })).status).toBe(403);
    });

    it('cancel with a reason keeps the AWB and its number; OTHER needs a note', async () => {
      const doc = await create(t, counter, '/api/operational/create/shipment', shipment());
      const bare = await t.call('PUT', `/api/operational/update/shipment/cancel/${doc.id}`, { token: counter, body: { version: doc.version, reason: 'OTHER' } });
      expect([bare.status, Object.keys(bare.body.errors ?? {})]).toEqual([400, ['note']]);
      const res = await t.call('PUT', `/api/operational/update/shipment/cancel/${doc.id}`, { token: counter, body: { version: doc.version, reason: 'WRONG_INPUT', note: 'Wrong consignee' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ stage: 'cancelled', status: 'cancelled', cancel_reason: 'WRONG_INPUT', cancel_note: 'Wrong consignee', number: doc.number });
    });

    it('prints the labels of several AWBs in one PDF, counted', async () => {
      const a = await create(t, counter, '/api/operational/create/shipment', shipment({ koli: [{ weight_kg: 1 }, { weight_kg: 2 }] }));
      const b = await create(t, counter, '/api/operational/create/shipment', shipment());
      const res = await t.call('GET', `/api/operational/print/shipment/label?ids=${a.id},${b.id}`, { token: counter });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect((res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(3);
      expect((await t.call('GET', `/api/operational/get/shipment/${a.id}`, { token: counter })).body.data.print_count).toBe(1);
    });
  });

  describe('cash register', () => {
    it('generate gathers the booked cash AWBs; they cannot be cancelled while held; Void releases them', async () => {
      const doc = await create(t, counter, '/api/operational/create/shipment', shipment());
      await t.call('PUT', `/api/operational/update/shipment/book/${doc.id}`, { token: counter, body: { version: doc.version } });
      const register = await create(t, counter, '/api/operational/create/cash-register', { office_id: ids.office, cutoff_at: new Date().toISOString() });
      expect(register.number).toMatch(/^CR-JKT01-\d{4}-00001$/);
      expect(register.awb_count).toBeGreaterThanOrEqual(1);
      expect((register.lines as { awbs: { awb: string }[] }).awbs.map((l) => l.awb)).toContain(doc.number);

      const held = (await t.call('GET', `/api/operational/get/shipment/${doc.id}`, { token: counter })).body.data;
      const tracked = (await t.call('GET', `/api/operational/get/tracking?q=${doc.number}`, { token: counter })).body.data.shipments[0];
      expect(tracked.documents).toContainEqual({ type: 'cash-register', number: register.number });
      const cancel = await t.call('PUT', `/api/operational/update/shipment/cancel/${doc.id}`, { token: counter, body: { version: held.version, reason: 'CUSTOMER_REQUEST' } });
      expect(cancel.status).toBe(409);
      expect(cancel.body.message).toContain(register.number);

      const again = await t.call('POST', '/api/operational/create/cash-register', { token: counter, body: { office_id: ids.office, cutoff_at: new Date().toISOString() } });
      expect(again.status).toBe(400);

      const short = await t.call('PUT', `/api/operational/update/cash-register/book/${register.id}`, { token: counter, body: { version: register.version, counted_amount: Number(register.total_cash) - 1000 } });
      expect(Object.keys(short.body.errors ?? {})).toEqual(['difference_reason']);
      const booked = await t.call('PUT', `/api/operational/update/cash-register/book/${register.id}`, {
        token: counter,
        body: { version: register.version, counted_amount: Number(register.total_cash) - 1000, difference_reason: 'CHANGE_GIVEN_WRONG' },
      });
      expect(booked.body.data).toMatchObject({ stage: 'booked', status: 'CLOSED', difference: -1000 });

      const voided = await t.call('PUT', `/api/operational/update/cash-register/cancel/${register.id}`, { token: counter, body: { version: booked.body.data.version, reason: 'WRONG_INPUT' } });
      expect(voided.body.data).toMatchObject({ stage: 'cancelled', status: 'VOID' });
      const released = (await t.call('GET', `/api/operational/get/shipment/${doc.id}`, { token: counter })).body.data;
      expect(released.cash_register_id).toBeNull();
      expect((await t.call('PUT', `/api/operational/update/shipment/cancel/${doc.id}`, { token: counter, body: { version: released.version, reason: 'CUSTOMER_REQUEST' } })).status).toBe(200);
    });
  });

  describe('pickup', () => {
    const pickup = (extra: Record<string, unknown> = {}) => ({
      pickup_date: jakartaToday(),
      office_id: ids.office,
      contact_name: 'Ibu Ani',
      contact_phone: '0812 1111 2222',
      address: 'Jl. Kebon Sirih 10',
      area_id: ids.origin,
      window_from: `${jakartaToday()}T13:00:00+07:00`,
      window_to: `${jakartaToday()}T16:00:00+07:00`,
      estimated_koli: 3,
      estimated_kg: 12.5,
      ...extra,
    });

    it('20 concurrent creates get 20 distinct consecutive numbers of the branch series', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', '/api/operational/create/pickup', { token: dispatcher, body: pickup() })));
      expect(results.every((r) => r.status === 201)).toBe(true);
      const numbers = results.map((r) => r.body.data.number as string).sort();
      expect(new Set(numbers).size).toBe(20);
      const seq = numbers.map((n) => Number(n.split('-').pop()));
      expect(seq[19] - seq[0]).toBe(19);
      expect(numbers[0]).toMatch(/^PU-JKT-\d{4}-\d{6}$/);
    });

    it('from add to picked up: assign driver and vehicle (bulk, a result per row), picked up links the AWBs and tracks them', async () => {
      const employee = await create(t, admin, '/api/datamaster/create/employee', { employee_no: 'E-100', full_name: 'Joko Kurir', branch_id: ids.branch, department: 'COURIER', position: 'Courier', joined_on: '2024-01-01' });
      const driver = await create(t, admin, '/api/datamaster/create/driver', { employee_id: employee.id, licence_no: 'SIM-123456', licence_type: 'C', licence_expiry: '2030-01-01' });
      const vehicle = await create(t, admin, '/api/datamaster/create/vehicle', { plate_no: 'B 1234 XYZ', vehicle_type: 'MOTORCYCLE', capacity_kg: 100, ownership: 'OWNED', branch_id: ids.branch, stnk_expiry: '2030-01-01' });
      const a = await create(t, dispatcher, '/api/operational/create/pickup', pickup());
      const b = await create(t, dispatcher, '/api/operational/create/pickup', pickup());
      const bulk = await t.call('PUT', '/api/operational/update/pickup/book', {
        token: dispatcher,
        body: { driver_id: driver.id, vehicle_id: vehicle.id, items: [{ id: a.id, version: a.version }, { id: b.id, version: b.version + 5 }] },
      });
      expect(bulk.status).toBe(200);
      expect(bulk.body.data.map((r: { ok: boolean; status?: number }) => [r.ok, r.status ?? 200])).toEqual([[true, 200], [false, 409]]);

      const assigned = (await t.call('GET', `/api/operational/get/pickup/${a.id}`, { token: dispatcher })).body.data;
      expect(assigned).toMatchObject({ stage: 'booked', status: 'ASSIGNED', driver_id: driver.id });
      const parcel = await create(t, counter, '/api/operational/create/shipment', shipment({ pickup_id: a.id }));
      const done = await t.call('PUT', `/api/operational/update/pickup/pickedUp/${a.id}`, { token: dispatcher, body: { version: assigned.version, picked_koli: 3, shipment_ids: [parcel.id] } });
      expect(done.status).toBe(200);
      expect(done.body.data.status).toBe('PICKED_UP');
      const codes = (await t.ctx.db.select().from(trackingEvents).where(eq(trackingEvents.shipment_id, parcel.id))).map((e) => [e.code, e.document_number]);
      expect(codes).toContainEqual(['PICKED_UP', a.number]);
      // tracking shows the pickup (its time in the driver's text form) and names it first among the documents
      const [tracked] = (await t.call('GET', `/api/operational/get/tracking?q=${parcel.number}`, { token: dispatcher })).body.data.shipments;
      expect(tracked.pickup).toEqual({ id: a.id, number: a.number, status: 'PICKED_UP', picked_up_at: done.body.data.picked_up_at });
      expect(tracked.pickup.picked_up_at).toEqual(expect.any(String));
      expect(tracked.documents[0]).toEqual({ type: 'pickup', number: a.number });
      const cancel = await t.call('PUT', `/api/operational/update/pickup/cancel/${a.id}`, { token: admin, body: { version: done.body.data.version, reason: 'CUSTOMER_REQUEST' } });
      expect(cancel.status).toBe(409);
      const sheet = await t.call('GET', `/api/operational/print/pickup/sheet/${a.id}`, { token: dispatcher });
      expect(sheet.headers['content-type']).toBe('application/pdf');
    });

    it('lists by status and date range, newest first, with each row’s actions', async () => {
      const res = await t.call('GET', `/api/operational/get/pickup?status=REQUESTED&date_from=${jakartaToday()}&limit=5`, { token: dispatcher });
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBe(5);
      expect(res.body.data.every((r: Row) => r.status === 'REQUESTED')).toBe(true);
      expect(res.body.data[0].actions.find((x: { key: string }) => x.key === 'book')).toEqual({ key: 'book', can: true });
      expect(res.body.meta.next_cursor).toEqual(expect.any(String));
      const next = await t.call('GET', `/api/operational/get/pickup?status=REQUESTED&limit=5&after=${res.body.meta.next_cursor}`, { token: dispatcher });
      expect(next.body.data[0].id).toBeLessThan(res.body.data[4].id);
      const bad = await t.call('GET', '/api/operational/get/pickup?stage=gone&date_from=yesterday', { token: dispatcher });
      expect([bad.status, Object.keys(bad.body.errors).sort()]).toEqual([400, ['date_from', 'stage']]);
    });
  });

  describe('tracking', () => {
    it('looks up several AWBs (missing ones named), a phone and a reference; a timeline of every event; charges only for finance', async () => {
      const a = await create(t, counter, '/api/operational/create/shipment', shipment({ customer_reference: 'INV-77', consignee_phone: '+62 811-2233-4455' }));
      await t.call('PUT', `/api/operational/update/shipment/book/${a.id}`, { token: counter, body: { version: a.version } });
      const b = await create(t, counter, '/api/operational/create/shipment', shipment());
      const list = await t.call('GET', `/api/operational/get/tracking?q=${encodeURIComponent(`${a.number}\n${b.number}, 999999999999`)}`, { token: dispatcher });
      expect(list.status).toBe(200);
      const data = list.body.data;
      expect([data.kind, data.shipments.map((s: { awb: string }) => s.awb), data.missing]).toEqual(['awb', [a.number, b.number], ['999999999999']]);
      const first = data.shipments[0];
      expect(first.events.map((e: { code: string; place: string; user_code: string }) => [e.code, e.place, e.user_code])).toEqual([
        ['ENTRY', 'JAKARTA', 'counter'],
        ['ACCEPTED', 'JAKARTA', 'counter'],
      ]);
      expect(first.koli).toHaveLength(1);
      expect(first.charges).toBeUndefined();
      const byPhone = await t.call('GET', '/api/operational/get/tracking?q=0811 2233 4455', { token: dispatcher });
      expect([byPhone.body.data.kind, byPhone.body.data.shipments.map((s: { awb: string }) => s.awb)]).toEqual(['phone', [a.number]]);
      const byReference = await t.call('GET', '/api/operational/get/tracking?q=INV-77', { token: admin });
      expect(byReference.body.data.shipments[0]).toMatchObject({ awb: a.number, charges: { total: 20_220 } });
      // odd input: nothing but separators finds nothing; a NUL or an over-long query is refused, by name
      const separators = await t.call('GET', `/api/operational/get/tracking?q=${encodeURIComponent(',;, ')}`, { token: dispatcher });
      expect([separators.status, separators.body.data.shipments]).toEqual([200, []]);
      for (const q of ['100000000001%00', '1'.repeat(2_001)]) {
        const refused = await t.call('GET', `/api/operational/get/tracking?q=${q}`, { token: dispatcher });
        expect([refused.status, Object.keys(refused.body.errors ?? {})]).toEqual([400, ['q']]);
      }
    });

    it('the public page shows customer-facing events only, names masked, never a draft; no sign-in', async () => {
      const a = await create(t, counter, '/api/operational/create/shipment', shipment());
      expect((await t.call('GET', `/api/public/track/${a.number}`)).status).toBe(404);
      await t.call('PUT', `/api/operational/update/shipment/book/${a.id}`, { token: counter, body: { version: a.version } });
      const res = await t.call('GET', `/api/public/track/${a.number}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ awb: a.number, status: 'pending', consignee: 'Bu** Sa*****', shipper: 'To** Si*** Ja**' });
      expect(res.body.data.events.map((e: { text: string }) => e.text)).toEqual(['Paket diterima di counter JAKARTA']);
      expect(JSON.stringify(res.body)).not.toMatch(/total|freight|0813/);
      expect((await t.call('GET', '/api/public/track/12345')).status).toBe(400);
    });
  });
});
