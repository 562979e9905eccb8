import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { customers, vendors } from '@/lib/server/db/schema/resources';
import { outgoingManifests, shipments, vendorInvoices } from '@/lib/server/db/schema/documents';
import { setUpFinance, type Doc } from '../helpers/finance';

type Money = Doc & Record<'ppn' | 'total' | 'payable' | 'pph23' | 'amount', number>;
import { create, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * The rest of finance through the API: credit notes (four eyes, netting, a deposit on a paid invoice,
 * never above what is left), collector management (a delivery sheet, a collection posted as payments,
 * the paper PODs sent), the vendor's bill for a linehaul manifest and its payment (AP ledger), and a
 * trip allowance from draft to settled.
 */

describe.each(testEngines())('finance: credit notes, collectors, AP, trip allowances (%s)', (engine) => {
  const t = useTestApp(engine);
  let f: Awaited<ReturnType<typeof setUpFinance>>;
  let admin: string;

  beforeAll(async () => {
    f = await setUpFinance(t);
    admin = f.ops.admin;
  });

  const pay = (body: Record<string, unknown>) =>
    f.call('POST', 'create/payment', { customer_id: f.customerId, payment_date: f.today, method: 'TRANSFER', reference: 'TRF-1', request_id: randomUUID(), ...body });

  it('bulk generation: a result per customer, and the same request again makes nothing twice', async () => {
    await f.creditAwb();
    const body = { ...f.period, customer_ids: [f.customerId, 999_999], request_id: randomUUID() };
    const first = await f.call('POST', 'create/customer-data-report/bulk', body);
    expect(first.body.data.map((r: { ok: boolean }) => r.ok)).toEqual([true, false]);
    const again = await f.call('POST', 'create/customer-data-report/bulk', body);
    expect(again.body.data[0]).toMatchObject({ ok: true, created: false, number: first.body.data[0].number });
    const cdr = await f.read('customer-data-report', first.body.data[0].id);
    expect((await f.call('PUT', `update/customer-data-report/cancel/${cdr.id}`, { version: cdr.version, reason: 'WRONG_INPUT' })).status).toBe(200);
  });

  it('a credit note: drafted, approved by another person, off the invoice; a paid invoice’s credit becomes a deposit; cancel reverses', async () => {
    const inv = await f.issuedInvoice([2.5, 10]);
    const [l1, l2] = inv.lines.awbs;
    const cn = (lines: { invoice_line_id: number; amount: number }[]) =>
      f.call('POST', 'create/credit-note', { invoice_id: inv.id, cn_date: f.today, kind: 'PRICE_REVISION', reason: 'Tarif kontrak salah', lines, request_id: randomUUID() });
    const tooMuch = await cn([{ invoice_line_id: l1.id, amount: Number(l1.amount) + 1 }]);
    expect([tooMuch.status, Object.keys(tooMuch.body.errors)]).toEqual([400, ['lines.0.amount']]);
    const made = await cn([{ invoice_line_id: l1.id, amount: 10_000 }]);
    expect(made.status).toBe(201);
    const note = made.body.data as Money;
    expect(note).toMatchObject({ stage: 'draft', amount: 10_000, ppn_percent: 1.1 });
    expect(note.total).toBe(10_000 + note.ppn);
    // the author may not approve it
    const own = await f.call('PUT', `update/credit-note/book/${note.id}`, { version: note.version });
    expect([own.status, own.body.message]).toEqual([409, 'A credit note is approved by someone other than whoever entered or changed its figures (finance)']);
    const approved = await t.call('PUT', `/api/finance/update/credit-note/book/${note.id}`, { token: admin, body: { version: note.version } });
    expect(approved.body.data).toMatchObject({ stage: 'booked', status: 'APPROVED', to_invoice: note.total, to_deposit: 0 });
    const after = await f.read('invoice', inv.id);
    expect(after).toMatchObject({ credited_amount: note.total, outstanding: Number(inv.total) - note.total, status: 'ISSUED' });
    expect(await f.itemBalance('invoice', inv.id)).toBe(after.outstanding);
    expect(after.lines.awbs[0].credited).toBe(10_000);
    // the invoice cannot be cancelled while the credit note holds it
    const held = await f.call('PUT', `update/invoice/cancel/${inv.id}`, { version: after.version, reason: 'WRONG_INPUT' });
    expect([held.status, held.body.message]).toEqual([409, expect.stringContaining(note.number)]);

    // paid in full, then a credit on the other AWB: the invoice owes nothing, the credit is a deposit
    await pay({ amount_received: Number(after.outstanding) });
    expect((await f.read('invoice', inv.id)).status).toBe('PAID');
    const second = (await cn([{ invoice_line_id: l2.id, amount: 5_000 }])).body.data as Money;
    const approved2 = await t.call('PUT', `/api/finance/update/credit-note/book/${second.id}`, { token: admin, body: { version: second.version } });
    expect(approved2.body.data).toMatchObject({ to_invoice: 0, to_deposit: second.total });
    expect((await f.call('GET', `get/open-items?customer_id=${f.customerId}`)).body.data.deposit_available).toBe(second.total);
    // never above what is left: the rest of both AWBs fits; then nothing is left to credit
    const whole = (await cn([{ invoice_line_id: l2.id, amount: Number(l2.amount) - 5_000 }, { invoice_line_id: l1.id, amount: Number(l1.amount) - 10_000 }])).body.data as Money;
    expect(whole.total).toBeLessThanOrEqual(Number(inv.total) - note.total - second.total);
    const nothingLeft = await cn([{ invoice_line_id: l1.id, amount: Number(l1.amount) - 10_000 }]);
    expect(nothingLeft.status).toBe(201); // a draft: the lines are checked against approved notes only
    expect((await t.call('PUT', `/api/finance/update/credit-note/book/${whole.id}`, { token: admin, body: { version: whole.version } })).status).toBe(200);
    const late = await t.call('PUT', `/api/finance/update/credit-note/book/${nothingLeft.body.data.id}`, { token: admin, body: { version: nothingLeft.body.data.version } });
    expect([late.status, late.body.message]).toEqual([409, expect.stringContaining('left to credit')]);
    const cancelWhole = await f.read('credit-note', whole.id);
    expect((await f.call('PUT', `update/credit-note/cancel/${whole.id}`, { version: cancelWhole.version, reason: 'WRONG_INPUT' })).status).toBe(200);
    // cancel the second: the deposit goes away again
    const doc2 = await f.read('credit-note', second.id);
    const cancelled = await f.call('PUT', `update/credit-note/cancel/${second.id}`, { version: doc2.version, reason: 'WRONG_INPUT' });
    expect(cancelled.status).toBe(200);
    expect((await f.call('GET', `get/open-items?customer_id=${f.customerId}`)).body.data.deposit_available).toBe(0);
    expect((await f.read('invoice', inv.id)).credited_amount).toBe(note.total);
    // the ledger: the invoice owes nothing (paid, the first note off it), no deposit is left
    expect(await f.itemBalance('invoice', inv.id)).toBe(0);
    expect(await f.balance()).toBe(0);
  });

  it('collector management: a delivery sheet, a collection posted as payments, the paper PODs sent with an invoice', async () => {
    const inv = await f.issuedInvoice([3]);
    const collector = (await t.call('GET', '/api/datamaster/get/employee?limit=1', { token: admin })).body.data[0].id as number;
    // the sheet: the invoice goes out with the collector, held
    const sheet = await create(t, f.finance, '/api/finance/create/delivery-sheet-invoice', { sheet_date: f.today, collector_id: collector, invoice_ids: [inv.id], request_id: randomUUID() });
    expect((await f.read('invoice', inv.id)).location).toBe('COLLECTOR');
    const twice = await f.call('POST', 'create/delivery-sheet-invoice', { sheet_date: f.today, collector_id: collector, invoice_ids: [inv.id] });
    expect([twice.status, Object.keys(twice.body.errors)]).toEqual([400, ['invoice_ids']]);
    const full = await f.read('delivery-sheet-invoice', sheet.id);
    const early = await f.call('PUT', `update/delivery-sheet-invoice/book/${sheet.id}`, { version: full.version });
    expect(early.status).toBe(409);
    const noName = await f.call('PUT', `update/delivery-sheet-invoice/record/${sheet.id}`, { version: full.version, line_id: full.lines.invoices[0].id, result: 'RECEIVED' });
    expect([noName.status, Object.keys(noName.body.errors)]).toEqual([400, ['received_by']]);
    const rec = await f.call('PUT', `update/delivery-sheet-invoice/record/${sheet.id}`, { version: full.version, line_id: full.lines.invoices[0].id, result: 'RECEIVED', received_by: 'Bu Ani (admin)' });
    expect(rec.body.data).toMatchObject({ received_count: 1 });
    expect(await f.read('invoice', inv.id)).toMatchObject({ location: 'CUSTOMER', received_by: 'Bu Ani (admin)' });
    const done = await f.call('PUT', `update/delivery-sheet-invoice/book/${sheet.id}`, { version: rec.body.data.version });
    expect(done.body.data).toMatchObject({ stage: 'booked', status: 'DONE' });

    // the collection: half in cash with PPh 23 → a payment; posted together
    const col = await create(t, f.finance, '/api/finance/create/collector-invoice', { assign_date: f.today, collector_id: collector, invoice_ids: [inv.id], request_id: randomUUID() });
    const c = await f.read('collector-invoice', col.id);
    const line = c.lines.invoices[0];
    const giro = await f.call('PUT', `update/collector-invoice/record/${col.id}`, { version: c.version, line_id: line.id, collected_amount: 1000, method: 'GIRO' });
    expect([giro.status, Object.keys(giro.body.errors)]).toEqual([400, ['giro_due_date']]);
    const half = Math.floor(Number(line.outstanding) / 2);
    const pph23 = Math.floor((Number(inv.amount) * 2) / 100); // 2 % of the amount before PPN: checked when the payment is posted
    // a first visit collects nothing (the office was closed): recorded with why, no method needed
    const nothing = await f.call('PUT', `update/collector-invoice/record/${col.id}`, { version: c.version, line_id: line.id, collected_amount: 0, pph23: 0, note: 'Kantor tutup' });
    expect(nothing.status, nothing.text).toBe(200);
    expect(nothing.body.data.collected_total).toBe(0);
    const rec2 = await f.call('PUT', `update/collector-invoice/record/${col.id}`, { version: nothing.body.data.version, line_id: line.id, collected_amount: half, method: 'CASH', pph23, pph23_slip_no: 'BP-77' });
    expect(rec2.body.data.collected_total).toBe(half);
    const posted = await f.call('PUT', `update/collector-invoice/book/${col.id}`, { version: rec2.body.data.version });
    expect(posted.body.data).toMatchObject({ stage: 'booked', status: 'COLLECTED', payment_count: 1 });
    const paymentNumber = posted.body.data.lines.invoices[0].payment_number as string;
    expect(paymentNumber).toMatch(/^PAY-/);
    expect(await f.read('invoice', inv.id)).toMatchObject({ status: 'PARTLY_PAID', paid_amount: half, pph23_amount: pph23 });

    // the paper PODs: the customer now wants them back; the invoice's AWBs' papers are in
    await t.ctx.db.update(customers).set({ requires_paper_pod: true }).where(eq(customers.id, f.customerId));
    await t.ctx.db.update(shipments).set({ pod_paper_received_at: new Date().toISOString() }).where(eq(shipments.invoice_id, inv.id));
    const noTracking = await f.call('POST', 'create/pod-invoice', { invoice_id: inv.id, sent_date: f.today, sent_via: 'POST' });
    expect([noTracking.status, Object.keys(noTracking.body.errors)]).toEqual([400, ['tracking_no']]);
    const sent = await create(t, f.finance, '/api/finance/create/pod-invoice', { invoice_id: inv.id, sent_date: f.today, sent_via: 'POST', tracking_no: 'RR123456789ID', request_id: randomUUID() });
    expect(sent).toMatchObject({ stage: 'booked', status: 'SENT', pod_count: 1 });
    const pdf = await t.call('GET', `/api/finance/print/pod-invoice/cover/${sent.id}`, { token: f.finance });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    await t.ctx.db.update(customers).set({ requires_paper_pod: false }).where(eq(customers.id, f.customerId));
  });

  it('a vendor bills a linehaul manifest: expected against billed, PPN and PPh 23, its tax invoice number checked as DJP issues it and stored in one form, posted to the AP ledger, paid in two, cancel refused while paid', async () => {
    const { ids, dispatcher } = f.ops;
    await t.ctx.db.update(vendors).set({ rate_per_kg: 4_000, rate_per_awb: 1_000, npwp: '02.111.222.3-444.000', is_company: true }).where(eq(vendors.id, ids.vendor));
    const awb = await f.ops.bookedAwb(ids.gubeng, [{ weight_kg: 12.4 }]);
    const m = await create(t, dispatcher, '/api/operational/create/outgoing-manifest', {
      office_id: ids.office, destination_branch_id: ids.sby, moda_id: ids.air, carrier_type: 'VENDOR', vendor_id: ids.vendor, vendor_reference: 'SMU 126-12345675',
      departure_at: new Date(Date.now() + 3_600_000).toISOString(), request_id: randomUUID(),
    });
    const scanned = await t.call('PUT', `/api/operational/update/outgoing-manifest/scan/${m.id}`, { token: dispatcher, body: { code: awb.number } });
    const departed = await t.call('PUT', `/api/operational/update/outgoing-manifest/book/${m.id}`, { token: dispatcher, body: { version: scanned.body.data.version } });
    expect(departed.status).toBe(200);
    const billables = (await f.call('GET', `get/vendor-billables?vendor_id=${ids.vendor}`)).body.data as { source_id: number; expected: number; weight_kg: number }[];
    const item = billables.find((b) => b.source_id === m.id)!;
    expect(item.expected).toBe(1_000 + 4_000 * Math.ceil(item.weight_kg));
    // the vendor's tax invoice number (PPN input): refused on its field unless DJP could have issued it for the bill's own year; nothing stored
    const yy = f.today.slice(2, 4);
    const year = Number(f.today.slice(0, 4));
    const billBody = { vendor_id: ids.vendor, bill_date: f.today, vendor_invoice_no: 'GIA/INV/0001', ppn_percent: 1.1, items: [{ source_type: 'MANIFEST', source_id: m.id, billed: item.expected + 5_000 }] };
    for (const [wrong, message, date] of [
      [`000.000-${yy}.12345678`, /00 is not a transaction code/, f.today],
      [`010.000-${String((year - 3) % 100).padStart(2, '0')}.12345678`, new RegExp(`of ${year - 3}: the invoice is dated ${year}`), f.today],
      [`010.000-${yy}.12345678`, new RegExp(`of ${year}: the invoice is dated ${year - 3}`), `${year - 3}-06-30`],
      [`010.000-${yy}.1234`, /this has 12/, f.today],
    ] as const) {
      const res = await f.call('POST', 'create/vendor-invoice', { ...billBody, bill_date: date, tax_invoice_no: wrong, request_id: randomUUID() });
      expect([res.status, res.body.errors], wrong).toEqual([400, { tax_invoice_no: [expect.stringMatching(message)] }]);
    }
    expect(await t.ctx.db.select({ id: vendorInvoices.id }).from(vendorInvoices).where(eq(vendorInvoices.vendor_id, ids.vendor))).toEqual([]);
    expect((await t.ctx.db.select({ bill: outgoingManifests.vendor_invoice_id }).from(outgoingManifests).where(eq(outgoingManifests.id, m.id)))[0].bill).toBeNull();
    // typed with spaces, stored as e-Faktur writes it
    const bill = (await f.call('POST', 'create/vendor-invoice', { ...billBody, tax_invoice_no: ` 01 000 0${yy}1234 5678 `, request_id: randomUUID() })).body.data as Money;
    expect((await f.read('vendor-invoice', bill.id)).tax_invoice_no).toBe(`010.000-${yy}.12345678`);
    expect(bill).toMatchObject({ stage: 'draft', expected_total: item.expected, amount: item.expected + 5_000, difference: 5_000, pph23_percent: 2 });
    expect(bill.ppn).toBe(Math.floor(((item.expected + 5_000) * 11) / 1000));
    expect(bill.pph23).toBe(Math.floor((item.expected + 5_000) * 0.02));
    expect(bill.payable).toBe(bill.total - bill.pph23);
    // the manifest is billed once, and held
    const again = await f.call('POST', 'create/vendor-invoice', { vendor_id: ids.vendor, bill_date: f.today, vendor_invoice_no: 'GIA/INV/0002', ppn_percent: 1.1, items: [{ source_type: 'MANIFEST', source_id: m.id, billed: 1 }] });
    expect([again.status, Object.keys(again.body.errors)]).toEqual([400, ['items.0.source_id']]);
    const dupNo = await f.call('POST', 'create/vendor-invoice', { vendor_id: ids.vendor, bill_date: f.today, vendor_invoice_no: 'GIA/INV/0001', ppn_percent: 1.1, items: [{ source_type: 'MANIFEST', source_id: m.id, billed: 1 }] });
    expect(Object.keys(dupNo.body.errors)).toContain('vendor_invoice_no');
    // the draft's edit: the same rule; Coretax's number stored as its 17 digits
    const { vendor_id: _vendor, ...editBody } = billBody;
    const badEdit = await f.call('PUT', `update/vendor-invoice/${bill.id}`, { ...editBody, version: bill.version, tax_invoice_no: `11.00.${yy}.00000012345` });
    expect([badEdit.status, badEdit.body.errors]).toEqual([400, { tax_invoice_no: ['11 is not a transaction code (kode transaksi 01–10)'] }]);
    expect(await f.read('vendor-invoice', bill.id)).toMatchObject({ version: bill.version, tax_invoice_no: `010.000-${yy}.12345678` });
    const edited = await f.call('PUT', `update/vendor-invoice/${bill.id}`, { ...editBody, version: bill.version, tax_invoice_no: `04.00.${yy}.00000012345` });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ tax_invoice_no: `0400${yy}00000012345`, payable: bill.payable });
    const posted = await f.call('PUT', `update/vendor-invoice/book/${bill.id}`, { version: edited.body.data.version });
    expect(posted.body.data).toMatchObject({ stage: 'booked', status: 'POSTED', outstanding: bill.payable });
    expect(await f.balance('vendor', ids.vendor)).toBe(bill.payable);

    const payVendor = (amount: number, slip: string | null = 'BP23-V-1') =>
      f.call('POST', 'create/vendor-payment', { vendor_id: ids.vendor, payment_date: f.today, method: 'TRANSFER', reference: 'OUT-1', pph23_slip_no: slip, allocations: [{ vendor_invoice_id: bill.id, amount }], request_id: randomUUID() });
    expect(Object.keys((await payVendor(10, null)).body.errors)).toEqual(['pph23_slip_no']);
    expect(Object.keys((await payVendor(bill.payable + 1)).body.errors)).toEqual(['allocations.0.amount']);
    const first = await payVendor(1_000);
    expect(first.status).toBe(201);
    expect(await f.read('vendor-invoice', bill.id)).toMatchObject({ status: 'PARTLY_PAID', paid_amount: 1_000 });
    const second = await payVendor(bill.payable - 1_000);
    expect((await f.read('vendor-invoice', bill.id)).status).toBe('PAID');
    expect(await f.balance('vendor', ids.vendor)).toBe(0);
    const billNow = await f.read('vendor-invoice', bill.id);
    const refused = await f.call('PUT', `update/vendor-invoice/cancel/${bill.id}`, { version: billNow.version, reason: 'WRONG_INPUT' });
    expect([refused.status, refused.body.message]).toEqual([409, expect.stringContaining(first.body.data.number)]);
    for (const p of [second, first]) {
      const doc = await f.read('vendor-payment', p.body.data.id);
      expect((await f.call('PUT', `update/vendor-payment/cancel/${doc.id}`, { version: doc.version, reason: 'WRONG_INPUT' })).status).toBe(200);
    }
    const open = await f.read('vendor-invoice', bill.id);
    expect(open).toMatchObject({ status: 'POSTED', paid_amount: 0, outstanding: bill.payable });
    const cancelled = await f.call('PUT', `update/vendor-invoice/cancel/${bill.id}`, { version: open.version, reason: 'WRONG_INPUT' });
    expect(cancelled.body.data.stage).toBe('cancelled');
    expect(await f.balance('vendor', ids.vendor)).toBe(0);
    expect((await t.ctx.db.select({ bill: outgoingManifests.vendor_invoice_id }).from(outgoingManifests).where(eq(outgoingManifests.id, m.id)))[0].bill).toBeNull();
  });

  it('a trip allowance from the rate of its route: drafted, approved by another, paid out, settled; cancel refused once paid', async () => {
    const { ids } = f.ops;
    const awb = await f.ops.bookedAwb(ids.gubeng);
    const { manifest } = await f.ops.departedManifest([], [awb]);
    await create(t, admin, '/api/finance/create/trip-allowance-rate', { origin_branch_id: ids.jkt, destination_branch_id: ids.sby, vehicle_type: 'VAN', fuel: 900_000, tolls: 450_000, loading: 100_000, meals: 150_000, effective_from: '2026-01-01' });
    const candidates = (await f.call('GET', 'get/trip-candidates')).body.data as Row[];
    expect(candidates.map((c) => c.id)).toContain(manifest.id);
    const ta = (await f.call('POST', 'create/trip-allowance', { trip_date: f.today, outgoing_manifest_id: manifest.id, driver_id: ids.driver, vehicle_id: ids.vehicle, meals: 200_000, other: 25_000, request_id: randomUUID() })).body.data as Row;
    expect(ta).toMatchObject({ stage: 'draft', status: 'DRAFT', origin_branch_id: ids.jkt, destination_branch_id: ids.sby, vehicle_type: 'VAN', fuel: 900_000, tolls: 450_000, loading: 100_000, meals: 200_000, advance_total: 1_675_000 });
    const twice = await f.call('POST', 'create/trip-allowance', { trip_date: f.today, outgoing_manifest_id: manifest.id, driver_id: ids.driver, vehicle_id: ids.vehicle });
    expect(Object.keys(twice.body.errors)).toEqual(['outgoing_manifest_id']);
    const noRate = await f.call('POST', 'create/trip-allowance', { trip_date: f.today, origin_branch_id: ids.jkt, destination_branch_id: ids.mdn, driver_id: ids.driver, vehicle_id: ids.vehicle });
    expect(Object.keys(noRate.body.errors).sort()).toEqual(['fuel', 'loading', 'meals', 'tolls']);
    const own = await f.call('PUT', `update/trip-allowance/book/${ta.id}`, { version: ta.version });
    expect(own.status).toBe(409);
    const approved = await t.call('PUT', `/api/finance/update/trip-allowance/book/${ta.id}`, { token: admin, body: { version: ta.version } });
    expect(approved.body.data.status).toBe('APPROVED');
    const early = await f.call('PUT', `update/trip-allowance/settle/${ta.id}`, { version: approved.body.data.version, actual_fuel: 1, actual_tolls: 1, actual_loading: 1, actual_meals: 1 });
    expect([early.status, early.body.message]).toEqual([409, 'Pay it out first']);
    const paid = await f.call('PUT', `update/trip-allowance/payOut/${ta.id}`, { version: approved.body.data.version, payout_method: 'CASH' });
    expect(paid.body.data).toMatchObject({ status: 'PAID', payout_method: 'CASH' });
    const cancel = await f.call('PUT', `update/trip-allowance/cancel/${ta.id}`, { version: paid.body.data.version, reason: 'WRONG_INPUT' });
    expect(cancel.status).toBe(409);
    const spent = { actual_fuel: 850_000, actual_tolls: 450_000, actual_loading: 100_000, actual_meals: 180_000, actual_other: 25_000 };
    const noNote = await f.call('PUT', `update/trip-allowance/settle/${ta.id}`, { version: paid.body.data.version, ...spent });
    expect(Object.keys(noNote.body.errors)).toEqual(['settlement_note']);
    const settled = await f.call('PUT', `update/trip-allowance/settle/${ta.id}`, { version: paid.body.data.version, ...spent, settlement_note: 'Sisa BBM dikembalikan' });
    expect(settled.body.data).toMatchObject({ status: 'SETTLED', actual_total: 1_605_000, difference: 70_000 });
    const slip = await t.call('GET', `/api/finance/print/trip-allowance/slip/${ta.id}`, { token: f.finance });
    expect(slip.headers['content-type']).toBe('application/pdf');
  });
});
