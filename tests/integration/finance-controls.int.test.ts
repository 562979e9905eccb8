import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { shiftDay } from '@/lib/rules/dates';
import { SITE_SETTINGS } from '@/lib/resources/site-setting';
import { users } from '@/lib/server/db/schema';
import { customers } from '@/lib/server/db/schema/resources';
import { roleId } from '../helpers/db-checks';
import { setUpFinance, type Doc } from '../helpers/finance';
import { create, idOf, type Row } from '../helpers/operations';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * Finance controls that cannot be walked around (issue 21, 3): four eyes on the final figures, no
 * credit without a second person, PPh 23 computed rather than typed, and dates that make sense.
 */

type Money = Doc & Record<'ppn' | 'total' | 'amount', number>;

describe.each(testEngines())('finance controls (%s)', (engine) => {
  const t = useTestApp(engine);
  let f: Awaited<ReturnType<typeof setUpFinance>>;
  let admin: string;
  let checker: string;

  beforeAll(async () => {
    // branches are not what these tests are about: every demo user works for all of them
    await t.ctx.db.update(users).set({ allBranches: true });
    f = await setUpFinance(t);
    admin = f.ops.admin;
    // a second finance clerk: the third pair of eyes
    const made = await t.call('POST', '/api/datamaster/create/user', { token: admin, body: { user_code: 'checker', full_name: 'RATNA SARI', role_id: await roleId(t, 'Finance'), password: 'Rahasia#2026x' } });
    expect(made.status).toBe(201);
    await t.ctx.db.update(users).set({ allBranches: true });
    checker = await t.signIn('checker', 'Rahasia#2026x');
  });

  const as = (token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>) => t.call(method, `/api/finance/${path}`, { token, body });
  const pay = (body: Record<string, unknown>, token = f.finance) =>
    as(token, 'POST', 'create/payment', { customer_id: f.customerId, payment_date: f.today, method: 'TRANSFER', reference: 'TRF-9', request_id: randomUUID(), ...body });
  const setting = async (key: string, value: string) => {
    const id = SITE_SETTINGS.findIndex((s) => s.key === key) + 1;
    const now = await t.call('GET', `/api/setting/get/site-setting/${id}`, { token: admin });
    const res = await t.call('PUT', `/api/setting/update/site-setting/${id}`, { token: admin, body: { value, version: now.body.data.version } });
    expect(res.status).toBe(200);
  };

  it('four eyes on the final figures: whoever entered or changed a credit note’s figures may not approve it', async () => {
    const inv = await f.issuedInvoice([2.5, 10]);
    const line = inv.lines.awbs[1];
    const note = (await as(f.finance, 'POST', 'create/credit-note', { invoice_id: inv.id, cn_date: f.today, kind: 'PRICE_REVISION', reason: 'Selisih tarif', lines: [{ invoice_line_id: line.id, amount: 1 }], request_id: randomUUID() })).body.data as Money;
    // the approver raises a colleague's Rp 1 note to the whole AWB …
    const edited = await as(admin, 'PUT', `update/credit-note/${note.id}`, { version: note.version, cn_date: f.today, kind: 'PRICE_REVISION', reason: 'Selisih tarif', lines: [{ invoice_line_id: line.id, amount: Number(line.amount) }] });
    expect(edited.status).toBe(200);
    // … and may not approve it himself; nor may its author
    const self = await as(admin, 'PUT', `update/credit-note/book/${note.id}`, { version: edited.body.data.version });
    expect([self.status, self.body.message]).toEqual([409, expect.stringMatching(/entered or changed its figures/)]);
    const author = await as(f.finance, 'PUT', `update/credit-note/book/${note.id}`, { version: edited.body.data.version });
    expect(author.status).toBe(409);
    // the row's action state says why, to each of them
    const state = (await as(admin, 'GET', `get/credit-note/${note.id}`)).body.data.actions.find((a: { key: string }) => a.key === 'book');
    expect(state).toMatchObject({ can: false, reason: expect.stringMatching(/entered or changed its figures/) });
    expect(await f.balance()).toBeGreaterThan(0);
    const before = await f.balance();
    const approved = await as(checker, 'PUT', `update/credit-note/book/${note.id}`, { version: edited.body.data.version });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data).toMatchObject({ stage: 'booked', status: 'APPROVED' });
    expect(await f.balance()).toBe(before - Number(approved.body.data.total));
  });

  it('four eyes on a trip allowance: an edit by the approver bars him too', async () => {
    const { ids } = f.ops;
    await create(t, admin, '/api/finance/create/trip-allowance-rate', { origin_branch_id: ids.jkt, destination_branch_id: ids.mdn, vehicle_type: 'VAN', fuel: 900_000, tolls: 450_000, loading: 100_000, meals: 150_000, effective_from: '2026-01-01' });
    const body = { trip_date: f.today, origin_branch_id: ids.jkt, destination_branch_id: ids.mdn, driver_id: ids.driver, vehicle_id: ids.vehicle };
    const made = await as(f.finance, 'POST', 'create/trip-allowance', { ...body, request_id: randomUUID() });
    expect(made.status, made.text).toBe(201);
    const ta = made.body.data as Row;
    const edited = await as(admin, 'PUT', `update/trip-allowance/${ta.id}`, { ...body, version: ta.version, fuel: 5_000_000 });
    expect(edited.status).toBe(200);
    const self = await as(admin, 'PUT', `update/trip-allowance/book/${ta.id}`, { version: edited.body.data.version });
    expect([self.status, self.body.message]).toEqual([409, expect.stringMatching(/entered or changed its figures/)]);
    const ok = await as(checker, 'PUT', `update/trip-allowance/book/${ta.id}`, { version: edited.body.data.version });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.status).toBe('APPROVED');
  });

  it('four eyes on a price adjustment: whoever entered it may not approve it after a colleague changed it', async () => {
    const roles = (await t.call('GET', '/api/datamaster/get/role?limit=100', { token: admin })).body.data as { id: number; name: string }[];
    await t.call('POST', '/api/datamaster/create/user', { token: admin, body: { user_code: 'pricing', full_name: 'ANDI WIJAYA', role_id: roles.find((r) => r.name === 'Administrator')!.id, password: 'Rahasia#2026x' } });
    await t.ctx.db.update(users).set({ allBranches: true });
    const pricing = await t.signIn('pricing', 'Rahasia#2026x');
    const body = { customer_id: f.customerId, adjustment_percent: -1, effective_from: '2026-12-01', reason: 'Volume' };
    const row = (await t.call('POST', '/api/datamaster/create/customer-adjustment', { token: pricing, body })).body.data as Row;
    const edited = await t.call('PUT', `/api/datamaster/update/customer-adjustment/${row.id}`, { token: admin, body: { ...body, adjustment_percent: -40, version: row.version } });
    expect(edited.status).toBe(200);
    for (const token of [pricing, admin]) {
      const own = await t.call('PUT', `/api/datamaster/update/customer-adjustment/approve/${row.id}`, { token, body: { version: edited.body.data.version } });
      expect([own.status, own.body.message]).toEqual([403, expect.stringMatching(/entered or changed/)]);
    }
    const state = (await t.call('GET', `/api/datamaster/get/customer-adjustment/${row.id}`, { token: pricing })).body.data.actions?.find((a: { key: string }) => a.key === 'approve');
    if (state) expect(state).toMatchObject({ can: false });
  });

  it('no money out of thin air: a correction lowering what a customer owes counts only once another person approves it', async () => {
    const inv = await f.issuedInvoice([3]);
    const before = await f.balance();
    const made = await as(f.finance, 'POST', 'create/receivable', { receivable_date: f.today, customer_id: f.customerId, kind: 'CORRECTION', amount: -20_000, due_date: f.today, description: 'Koreksi', request_id: randomUUID() });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ stage: 'draft', status: 'AWAITING_APPROVAL' });
    expect(await f.balance()).toBe(before);
    expect((await f.call('GET', `get/open-items?customer_id=${f.customerId}`)).body.data.deposit_available).toBe(0);
    // nothing to apply yet: a deposit-only payment is refused
    const spend = await pay({ method: 'DEPOSIT', amount_received: 0, deposit_applied: 20_000, allocations: [{ item_id: inv.id, amount: 20_000 }] });
    expect([spend.status, Object.keys(spend.body.errors ?? {})], spend.text).toEqual([400, ['deposit_applied']]);
    // its author may not approve it; another person does, and then it counts
    const own = await as(f.finance, 'PUT', `update/receivable/book/${made.body.data.id}`, { version: made.body.data.version });
    expect([own.status, own.body.message]).toEqual([409, expect.stringMatching(/entered or changed its figures/)]);
    const approved = await as(checker, 'PUT', `update/receivable/book/${made.body.data.id}`, { version: made.body.data.version });
    expect(approved.body.data).toMatchObject({ stage: 'booked', status: 'PAID' });
    expect(await f.balance()).toBe(before - 20_000);
    const spent = await pay({ method: 'DEPOSIT', amount_received: 0, deposit_applied: 20_000, allocations: [{ item_id: inv.id, amount: 20_000 }] });
    expect(spent.status).toBe(201);
    expect(await f.balance()).toBe(before - 20_000);
    // a charge (positive) is still posted as it is entered
    const charge = await as(f.finance, 'POST', 'create/receivable', { receivable_date: f.today, customer_id: f.customerId, kind: 'OTHER_CHARGE', amount: 20_000, due_date: f.today, description: 'Biaya', request_id: randomUUID() });
    expect(charge.body.data).toMatchObject({ stage: 'booked', status: 'OPEN' });
  });

  it('PPh 23 is checked: the rate of the amount before PPN net of credit notes, only from customers that withhold, else an override reason', async () => {
    const inv = await f.issuedInvoice([4]);
    const line = inv.lines.awbs[0];
    const note = (await as(f.finance, 'POST', 'create/credit-note', { invoice_id: inv.id, cn_date: f.today, kind: 'PRICE_REVISION', reason: 'Diskon', lines: [{ invoice_line_id: line.id, amount: 5_000 }], request_id: randomUUID() })).body.data as Money;
    const credited = await as(checker, 'PUT', `update/credit-note/book/${note.id}`, { version: note.version });
    expect(credited.status, credited.text).toBe(200);
    const owed = Number((await f.read('invoice', inv.id)).outstanding);
    const right = Math.floor(((Number(inv.amount) - 5_000) * 2) / 100);
    const open = (await f.call('GET', `get/open-items?customer_id=${f.customerId}`)).body.data;
    expect(open.items.find((i: { item_id: number }) => i.item_id === inv.id)).toMatchObject({ pph23_expected: right, withholds_pph23: true });
    // 10 % of the invoice, or 2 % of the amount before credit notes: refused on the line
    for (const pph23 of [Math.floor(Number(inv.total) / 10), Math.floor((Number(inv.amount) * 2) / 100)]) {
      const wrong = await pay({ amount_received: owed - pph23, pph23_slip_no: 'BP-1', allocations: [{ item_id: inv.id, amount: owed - pph23, pph23 }] });
      expect([wrong.status, Object.keys(wrong.body.errors ?? {})]).toEqual([400, ['allocations.0.pph23']]);
    }
    // a different figure with a reason, by a role that may override: accepted and kept
    const odd = right - 500;
    const overridden = await pay({ amount_received: 1_000, pph23_slip_no: 'BP-2', pph23_override_reason: 'Bukti potong pelanggan dibulatkan', allocations: [{ item_id: inv.id, amount: 1_000, pph23: odd }] });
    expect(overridden.status, overridden.text).toBe(201);
    expect(overridden.body.data).toMatchObject({ pph23_amount: odd, pph23_override_reason: 'Bukti potong pelanggan dibulatkan' });
    await as(f.finance, 'PUT', `update/payment/cancel/${overridden.body.data.id}`, { version: overridden.body.data.version, reason: 'WRONG_INPUT' });
    // the computed one, within Rp 1
    const good = await pay({ amount_received: owed - right - 1, pph23_slip_no: 'BP-3', allocations: [{ item_id: inv.id, amount: owed - right - 1, pph23: right + 1 }] });
    expect(good.status, good.text).toBe(201);
    expect((await f.read('invoice', inv.id)).status).toBe('PAID');
  });

  it('PPh 23 from a customer whose type does not withhold is refused; the customer’s own setting overrides its type', async () => {
    const ecom = await idOf(t, admin, 'setting', 'customer-type', 'code=ECOM');
    await t.ctx.db.update(customers).set({ customer_type_id: ecom }).where(eq(customers.id, f.customerId));
    try {
      const inv = await f.issuedInvoice([2]);
      const pph23 = Math.floor((Number(inv.amount) * 2) / 100);
      const wrong = await pay({ amount_received: 1_000, pph23_slip_no: 'BP-4', allocations: [{ item_id: inv.id, amount: 1_000, pph23 }] });
      expect([wrong.status, wrong.body.errors?.['allocations.0.pph23']]).toEqual([400, [expect.stringMatching(/does not withhold/)]]);
      await t.ctx.db.update(customers).set({ pph23_withholding: 'YES' }).where(eq(customers.id, f.customerId));
      const now = await pay({ amount_received: 1_000, pph23_slip_no: 'BP-4', allocations: [{ item_id: inv.id, amount: 1_000, pph23 }] });
      expect(now.status).toBe(201);
    } finally {
      const corp = await idOf(t, admin, 'setting', 'customer-type', 'code=CORP');
      await t.ctx.db.update(customers).set({ customer_type_id: corp, pph23_withholding: null }).where(eq(customers.id, f.customerId));
    }
  });

  it('dates that make sense: never before the AWBs invoiced, within the window, never in a closed month', async () => {
    await f.creditAwb(2);
    const cdr = await create(t, f.finance, '/api/finance/create/customer-data-report', { customer_id: f.customerId, ...f.period, request_id: randomUUID() });
    expect((await f.call('PUT', `update/customer-data-report/book/${cdr.id}`, { version: cdr.version })).status).toBe(200);
    const yesterday = shiftDay(f.today, -1);
    const early = await f.call('POST', 'create/invoice', { customer_id: f.customerId, ...f.period, invoice_date: yesterday, request_id: randomUUID() });
    expect([early.status, Object.keys(early.body.errors ?? {})]).toEqual([400, ['invoice_date']]);
    const inv = await create(t, f.finance, '/api/finance/create/invoice', { customer_id: f.customerId, ...f.period, request_id: randomUUID() });
    const backdated = await f.call('PUT', `update/invoice/${inv.id}`, { version: inv.version, invoice_date: yesterday, top_days: 14, line_mode: 'DETAIL' });
    expect([backdated.status, Object.keys(backdated.body.errors ?? {})]).toEqual([400, ['invoice_date']]);

    // the window: at most N days back (a setting), never ahead
    const old = await pay({ payment_date: shiftDay(f.today, -61), amount_received: 1_000 });
    expect([old.status, Object.keys(old.body.errors ?? {})]).toEqual([400, ['payment_date']]);
    const ahead = await f.call('POST', 'create/receivable', { receivable_date: shiftDay(f.today, 1), customer_id: f.customerId, kind: 'CLAIM', amount: 1_000, due_date: shiftDay(f.today, 2), description: 'x' });
    expect([ahead.status, Object.keys(ahead.body.errors ?? {})]).toEqual([400, ['receivable_date']]);
    await setting('finance_backdate_days', '90');
    const within = await f.call('POST', 'create/receivable', { receivable_date: shiftDay(f.today, -61), customer_id: f.customerId, kind: 'CLAIM', amount: 1_000, due_date: f.today, description: 'x', request_id: randomUUID() });
    expect(within.status).toBe(201);

    // a closed month accepts nothing new
    const lastMonthEnd = shiftDay(`${f.today.slice(0, 8)}01`, -1);
    await setting('finance_closed_through', lastMonthEnd.slice(0, 7));
    try {
      const closed = await f.call('POST', 'create/receivable', { receivable_date: lastMonthEnd, customer_id: f.customerId, kind: 'CLAIM', amount: 1_000, due_date: f.today, description: 'x' });
      expect([closed.status, closed.body.errors?.receivable_date]).toEqual([400, [expect.stringMatching(/is closed/)]]);
      const payment = await pay({ payment_date: lastMonthEnd, amount_received: 1_000 });
      expect([payment.status, Object.keys(payment.body.errors ?? {})]).toEqual([400, ['payment_date']]);
      const open = await f.call('POST', 'create/receivable', { receivable_date: f.today, customer_id: f.customerId, kind: 'CLAIM', amount: 1_000, due_date: f.today, description: 'x', request_id: randomUUID() });
      expect(open.status).toBe(201);
    } finally {
      await setting('finance_closed_through', '');
      await setting('finance_backdate_days', '60');
    }
  });
});
