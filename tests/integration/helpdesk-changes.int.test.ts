import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { auditLogs } from '@/lib/server/db/schema/audit';
import { cashAdjustments } from '@/lib/server/db/schema/finance';
import { webhookDeliveries, webhookEndpoints } from '@/lib/server/db/schema/integration';
import { shipmentKoli, shipments, trackingEvents } from '@/lib/server/db/schema/documents';
import { roleId } from '../helpers/db-checks';
import { setUpFinance, type Doc } from '../helpers/finance';
import { create, type Row } from '../helpers/operations';
import { IMAGES, multipartBody, testEngines, useTestApp } from '../helpers/test-app';

/*
 * The helpdesk's change requests through the API, as customer service asks and a second person
 * approves: each kind priced again or not, each money consequence (unbilled, cash adjustment carried
 * into the next register, CDR line, credit note and debit on an issued invoice with the ledger in
 * agreement), a batch with mixed results, the approval rules (four eyes, supervisor, manager
 * threshold), a rejection, two approvals racing on one AWB and a change racing a bag scan.
 */

describe.each(testEngines())('helpdesk change requests (%s)', (engine) => {
  const t = useTestApp(engine);
  let f: Awaited<ReturnType<typeof setUpFinance>>;
  let cs: string;
  let cs2: string;
  let manager: string;

  const ask = (body: Record<string, unknown>, token = cs) => t.call('POST', '/api/misc/create/change-request', { token, body: { reason_code: 'INPUT_ERROR', reason: 'Customer called: entered wrongly', request_id: randomUUID(), ...body } });
  const preview = (body: Record<string, unknown>, token = cs) => t.call('POST', '/api/misc/get/change-request/preview', { token, body: { reason_code: 'INPUT_ERROR', reason: 'Preview', ...body } });
  const read = async (id: number) => (await t.call('GET', `/api/misc/get/change-request/${id}`, { token: manager })).body.data as Doc;
  const approve = (doc: Row, token = manager) => t.call('PUT', `/api/misc/update/change-request/book/${doc.id}`, { token, body: { version: doc.version } });
  const requested = async (body: Record<string, unknown>) => {
    const res = await ask(body);
    expect(res.status, res.text).toBe(201);
    return res.body.data as Row;
  };
  const shipment = async (id: number) => (await t.ctx.db.select().from(shipments).where(eq(shipments.id, id)))[0] as Row & Record<string, unknown>;

  beforeAll(async () => {
    f = await setUpFinance(t);
    cs = await t.signIn('cs');
    const admin = f.ops.admin;
    const made = await t.call('POST', '/api/datamaster/create/user', { token: admin, body: { user_code: 'cs2', full_name: 'RANI CS', email: 'cs2@kurir.example', role_id: await roleId(t, 'Customer Service'), password: 'Secret#123', all_branches: true } });
    expect(made.status, made.text).toBe(201);
    cs2 = await t.signIn('cs2', 'Secret#123');
    manager = await t.signIn('manager');
  });

  it('a weight change: previewed, requested, refused to the requester, approved by another — the AWB priced again with its koli, an event and an audit row', async () => {
    const awb = await f.ops.bookedAwb(f.ops.ids.gubeng, [{ weight_kg: 2.5 }]);
    const body = { kind: 'weight', awbs: [awb.number], new_koli: [{ weight_kg: 4.2 }] };
    const seen = await preview(body);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.data.lines[0]).toMatchObject({ awb: awb.number, total_before: Number(awb.total), refusal: null, consequence: 'UNBILLED' });
    expect(seen.body.data.lines[0].total_after).toBeGreaterThan(Number(awb.total));
    expect(seen.body.data.lines[0].charges.after.freight).toBe(40_000); // 4.2 kg rounds to 4 kg at Rp 10,000

    expect((await t.call('POST', '/api/misc/create/change-request', { token: f.ops.counter, body: { ...body, reason_code: 'INPUT_ERROR', reason: 'x' } })).status).toBe(403);
    const doc = await requested(body);
    expect(doc).toMatchObject({ stage: 'draft', status: 'PENDING', kind: 'weight', awb_count: 1 });
    expect(doc.number).toMatch(/^CHG-JKT-\d{4}-\d{5}$/);
    const own = await approve(doc, cs);
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/someone other than/);

    const res = await approve(doc);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ stage: 'booked', status: 'APPLIED', applied_count: 1 });
    const after = await shipment(awb.id);
    expect(Number(after.total)).toBe(seen.body.data.lines[0].total_after);
    expect(Number(after.chargeable_kg)).toBe(4);
    expect(after.version).toBe(awb.version + 1);
    const koli = await t.ctx.db.select().from(shipmentKoli).where(eq(shipmentKoli.document_id, awb.id));
    expect(koli.map((k) => Number(k.weight_kg))).toEqual([4.2]);
    const events = await t.ctx.db.select().from(trackingEvents).where(and(eq(trackingEvents.shipment_id, awb.id), eq(trackingEvents.code, 'WEIGHT_CHANGED')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ public: false, document_number: doc.number });
    const [audit] = await t.ctx.db.select().from(auditLogs).where(and(eq(auditLogs.entity, 'shipment'), eq(auditLogs.entityId, String(awb.id)), eq(auditLogs.action, 'change-request')));
    expect(audit.after).toMatchObject({ chargeable_kg: 4, change_request: doc.number });
    expect((audit.before as Record<string, unknown>).chargeable_kg).toBe(3);
  });

  it('a name or an address changes without pricing; the customer-facing ones tell the customer', async () => {
    const awb = await f.ops.bookedAwb(f.ops.ids.gubeng);
    const doc = await requested({ kind: 'consignee-address', awbs: [awb.number], new_text: 'Jl. Kertajaya 12, Surabaya', new_phone: '0811 2222 3333' });
    expect((await approve(doc)).status).toBe(200);
    const after = await shipment(awb.id);
    expect(after).toMatchObject({ consignee_address: 'Jl. Kertajaya 12, Surabaya', consignee_phone: '0811 2222 3333', total: awb.total });
    const [event] = await t.ctx.db.select().from(trackingEvents).where(and(eq(trackingEvents.shipment_id, awb.id), eq(trackingEvents.code, 'ADDRESS_CHANGED')));
    expect(event.public).toBe(true);
    // the same value again changes nothing: refused
    const again = await ask({ kind: 'consignee-address', awbs: [awb.number], new_text: 'Jl. Kertajaya 12, Surabaya', new_phone: '0811 2222 3333' });
    expect(again.status).toBe(400);
    expect(again.body.errors.awbs[0]).toMatch(/Nothing changes/);
  });

  it('a cash AWB already in a register: a cash adjustment the counter collects through its next register', async () => {
    const awb = await f.ops.bookedAwb(f.ops.ids.gubeng, [{ weight_kg: 2 }]);
    const register = await create(t, f.ops.counter, '/api/operational/create/cash-register', { office_id: f.ops.ids.office, cutoff_at: new Date().toISOString(), request_id: randomUUID() });
    const doc = await requested({ kind: 'weight', awbs: [awb.number], new_koli: [{ weight_kg: 3 }] });
    const res = await approve(doc);
    expect(res.status, res.text).toBe(200);
    const line = (await read(doc.id)).lines.awbs[0];
    expect(line).toMatchObject({ consequence: 'CASH_ADJUSTMENT', result: 'APPLIED' });
    expect(Number(line.delta)).toBe(Number(line.total_after) - Number(line.total_before));
    expect(Number(line.delta)).toBeGreaterThan(0);
    const [adj] = await t.ctx.db.select().from(cashAdjustments).where(eq(cashAdjustments.shipment_id, awb.id));
    expect(adj).toMatchObject({ amount: Number(line.delta), cash_register_id: null, source_number: doc.number });
    expect(register.stage).toBe('draft');
    // the next register counts it with its cash
    const next = await create(t, f.ops.counter, '/api/operational/create/cash-register', { office_id: f.ops.ids.office, cutoff_at: new Date().toISOString(), request_id: randomUUID() });
    expect(Number(next.total_adjustments)).toBe(Number(line.delta));
    const [taken] = await t.ctx.db.select().from(cashAdjustments).where(eq(cashAdjustments.shipment_id, awb.id));
    expect(taken.cash_register_id).toBe(next.id);
    // voiding that register gives it back for the one after
    const full = (await t.call('GET', `/api/operational/get/cash-register/${next.id}`, { token: f.ops.counter })).body.data as Doc;
    expect(full.lines.adjustments.map((a) => a.awb)).toEqual([awb.number]);
    const voided = await t.call('PUT', `/api/operational/update/cash-register/cancel/${next.id}`, { token: f.ops.counter, body: { version: next.version, reason: 'WRONG_INPUT' } });
    expect(voided.status, voided.text).toBe(200);
    expect((await t.ctx.db.select().from(cashAdjustments).where(eq(cashAdjustments.shipment_id, awb.id)))[0].cash_register_id).toBeNull();
  });

  it('an issued invoice: a lower weight makes an approved credit note, a higher one a debit receivable — the ledger, the invoice and the AWB agree', async () => {
    const invoice = await f.issuedInvoice([3, 6]);
    const [a, b] = invoice.lines.awbs as Row[];
    const before = await f.balance();
    expect(before).toBe(Number(invoice.total));
    const awbA = await shipment(Number(a.shipment_id));
    const lower = await requested({ kind: 'weight', awbs: [awbA.number], new_koli: [{ weight_kg: 1 }], reason_code: 'CUSTOMER_DISPUTE' });
    const res = await approve(lower);
    expect(res.status, res.text).toBe(200);
    const line = (await read(lower.id)).lines.awbs[0];
    expect(line).toMatchObject({ consequence: 'CREDIT_NOTE', result: 'APPLIED' });
    expect(line.document_number).toMatch(/^CN-/);
    const note = (await f.call('GET', `get/credit-note?search=${encodeURIComponent(String(lower.number))}`)).body.data as Row[];
    expect(note).toHaveLength(1);
    expect(note[0]).toMatchObject({ number: line.document_number, stage: 'booked', status: 'APPROVED' });
    const after = await shipment(awbA.id);
    const credited = Number(awbA.total) - Number(awbA.tax) - (Number(after.total) - Number(after.tax));
    expect(Number(note[0].amount)).toBe(credited);
    const inv = await f.read('invoice', invoice.id);
    expect(Number(inv.outstanding)).toBe(Number(invoice.total) - Number(note[0].total));
    expect(await f.balance()).toBe(Number(inv.outstanding));
    expect(await f.itemBalance('invoice', invoice.id)).toBe(Number(inv.outstanding));

    const awbB = await shipment(Number(b.shipment_id));
    const higher = await requested({ kind: 'weight', awbs: [awbB.number], new_koli: [{ weight_kg: 7 }], reason_code: 'REWEIGHED_AT_HUB' });
    expect((await approve(higher)).status).toBe(200);
    const debitLine = (await read(higher.id)).lines.awbs[0];
    expect(debitLine).toMatchObject({ consequence: 'DEBIT', result: 'APPLIED' });
    const debit = (await f.call('GET', `get/receivable?search=${encodeURIComponent(String(higher.number))}`)).body.data as Row[];
    expect(debit[0]).toMatchObject({ number: debitLine.document_number, kind: 'OTHER_CHARGE', amount: Number(debitLine.delta), reference: higher.number });
    expect(await f.balance()).toBe(Number(inv.outstanding) + Number(debitLine.delta));
  });

  it('a credit AWB in a posted CDR has its line and the CDR’s figures updated', async () => {
    const awb = await f.creditAwb(2);
    const cdr = await create(t, f.finance, '/api/finance/create/customer-data-report', { customer_id: f.customerId, ...f.period, request_id: randomUUID() });
    expect((await f.call('PUT', `update/customer-data-report/book/${cdr.id}`, { version: cdr.version })).status).toBe(200);
    const doc = await requested({ kind: 'weight', awbs: [awb.number], new_koli: [{ weight_kg: 5 }], reason_code: 'SCALE_ERROR' });
    expect((await approve(doc)).status).toBe(200);
    expect((await read(doc.id)).lines.awbs[0].consequence).toBe('CDR_LINE');
    const after = await shipment(awb.id);
    const posted = await f.read('customer-data-report', cdr.id);
    const line = posted.lines.awbs.find((l) => l.shipment_id === awb.id)!;
    expect(Number(line.amount)).toBe(Number(after.total) - Number(after.tax));
    expect(Number(posted.amount)).toBe(posted.lines.awbs.filter((l) => l.included).reduce((s, l) => s + Number(l.amount), 0));
  });

  it('the approval rules: a late change needs a supervisor, a big price move a manager', async () => {
    const awb = await f.ops.bookedAwb(f.ops.ids.gubeng);
    await t.ctx.db.update(shipments).set({ status: 'in_transit' }).where(eq(shipments.id, awb.id));
    const late = await requested({ kind: 'destination', awbs: [awb.number], new_area_id: f.ops.ids.medan });
    expect(late.needs_supervisor).toBe(true);
    const refused = await approve(late, cs2);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/supervisor/);
    expect((await approve(late)).status).toBe(200);
    expect((await shipment(awb.id)).destination_area_id).toBe(f.ops.ids.medan);

    const small = await f.ops.bookedAwb(f.ops.ids.gubeng, [{ weight_kg: 1 }]);
    const big = await requested({ kind: 'weight', awbs: [small.number], new_koli: [{ weight_kg: 40 }] });
    expect(big.needs_manager).toBe(true);
    const no = await approve(big, cs2);
    expect(no.status).toBe(403);
    expect(no.body.message).toMatch(/manager/);
    const modest = await requested({ kind: 'shipper-name', awbs: [small.number], new_text: 'Toko Sinar Jaya Abadi' });
    expect((await approve(modest, cs2)).status).toBe(200);
    // the big one was asked on the AWB before the name changed: it is refused, not applied on top
    const stale = await approve(big);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Changed since the request/);
  });

  it('after delivery a weight changes only for a dispute reason; a voided AWB never', async () => {
    const awb = await f.ops.bookedAwb(f.ops.ids.gubeng);
    await t.ctx.db.update(shipments).set({ status: 'delivered', delivered_at: new Date().toISOString() }).where(eq(shipments.id, awb.id));
    const plain = await ask({ kind: 'weight', awbs: [awb.number], new_koli: [{ weight_kg: 5 }] });
    expect(plain.status).toBe(400);
    expect(plain.body.errors.awbs[0]).toMatch(/only for/);
    expect((await ask({ kind: 'weight', awbs: [awb.number], new_koli: [{ weight_kg: 5 }], reason_code: 'CUSTOMER_DISPUTE' })).status).toBe(201);
    expect((await ask({ kind: 'weight', awbs: [awb.number], new_koli: [{ weight_kg: 5 }, { weight_kg: 1 }], reason_code: 'CUSTOMER_DISPUTE' })).body.errors.awbs[0]).toMatch(/keeps the 1 koli/);
  });

  it('a batch of 200 account changes: each AWB its own result', async () => {
    const other = await create(t, f.ops.admin, '/api/datamaster/create/customer', { code: 'SIGMA', name: 'PT Sigma', customer_type_id: (await t.call('GET', '/api/setting/get/customer-type?code=CORP', { token: f.ops.admin })).body.data[0].id, branch_id: f.ops.ids.jkt, city: 'Jakarta', address: 'Jl. Sudirman 1', credit_limit: 100_000_000 });
    await create(t, f.ops.admin, '/api/datamaster/create/contract', { contract_no: 'K-SIGMA', customer_id: other.id, start_date: '2026-01-01', end_date: '2027-12-31', top_days: 30, credit_limit: 100_000_000 });
    const model = await f.creditAwb(2);
    // 196 more credit AWBs like it (as the counter books them, without the 196 round trips)
    await t.ctx.db.execute(sql`insert into shipments (number, stage, status, shipment_date, payment_type, channel, office_id, branch_id, customer_id, origin_area_id, destination_area_id, service_id,
        shipper_name, shipper_phone, shipper_address, consignee_name, consignee_phone, consignee_address, goods_description, insured, actual_kg, volumetric_kg, chargeable_kg, koli_count,
        rate_per_kg, freight, additional, insurance, cod_fee, discount, tax, total, booked_at, booked_by, created_by)
      select 'BATCH' || lpad(g::text, 5, '0'), stage, 'pending', shipment_date, payment_type, channel, office_id, branch_id, customer_id, origin_area_id, destination_area_id, service_id,
        shipper_name, shipper_phone, shipper_address, consignee_name, consignee_phone, consignee_address, goods_description, insured, actual_kg, volumetric_kg, chargeable_kg, koli_count,
        rate_per_kg, freight, additional, insurance, cod_fee, discount, tax, total, booked_at, booked_by, created_by
      from shipments, generate_series(1, 196) g where id = ${model.id}`);
    await t.ctx.db.execute(sql`insert into shipment_koli (document_id, position, weight_kg, volumetric_kg) select id, 1, 2, 0 from shipments where number like 'BATCH%'`);
    const cash = await f.ops.bookedAwb(f.ops.ids.gubeng);
    await t.ctx.db.update(shipments).set({ stage: 'cancelled', status: 'cancelled' }).where(eq(shipments.number, 'BATCH00007'));
    const numbers = [model.number, ...Array.from({ length: 196 }, (_, i) => `BATCH${String(i + 1).padStart(5, '0')}`), cash.number, 'NOSUCHAWB1'];
    numbers.push('NOSUCHAWB2');
    expect(numbers).toHaveLength(200);
    const doc = await requested({ kind: 'account', awbs: numbers, new_customer_id: other.id, reason_code: 'WRONG_ACCOUNT' });
    expect(doc).toMatchObject({ awb_count: 200, refused_count: 4 });
    const asRequested = new Map((await read(doc.id)).lines.awbs.map((l) => [l.awb, l]));
    // the new account's integration hears of every AWB that moved to it (its own copy is now wrong)
    await t.ctx.db.insert(webhookEndpoints).values({ customer_id: other.id, url: 'https://hooks.example.com/sigma', secret: 'helpdesk-changes-test-secret' });
    // voided between the request and the approval: refused then, its line keeps what the request showed
    await t.ctx.db.update(shipments).set({ stage: 'cancelled', status: 'cancelled' }).where(eq(shipments.number, 'BATCH00010'));
    const res = await approve(doc);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'PARTLY_APPLIED', applied_count: 195, refused_count: 5 });
    const lines = (await read(doc.id)).lines.awbs;
    const byAwb = new Map(lines.map((l) => [l.awb, l]));
    expect(byAwb.get('BATCH00007')).toMatchObject({ result: 'REFUSED', message: 'This AWB is voided' });
    const late = asRequested.get('BATCH00010')!;
    expect(late.before_value).toMatch(/PT /);
    expect(byAwb.get('BATCH00010')).toMatchObject({ result: 'REFUSED', message: 'This AWB is voided', before_value: late.before_value, total_before: late.total_before });
    expect(byAwb.get(cash.number)!.message).toMatch(/Only credit AWBs/);
    expect(byAwb.get('NOSUCHAWB1')!.message).toMatch(/No such AWB/);
    const [{ n }] = (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(shipments).where(eq(shipments.customer_id, other.id))) as { n: number }[];
    expect(n).toBe(195);
    const heard = await t.ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.event, 'changed'));
    expect(heard).toHaveLength(195);
    expect(heard.find((h) => h.shipment_id === model.id)!.payload).toMatchObject({ event: 'changed', awb: model.number, change: 'account', change_request: doc.number });
    expect(heard.some((h) => h.shipment_id === byAwb.get('BATCH00010')!.shipment_id)).toBe(false);
  });

  it('a request carries its attachments: a photo re-encoded, a PDF as sent, anything else refused', async () => {
    const upload = async (file: { name: string; type: string; data: Uint8Array }) => {
      const { payload, headers } = await multipartBody({ file });
      return t.call('POST', '/api/misc/create/change-request/attachment', { token: cs, payload, headers });
    };
    const photo = await upload({ name: 'scale.png', type: 'image/png', data: IMAGES.png });
    expect(photo.status, photo.text).toBe(201);
    expect(photo.body.data.name).toMatch(/^[0-9a-f-]{36}\.png$/);
    const pdf = await upload({ name: 'letter.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') });
    expect(pdf.status).toBe(201);
    expect((await upload({ name: 'x.exe', type: 'application/octet-stream', data: Buffer.from('MZ....') })).status).toBe(400);
    const awb = await f.ops.bookedAwb(f.ops.ids.gubeng);
    const doc = await requested({ kind: 'shipper-name', awbs: [awb.number], new_text: 'Toko Baru', attachments: [photo.body.data.name, pdf.body.data.name] });
    expect(String(doc.attachments).split(',')).toEqual([photo.body.data.name, pdf.body.data.name]);
    const served = await t.call('GET', `/api/misc/get/change-request/attachment/${photo.body.data.name}`, { token: manager });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await ask({ kind: 'shipper-name', awbs: [awb.number], new_text: 'X', attachments: ['00000000-0000-0000-0000-000000000000.png'] })).status).toBe(400);
    expect((await t.call('GET', `/api/misc/get/change-request/attachment/${photo.body.data.name}`, { token: f.ops.counter })).status).toBe(403);
    // the request's files, in its order, for its detail
    const listed = await t.call('GET', `/api/misc/get/change-request/${doc.id}/attachments`, { token: manager });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data).toMatchObject([
      { name: photo.body.data.name, original_name: 'scale.png', content_type: 'image/png' },
      { name: pdf.body.data.name, original_name: 'letter.pdf', content_type: 'application/pdf' },
    ]);
    // customer service of another branch holds the screen but not the request's branch: the files do not exist for them
    const made = await t.call('POST', '/api/datamaster/create/user', { token: f.ops.admin, body: { user_code: 'csmdn', full_name: 'MEDAN CS', email: 'csmdn@kurir.example', role_id: await roleId(t, 'Customer Service'), password: 'Secret#123', all_branches: false, branch_ids: [f.ops.ids.mdn] } });
    expect(made.status, made.text).toBe(201);
    const medan = await t.signIn('csmdn', 'Secret#123');
    expect((await t.call('GET', `/api/misc/get/change-request/attachment/${photo.body.data.name}`, { token: medan })).status).toBe(404);
    expect((await t.call('GET', `/api/misc/get/change-request/${doc.id}/attachments`, { token: medan })).status).toBe(404);
    // a file no request lists yet: its uploader only
    const fresh = await upload({ name: 'fresh.png', type: 'image/png', data: IMAGES.png });
    expect((await t.call('GET', `/api/misc/get/change-request/attachment/${fresh.body.data.name}`, { token: cs })).status).toBe(200);
    expect((await t.call('GET', `/api/misc/get/change-request/attachment/${fresh.body.data.name}`, { token: manager })).status).toBe(404);
  });

  it('a rejection keeps the AWB as it was', async () => {
    const awb = await f.ops.bookedAwb(f.ops.ids.gubeng);
    const doc = await requested({ kind: 'special-instructions', awbs: [awb.number], new_text: 'Call before delivery' });
    const res = await t.call('PUT', `/api/misc/update/change-request/cancel/${doc.id}`, { token: manager, body: { version: doc.version, reason: 'NOT_JUSTIFIED', note: 'No call on record' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ stage: 'cancelled', status: 'REJECTED', cancel_reason: 'NOT_JUSTIFIED' });
    expect((await shipment(awb.id)).special_instructions).toBeNull();
  });

  it('two approvals of two requests on one AWB at once: one wins, the other is refused', async () => {
    const awb = await f.ops.bookedAwb(f.ops.ids.gubeng);
    const one = await requested({ kind: 'consignee-name', awbs: [awb.number], new_text: 'Rina Wati' });
    const two = await requested({ kind: 'consignee-name', awbs: [awb.number], new_text: 'Rini Wulandari' });
    const results = await Promise.all([approve(one), approve(two)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results[0].status === 200 ? 'Rina Wati' : 'Rini Wulandari';
    expect((await shipment(awb.id)).consignee_name).toBe(winner);
  });

  it('a destination change racing a bag scan: one order wins and nothing is lost', async () => {
    const awb = await f.ops.bookedAwb(f.ops.ids.gubeng);
    const doc = await requested({ kind: 'destination', awbs: [awb.number], new_area_id: f.ops.ids.medan });
    expect(doc.needs_supervisor).toBe(false);
    const bag = await create(t, f.ops.dispatcher, '/api/operational/create/shipping-bag', { office_id: f.ops.ids.office, destination_branch_id: f.ops.ids.sby });
    const [approved, scanned] = await Promise.all([approve(doc, cs2), t.call('PUT', `/api/operational/update/shipping-bag/scan/${bag.id}`, { token: f.ops.dispatcher, body: { awb: awb.number } })]);
    const after = await shipment(awb.id);
    if (approved.status === 200) {
      expect(after.destination_area_id).toBe(f.ops.ids.medan);
    } else {
      // the scan came first: the AWB is bagged, a plain approval may no longer move it
      expect(approved.status).toBe(403);
      expect(after.destination_area_id).toBe(f.ops.ids.gubeng);
    }
    if (scanned.status === 200) expect(after.bag_id).toBe(bag.id);
    else expect(after.bag_id).toBeNull();
    expect([approved.status, scanned.status]).toContain(200);
  });
});
