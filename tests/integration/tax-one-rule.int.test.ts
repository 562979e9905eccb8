import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { shipments } from '@/lib/server/db/schema/documents';
import { create, setUpOperations, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * Issue 21 §4: one PPN rule on the AWB and on its invoice. A credit AWB is priced at the counter (the
 * live quote, then the save), posted on a CDR and invoiced alone; its stored PPN and total are what
 * the invoice computes for it — under the general rule (12 % × 11/12) and at a rounding edge of the
 * special 1.1 % — and the credit check, which adds up the AWBs, reads the same figure.
 */

describe.each(testEngines())('one tax rule on the AWB and its invoice (%s)', (engine) => {
  const t = useTestApp(engine);
  let admin: string;
  let finance: string;
  let counter: string;
  let ops: Awaited<ReturnType<typeof setUpOperations>>;
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const period = { period_from: `${today.slice(0, 8)}01`, period_to: today };
  const fin = (method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>) => t.call(method, `/api/finance/${path}`, { token: finance, body });

  beforeAll(async () => {
    ops = await setUpOperations(t);
    ({ admin, counter } = ops);
    finance = await t.signIn('finance');
  });

  const customer = async (code: string, contract: Record<string, unknown>) => {
    const corp = (await t.call('GET', '/api/setting/get/customer-type?code=CORP', { token: admin })).body.data[0].id as number;
    const id = (await create(t, admin, '/api/datamaster/create/customer', { code, name: `PT ${code}`, customer_type_id: corp, branch_id: ops.ids.jkt, city: 'Jakarta', address: 'Jl. Daan Mogot 9', npwp: '01.234.567.8-901.000', credit_limit: 100_000_000 })).id;
    await create(t, admin, '/api/datamaster/create/contract', { contract_no: `K-${code}`, customer_id: id, start_date: '2026-01-01', end_date: '2027-12-31', top_days: 14, credit_limit: 100_000_000, ...contract });
    return id;
  };

  const awbBody = (customerId: number, extra: Record<string, unknown>) => ({
    payment_type: 'CREDIT',
    customer_id: customerId,
    office_id: ops.ids.office,
    origin_area_id: ops.ids.gambir,
    destination_area_id: ops.ids.gubeng,
    service_id: ops.ids.reg,
    shipper_name: 'PT Pajak',
    shipper_phone: '0812 1111 2222',
    shipper_address: 'Jl. Daan Mogot 9',
    consignee_name: 'Rina',
    consignee_phone: '0813 3333 4444',
    consignee_address: 'Jl. Raya Gubeng 10',
    goods_description: 'Suku cadang',
    ...extra,
  });

  const quote = async (body: Record<string, unknown>) => {
    const res = await t.call('POST', '/api/operational/get/shipment/quote', { token: counter, body });
    expect(res.status).toBe(200);
    return res.body.data as { options: { service_id: number; charges: Record<string, number> }[]; credit: { used: number; limit: number } | null };
  };

  /** Priced, saved and booked at the counter, then delivered. */
  const bookedAwb = async (body: Record<string, unknown>) => {
    const doc = await create(t, counter, '/api/operational/create/shipment', { ...body, request_id: randomUUID() });
    const booked = await t.call('PUT', `/api/operational/update/shipment/book/${doc.id}`, { token: counter, body: { version: doc.version } });
    expect(booked.status).toBe(200);
    await t.ctx.db.update(shipments).set({ status: 'delivered', delivered_at: new Date().toISOString() }).where(eq(shipments.id, doc.id));
    return booked.body.data as Row;
  };

  /** The AWB's own invoice: a CDR of it, posted, and the invoice generated from it. */
  const invoiceOf = async (customerId: number) => {
    const cdr = await create(t, finance, '/api/finance/create/customer-data-report', { customer_id: customerId, ...period, request_id: randomUUID() });
    const posted = await fin('PUT', `update/customer-data-report/book/${cdr.id}`, { version: cdr.version });
    expect(posted.status).toBe(200);
    return create(t, finance, '/api/finance/create/invoice', { customer_id: customerId, ...period, request_id: randomUUID() });
  };

  it('under the general rule (12 % × 11/12) the AWB, its quote, its invoice and the credit check carry the same PPN', async () => {
    const customerId = await customer('UMUM', { ppn_percent: 12, ppn_base: 'ELEVEN_TWELFTHS' });
    // 7 kg × Rp 10,000 = 70,000: DPP 70,000 × 11/12 = 64,166 (down), PPN 12 % = 7,699.92 → 7,699
    // (before: 12 % of the full 70,000 = 8,400 on the AWB, 7,699 on its invoice)
    const body = awbBody(customerId, { koli: [{ weight_kg: 7 }] });
    const preview = (await quote(body)).options.find((o) => o.service_id === ops.ids.reg)!;
    expect(preview.charges).toMatchObject({ freight: 70_000, tax: 7_699, total: 77_699 });

    const awb = await bookedAwb(body);
    expect(awb).toMatchObject({ freight: 70_000, tax: 7_699, total: 77_699 });
    // the credit check adds up the AWB's stored total
    expect((await quote(body)).credit).toMatchObject({ used: 77_699 });

    const inv = await invoiceOf(customerId);
    expect(inv).toMatchObject({ awb_count: 1, ppn_percent: 12, ppn_base: 'ELEVEN_TWELFTHS', amount: 70_000, taxable_amount: 70_000, dpp: 64_166, stamp_duty: 0 });
    expect(Number(inv.ppn)).toBe(Number(awb.tax));
    expect(Number(inv.total)).toBe(Number(awb.total));

    // once issued the ledger holds the invoice: what the credit check counts does not move by a rupiah
    const issued = await fin('PUT', `update/invoice/issue/${inv.id}`, { version: inv.version });
    expect(issued.status).toBe(200);
    expect((await quote(body)).credit).toMatchObject({ used: 77_699 });
  });

  it('under the special 1.1 %, the AWB rounds PPN down as its invoice does (499.95 → 499)', async () => {
    const customerId = await customer('KIRIM', {});
    // 1 kg = 10,000 freight + COD fee 3 % × 1,181,667 = 35,450.01 → 35,450: taxed 45,450 × 1.1 % = 499.95 → 499
    // (before: 500 on the AWB, 499 on its invoice)
    const body = awbBody(customerId, { koli: [{ weight_kg: 1 }], cod_amount: 1_181_667 });
    const awb = await bookedAwb(body);
    expect(awb).toMatchObject({ freight: 10_000, cod_fee: 35_450, tax: 499, total: 45_949 });
    const inv = await invoiceOf(customerId);
    expect(inv).toMatchObject({ ppn_percent: 1.1, ppn_base: 'BILLED', taxable_amount: 45_450, dpp: 45_450, ppn: 499, total: 45_949 });
  });
});
