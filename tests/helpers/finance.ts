import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { shipments } from '@/lib/server/db/schema/documents';
import { ledgerEntries } from '@/lib/server/db/schema/finance';
import { create, idOf, setUpOperations, type Row } from './operations';
import type { TestApp } from './test-app';

/*
 * The ground the finance tests stand on: the operations' Jakarta counter, a credit customer with a
 * contract, the finance user; delivered credit AWBs on demand; a CDR posted and invoiced on demand.
 */

export type Doc = Row & { lines: Record<string, Row[]> };

export async function setUpFinance(t: TestApp, code = 'MAJU') {
  const ops = await setUpOperations(t);
  const finance = await t.signIn('finance');
  const corp = await idOf(t, ops.admin, 'setting', 'customer-type', 'code=CORP');
  const customerId = (
    await create(t, ops.admin, '/api/datamaster/create/customer', { code, name: `PT ${code} Jaya`, customer_type_id: corp, branch_id: ops.ids.jkt, city: 'Jakarta', address: 'Jl. Daan Mogot 9', npwp: '01.234.567.8-901.000', credit_limit: 500_000_000 })
  ).id;
  await create(t, ops.admin, '/api/datamaster/create/contract', { contract_no: `K-${code}`, customer_id: customerId, start_date: '2026-01-01', end_date: '2027-12-31', top_days: 14, credit_limit: 500_000_000 });
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const period = { period_from: `${today.slice(0, 8)}01`, period_to: today };
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>, token = finance) => t.call(method, `/api/finance/${path}`, { token, body });
  const read = async (doc: string, id: number) => (await call('GET', `get/${doc}/${id}`)).body.data as Doc;

  /** A booked credit AWB of the customer, delivered (written as done: the last mile is tested elsewhere). */
  const creditAwb = async (weight = 2.5) => {
    const doc = await create(t, ops.counter, '/api/operational/create/shipment', {
      payment_type: 'CREDIT', customer_id: customerId, office_id: ops.ids.office, origin_area_id: ops.ids.gambir, destination_area_id: ops.ids.gubeng, service_id: ops.ids.reg,
      shipper_name: 'PT Maju Jaya', shipper_phone: '0812 1111 2222', shipper_address: 'Jl. Daan Mogot 9', consignee_name: 'Rina', consignee_phone: '0813 3333 4444',
      consignee_address: 'Jl. Raya Gubeng 10', goods_description: 'Suku cadang', koli: [{ weight_kg: weight }], request_id: randomUUID(),
    });
    const booked = await t.call('PUT', `/api/operational/update/shipment/book/${doc.id}`, { token: ops.counter, body: { version: doc.version } });
    if (booked.status !== 200) throw new Error(booked.text);
    await t.ctx.db.update(shipments).set({ status: 'delivered', delivered_at: new Date().toISOString() }).where(eq(shipments.id, doc.id));
    return booked.body.data as Row;
  };

  /** These AWBs (new, delivered) on a posted CDR and an issued invoice. */
  const issuedInvoice = async (weights: number[] = [2.5, 10]) => {
    for (const w of weights) await creditAwb(w);
    const cdr = await create(t, finance, '/api/finance/create/customer-data-report', { customer_id: customerId, ...period, request_id: randomUUID() });
    const posted = await call('PUT', `update/customer-data-report/book/${cdr.id}`, { version: cdr.version });
    if (posted.status !== 200) throw new Error(posted.text);
    const inv = await create(t, finance, '/api/finance/create/invoice', { customer_id: customerId, ...period, request_id: randomUUID() });
    const issued = await call('PUT', `update/invoice/issue/${inv.id}`, { version: inv.version });
    if (issued.status !== 200) throw new Error(issued.text);
    return read('invoice', inv.id);
  };

  const balance = async (side: 'customer' | 'vendor' = 'customer', party = customerId) =>
    Number((await t.ctx.db.select({ b: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` }).from(ledgerEntries).where(eq(side === 'customer' ? ledgerEntries.customer_id : ledgerEntries.vendor_id, party)))[0].b);
  const itemBalance = async (type: string, id: number) =>
    Number((await t.ctx.db.select({ b: sql<string>`coalesce(sum(amount), 0)` }).from(ledgerEntries).where(sql`item_type = ${type} and item_id = ${id}`))[0].b);

  return { ops, finance, customerId, today, period, call, read, creditAwb, issuedInvoice, balance, itemBalance };
}
