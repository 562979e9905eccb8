import { sql, type SQL } from 'drizzle-orm';
import { previousPeriod } from '@/lib/resources/reports/define-report';
import type { ReportTestContext } from '../reports.int.test';
import { asJakartaClerk as asClerk, dataRows, getOk, queryRows, type Row } from './helpers';

/*
 * Marketing performance, customers and HPP against the documents themselves (shipments, sales targets,
 * manifests and their bags, trip allowances, hand-overs and vendor bills, runsheets — never the
 * rollups), a Jakarta-only clerk reading only Jakarta, and drill-downs listing exactly the documents
 * behind a figure.
 */


const shift = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
const n = (v: unknown) => Number(v ?? 0);

export function marketingChecks(c: ReportTestContext) {
  const rows = (query: SQL) => queryRows(c, query);
  const get = (url: string, token = c.tokens.manager) => getOk(c, url, token);
  const asJakartaClerk = (reports: string[], fn: () => Promise<void>) => asClerk(c, reports, fn);

  // the days the demo's booked AWBs span (relative to today)
  const span = { from: '', to: '' };
  beforeAll(async () => {
    const [r] = await rows(sql`select min(shipment_date)::text as from, max(shipment_date)::text as to from shipments where stage = 'booked'`);
    span.from = String(r.from);
    span.to = String(r.to);
  });

  /** Booked AWBs of account customers (walk-in left out) per customer's sales person, from the AWBs. */
  const customerAwbs = (from: string, to: string, where: SQL = sql`true`) =>
    rows(sql`select count(*)::int as awbs, coalesce(sum(s.total - s.tax), 0)::bigint as revenue from shipments s join customers c on c.id = s.customer_id
      where s.stage = 'booked' and s.shipment_date between ${from}::date and ${to}::date and ${where}`).then((r) => ({ awbs: n(r[0].awbs), revenue: n(r[0].revenue) }));

  /* ------------------------------------------------------------ marketing performance */

  it('performance: revenue, AWBs and customers won per sales person against the targets master; drill-downs list them', async () => {
    const mFrom = span.from.slice(0, 7);
    const mTo = span.to.slice(0, 7);
    const from = `${mFrom}-01`;
    const to = monthEnd(mTo);
    const people = await rows(sql`select c.sales_id as id, count(*)::int as n from shipments s join customers c on c.id = s.customer_id
      where s.stage = 'booked' and s.shipment_date between ${`${mTo}-01`}::date and ${to}::date and c.sales_id is not null group by 1 order by 2 desc, 1 limit 2`);
    expect(people.length).toBe(2);
    // a sales person of Surabaya with no customer: a target of theirs is a row for the manager only
    const [idle] = await rows(sql`select e.id from employees e where e.branch_id = ${c.branches.surabaya} and not exists (select 1 from customers c where c.sales_id = e.id) order by e.id limit 1`);
    const targets = [
      { id: n(people[0].id), month: mTo, revenue: 50_000_000, awbs: 40, won: 2 },
      { id: n(people[1].id), month: mTo, revenue: 2_000_000, awbs: 3, won: 0 },
      { id: n(people[0].id), month: mFrom, revenue: 10_000_000, awbs: 10, won: 1 },
      { id: n(idle.id), month: mTo, revenue: 7_000_000, awbs: 20, won: 3 },
    ];
    const inserted = await rows(sql`insert into sales_targets (employee_id, month, revenue_target, shipment_target, new_customers_target)
      select * from json_to_recordset(${JSON.stringify(targets.map((t) => ({ e: t.id, m: t.month, r: t.revenue, s: t.awbs, w: t.won })))}::json) as x(e int, m text, r bigint, s int, w int)
      on conflict (employee_id, month) do nothing returning id`);
    expect(inserted.length).toBe(targets.length);
    try {
      const q = `month_from=${mFrom}&month_to=${mTo}`;
      const res = await get(`/api/report/get/performance-marketing?${q}`);
      const { totals } = res.body.data.table;
      const want = await customerAwbs(from, to);
      expect(want.awbs).toBeGreaterThan(20);
      expect(totals.awbs).toBe(want.awbs);
      expect(totals.revenue).toBe(want.revenue);
      const [t] = await rows(sql`select sum(revenue_target)::bigint as revenue, sum(shipment_target)::int as awbs, sum(new_customers_target)::int as won from sales_targets where month between ${mFrom} and ${mTo}`);
      expect(totals.revenue_target).toBe(n(t.revenue));
      expect(totals.shipment_target).toBe(n(t.awbs));
      // customers won: their first booked AWB ever falls in the months
      const [won] = await rows(sql`select count(*)::int as n from (select customer_id, min(shipment_date) as first from shipments where stage = 'booked' and customer_id is not null group by 1) f
        where f.first between ${from}::date and ${to}::date`);
      expect(totals.new_customers).toBe(n(won.n));
      expect(res.body.data.notes.join(' ')).toContain('Walk-in');

      // one person's month: figures, target and achievement
      const person = targets[0];
      const line = dataRows(res.body).find((r) => r.sales_id === person.id && r.month === mTo)!;
      expect(line).toBeDefined();
      const mine = await customerAwbs(`${mTo}-01`, to, sql`c.sales_id = ${person.id}`);
      expect(line.awbs).toBe(mine.awbs);
      expect(line.revenue).toBe(mine.revenue);
      expect(line.revenue_target).toBe(person.revenue);
      expect(line.revenue_pct).toBe(Math.round((mine.revenue / person.revenue) * 10_000) / 100);
      expect(line.revenue_gap).toBe(mine.revenue - person.revenue);
      expect(dataRows(res.body).some((r) => r.sales_id === n(idle.id) && r.awbs === 0 && r.revenue_target === 7_000_000)).toBe(true);

      // the AWBs behind the figure are exactly that person's customers' AWBs of the month
      const drill = await get(`/api/report/drill/performance-marketing/awbs?${q}&k_date_from=${line.date_from}&k_date_to=${line.date_to}&k_sales_id=${person.id}`);
      const numbers = (await rows(sql`select s.number from shipments s join customers c on c.id = s.customer_id
        where s.stage = 'booked' and s.shipment_date between ${`${mTo}-01`}::date and ${to}::date and c.sales_id = ${person.id} order by s.number`)).map((r) => r.number);
      expect(drill.body.data.rows.map((r: Row) => r.number).sort()).toEqual(numbers.slice(0, 100));
      // the customers won in the first month, each with its first AWB
      const first = dataRows(res.body).filter((r) => r.month === mFrom && n(r.new_customers) > 0)[0];
      if (first) {
        const wonDrill = await get(`/api/report/drill/performance-marketing/customers?${q}&k_date_from=${first.date_from}&k_date_to=${first.date_to}&k_sales_id=${first.sales_id}`);
        expect(wonDrill.body.data.rows.length).toBe(first.new_customers);
        for (const w of wonDrill.body.data.rows) {
          const [f] = await rows(sql`select min(shipment_date)::text as d from shipments where stage = 'booked' and customer_id = ${w.id}`);
          expect(w.first_date).toBe(f.d);
        }
      }

      // month order is checked
      if (mFrom !== mTo) {
        const reversed = await c.t.call('GET', `/api/report/get/performance-marketing?month_from=${mTo}&month_to=${mFrom}`, { token: c.tokens.manager });
        expect(reversed.status).toBe(400);
        expect(reversed.body.errors.month_to).toBeDefined();
      }

      // a Jakarta clerk: only what Jakarta booked; the idle Surabaya person's target is not theirs
      await asJakartaClerk(['performance-marketing'], async () => {
        const own = await get(`/api/report/get/performance-marketing?${q}`, c.tokens.counter);
        const jakarta = await customerAwbs(from, to, sql`s.branch_id = ${c.branches.jakarta}`);
        expect(own.body.data.table.totals.awbs).toBe(jakarta.awbs);
        expect(own.body.data.table.totals.revenue).toBe(jakarta.revenue);
        expect(dataRows(own.body).some((r) => r.sales_id === n(idle.id))).toBe(false);
        const list = await get(`/api/report/drill/performance-marketing/awbs?${q}&k_date_from=${from}&k_date_to=${to}&k_sales_id=${person.id}`, c.tokens.counter);
        expect(new Set(list.body.data.rows.map((r: Row) => r.branch))).toEqual(new Set(list.body.data.rows.length ? ['JKT'] : []));
        expect((await c.t.call('GET', `/api/report/get/performance-marketing?${q}&branch_id=${c.branches.surabaya}`, { token: c.tokens.counter })).status).toBe(403);
        expect((await c.t.call('GET', `/api/report/drill/performance-marketing/awbs?${q}&k_branch_id=${c.branches.surabaya}`, { token: c.tokens.counter })).status).toBe(403);
      });
    } finally {
      await c.t.ctx.db.execute(sql`delete from sales_targets where id = any(${`{${inserted.map((r) => r.id).join(',')}}`}::int[])`);
    }
  });

  /* ------------------------------------------------------------ customers */

  /** Each account customer's AWBs and revenue in a period, from the AWBs. */
  const perCustomer = async (from: string, to: string, where: SQL = sql`true`) =>
    new Map(
      (
        await rows(sql`select s.customer_id as id, c.code, count(*)::int as awbs, sum(s.total - s.tax)::bigint as revenue from shipments s join customers c on c.id = s.customer_id
          where s.stage = 'booked' and s.shipment_date between ${from}::date and ${to}::date and ${where} group by 1, 2`)
      ).map((r) => [n(r.id), { code: String(r.code), awbs: n(r.awbs), revenue: n(r.revenue) }]),
    );

  it('customers: revenue, share, pareto class, growth, NEW and LOST as the AWBs say; the drill lists a customer’s AWBs', async () => {
    const classes = (await rows(sql`select code, min_share::float as lo, max_share::float as hi from customer_pareto_classes order by min_share, max_share, code`)).map((r) => ({
      code: String(r.code),
      lo: n(r.lo),
      hi: n(r.hi),
    }));
    const firsts = new Map((await rows(sql`select customer_id as id, min(shipment_date)::text as d from shipments where stage = 'booked' and customer_id is not null group by 1`)).map((r) => [n(r.id), String(r.d)]));
    // a day after which an account that booked the day before books nothing: it is lost from one day to the next
    const [lost] = await rows(sql`select (s.shipment_date + 1)::text as d from shipments s where s.stage = 'booked' and s.customer_id is not null and s.shipment_date < ${span.to}::date
      and not exists (select 1 from shipments x where x.stage = 'booked' and x.customer_id = s.customer_id and x.shipment_date = s.shipment_date + 1) order by 1 desc limit 1`);
    expect(lost).toBeDefined();
    // the first 30 days (everyone is new), the last 30, and that day
    const periods = [
      { from: span.from, to: shift(span.from, 29) },
      { from: shift(span.to, -29), to: span.to },
      { from: String(lost.d), to: String(lost.d) },
    ];
    const seen = { NEW: 0, LOST: 0, classes: new Set<string>() };
    for (const p of periods) {
      const prev = previousPeriod(p.from, p.to);
      const res = await get(`/api/report/get/customer?date_from=${p.from}&date_to=${p.to}`);
      const now = await perCustomer(p.from, p.to);
      const before = await perCustomer(prev.from, prev.to);
      const sum = (m: typeof now, k: 'awbs' | 'revenue') => [...m.values()].reduce((a, r) => a + r[k], 0);
      const { totals } = res.body.data.table;
      expect(totals.awbs).toBe(sum(now, 'awbs'));
      expect(totals.revenue).toBe(sum(now, 'revenue'));
      expect(totals.previous_revenue).toBe(sum(before, 'revenue'));
      const got = dataRows(res.body);
      expect(got.length).toBe(new Set([...now.keys(), ...before.keys()]).size);
      // the pareto classes: ranked by revenue, a customer's class is where its slice of the cumulative share starts
      const ranked = [...now.entries()].filter(([, r]) => r.revenue > 0).sort((a, b) => b[1].revenue - a[1].revenue || a[1].code.localeCompare(b[1].code));
      const total = sum(now, 'revenue');
      let before_ = 0;
      for (const [id, r] of ranked) {
        const start = (before_ / total) * 100;
        before_ += r.revenue;
        const cls = classes.find((k) => start >= k.lo && start < k.hi)?.code ?? '';
        const line = got.find((l) => l.customer_id === id)!;
        expect(line.pareto, `customer ${r.code}`).toBe(cls);
        expect(line.cumulative_pct).toBe(Math.round((before_ / total) * 10_000) / 100);
        if (cls) seen.classes.add(cls);
      }
      for (const line of got) {
        const id = n(line.customer_id);
        const wantStatus = now.has(id) && firsts.get(id)! >= p.from ? 'NEW' : !now.has(id) && before.has(id) ? 'LOST' : '';
        expect(line.status, `customer ${line.customer} ${p.from}`).toBe(wantStatus);
        expect(line.previous_revenue).toBe(before.get(id)?.revenue ?? 0);
        if (wantStatus) seen[wantStatus]++;
      }
    }
    expect(seen.NEW).toBeGreaterThan(0);
    expect(seen.LOST).toBeGreaterThan(0);
    expect(seen.classes.size).toBeGreaterThan(1);

    // the AWBs behind a customer's figure
    const p = { from: shift(span.to, -29), to: span.to };
    const res = await get(`/api/report/get/customer?date_from=${p.from}&date_to=${p.to}`);
    const top = dataRows(res.body)[0];
    const drill = await get(`/api/report/drill/customer/awbs?date_from=${p.from}&date_to=${p.to}&k_date_from=${p.from}&k_date_to=${p.to}&k_customer_id=${top.customer_id}`);
    const numbers = (await rows(sql`select number from shipments where stage = 'booked' and customer_id = ${top.customer_id} and shipment_date between ${p.from}::date and ${p.to}::date order by number`)).map((r) => r.number);
    expect(numbers.length).toBe(top.awbs);
    expect(drill.body.data.rows.map((r: Row) => r.number).sort()).toEqual(numbers.slice(0, 100));

    // a Jakarta clerk reads Jakarta's bookings only
    await asJakartaClerk(['customer'], async () => {
      const own = await get(`/api/report/get/customer?date_from=${p.from}&date_to=${p.to}`, c.tokens.counter);
      const jakarta = await perCustomer(p.from, p.to, sql`s.branch_id = ${c.branches.jakarta}`);
      expect(own.body.data.table.totals.awbs).toBe([...jakarta.values()].reduce((a, r) => a + r.awbs, 0));
      expect(own.body.data.table.totals.revenue).toBe([...jakarta.values()].reduce((a, r) => a + r.revenue, 0));
      expect((await c.t.call('GET', `/api/report/get/customer?branch_id=${c.branches.surabaya}`, { token: c.tokens.counter })).status).toBe(403);
    });
  });

  /* ------------------------------------------------------------ HPP */

  it('HPP: revenue per route and every cost document shared out in full; the drill adds up to the route; a Jakarta clerk reads Jakarta’s routes', async () => {
    const q = `date_from=${span.from}&date_to=${span.to}`;
    const res = await get(`/api/report/get/hpp?${q}`);
    const { totals } = res.body.data.table;
    const [want] = await rows(sql`select count(*)::int as awbs, sum(total - tax)::bigint as revenue from shipments where stage = 'booked' and shipment_date between ${span.from}::date and ${span.to}::date`);
    expect(totals.awbs).toBe(n(want.awbs));
    expect(totals.revenue).toBe(n(want.revenue));

    // every AWB each manifest carried (bagged or loose)
    const manifestAwbs = sql`select mb.document_id as manifest_id, i.shipment_id from outgoing_manifest_bags mb join shipping_bag_items i on i.document_id = mb.bag_id
      union select document_id, shipment_id from outgoing_manifest_awbs`;
    // trip allowances of manifests that carried AWBs of the period: all of them, shared out (each AWB's share rounded once)
    const [trips] = await rows(sql`select coalesce(sum(case when t.status = 'SETTLED' then t.actual_total else t.advance_total end), 0)::bigint as cost,
        (select count(*) from (${manifestAwbs}) x)::int as lines
      from trip_allowances t join outgoing_manifests m on m.id = t.outgoing_manifest_id
      where t.stage = 'booked' and m.stage <> 'cancelled' and exists (select 1 from (${manifestAwbs}) x join shipments s on s.id = x.shipment_id where x.manifest_id = m.id and s.stage = 'booked')`);
    expect(n(trips.cost)).toBeGreaterThan(0);
    expect(Math.abs(totals.trip_allowance - n(trips.cost))).toBeLessThanOrEqual(n(trips.lines) / 2);
    // vendor delivery: what each hand-over recorded, or what the vendor billed on a posted bill
    const [vendor] = await rows(sql`select coalesce(sum(coalesce(
        (select sum(it.billed) from vendor_invoice_items it join vendor_invoices vi on vi.id = it.document_id
          where vi.stage = 'booked' and it.source_type = 'VENDOR_HANDOVER' and it.source_id = h.id),
        (select sum(coalesce(l.cost, 0)) from vendor_handover_awbs l where l.document_id = h.id))), 0)::bigint as cost,
        (select count(*) from vendor_handover_awbs)::int as lines
      from vendor_handovers h where h.stage = 'booked'`);
    expect(n(vendor.cost)).toBeGreaterThan(0);
    expect(Math.abs(totals.vendor_delivery - n(vendor.cost))).toBeLessThanOrEqual(n(vendor.lines) / 2);
    // courier fees: the delivery cost in force for the area and vehicle, per delivered AWB (+ kg above the first) and failed attempt
    const [fees] = await rows(sql`select coalesce(sum(case when l.result = 'DELIVERED' then dc.fee_per_awb + round(coalesce(dc.fee_per_kg, 0) * greatest(coalesce(s.chargeable_kg, 0) - 1, 0))
        else coalesce(dc.failed_attempt_fee, 0) end), 0)::bigint as fee, count(*)::int as attempts
      from delivery_runsheet_awbs l join delivery_runsheets r on r.id = l.document_id join shipments s on s.id = l.shipment_id join vehicles v on v.id = r.vehicle_id
      left join delivery_costs dc on dc.id = (select d.id from delivery_costs d where d.coverage_area_id = coalesce(l.destination_area_id, s.destination_area_id)
        and d.vehicle_type = v.vehicle_type and d.effective_from <= r.runsheet_date order by d.effective_from desc limit 1)
      where r.stage = 'booked' and l.result in ('DELIVERED', 'FAILED') and s.stage = 'booked'`);
    expect(n(fees.attempts)).toBeGreaterThan(0);
    expect(totals.courier_fee).toBe(n(fees.fee));
    expect(totals.total_cost).toBe(totals.trip_allowance + totals.linehaul_vendor + totals.vendor_delivery + totals.courier_fee);
    expect(totals.margin).toBe(totals.revenue - totals.total_cost);

    // the route with the most cost: its AWBs are those booked from its origin to its destination branch, and add up to it
    const route = dataRows(res.body).sort((a, b) => n(b.total_cost) - n(a.total_cost))[0];
    expect(n(route.total_cost)).toBeGreaterThan(0);
    const drill = await get(`/api/report/drill/hpp/awbs?${q}&k_date_from=${span.from}&k_date_to=${span.to}&k_branch_id=${route.branch_id}&k_destination_branch_id=${route.destination_branch_id}`);
    const numbers = (await rows(sql`select s.number from shipments s join coverage_areas a on a.id = s.destination_area_id
      where s.stage = 'booked' and s.shipment_date between ${span.from}::date and ${span.to}::date and s.branch_id = ${route.branch_id} and a.branch_id = ${route.destination_branch_id} order by s.number`)).map((r) => r.number);
    expect(numbers.length).toBeLessThanOrEqual(100);
    const awbs: Row[] = drill.body.data.rows;
    expect(awbs.map((r) => r.number).sort()).toEqual(numbers);
    for (const k of ['revenue', 'trip_allowance', 'vendor_delivery', 'courier_fee', 'total_cost', 'margin']) expect(awbs.reduce((a, r) => a + n(r[k]), 0), k).toBe(route[k]);

    // a Jakarta clerk: only routes from Jakarta
    await asJakartaClerk(['hpp'], async () => {
      const own = await get(`/api/report/get/hpp?${q}`, c.tokens.counter);
      expect(new Set(dataRows(own.body).map((r) => r.branch_id))).toEqual(new Set([c.branches.jakarta]));
      const [jkt] = await rows(sql`select count(*)::int as awbs, sum(total - tax)::bigint as revenue from shipments
        where stage = 'booked' and branch_id = ${c.branches.jakarta} and shipment_date between ${span.from}::date and ${span.to}::date`);
      expect(own.body.data.table.totals.awbs).toBe(n(jkt.awbs));
      expect(own.body.data.table.totals.revenue).toBe(n(jkt.revenue));
      expect((await c.t.call('GET', `/api/report/drill/hpp/awbs?${q}&k_branch_id=${c.branches.surabaya}`, { token: c.tokens.counter })).status).toBe(403);
    });
  });
}
