import { sql } from 'drizzle-orm';
import { DEFAULT_AGING_BOUNDS } from '@/lib/finance/aging';
import { agingByParty } from '@/lib/server/finance/aging';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { ReportTestContext } from '../reports.int.test';

type Row = Record<string, string | number | null>;
type Line = { kind: 'row' | 'subtotal'; values: Record<string, unknown>; group?: unknown };

/**
 * Aging (AR by customer, by sales person; AP), the receivable monitoring and the trip allowances against
 * the documents themselves, and against the ledger's own aging (agingByParty) for past dates; the finance
 * document report endpoints (/api/finance/report/…) moved onto the report runner, answering as before.
 */
export function financeChecks(c: ReportTestContext) {
  const today = jakartaDay(new Date());
  const rowsOf = async (q: ReturnType<typeof sql>) => ((await c.t.ctx.db.execute(q)) as unknown as { rows: Row[] }).rows;
  const one = async (q: ReturnType<typeof sql>) => (await rowsOf(q))[0];
  const get = async (path: string, token = c.tokens.finance) => {
    const res = await c.t.call('GET', path, { token });
    expect(res.status, `${path}: ${res.text}`).toBe(200);
    return res.body.data as { table: { lines: Line[]; totals: Record<string, number>; count: number }; summary: Record<string, unknown>; notes: string[] };
  };
  const rows = (lines: Line[]) => lines.filter((l) => l.kind === 'row').map((l) => l.values);
  const grant = async (routes: string[], on: boolean) => {
    for (const r of routes) {
      if (on) await c.t.ctx.db.execute(sql`update roles set permissions = permissions || ${JSON.stringify([r])}::jsonb where name = 'Counter'`);
      else await c.t.ctx.db.execute(sql`update roles set permissions = permissions - ${r}::text where name = 'Counter'`);
    }
    c.t.ctx.principals.invalidate('counter');
  };

  /** What customers owe today, item by item, from the documents' own outstanding (not the ledger): invoices and manual receivables. */
  const openDocuments = (where = sql`true`) => sql`
    select customer_id, branch_id, due_date, invoice_date as item_date, outstanding from invoices where stage = 'booked' and outstanding <> 0 and ${where}
    union all
    select customer_id, branch_id, due_date, receivable_date, outstanding from receivables where stage = 'booked' and outstanding <> 0 and ${where}`;

  /** The default buckets (Current, 1–30 … > 120) summed over those documents, aged from `dateColumn`. */
  const bucketSums = (dateColumn: 'due_date' | 'item_date', where = sql`true`) => {
    const edges = [0, ...DEFAULT_AGING_BOUNDS];
    const age = sql`(${today}::date - ${sql.raw(dateColumn)})`;
    const parts = [
      ...edges.map((upper, i) => (i === 0 ? sql`${age} <= 0` : sql`${age} > ${edges[i - 1]} and ${age} <= ${upper}`)),
      sql`${age} > ${edges[edges.length - 1]}`,
    ].map((cond, i) => sql`coalesce(sum(outstanding) filter (where outstanding > 0 and ${cond}), 0)::bigint as ${sql.identifier(`b${i}`)}`);
    return sql`select ${sql.join(parts, sql`, `)}, coalesce(sum(outstanding) filter (where outstanding > 0), 0)::bigint as total, count(*)::int as items from (${openDocuments(where)}) d`;
  };

  it('AR aging by customer as of today equals the invoices’ and receivables’ own outstanding, bucket by bucket, by due and by invoice date', async () => {
    const data = await get(`/api/report/get/aging-ar-customer?as_of=${today}`);
    expect(data.summary.bounds).toEqual([...DEFAULT_AGING_BOUNDS]);
    expect(data.summary.bucket_labels).toEqual(['Current', '1–30', '31–60', '61–90', '91–120', '> 120']);
    expect((data.summary.column_labels as Record<string, string>).b6).toBe('—');
    const want = await one(bucketSums('due_date'));
    expect(Number(want.total)).toBeGreaterThan(1_000_000);
    const { totals } = data.table;
    for (let i = 0; i < 6; i++) expect(totals[`b${i}`], `bucket ${i}`).toBe(Number(want[`b${i}`]));
    expect(totals.b6).toBe(0);
    expect(totals.total).toBe(Number(want.total));
    expect(totals.items).toBe(Number(want.items));
    expect(totals.balance).toBe(totals.total - totals.credit);
    // each customer's line, too
    const perCustomer = await rowsOf(sql`select customer_id, sum(outstanding)::bigint as total from (${openDocuments()}) d where outstanding > 0 group by customer_id`);
    const lines = rows(data.table.lines);
    expect(lines.length).toBe(perCustomer.length);
    for (const p of perCustomer) expect(lines.find((l) => l.customer_id === Number(p.customer_id))?.total, `customer ${p.customer_id}`).toBe(Number(p.total));

    const byInvoice = await get(`/api/report/get/aging-ar-customer?as_of=${today}&basis=invoice`);
    const wantByInvoice = await one(bucketSums('item_date'));
    for (let i = 0; i < 6; i++) expect(byInvoice.table.totals[`b${i}`], `bucket ${i} by invoice date`).toBe(Number(wantByInvoice[`b${i}`]));
    expect(byInvoice.table.totals.total).toBe(totals.total);
  });

  it('AR aging as of a past date is the ledger’s own aging (agingByParty) for that date; AP aging equals the vendor bills’ outstanding', async () => {
    // a day inside the demo's history, when some of today's paid invoices were still open
    const { day } = await one(sql`select (min(invoice_date) + 40)::text as day from invoices where stage = 'booked'`);
    for (const basis of ['due', 'invoice'] as const) {
      const data = await get(`/api/report/get/aging-ar-customer?as_of=${day}&basis=${basis}`);
      const ledger = await agingByParty(c.t.ctx.db, { side: 'AR', asOf: String(day), basis, bounds: [...DEFAULT_AGING_BOUNDS] });
      expect(ledger.rows.length).toBeGreaterThan(0);
      const lines = rows(data.table.lines);
      expect(lines.map((l) => l.customer_id)).toEqual(ledger.rows.map((r) => r.party_id));
      for (const [n, r] of ledger.rows.entries()) {
        expect(r.buckets.map((_, i) => lines[n][`b${i}`])).toEqual(r.buckets);
        expect([lines[n].total, lines[n].credit, lines[n].items]).toEqual([r.total, r.credit, r.items]);
      }
      expect(data.table.totals.total).toBe(ledger.totals.total);
    }
    // AP: what we owe the vendors today is their posted bills' outstanding
    const ap = await get(`/api/report/get/aging-ap?as_of=${today}`);
    const bills = await one(sql`select coalesce(sum(outstanding), 0)::bigint as total, count(*)::int as n from vendor_invoices where stage = 'booked' and outstanding > 0`);
    expect(Number(bills.n)).toBeGreaterThan(0);
    expect(ap.table.totals.total).toBe(Number(bills.total));
    const vendor = rows(ap.table.lines)[0];
    const items = await c.t.call('GET', `/api/report/drill/aging-ap/items?as_of=${today}&k_vendor_id=${vendor.vendor_id}&k_set=owed`, { token: c.tokens.finance });
    expect(items.status).toBe(200);
    const mine = await rowsOf(sql`select number from vendor_invoices where stage = 'booked' and outstanding > 0 and vendor_id = ${vendor.vendor_id} order by number`);
    expect(items.body.data.rows.map((r: Row) => r.number).sort()).toEqual(mine.map((m) => m.number));
  });

  it('a bucket’s drill-down lists exactly the open items behind it, opening each invoice', async () => {
    const data = await get(`/api/report/get/aging-ar-customer?as_of=${today}`);
    const row = rows(data.table.lines).find((l) => Number(l.b1) > 0)!;
    expect(row).toBeDefined();
    const res = await c.t.call('GET', `/api/report/drill/aging-ar-customer/items?as_of=${today}&k_customer_id=${row.customer_id}&k_set=b1`, { token: c.tokens.finance });
    expect(res.status).toBe(200);
    const items = res.body.data.rows as Row[];
    expect(items.reduce((a, i) => a + Number(i.balance), 0)).toBe(row.b1);
    const want = await rowsOf(sql`select number from (
        select number, customer_id, due_date, outstanding from invoices where stage = 'booked'
        union all select number, customer_id, due_date, outstanding from receivables where stage = 'booked') d
      where outstanding > 0 and customer_id = ${row.customer_id} and ${today}::date - due_date between 1 and 30 order by number`);
    expect(items.map((i) => i.number).sort()).toEqual(want.map((w) => w.number));
    expect(items.every((i) => i.bucket === '1–30')).toBe(true);
    const all = await c.t.call('GET', `/api/report/drill/aging-ar-customer/items?as_of=${today}&k_customer_id=${row.customer_id}&k_set=all`, { token: c.tokens.finance });
    expect(all.body.data.rows.length).toBe(row.items);
  });

  it('AR aging by sales person: the customers’ aging grouped under their sales person, subtotals adding up', async () => {
    const byCustomer = await get(`/api/report/get/aging-ar-customer?as_of=${today}`);
    const data = await get(`/api/report/get/aging-ar-marketing?as_of=${today}`);
    expect(data.table.totals).toEqual(byCustomer.table.totals);
    const sales = await rowsOf(sql`select c.id, c.sales_id from customers c where c.id in (select distinct customer_id from (${openDocuments()}) d where outstanding > 0)`);
    const lines = data.table.lines;
    for (const l of rows(lines)) expect(l.sales_id, String(l.customer)).toBe(sales.find((s) => Number(s.id) === l.customer_id)?.sales_id ?? null);
    // a subtotal after each sales person's customers: their sum
    let run = 0;
    for (const l of lines) {
      if (l.kind === 'row') run += Number(l.values.total);
      else {
        expect(l.values.total).toBe(run);
        run = 0;
      }
    }
    expect(lines.filter((l) => l.kind === 'subtotal').length).toBe(new Set(rows(lines).map((l) => l.sales)).size);
    // one sales person's customers only
    const someone = rows(lines).find((l) => l.sales_id !== null)!;
    const own = await get(`/api/report/get/aging-ar-marketing?as_of=${today}&sales_id=${someone.sales_id}`);
    expect(rows(own.table.lines).every((l) => l.sales_id === someone.sales_id)).toBe(true);
  });

  it('a Jakarta-only user’s aging leaves out Surabaya’s items; the other branch is refused', async () => {
    const routes = ['aging-ar-customer', 'aging-ap', 'monitoring-receivable', 'trip-allowance'].map((n) => `/app/report/${n}`);
    await grant(routes, true);
    // an open item of the Surabaya branch (a claim, straight into the ledger the report reads), taken out again below
    const { customer } = await one(sql`select id as customer from customers order by (branch_id = ${c.branches.surabaya}) desc, id limit 1`);
    const due = today;
    await c.t.ctx.db.execute(sql`insert into ledger_entries (side, customer_id, branch_id, entry_date, kind, amount, item_type, item_id, item_number, item_date, item_due, document_type, document_id, document_number, memo)
      values ('AR', ${customer}, ${c.branches.surabaya}, ${today}, 'RECEIVABLE', 777000, 'receivable', 2000000000, 'AR-SUB-TEST', ${today}, ${due}, 'receivable', 2000000000, 'AR-SUB-TEST', 'reports test')`);
    try {
      const all = await get(`/api/report/get/aging-ar-customer?as_of=${today}`, c.tokens.manager);
      const jakartaWant = await one(bucketSums('due_date', sql`branch_id = ${c.branches.jakarta}`));
      const everyWant = await one(bucketSums('due_date'));
      expect(all.table.totals.total).toBe(Number(everyWant.total) + 777_000);
      const own = await get(`/api/report/get/aging-ar-customer?as_of=${today}`, c.tokens.counter);
      expect(own.table.totals.total).toBe(Number(jakartaWant.total));
      expect(Number(jakartaWant.total)).toBeGreaterThan(0);
      const theirs = await c.t.call('GET', `/api/report/drill/aging-ar-customer/items?as_of=${today}&k_customer_id=${customer}&k_set=all`, { token: c.tokens.counter });
      expect(theirs.status).toBe(200);
      expect(theirs.body.data.rows.map((r: Row) => r.number)).not.toContain('AR-SUB-TEST');
      const seen = await c.t.call('GET', `/api/report/drill/aging-ar-customer/items?as_of=${today}&k_customer_id=${customer}&k_set=all`, { token: c.tokens.manager });
      expect(seen.body.data.rows.map((r: Row) => r.number)).toContain('AR-SUB-TEST');
      for (const name of ['aging-ar-customer', 'aging-ap', 'monitoring-receivable', 'trip-allowance']) {
        expect((await c.t.call('GET', `/api/report/get/${name}?branch_id=${c.branches.surabaya}`, { token: c.tokens.counter })).status, name).toBe(403);
      }
    } finally {
      await c.t.ctx.db.execute(sql`delete from ledger_entries where document_number = 'AR-SUB-TEST'`);
      await grant(routes, false);
    }
  });

  it('receivable monitoring: the open invoices’ outstanding, overdue and not yet due, per collector and customer; a PPh 23 slip awaited shows', async () => {
    const data = await get(`/api/report/get/monitoring-receivable?as_of=${today}`);
    const want = await one(sql`select count(*)::int as n, coalesce(sum(outstanding), 0)::bigint as total,
        coalesce(sum(outstanding) filter (where due_date < ${today}::date), 0)::bigint as overdue,
        count(*) filter (where due_date < ${today}::date)::int as overdue_n
      from invoices where stage = 'booked' and outstanding > 0`);
    const { totals } = data.table;
    expect(totals.invoices).toBe(Number(want.n));
    expect(totals.outstanding).toBe(Number(want.total));
    expect(totals.overdue).toBe(Number(want.overdue));
    expect(totals.overdue_invoices).toBe(Number(want.overdue_n));
    expect(totals.not_due + totals.overdue).toBe(totals.outstanding);
    // the collector holding an invoice (a collection still out) gets its line
    const held = await rowsOf(sql`select i.customer_id, ci.collector_id from invoices i join collector_invoices ci on ci.id = i.collector_invoice_id and ci.stage = 'draft'`);
    for (const h of held) expect(rows(data.table.lines).some((l) => l.customer_id === Number(h.customer_id) && l.collector_id === Number(h.collector_id))).toBe(true);

    // a customer pays an open invoice net of its PPh 23 (2 % of the amount before PPN) and keeps the slip: what stays open awaits it
    const inv = await one(sql`select i.id, i.number, i.customer_id, i.branch_id, i.outstanding, i.invoice_date::text as item_date, i.due_date::text as due,
        floor(i.amount * 2 / 100)::bigint as pph23
      from invoices i where i.stage = 'booked' and i.status = 'ISSUED' and i.outstanding = i.total and i.collector_invoice_id is null and i.delivery_sheet_invoice_id is null order by i.id limit 1`);
    const net = Number(inv.outstanding) - Number(inv.pph23);
    await c.t.ctx.db.execute(sql`insert into ledger_entries (side, customer_id, branch_id, entry_date, kind, amount, item_type, item_id, item_number, item_date, item_due, document_type, document_id, document_number, memo)
      values ('AR', ${inv.customer_id}, ${inv.branch_id}, ${today}, 'PAYMENT', ${-net}, 'invoice', ${inv.id}, ${inv.number}, ${inv.item_date}, ${inv.due}, 'payment', 2000000000, 'PAY-NET-TEST', 'reports test')`);
    try {
      const after = await get(`/api/report/get/monitoring-receivable?as_of=${today}`);
      expect(after.table.totals.pph23_awaiting - totals.pph23_awaiting).toBe(Number(inv.pph23));
      expect(after.table.totals.pph23_slips - totals.pph23_slips).toBe(1);
      expect(after.table.totals.outstanding).toBe(Number(want.total) - net);
      const line = rows(after.table.lines).find((l) => l.customer_id === Number(inv.customer_id) && Number(l.pph23_awaiting) >= Number(inv.pph23))!;
      expect(line.customer_id).toBe(Number(inv.customer_id));
      const drill = await c.t.call('GET', `/api/report/drill/monitoring-receivable/invoices?as_of=${today}&k_customer_id=${line.customer_id}&k_collector_id=${line.collector_id}&k_set=pph23`, { token: c.tokens.finance });
      expect(drill.status).toBe(200);
      expect(drill.body.data.rows.map((r: Row) => [r.number, r.outstanding, r.pph23_awaiting])).toContainEqual([inv.number, Number(inv.pph23), Number(inv.pph23)]);
      // the day before that payment, that invoice awaited no slip
      const before = await c.t.call('GET', `/api/report/drill/monitoring-receivable/invoices?as_of=${(await one(sql`select (${today}::date - 1)::text as d`)).d}&k_customer_id=${line.customer_id}&k_collector_id=${line.collector_id}&k_set=pph23`, { token: c.tokens.finance });
      expect(before.body.data.rows.map((r: Row) => r.number)).not.toContain(inv.number);
    } finally {
      await c.t.ctx.db.execute(sql`delete from ledger_entries where document_number = 'PAY-NET-TEST'`);
    }
    // every row's drill-down lists exactly its invoices
    const first = rows(data.table.lines)[0];
    const drill = await c.t.call('GET', `/api/report/drill/monitoring-receivable/invoices?as_of=${today}&k_customer_id=${first.customer_id}&k_collector_id=${first.collector_id}&k_set=all`, { token: c.tokens.finance });
    expect(drill.body.data.rows.length).toBe(first.invoices);
    expect(drill.body.data.rows.reduce((a: number, r: Row) => a + Number(r.outstanding), 0)).toBe(first.outstanding);
  });

  it('trip allowances: approved, paid out, spent and differences equal the documents, per driver and per branch; Jakarta reads its own', async () => {
    const span = await one(sql`select min(trip_date)::text as from, max(trip_date)::text as to from trip_allowances`);
    const q = `date_from=${span.from}&date_to=${span.to}`;
    const sums = (where = sql`true`) =>
      one(sql`select count(*)::int as n, coalesce(sum(advance_total), 0)::bigint as advance,
          coalesce(sum(advance_total) filter (where status in ('PAID', 'SETTLED')), 0)::bigint as paid_out,
          coalesce(sum(actual_total) filter (where status = 'SETTLED'), 0)::bigint as spent,
          coalesce(sum(difference) filter (where status = 'SETTLED'), 0)::bigint as difference,
          coalesce(sum(advance_total) filter (where status = 'PAID'), 0)::bigint as unsettled
        from trip_allowances where stage = 'booked' and trip_date between ${span.from}::date and ${span.to}::date and ${where}`);
    const want = await sums();
    expect(Number(want.n)).toBeGreaterThan(1);
    for (const by of ['driver', 'branch']) {
      const data = await get(`/api/report/get/trip-allowance?${q}&by=${by}`);
      expect(data.table.count).toBe(Number(want.n));
      for (const k of ['advance', 'paid_out', 'spent', 'difference', 'unsettled']) expect(data.table.totals[k], `${by} ${k}`).toBe(Number(want[k]));
      expect((data.summary.column_labels as Record<string, string>).group).toBe(by === 'driver' ? 'Driver' : 'Branch');
      for (const s of data.table.lines.filter((l) => l.kind === 'subtotal')) {
        const members = rows(data.table.lines).filter((l) => l.group === s.group);
        const key = by === 'driver' ? 'driver_id' : 'branch_id';
        const group = await sums(sql`${sql.raw(by === 'driver' ? 'driver_id' : 'origin_branch_id')} = ${members[0][key]}`);
        expect(s.values.paid_out).toBe(Number(group.paid_out));
        expect(members.length).toBe(Number(group.n));
      }
    }
    await c.t.ctx.db.execute(sql`update roles set permissions = permissions || '["/app/report/trip-allowance"]'::jsonb where name = 'Counter'`);
    c.t.ctx.principals.invalidate('counter');
    try {
      const own = await get(`/api/report/get/trip-allowance?${q}&by=branch`, c.tokens.counter);
      expect(new Set(rows(own.table.lines).map((l) => l.branch_id))).toEqual(new Set([c.branches.jakarta]));
      const jakarta = await sums(sql`origin_branch_id = ${c.branches.jakarta}`);
      expect(own.table.totals.paid_out).toBe(Number(jakarta.paid_out));
      // a trip of another branch is not in the counter's drill-down either
      const other = await one(sql`select number from trip_allowances where stage = 'booked' and origin_branch_id <> ${c.branches.jakarta} and trip_date between ${span.from}::date and ${span.to}::date limit 1`);
      if (other) {
        const hidden = await c.t.call('GET', `/api/report/drill/trip-allowance/trips?${q}&k_number=${other.number}`, { token: c.tokens.counter });
        expect(hidden.body.data.rows).toEqual([]);
      }
      const mine = rows(own.table.lines)[0];
      const drill = await c.t.call('GET', `/api/report/drill/trip-allowance/trips?${q}&k_number=${mine.number}`, { token: c.tokens.counter });
      expect(drill.status).toBe(200);
      const doc = await one(sql`select coalesce(fuel, 0) + coalesce(tolls, 0) + coalesce(loading, 0) + coalesce(meals, 0) + coalesce(other, 0) as parts, advance_total from trip_allowances where number = ${mine.number}`);
      expect(drill.body.data.rows).toHaveLength(1);
      const r = drill.body.data.rows[0];
      expect([r.number, r.advance, r.fuel + r.tolls + r.loading + r.meals + r.other]).toEqual([mine.number, Number(doc.advance_total), Number(doc.parts)]);
    } finally {
      await c.t.ctx.db.execute(sql`update roles set permissions = permissions - '/app/report/trip-allowance' where name = 'Counter'`);
      c.t.ctx.principals.invalidate('counter');
    }
  });

  it('the finance document reports (invoice, payment, vendor payment) answer as before, on the report runner', async () => {
    // the demo's whole history: a year back from today
    const { from, to } = await one(sql`select (${today}::date - 365)::text as from, ${today}::text as to`);
    const span = `date_from=${from}&date_to=${to}`;
    const inv = await c.t.call('GET', `/api/finance/report/invoice?${span}`, { token: c.tokens.finance });
    expect(inv.status).toBe(200);
    expect(Object.keys(inv.body.data).sort()).toEqual(['by_customer', 'by_status', 'totals']);
    const invWant = await one(sql`select count(*)::int as n, coalesce(sum(total), 0)::bigint as total, coalesce(sum(outstanding) filter (where stage = 'booked'), 0)::bigint as outstanding
      from invoices where invoice_date between ${from}::date and ${to}::date`);
    expect(inv.body.data.totals).toMatchObject({ count: Number(invWant.n), total: Number(invWant.total), outstanding: Number(invWant.outstanding) });
    expect(inv.body.data.by_status.reduce((a: number, s: Row) => a + Number(s.count), 0)).toBe(Number(invWant.n));
    const issued = await c.t.call('GET', `/api/finance/report/invoice?${span}&status=ISSUED,PARTLY_PAID`, { token: c.tokens.finance });
    expect(issued.body.data.by_status.map((s: Row) => s.status).sort()).toEqual(['ISSUED', 'PARTLY_PAID']);

    const pay = await c.t.call('GET', `/api/finance/report/payment?${span}`, { token: c.tokens.finance });
    expect(pay.status).toBe(200);
    expect(Object.keys(pay.body.data).sort()).toEqual(['by_customer', 'by_day', 'by_method', 'totals']);
    const payWant = await one(sql`select count(*)::int as n, coalesce(sum(amount_received), 0)::bigint as received, coalesce(sum(pph23_amount), 0)::bigint as pph23
      from payments where stage = 'booked' and payment_date between ${from}::date and ${to}::date`);
    expect(pay.body.data.totals).toMatchObject({ count: Number(payWant.n), received: Number(payWant.received), pph23: Number(payWant.pph23) });

    const vp = await c.t.call('GET', `/api/finance/report/vendor-payment?${span}`, { token: c.tokens.finance });
    expect(vp.status).toBe(200);
    expect(Object.keys(vp.body.data).sort()).toEqual(['by_method', 'by_vendor', 'totals']);
    const vpWant = await one(sql`select count(*)::int as n, coalesce(sum(amount_paid), 0)::bigint as paid from vendor_payments where stage = 'booked' and payment_date between ${from}::date and ${to}::date`);
    expect(vp.body.data.totals).toMatchObject({ count: Number(vpWant.n), paid: Number(vpWant.paid) });
    // a user without the screen is refused, as before
    expect((await c.t.call('GET', `/api/finance/report/invoice?${span}`, { token: c.tokens.counter })).status).toBe(403);
  });

  it('exports the AR aging with its totals line', async () => {
    const csv = await c.t.call('GET', `/api/report/export/aging-ar-customer?as_of=${today}&format=csv`, { token: c.tokens.finance });
    expect(csv.status).toBe(200);
    const data = await get(`/api/report/get/aging-ar-customer?as_of=${today}`);
    const last = csv.text.split('\r\n').filter(Boolean).at(-1)!;
    expect(last.startsWith('Total,')).toBe(true);
    expect(last).toContain(String(data.table.totals.total));
  });
}
