import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { shipments } from '@/lib/server/db/schema/documents';
import { ledgerEntries } from '@/lib/server/db/schema/finance';
import { agingByParty } from '@/lib/server/finance/aging';
import { create, idOf, setUpOperations, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * A credit customer's money from delivered AWBs to a paid invoice, through the API as the finance user:
 * CDR (generate, leave out, post, cancel), invoice (generate, edit, issue, print, cancel), payments
 * (partial with PPh 23, overpaid → deposit, deposit applied, write-off, racing, cancel), a manual
 * receivable, the card and aging — with the ledger balanced against the documents at every step.
 */

type Doc = Row & { lines: Record<string, Row[]> };

describe.each(testEngines())('finance: receivables (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let finance: string;
  let counter: string;
  let customerId: number;
  let ops: Awaited<ReturnType<typeof setUpOperations>>;
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>, token = finance) => t.call(method, `/api/finance/${path}`, { token, body });
  const read = async (doc: string, id: number) => (await call('GET', `get/${doc}/${id}`)).body.data as Doc;
  const balance = async () => Number((await t.ctx.db.select({ b: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` }).from(ledgerEntries).where(eq(ledgerEntries.customer_id, customerId)))[0].b);
  const itemBalance = async (type: string, id: number) =>
    Number((await t.ctx.db.select({ b: sql<string>`coalesce(sum(amount), 0)` }).from(ledgerEntries).where(sql`item_type = ${type} and item_id = ${id}`))[0].b);

  /** A booked credit AWB of the customer; delivered unless told otherwise. */
  const creditAwb = async (delivered = true, weight = 2.5) => {
    const doc = await create(t, counter, '/api/operational/create/shipment', {
      payment_type: 'CREDIT',
      customer_id: customerId,
      office_id: ops.ids.office,
      origin_area_id: ops.ids.gambir,
      destination_area_id: ops.ids.gubeng,
      service_id: ops.ids.reg,
      shipper_name: 'PT Maju Jaya',
      shipper_phone: '0812 1111 2222',
      shipper_address: 'Jl. Daan Mogot 9',
      consignee_name: 'Rina',
      consignee_phone: '0813 3333 4444',
      consignee_address: 'Jl. Raya Gubeng 10',
      goods_description: 'Suku cadang',
      koli: [{ weight_kg: weight }],
      request_id: randomUUID(),
    });
    const booked = await t.call('PUT', `/api/operational/update/shipment/book/${doc.id}`, { token: counter, body: { version: doc.version } });
    expect(booked.status).toBe(200);
    if (delivered) await t.ctx.db.update(shipments).set({ status: 'delivered', delivered_at: new Date().toISOString() }).where(eq(shipments.id, doc.id));
    return booked.body.data as Row;
  };
  const period = { period_from: monthStart, period_to: today };
  const pay = (body: Record<string, unknown>) =>
    call('POST', 'create/payment', { customer_id: customerId, payment_date: today, method: 'TRANSFER', bank_account: 'BCA 123', reference: `TRF-${randomUUID().slice(0, 6)}`, request_id: randomUUID(), ...body });

  beforeAll(async () => {
    ops = await setUpOperations(t);
    ({ admin, counter } = ops);
    finance = await t.signIn('finance');
    const corp = await idOf(t, admin, 'setting', 'customer-type', 'code=CORP');
    customerId = (await create(t, admin, '/api/datamaster/create/customer', { code: 'MAJU', name: 'PT Maju Jaya', customer_type_id: corp, branch_id: ops.ids.jkt, city: 'Jakarta', address: 'Jl. Daan Mogot 9', npwp: '01.234.567.8-901.000', credit_limit: 500_000_000 })).id;
    await create(t, admin, '/api/datamaster/create/contract', { contract_no: 'K-MAJU', customer_id: customerId, start_date: '2026-01-01', end_date: '2027-12-31', top_days: 14, credit_limit: 500_000_000 });
  });

  it('a CDR takes the delivered AWBs of the period, leaves out what the clerk says, and posting releases those', async () => {
    const [a, b] = [await creditAwb(), await creditAwb()];
    const notDelivered = await creditAwb(false);
    const cdr = await create(t, finance, '/api/finance/create/customer-data-report', { customer_id: customerId, ...period, request_id: randomUUID() });
    expect(cdr.number).toMatch(/^CDR-JKT-\d{4}-\d{5}$/);
    const full = await read('customer-data-report', cdr.id);
    expect(full.lines.awbs.map((l) => l.shipment_id).sort()).toEqual([a.id, b.id].sort());
    expect(full.lines.awbs.map((l) => l.shipment_id)).not.toContain(notDelivered.id);
    const billed = (s: Row) => Number(s.total) - Number(s.tax);
    expect(full).toMatchObject({ awb_count: 2, amount: billed(a) + billed(b), status: 'REVIEW' });
    // the same AWBs cannot go into a second CDR
    const again = await call('POST', 'create/customer-data-report', { customer_id: customerId, ...period, request_id: randomUUID() });
    expect([again.status, again.body.errors]).toEqual([400, { customer_id: ['Nothing to post in this period'] }]);
    // leave b out: the figures follow, and posting releases it for a later CDR
    const line = full.lines.awbs.find((l) => l.shipment_id === b.id)!;
    const noReason = await call('PUT', `update/customer-data-report/exclude/${cdr.id}`, { version: full.version, line_ids: [line.id], exclude_reason: 'OTHER' });
    expect([noReason.status, Object.keys(noReason.body.errors)]).toEqual([400, ['exclude_note']]);
    const left = await call('PUT', `update/customer-data-report/exclude/${cdr.id}`, { version: full.version, line_ids: [line.id], exclude_reason: 'DISPUTED' });
    expect(left.body.data).toMatchObject({ awb_count: 1, excluded_count: 1, amount: billed(a) });
    const stale = await call('PUT', `update/customer-data-report/book/${cdr.id}`, { version: full.version });
    expect(stale.status).toBe(409);
    const posted = await call('PUT', `update/customer-data-report/book/${cdr.id}`, { version: left.body.data.version });
    expect(posted.body.data).toMatchObject({ stage: 'booked', status: 'POSTED' });
    const [sa, sb] = [(await t.ctx.db.select().from(shipments).where(eq(shipments.id, a.id)))[0], (await t.ctx.db.select().from(shipments).where(eq(shipments.id, b.id)))[0]];
    expect([sa.customer_data_report_id, sb.customer_data_report_id]).toEqual([cdr.id, null]);
    // a CDR holds its AWBs: cancelling one at the counter is refused, naming it
    const cancelAwb = await t.call('PUT', `/api/operational/update/shipment/cancel/${a.id}`, { token: admin, body: { version: sa.version, reason: 'WRONG_INPUT' } });
    expect([cancelAwb.status, cancelAwb.body.message]).toEqual([409, expect.stringContaining(`customer data report ${cdr.number}`)]);
    // b goes into the next CDR; cancelling that one frees it again
    const next = await create(t, finance, '/api/finance/create/customer-data-report', { customer_id: customerId, ...period, request_id: randomUUID() });
    expect(next.awb_count).toBe(1);
    const cancelled = await call('PUT', `update/customer-data-report/cancel/${next.id}`, { version: next.version, reason: 'WRONG_INPUT' });
    expect(cancelled.body.data).toMatchObject({ stage: 'cancelled', status: 'CANCELLED' });
    expect((await t.ctx.db.select().from(shipments).where(eq(shipments.id, b.id)))[0].customer_data_report_id).toBeNull();
  });

  it('an invoice from posted CDRs: figures, edit, issue to the ledger, print; the CDR is held', async () => {
    const inv = await create(t, finance, '/api/finance/create/invoice', { customer_id: customerId, ...period, request_id: randomUUID() });
    expect(inv).toMatchObject({ stage: 'draft', status: 'DRAFT', top_days: 14, ppn_percent: 1.1, ppn_base: 'BILLED' });
    const full = await read('invoice', inv.id);
    const amount = full.lines.awbs.reduce((s, l) => s + Number(l.amount), 0);
    const ppn = Math.floor((Number(inv.taxable_amount) * 11) / 1000);
    expect(inv).toMatchObject({ amount, dpp: Number(inv.taxable_amount), ppn, total: amount + ppn + Number(inv.stamp_duty) });
    expect(String(inv.amount_in_words)).toMatch(/ rupiah$/);
    const cdrId = (await t.ctx.db.select({ id: shipments.customer_data_report_id }).from(shipments).where(eq(shipments.invoice_id, inv.id)))[0].id!;
    const cdr = await read('customer-data-report', cdrId);
    expect(cdr.status).toBe('INVOICED');
    const held = await call('PUT', `update/customer-data-report/cancel/${cdrId}`, { version: cdr.version, reason: 'WRONG_INPUT' });
    expect([held.status, held.body.message]).toEqual([409, expect.stringContaining(`invoice ${inv.number}`)]);
    // edit the draft: summary lines, the tax invoice number; the due date follows the terms
    const edited = await call('PUT', `update/invoice/${inv.id}`, { version: inv.version, invoice_date: today, top_days: 30, collector_id: null, line_mode: 'SUMMARY', tax_invoice_no: `010.000-${today.slice(2, 4)}.00000001`, notes: null });
    expect(edited.body.data).toMatchObject({ line_mode: 'SUMMARY', tax_invoice_no: `010.000-${today.slice(2, 4)}.00000001` });
    expect(edited.body.data.due_date > today).toBe(true);
    const staleEdit = await call('PUT', `update/invoice/${inv.id}`, { version: inv.version, invoice_date: today, top_days: 30, line_mode: 'DETAIL' });
    expect(staleEdit.status).toBe(409);
    expect(await balance()).toBe(0);
    const issued = await call('PUT', `update/invoice/issue/${inv.id}`, { version: edited.body.data.version });
    expect(issued.body.data).toMatchObject({ stage: 'booked', status: 'ISSUED', outstanding: inv.total, customer_npwp: '01.234.567.8-901.000' });
    expect(await balance()).toBe(inv.total);
    const pdf = await t.call('GET', `/api/finance/print/invoice/invoice/${inv.id}`, { token: finance });
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const xlsx = await t.call('GET', `/api/finance/export/invoice-awbs/${inv.id}?format=csv`, { token: finance });
    expect(xlsx.status).toBe(200);
    expect(xlsx.text).toContain(String(full.lines.awbs[0].awb));
  });

  it('payments: partial with PPh 23, then the rest overpaid into a deposit, a deposit applied; the card and the ledger agree', async () => {
    const inv = (await call('GET', `get/invoice?customer_id=${customerId}&stage=booked`)).body.data[0] as Row;
    const total = Number(inv.total);
    const pph23 = Math.floor(Number(inv.amount) * 0.02);
    // PPh 23 without its slip is refused, nothing is written
    const part = Math.floor(total / 3);
    const noSlip = await pay({ amount_received: part, allocations: [{ item_id: inv.id, amount: part, pph23 }] });
    expect([noSlip.status, Object.keys(noSlip.body.errors)]).toEqual([400, ['pph23_slip_no']]);
    const over = await pay({ amount_received: total * 2, allocations: [{ item_id: inv.id, amount: total + 1 }] });
    expect([over.status, Object.keys(over.body.errors)]).toEqual([400, ['allocations.0.amount']]);
    const bigWriteOff = await pay({ amount_received: total - 15_000, write_off_reason: 'selisih', allocations: [{ item_id: inv.id, amount: total - 15_000, write_off: 15_000 }] });
    expect([bigWriteOff.status, Object.keys(bigWriteOff.body.errors)]).toEqual([400, ['allocations.0.write_off']]);
    expect(await balance()).toBe(total);

    const requestId = randomUUID();
    const first = await pay({ amount_received: part, pph23_slip_no: 'BP-0001', allocations: [{ item_id: inv.id, amount: part, pph23 }], request_id: requestId });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ stage: 'booked', status: 'POSTED', allocated: part, pph23_amount: pph23 });
    // the same request again: the same payment, nothing twice
    const repeat = await pay({ amount_received: part, pph23_slip_no: 'BP-0001', allocations: [{ item_id: inv.id, amount: part, pph23 }], request_id: requestId });
    expect([repeat.status, repeat.body.data.number]).toEqual([200, first.body.data.number]);
    const partly = await read('invoice', inv.id);
    expect(pph23).toBeGreaterThan(0);
    expect(partly).toMatchObject({ status: 'PARTLY_PAID', paid_amount: part, pph23_amount: pph23, outstanding: total - part - pph23 });
    expect(await itemBalance('invoice', inv.id)).toBe(partly.outstanding);
    // the invoice cannot be cancelled while a payment holds it
    const refused = await call('PUT', `update/invoice/cancel/${inv.id}`, { version: partly.version, reason: 'WRONG_INPUT' });
    expect([refused.status, refused.body.message]).toEqual([409, expect.stringContaining(first.body.data.number)]);

    // the rest, with 50,000 too much: paid, and a deposit of 50,000
    const rest = Number(partly.outstanding);
    const second = await pay({ amount_received: rest + 50_000 });
    expect(second.body.data).toMatchObject({ allocated: rest, deposit_created: 50_000 });
    expect(await read('invoice', inv.id)).toMatchObject({ status: 'PAID', outstanding: 0 });
    expect(await balance()).toBe(-50_000);
    const open = (await call('GET', `get/open-items?customer_id=${customerId}`)).body.data;
    expect([open.items.length, open.deposit_available]).toEqual([0, 50_000]);

    // a manual receivable, paid by the deposit and a little money
    const rcv = await create(t, finance, '/api/finance/create/receivable', { receivable_date: today, customer_id: customerId, kind: 'CLAIM', amount: 80_000, due_date: today, description: 'Klaim kemasan rusak', request_id: randomUUID() });
    expect(rcv).toMatchObject({ stage: 'booked', status: 'OPEN', outstanding: 80_000 });
    const third = await pay({ method: 'CASH', amount_received: 30_000, deposit_applied: 50_000, allocations: [{ item_type: 'receivable', item_id: rcv.id, amount: 80_000 }] });
    expect(third.status).toBe(201);
    expect(await read('receivable', rcv.id)).toMatchObject({ status: 'PAID', outstanding: 0 });
    expect(await balance()).toBe(0);
    // the second payment's deposit is used: it cannot be cancelled until the third is
    const blocked = await call('PUT', `update/payment/cancel/${second.body.data.id}`, { version: second.body.data.version, reason: 'WRONG_INPUT' });
    expect([blocked.status, blocked.body.message]).toEqual([409, expect.stringContaining(third.body.data.number)]);

    // the card: every entry in date order, the running balance ending at the ledger's
    const card = await call('GET', `get/receivable-card?customer_id=${customerId}&date_from=${monthStart}&date_to=${today}&limit=3`);
    expect(card.body.meta).toMatchObject({ opening: 0, closing: 0 });
    let rows = card.body.data as { balance: number; debit: number; credit: number }[];
    let cursor = card.body.meta.next_cursor as string | null;
    while (cursor) {
      const more = await call('GET', `get/receivable-card?customer_id=${customerId}&date_from=${monthStart}&date_to=${today}&limit=3&after=${cursor}`);
      rows = [...rows, ...more.body.data];
      cursor = more.body.meta.next_cursor;
    }
    expect(rows.length).toBe(card.body.meta.total);
    expect(rows[rows.length - 1].balance).toBe(0);
    expect(rows.reduce((s, r) => s + r.debit - r.credit, 0)).toBe(0);
    const statement = await t.call('GET', `/api/finance/print/receivable-card?customer_id=${customerId}&date_from=${monthStart}&date_to=${today}`, { token: finance });
    expect([statement.status, statement.headers['content-type']]).toEqual([200, 'application/pdf']);

    // cancelling the payments in reverse order puts everything back
    for (const p of [third, second, first]) {
      const doc = await read('payment', p.body.data.id);
      const res = await call('PUT', `update/payment/cancel/${doc.id}`, { version: doc.version, reason: 'WRONG_INPUT' });
      expect(res.status).toBe(200);
    }
    expect(await read('invoice', inv.id)).toMatchObject({ status: 'ISSUED', paid_amount: 0, pph23_amount: 0, outstanding: total });
    expect(await balance()).toBe(total + 80_000);
  });

  it('two payments racing for the last outstanding: one wins, the other is refused', async () => {
    const inv = (await call('GET', `get/invoice?customer_id=${customerId}&stage=booked`)).body.data[0] as Row;
    const owed = await itemBalance('invoice', inv.id);
    const both = await Promise.all([1, 2].map(() => pay({ amount_received: owed, allocations: [{ item_id: inv.id, amount: owed }] })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await itemBalance('invoice', inv.id)).toBe(0);
    const winner = both.find((r) => r.status === 201)!.body.data as Row;
    await call('PUT', `update/payment/cancel/${winner.id}`, { version: winner.version, reason: 'WRONG_INPUT' });
  });

  it('aging as of a date over the ledger, and cancelling the invoice reverses it and frees its CDR', async () => {
    const inv = (await call('GET', `get/invoice?customer_id=${customerId}&stage=booked`)).body.data[0] as Row;
    const aged = await agingByParty(t.ctx.db, { side: 'AR', asOf: today, basis: 'invoice', bounds: [30, 60, 90, 120], partyIds: [customerId] });
    expect(aged.rows[0]).toMatchObject({ party_id: customerId, total: Number(inv.total) + 80_000, credit: 0 });
    expect(aged.rows[0].buckets[0]).toBe(Number(inv.total) + 80_000);
    const later = await agingByParty(t.ctx.db, { side: 'AR', asOf: '2099-01-01', basis: 'due', bounds: [30, 60, 90, 120], partyIds: [customerId] });
    expect(later.rows[0].buckets[5]).toBe(Number(inv.total) + 80_000);
    const before = await agingByParty(t.ctx.db, { side: 'AR', asOf: '2020-01-01', basis: 'due', bounds: [30, 60, 90, 120], partyIds: [customerId] });
    expect(before.rows).toEqual([]);

    // a counter clerk may not touch finance
    const forbidden = await t.call('POST', '/api/finance/create/payment', { token: counter, body: { customer_id: customerId, payment_date: today, method: 'CASH', amount_received: 1 } });
    expect(forbidden.status).toBe(403);
    const cancelled = await call('PUT', `update/invoice/cancel/${inv.id}`, { version: inv.version, reason: 'WRONG_INPUT' });
    expect(cancelled.body.data).toMatchObject({ stage: 'cancelled', status: 'CANCELLED' });
    expect(await itemBalance('invoice', inv.id)).toBe(0);
    const cdrs = (await call('GET', `get/customer-data-report?customer_id=${customerId}&stage=booked`)).body.data as Row[];
    expect(cdrs.every((c) => c.status === 'POSTED')).toBe(true);
    expect((await t.ctx.db.select().from(shipments).where(eq(shipments.invoice_id, inv.id))).length).toBe(0);
  });
});
