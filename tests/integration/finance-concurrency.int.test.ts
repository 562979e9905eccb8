import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { users } from '@/lib/server/db/schema';
import { invoices } from '@/lib/server/db/schema/documents';
import { ledgerEntries } from '@/lib/server/db/schema/finance';
import { roleId } from '../helpers/db-checks';
import { setUpFinance } from '../helpers/finance';
import type { CallResult } from '../helpers/test-app';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * One lock order for a customer's money (issue 21, 3): two money actions of one customer sent at the
 * same moment, ROUNDS times per pair. Each round ends in exactly one of the consistent outcomes — never
 * a deposit used twice or used after it was taken back, the invoice's own figures equal to its ledger
 * balance, never a 500 — and the figures are printed (FINANCE_RACE …).
 */

const ROUNDS = Number(process.env.FINANCE_RACE_ROUNDS ?? 20);

describe.each(testEngines())('finance: one lock order for a customer’s money (%s)', (engine) => {
  const t = useTestApp(engine);
  let f: Awaited<ReturnType<typeof setUpFinance>>;
  let checker: string;
  let invoiceId: number;

  beforeAll(async () => {
    await t.ctx.db.update(users).set({ allBranches: true });
    f = await setUpFinance(t, 'RACE');
    await t.call('POST', '/api/datamaster/create/user', { token: f.ops.admin, body: { user_code: 'checker', full_name: 'RATNA SARI', role_id: await roleId(t, 'Finance'), password: 'Rahasia#2026x' } });
    await t.ctx.db.update(users).set({ allBranches: true });
    checker = await t.signIn('checker', 'Rahasia#2026x');
    // one big invoice every round pays a little of
    invoiceId = (await f.issuedInvoice([400, 400])).id;
  }, 120_000);

  const pay = (body: Record<string, unknown>) =>
    f.call('POST', 'create/payment', { customer_id: f.customerId, payment_date: f.today, method: 'TRANSFER', reference: 'TRF', request_id: randomUUID(), ...body });
  const useDeposit = (amount: number) => pay({ method: 'DEPOSIT', amount_received: 0, deposit_applied: amount, allocations: [{ item_id: invoiceId, amount }] });
  const cancel = (doc: string, row: { id: number; version: number }, token = f.finance) => t.call('PUT', `/api/finance/update/${doc}/cancel/${row.id}`, { token, body: { version: row.version, reason: 'WRONG_INPUT' } });

  /** The books agree: every credit (deposit, correction) between nothing used and all of it used, the invoice's figures its ledger's. */
  async function consistent() {
    const items = (await t.ctx.db.execute(
      sql`select item_type, item_id, sum(amount)::bigint as balance, sum(case when amount < 0 and kind in ('DEPOSIT', 'RECEIVABLE') and reverses_id is null then amount else 0 end)::bigint as made
          from ${ledgerEntries} where customer_id = ${f.customerId} group by item_type, item_id`,
    )) as unknown as { rows: { item_type: string; item_id: number; balance: string; made: string }[] };
    for (const i of items.rows) {
      if (i.item_type !== 'invoice') expect(Number(i.balance), `${i.item_type} ${i.item_id} used more than it holds`).toBeLessThanOrEqual(0);
    }
    const [inv] = await t.ctx.db.select({ outstanding: invoices.outstanding }).from(invoices).where(eq(invoices.id, invoiceId));
    expect(Number(inv.outstanding)).toBe(await f.itemBalance('invoice', invoiceId));
    const balance = await f.balance();
    expect(balance).toBe(items.rows.reduce((a, i) => a + Number(i.balance), 0));
  }

  const outcome = (r: CallResult) => {
    expect(r.status, r.text).toBeLessThan(500);
    return r.status < 300 ? 'ok' : String(r.status);
  };
  const report = (pair: string, tally: Record<string, number>) => console.log(`FINANCE_RACE ${engine} ${pair}: ${ROUNDS} rounds ${JSON.stringify(tally)}`);
  const count = (tally: Record<string, number>, key: string) => void (tally[key] = (tally[key] ?? 0) + 1);

  it('a payment cancelled while its deposit is applied elsewhere: one of them, never both', async () => {
    const tally: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const made = await pay({ amount_received: 1_500, allocations: [{ item_id: invoiceId, amount: 1_000 }] });
      expect(made.body.data.deposit_created).toBe(500);
      const [cancelled, used] = await Promise.all([cancel('payment', made.body.data), useDeposit(500)]);
      const key = `cancel ${outcome(cancelled)} / use ${outcome(used)}`;
      count(tally, key);
      expect(['cancel ok / use 400', 'cancel 409 / use ok']).toContain(key);
      await consistent();
    }
    report('payment cancel vs deposit use', tally);
  }, 300_000);

  it('two payments applying the same deposit: one takes it', async () => {
    const tally: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      expect((await pay({ amount_received: 1_500, allocations: [{ item_id: invoiceId, amount: 1_000 }] })).status).toBe(201);
      const [a, b] = await Promise.all([useDeposit(500), useDeposit(500)]);
      const key = [outcome(a), outcome(b)].sort().join(' / ');
      count(tally, key);
      expect(key).toBe('400 / ok');
      await consistent();
    }
    report('two payments on one deposit', tally);
  }, 300_000);

  it('a payment while a credit note on the same invoice is approved: both, and the invoice agrees with its ledger', async () => {
    const tally: Record<string, number> = {};
    const inv = await f.read('invoice', invoiceId);
    const line = inv.lines.awbs[0];
    for (let round = 0; round < ROUNDS; round++) {
      const note = (await f.call('POST', 'create/credit-note', { invoice_id: invoiceId, cn_date: f.today, kind: 'PRICE_REVISION', reason: 'Selisih', lines: [{ invoice_line_id: line.id, amount: 100 }], request_id: randomUUID() })).body.data;
      const [approved, paid] = await Promise.all([
        t.call('PUT', `/api/finance/update/credit-note/book/${note.id}`, { token: checker, body: { version: note.version } }),
        pay({ amount_received: 1_000, allocations: [{ item_id: invoiceId, amount: 1_000 }] }),
      ]);
      const key = `approve ${outcome(approved)} / pay ${outcome(paid)}`;
      count(tally, key);
      expect(key).toBe('approve ok / pay ok');
      await consistent();
    }
    report('credit note approve vs payment', tally);
  }, 300_000);

  it('a correction approved while a payment applies deposits: the payment takes only what exists', async () => {
    const tally: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const correction = (await f.call('POST', 'create/receivable', { receivable_date: f.today, customer_id: f.customerId, kind: 'CORRECTION', amount: -300, due_date: f.today, description: 'Koreksi', request_id: randomUUID() })).body.data;
      const [approved, used] = await Promise.all([t.call('PUT', `/api/finance/update/receivable/book/${correction.id}`, { token: checker, body: { version: correction.version } }), useDeposit(300)]);
      const key = `approve ${outcome(approved)} / use ${outcome(used)}`;
      count(tally, key);
      expect(['approve ok / use ok', 'approve ok / use 400']).toContain(key);
      if (used.status === 400) expect(Object.keys(used.body.errors)).toEqual(['deposit_applied']);
      await consistent();
      // what is left of the credit is used up before the next round
      const left = (await f.call('GET', `get/open-items?customer_id=${f.customerId}`)).body.data.deposit_available as number;
      if (left > 0) expect((await useDeposit(left)).status).toBe(201);
    }
    report('correction approve vs deposit use', tally);
  }, 300_000);

  it('a credit note’s deposit cancelled while a payment applies it: one of them', async () => {
    // a second invoice, paid in full: each credit note on it becomes a deposit
    const paid = await f.issuedInvoice([300]);
    expect((await pay({ amount_received: Number(paid.outstanding), allocations: [{ item_id: paid.id, amount: Number(paid.outstanding) }] })).status).toBe(201);
    const tally: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const draft = (await f.call('POST', 'create/credit-note', { invoice_id: paid.id, cn_date: f.today, kind: 'PRICE_REVISION', reason: 'Selisih', lines: [{ invoice_line_id: paid.lines.awbs[0].id, amount: 100 }], request_id: randomUUID() })).body.data;
      const note = (await t.call('PUT', `/api/finance/update/credit-note/book/${draft.id}`, { token: checker, body: { version: draft.version } })).body.data;
      expect(note.to_deposit).toBe(note.total);
      const [cancelled, used] = await Promise.all([cancel('credit-note', note), useDeposit(Number(note.total))]);
      const key = `cancel ${outcome(cancelled)} / use ${outcome(used)}`;
      count(tally, key);
      expect(['cancel ok / use 400', 'cancel 409 / use ok']).toContain(key);
      await consistent();
    }
    report('credit note cancel vs deposit use', tally);
  }, 300_000);
});
