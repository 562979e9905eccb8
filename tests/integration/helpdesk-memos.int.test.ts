import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cashAdjustments } from '@/lib/server/db/schema/finance';
import { shipments, trackingEvents } from '@/lib/server/db/schema/documents';
import { setUpFinance, type Doc } from '../helpers/finance';
import { create, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * The internal memos through the API, entered by customer service and approved by the manager (four
 * eyes): a void receipt cancels a cash AWB of a handed-over register and refunds it through the next
 * one; a revision invoice takes the old figures back with a credit note and issues a corrected invoice
 * linked to it, the ledger following; a special price is used by the pricing once approved.
 */

describe.each(testEngines())('internal memos (%s)', (engine) => {
  const t = useTestApp(engine);
  let f: Awaited<ReturnType<typeof setUpFinance>>;
  let cs: string;
  let manager: string;

  const memo = async (body: Record<string, unknown>, status = 201) => {
    const res = await t.call('POST', '/api/misc/create/memo', { token: cs, body: { reason: 'Customer asked, confirmed by phone', request_id: randomUUID(), ...body } });
    expect(res.status, res.text).toBe(status);
    return res.body;
  };
  const approve = (doc: Row, token = manager) => t.call('PUT', `/api/misc/update/memo/book/${doc.id}`, { token, body: { version: doc.version } });

  beforeAll(async () => {
    f = await setUpFinance(t);
    cs = await t.signIn('cs');
    manager = await t.signIn('manager');
  });

  it('a void receipt: refused while the counter can still void, then the AWB cancelled and refunded through the next register', async () => {
    const awb = await f.ops.bookedAwb(f.ops.ids.gubeng);
    expect((await memo({ kind: 'VOID_RECEIPT', awb: awb.number }, 400)).errors.awb[0]).toMatch(/Not in a cash register yet/);
    const register = await create(t, f.ops.counter, '/api/operational/create/cash-register', { office_id: f.ops.ids.office, cutoff_at: new Date().toISOString(), request_id: randomUUID() });
    expect((await memo({ kind: 'VOID_RECEIPT', awb: awb.number }, 400)).errors.awb[0]).toMatch(/not handed over yet/);
    const handed = await t.call('PUT', `/api/operational/update/cash-register/book/${register.id}`, { token: f.ops.counter, body: { version: register.version, counted_amount: Number(register.total_cash) } });
    expect(handed.status, handed.text).toBe(200);
    const doc = (await memo({ kind: 'VOID_RECEIPT', awb: awb.number })).data as Row;
    expect(doc).toMatchObject({ kind: 'VOID_RECEIPT', stage: 'draft', status: 'PENDING', register_number: register.number, refund_amount: Number(awb.total) });
    expect((await approve(doc, cs)).body.message).toMatch(/someone other than/); // the requester never approves their own memo
    const res = await approve(doc);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ stage: 'booked', status: 'APPROVED' });
    const [after] = await t.ctx.db.select().from(shipments).where(eq(shipments.id, awb.id));
    expect(after).toMatchObject({ stage: 'cancelled', status: 'cancelled' });
    const [refund] = await t.ctx.db.select().from(cashAdjustments).where(eq(cashAdjustments.shipment_id, awb.id));
    expect(refund).toMatchObject({ amount: -Number(awb.total), source_number: doc.number });
    const events = await t.ctx.db.select().from(trackingEvents).where(eq(trackingEvents.shipment_id, awb.id));
    expect(events.some((e) => e.code === 'CANCELLED' && e.document_number === doc.number)).toBe(true);
  });

  it('a revision invoice: a credit note takes back the old figures, a corrected invoice linked to it bills the revised ones', async () => {
    const invoice = await f.issuedInvoice([3, 6]);
    const before = await f.balance();
    const [a, b] = invoice.lines.awbs as Row[];
    const body = await memo({ kind: 'REVISION_INVOICE', invoice_id: invoice.id, lines: [{ invoice_line_id: a.id, revised: Number(a.amount) - 5_000 }] });
    const doc = body.data as Row;
    expect(doc).toMatchObject({ invoice_number: invoice.number, old_total: Number(invoice.total) });
    expect(Number(doc.new_total)).toBeLessThan(Number(invoice.total));
    const res = await approve(doc);
    expect(res.status, res.text).toBe(200);
    const approved = res.body.data as Row;
    expect(approved.credit_note_number).toMatch(/^CN-/);
    expect(approved.new_invoice_number).toMatch(/^INV-|^IN/);
    const old = await f.read('invoice', invoice.id);
    expect(old.replaced_by_number).toBe(approved.new_invoice_number);
    expect(Number(old.outstanding)).toBe(Number(old.stamp_duty ?? 0));
    const list = (await f.call('GET', `get/invoice?search=${encodeURIComponent(String(approved.new_invoice_number))}`)).body.data as Row[];
    const corrected = await f.read('invoice', list.find((r) => r.number === approved.new_invoice_number)!.id);
    expect(corrected).toMatchObject({ stage: 'booked', status: 'ISSUED', replaces_number: invoice.number, total: doc.new_total });
    expect(String(corrected.notes)).toMatch(/faktur pengganti/);
    expect(corrected.lines.awbs.map((l) => Number(l.amount))).toEqual([Number(a.amount) - 5_000, Number(b.amount)]);
    const [s] = await t.ctx.db.select({ invoice_id: shipments.invoice_id }).from(shipments).where(eq(shipments.id, Number(a.shipment_id)));
    expect(s.invoice_id).toBe(corrected.id);
    // the ledger: the old invoice owes only what the credit note could not take (its stamp duty), the new one its total
    expect(await f.balance()).toBe(before - (Number(invoice.total) - Number(old.outstanding)) + Number(corrected.total));
    expect(await f.itemBalance('invoice', corrected.id)).toBe(Number(corrected.total));
  });

  it('a special price: used by the quote once approved, and said to be one', async () => {
    const quote = async () =>
      (
        await t.call('POST', '/api/operational/get/shipment/quote', {
          token: f.ops.counter,
          body: { payment_type: 'CREDIT', customer_id: f.customerId, office_id: f.ops.ids.office, origin_area_id: f.ops.ids.gambir, destination_area_id: f.ops.ids.gubeng, service_id: f.ops.ids.reg, koli: [{ weight_kg: 2 }] },
        })
      ).body.data.options[0];
    expect((await quote()).rate_source).not.toBe('special-price');
    const bad = await memo({ kind: 'SPECIAL_PRICE', customer_id: f.customerId, origin_area_id: f.ops.ids.gambir, service_id: f.ops.ids.reg, rate_per_kg: 7_500, valid_from: '2026-01-01', valid_to: '2027-12-31' }, 400);
    expect(bad.errors.destination_area_id[0]).toMatch(/one of the two/);
    const doc = (await memo({ kind: 'SPECIAL_PRICE', customer_id: f.customerId, origin_area_id: f.ops.ids.gambir, destination_regency: 'Kota Surabaya', service_id: f.ops.ids.reg, rate_per_kg: 7_500, valid_from: '2026-01-01', valid_to: '2027-12-31' })).data as Row;
    expect((await quote()).rate_source).not.toBe('special-price');
    expect((await approve(doc)).status).toBe(200);
    const priced = await quote();
    expect(priced).toMatchObject({ rate_source: 'special-price', rate_per_kg: 7_500 });
    expect(priced.charges.freight).toBe(15_000);
  });

  it('a rejected memo does nothing', async () => {
    const doc = (await memo({ kind: 'SPECIAL_PRICE', customer_id: f.customerId, origin_area_id: f.ops.ids.gambir, destination_area_id: f.ops.ids.medan, service_id: f.ops.ids.reg, rate_per_kg: 1_000, valid_from: '2026-01-01', valid_to: '2026-12-31' })).data as Row;
    const res = await t.call('PUT', `/api/misc/update/memo/cancel/${doc.id}`, { token: manager, body: { version: doc.version, reason: 'NOT_JUSTIFIED' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ stage: 'cancelled', status: 'REJECTED' });
    const list = (await t.call('GET', '/api/misc/get/memo?kind=SPECIAL_PRICE&stage=booked', { token: manager })).body.data as Doc[];
    expect(list.map((m) => m.id)).not.toContain(doc.id);
  });
});

describe.each(testEngines())('helpdesk: bad input is a 4xx with its field (%s)', (engine) => {
  const t = useTestApp(engine);
  let cs: string;
  beforeAll(async () => {
    cs = await t.signIn('cs');
  });

  it.each([
    ['change request without AWBs', '/api/misc/create/change-request', { kind: 'weight', awbs: [], reason_code: 'OTHER', reason: 'x', new_koli: [{ weight_kg: 1 }] }, 'awbs'],
    ['change request of an unknown kind', '/api/misc/create/change-request', { kind: 'colour', awbs: ['123'], reason_code: 'OTHER', reason: 'x' }, 'kind'],
    ['a koli weighing text', '/api/misc/create/change-request', { kind: 'weight', awbs: ['123'], reason_code: 'OTHER', reason: 'x', new_koli: [{ weight_kg: 'heavy' }] }, 'new_koli.0.weight_kg'],
    ['an AWB number with a quote', '/api/misc/get/change-request/preview', { kind: 'shipper-name', awbs: ['12"3'], reason_code: 'OTHER', reason: 'x', new_text: 'A' }, 'awbs.0'],
    ['a batch of 1,001', '/api/misc/get/change-request/preview', { kind: 'shipper-name', awbs: Array.from({ length: 1001 }, (_, i) => `A${i}`), reason_code: 'OTHER', reason: 'x', new_text: 'A' }, 'awbs'],
    ['a single-AWB kind with two', '/api/misc/create/change-request', { kind: 'weight', awbs: ['1', '2'], reason_code: 'OTHER', reason: 'x', new_koli: [{ weight_kg: 1 }] }, 'awbs'],
    ['a ticket of an unknown kind', '/api/misc/create/ticket', { kind: 'ANGRY', channel: 'PHONE', caller_name: 'x', subject: 'x', description: 'x' }, 'kind'],
    ['a memo of no kind', '/api/misc/create/memo', { reason: 'x' }, 'kind'],
    ['a special price ending before it starts', '/api/misc/create/memo', { kind: 'SPECIAL_PRICE', customer_id: 1, origin_area_id: 1, destination_area_id: 2, service_id: 1, rate_per_kg: 1000, valid_from: '2026-12-31', valid_to: '2026-01-01', reason: 'x' }, 'valid_to'],
  ])('%s', async (_name, path, body, field) => {
    const res = await t.call('POST', path, { token: cs, body });
    expect(res.status, res.text).toBe(400);
    expect(Object.keys(res.body.errors ?? {}), res.text).toContain(field);
  });

  it('an action on a ticket that does not exist is a 404; a claim approved with none waiting a 409 or 403', async () => {
    expect((await t.call('PUT', '/api/misc/update/ticket/note/999999', { token: cs, body: { version: 1, text: 'x', customer_facing: false } })).status).toBe(404);
    const made = await t.call('POST', '/api/misc/create/ticket', { token: cs, body: { kind: 'OTHER', channel: 'PHONE', caller_name: 'x', subject: 'x', description: 'x' } });
    expect(made.status, made.text).toBe(201);
    const admin = await t.signIn('admin');
    const res = await t.call('PUT', `/api/misc/update/ticket/approve-claim/${made.body.data.id}`, { token: admin, body: { version: made.body.data.version } });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/No claim waits/);
  });
});
