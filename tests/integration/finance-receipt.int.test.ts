import { randomUUID } from 'node:crypto';
import { roleId } from '../helpers/db-checks';
import { setUpFinance, type Doc } from '../helpers/finance';
import { create, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * Finance enters what the customer paid (issue 22, 4), against the real server: the money received
 * spread gross of PPh 23 by the form's own rule (lib/finance/receipt.ts), the period the invoice run
 * opens on, and the tax invoice number checked as DJP issues it.
 */

describe.each(testEngines())('finance: what the customer paid (%s)', (engine) => {
  const t = useTestApp(engine);
  let f: Awaited<ReturnType<typeof setUpFinance>>;
  let surabaya: string;
  let draft: Row;

  beforeAll(async () => {
    f = await setUpFinance(t, 'TERIMA');
    const made = await t.call('POST', '/api/datamaster/create/user', {
      token: f.ops.admin,
      body: { user_code: 'ar-sby', full_name: 'SITI AMINAH', role_id: await roleId(t, 'Finance'), office_id: f.ops.ids.sbyOffice, password: 'Rahasia#Sby2026' },
    });
    expect(made.status, made.text).toBe(201);
    surabaya = await t.signIn('ar-sby', 'Rahasia#Sby2026');
  });

  const monthOfToday = () => {
    const [y, m] = f.today.split('-').map(Number);
    return { period_from: `${f.today.slice(0, 7)}-01`, period_to: `${f.today.slice(0, 7)}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}` };
  };

  it("the invoice run opens on the month of the latest posted CDR not yet invoiced, of the user's branches; none: null", async () => {
    const opensOn = async (token = f.finance) => {
      const res = await t.call('GET', '/api/finance/get/invoice-period', { token });
      expect(res.status, res.text).toBe(200);
      return res.body.data;
    };
    expect(await opensOn()).toBeNull();
    await f.creditAwb(3);
    const cdr = await create(t, f.finance, '/api/finance/create/customer-data-report', { customer_id: f.customerId, ...f.period, request_id: randomUUID() });
    expect((await f.call('PUT', `update/customer-data-report/book/${cdr.id}`, { version: cdr.version })).status).toBe(200);
    expect(await opensOn()).toEqual(monthOfToday());
    // a Jakarta customer's CDR: nothing for Surabaya
    expect(await opensOn(surabaya)).toBeNull();
    // invoiced (a draft holds it): nothing waits any more
    draft = await create(t, f.finance, '/api/finance/create/invoice', { customer_id: f.customerId, ...f.period, request_id: randomUUID() });
    expect(await opensOn()).toBeNull();
  });

  it('the tax invoice number: refused on its field unless DJP could have issued it for the invoice’s year; stored in one form', async () => {
    const yy = f.today.slice(2, 4);
    const body = { version: draft.version, invoice_date: f.today, top_days: 14, line_mode: 'DETAIL' };
    for (const [wrong, message] of [
      [`000.000-${yy}.12345678`, /not a transaction code/],
      [`010.000-${Number(yy) - 3}.12345678`, /the invoice is dated/],
      ['010.000-26.1234', /this has 12/],
    ] as const) {
      const res = await f.call('PUT', `update/invoice/${draft.id}`, { ...body, tax_invoice_no: wrong });
      expect([res.status, res.body.errors?.tax_invoice_no], wrong).toEqual([400, [expect.stringMatching(message)]]);
    }
    const typed = await f.call('PUT', `update/invoice/${draft.id}`, { ...body, tax_invoice_no: `01 000 0${yy}1234 5678` });
    expect(typed.status, typed.text).toBe(200);
    expect(typed.body.data.tax_invoice_no).toBe(`010.000-${yy}.12345678`);
    const coretax = await f.call('PUT', `update/invoice/${draft.id}`, { ...body, version: typed.body.data.version, tax_invoice_no: `04.00.${yy}.00000012345` });
    expect(coretax.status, coretax.text).toBe(200);
    expect(coretax.body.data.tax_invoice_no).toBe(`0400${yy}00000012345`);
  });

  it('the money received with a slip and no allocation: spread gross of each invoice’s PPh 23 by the form’s rule; paid net (a rupiah short of rounding) both invoices settle exactly', async () => {
    const first = await f.issuedInvoice([4]);
    const second = await f.issuedInvoice([2.5]);
    const pph23 = (inv: Doc) => Math.floor((Number(inv.amount) * 2) / 100);
    const net = (inv: Doc) => Number(inv.outstanding) - pph23(inv);
    const received = net(first) + net(second) - 1;
    const res = await f.call('POST', 'create/payment', { customer_id: f.customerId, payment_date: f.today, method: 'TRANSFER', amount_received: received, pph23_slip_no: 'BP23-TERIMA-1', request_id: randomUUID() });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ allocated: received, pph23_amount: pph23(first) + pph23(second) + 1, deposit_created: 0 });
    expect(res.body.data.lines.allocations.map((a: Row) => [a.item_id, Number(a.amount), Number(a.pph23), Number(a.outstanding_after)])).toEqual([
      [first.id, net(first), pph23(first), 0],
      [second.id, net(second) - 1, pph23(second) + 1, 0],
    ]);
    for (const inv of [first, second]) expect(await f.read('invoice', inv.id)).toMatchObject({ status: 'PAID', outstanding: 0 });
  });

  it('the same money with no slip pays gross, oldest first: the invoice it reaches in part keeps its PPh 23 due', async () => {
    const inv = await f.issuedInvoice([3]);
    const withheld = Math.floor((Number(inv.amount) * 2) / 100);
    const res = await f.call('POST', 'create/payment', { customer_id: f.customerId, payment_date: f.today, method: 'TRANSFER', amount_received: Number(inv.outstanding) - withheld, request_id: randomUUID() });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.pph23_amount).toBe(0);
    expect(await f.read('invoice', inv.id)).toMatchObject({ status: 'PARTLY_PAID', outstanding: withheld });
  });
});
