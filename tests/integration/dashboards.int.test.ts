import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { enclosingSideEffects } from '@/lib/server/engine/side-effects';
import { rowsOf } from '@/lib/server/reports/sql';
import { create, type Row } from '../helpers/operations';
import { setUpFinance } from '../helpers/finance';
import { testEngines, useTestApp } from '../helpers/test-app';

/*
 * The dashboards' API on the light seed, with its own few documents made through the API: Jakarta's
 * cash AWBs (two carried to Surabaya, received, taken out, one delivered and one failed; one waiting
 * for Medan), a credit customer's invoiced AWBs (a receivable) with its sales person and targets, a
 * pickup, and one AWB sent from Surabaya. Every figure is checked against SQL over the documents
 * themselves (never the rollups the dashboards read); a Jakarta-only user sees only Jakarta; the
 * dispatch dashboard's realtime event goes out after a committed scan or POD, at most once a second.
 */

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const DASHBOARDS = ['/dashboard/eis', '/dashboard/eim', '/dashboard/eid'];

describe.each(testEngines())('dashboards (%s)', (engine) => {
  const t = useTestApp(engine);
  let f: Awaited<ReturnType<typeof setUpFinance>>;
  let manager: string;
  let today: string;
  let monthStart: string;
  let salesId: number;
  let surabayaAwb: Row;
  let jakartaWaiting: Row;
  let delivered: Row;
  let failed: Row;

  const one = async (query: ReturnType<typeof sql>) => (await rowsOf<Record<string, string | number | null>>(t.ctx.db, query))[0];
  const get = (path: string, token: string) => t.call('GET', path, { token });
  const eidEvents = () => t.realtime.events.filter((e) => e.event === 'dashboard:eid');
  const until = async (check: () => boolean, ms = 3_000) => {
    const end = Date.now() + ms;
    while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    return check();
  };

  beforeAll(async () => {
    f = await setUpFinance(t);
    const { ops } = f;
    const { admin, dispatcher, ids } = ops;
    manager = await t.signIn('manager');
    today = jakartaDay(new Date());
    monthStart = `${today.slice(0, 7)}-01`;

    // the credit customer's sales person, with targets for this month
    salesId = (await create(t, admin, '/api/datamaster/create/employee', { employee_no: 'S-001', full_name: 'Sari Marketing', branch_id: ids.jkt, department: 'SALES', position: 'Account manager', joined_on: '2024-01-02' })).id;
    await t.ctx.db.execute(sql`update customers set sales_id = ${salesId} where id = ${f.customerId}`);
    await create(t, admin, '/api/datamaster/create/sales-target', { employee_id: salesId, month: today.slice(0, 7), revenue_target: 1_000_000, shipment_target: 10, new_customers_target: 2 });
    await create(t, admin, '/api/datamaster/create/customer-target', { customer_id: f.customerId, month: today.slice(0, 7), revenue_target: 500_000, shipment_target: 4 });
    // two credit AWBs, delivered, posted and invoiced: a receivable in the ledger
    await f.issuedInvoice([2.5, 10]);

    // Jakarta's cash AWBs: two to Surabaya (carried, received, out; one delivered, one failed), one waiting for Medan
    const [a, b] = [await ops.bookedAwb(ids.gubeng), await ops.bookedAwb(ids.gubeng)];
    jakartaWaiting = await ops.bookedAwb(ids.medan);
    const { manifest } = await ops.departedManifest([], [a, b]);
    const put = (path: string, body: Record<string, unknown>) => t.call('PUT', `/api/operational/update/${path}`, { token: dispatcher, body });
    const incoming = await create(t, dispatcher, '/api/operational/create/incoming', { office_id: ids.sbyOffice, manifest: manifest.number });
    let last: Row = incoming;
    for (const awb of [a, b]) last = (await put(`incoming/scan/${incoming.id}`, { code: awb.number })).body.data;
    expect((await put(`incoming/book/${incoming.id}`, { version: last.version })).status).toBe(200);
    const runsheet = await create(t, dispatcher, '/api/operational/create/delivery-runsheet', { office_id: ids.sbyOffice, driver_id: ids.driver, vehicle_id: ids.vehicle, request_id: randomUUID() });
    last = runsheet;
    for (const awb of [a, b]) last = (await put(`delivery-runsheet/scan/${runsheet.id}`, { awb: awb.number })).body.data;
    expect((await put(`delivery-runsheet/book/${runsheet.id}`, { version: last.version })).status).toBe(200);
    const pod = (awb: Row, body: Record<string, unknown>) =>
      create(t, dispatcher, '/api/operational/create/delivery-status', { office_id: ids.sbyOffice, awb: awb.number, event_at: new Date().toISOString(), request_id: randomUUID(), ...body });
    await pod(a, { result: 'DELIVERED', receiver_name: 'Siti', receiver_relation: 'SPOUSE', signature: SIGNATURE });
    await pod(b, { result: 'FAILED', failure_reason: 'NOT_AT_HOME', next_step: 'REDELIVER' });
    [delivered, failed] = [a, b];

    // a pickup for today at Jakarta
    await create(t, dispatcher, '/api/operational/create/pickup', {
      pickup_date: today, office_id: ids.office, contact_name: 'Toko Sinar Jaya', contact_phone: '0812 3456 7890', address: 'Jl. Mangga Dua 7', area_id: ids.gambir,
      window_from: `${today}T08:00:00+07:00`, window_to: `${today}T17:00:00+07:00`, estimated_koli: 2, estimated_kg: 5, request_id: randomUUID(),
    });

    // one AWB sent from a Surabaya counter (head office enters it): Jakarta's users never see it
    const sbyCounter = (await create(t, admin, '/api/datamaster/create/office', { code: 'SBY02', name: 'Counter Gubeng', branch_id: ids.sby, kind: 'COUNTER', address: 'Jl. Gubeng 2' })).id;
    await create(t, admin, '/api/datamaster/create/awb-allocation', { holder_type: 'OFFICE', office_id: sbyCounter, quantity: 20, allocated_on: '2026-11-01' });
    await create(t, admin, '/api/datamaster/create/price', { origin_id: ids.gubeng, destination_id: ids.medan, service_id: ids.reg, moda_id: ids.air, rate_per_kg: 12_000, min_kg: 1, lead_time_min: 2, lead_time_max: 4, effective_from: '2026-01-01' });
    const draft = await create(t, admin, '/api/operational/create/shipment', {
      payment_type: 'CASH', office_id: sbyCounter, origin_area_id: ids.gubeng, destination_area_id: ids.medan, service_id: ids.reg,
      shipper_name: 'Toko Gubeng', shipper_phone: '0812 5555 6666', shipper_address: 'Jl. Gubeng 5', consignee_name: 'Andi', consignee_phone: '0813 7777 8888',
      consignee_address: 'Jl. Medan 1', goods_description: 'Sepatu', koli: [{ weight_kg: 3 }], payment_method: 'CASH', amount_received: 1_000_000, request_id: randomUUID(),
    });
    const booked = await t.call('PUT', `/api/operational/update/shipment/book/${draft.id}`, { token: admin, body: { version: draft.version } });
    expect(booked.status, booked.text).toBe(200);
    surabayaAwb = booked.body.data;
  });

  /** Revenue (total before PPN) and AWBs of the booked AWBs themselves, this month so far. */
  const salesOf = (where = sql`true`) =>
    one(sql`select coalesce(sum(total - tax), 0)::bigint as revenue, count(*)::int as awbs from shipments
      where stage = 'booked' and shipment_date between ${monthStart}::date and ${today}::date and ${where}`);

  /** What customers owe as of today from the ledger: every open item's balance, and those past their due date. */
  const owed = (where = sql`true`) =>
    one(sql`select coalesce(sum(balance) filter (where balance > 0), 0)::bigint as outstanding,
        coalesce(sum(balance) filter (where balance > 0 and ${today}::date > due), 0)::bigint as overdue
      from (select sum(amount) as balance, max(item_due) as due from ledger_entries
        where side = 'AR' and entry_date <= ${today}::date and ${where} group by item_type, item_id) items`);

  it('corporate: revenue, AWBs, on-time and receivables equal the documents and the ledger; the chart is day by day', async () => {
    const res = await get('/api/dashboard/get/eis', manager);
    expect(res.status, res.text).toBe(200);
    const d = res.body.data;
    expect(d.period).toMatchObject({ date_from: monthStart, date_to: today, today, unit: 'day' });
    const want = await salesOf();
    expect(Number(want.awbs)).toBe(6);
    expect(d.revenue.current).toBe(Number(want.revenue));
    expect(d.awbs.current).toBe(6);
    expect(d.revenue.previous).toBe(0);
    // delivered this month with an ETA, on or before its last day (Jakarta day), per origin branch
    const timing = await one(sql`select count(*) filter (where (delivered_at at time zone 'Asia/Jakarta')::date <= eta_to)::int as on_time,
        count(*) filter (where eta_to is not null)::int as with_eta, count(*)::int as delivered
      from shipments where stage = 'booked' and delivered_at is not null and (delivered_at at time zone 'Asia/Jakarta')::date between ${monthStart}::date and ${today}::date`);
    expect(Number(timing.delivered)).toBe(3);
    expect(d.on_time).toMatchObject({ delivered: 3, with_eta: Number(timing.with_eta), on_time: Number(timing.on_time) });
    expect(d.on_time.current).toBe(Number(timing.with_eta) ? Math.round((Number(timing.on_time) / Number(timing.with_eta)) * 10_000) / 100 : null);
    const ar = await owed();
    expect(Number(ar.outstanding)).toBeGreaterThan(0);
    expect(d.ar).toMatchObject({ as_of: today, outstanding: Number(ar.outstanding), overdue: Number(ar.overdue), customers: 1 });
    // the chart: one point per day of the period, adding up to the revenue
    expect(d.revenue_chart).toHaveLength(Number(today.slice(8, 10)));
    expect(d.revenue_chart.reduce((a: number, p: { current: number }) => a + p.current, 0)).toBe(d.revenue.current);
    // branches to choose from: head office, every branch
    expect(d.branches.map((b: { code: string }) => b.code)).toEqual(expect.arrayContaining(['JKT', 'SBY', 'MDN']));
  });

  it('a period of a year is drawn week by week and compared with the year before; filters are checked', async () => {
    const res = await get(`/api/dashboard/get/eis?date_from=${today.slice(0, 4)}-01-01&date_to=${today.slice(0, 4)}-12-31`, manager);
    expect(res.status).toBe(200);
    expect(res.body.data.period).toMatchObject({ unit: 'week', previous_from: `${Number(today.slice(0, 4)) - 1}-01-01`, previous_to: `${Number(today.slice(0, 4)) - 1}-12-31` });
    expect(res.body.data.revenue_chart.length).toBeLessThanOrEqual(53);
    expect(res.body.data.revenue.current).toBe(Number((await salesOf(sql`true`)).revenue));
    const backwards = await get('/api/dashboard/get/eis?date_from=2026-11-20&date_to=2026-11-01', manager);
    expect([backwards.status, Object.keys(backwards.body.errors)]).toEqual([400, ['date_to']]);
    const unknown = await get('/api/dashboard/get/eim?customer_id=1', manager);
    expect([unknown.status, Object.keys(unknown.body.errors)]).toEqual([400, ['customer_id']]);
  });

  it('marketing: the sales person and the customer against their targets; pareto, new and lost customers', async () => {
    const res = await get('/api/dashboard/get/eim', manager);
    expect(res.status, res.text).toBe(200);
    const d = res.body.data;
    const credit = await salesOf(sql`customer_id = ${f.customerId}`);
    const walkIn = await salesOf(sql`customer_id is null`);
    expect(Number(credit.awbs)).toBe(2);
    expect(d.revenue.current).toBe(Number(credit.revenue));
    expect(d.walk_in_revenue).toBe(Number(walkIn.revenue));
    expect(d.period).toMatchObject({ month_from: today.slice(0, 7), month_to: today.slice(0, 7) });
    const pct = (v: number, target: number) => Math.round((v / target) * 10_000) / 100;
    expect(d.sales.rows).toEqual([
      { id: salesId, name: 'Sari Marketing', revenue: Number(credit.revenue), awbs: 2, revenue_target: 1_000_000, shipment_target: 10, achieved_pct: pct(Number(credit.revenue), 1_000_000) },
    ]);
    expect(d.sales.totals).toMatchObject({ revenue: Number(credit.revenue), revenue_target: 1_000_000, achieved_pct: pct(Number(credit.revenue), 1_000_000) });
    expect(d.customers.rows).toEqual([
      { id: f.customerId, name: 'MAJU PT MAJU Jaya', revenue: Number(credit.revenue), awbs: 2, revenue_target: 500_000, shipment_target: 4, achieved_pct: pct(Number(credit.revenue), 500_000) },
    ]);
    expect(d.pareto).toMatchObject({ customers: 1, revenue: Number(credit.revenue), top10_share_pct: 100, customers_for_80_pct: 1 });
    expect(d.pareto.slices).toEqual([{ name: 'MAJU PT MAJU Jaya', value: Number(credit.revenue) }]);
    expect(d.new_customers).toEqual({ count: 1, top: [{ id: f.customerId, code: 'MAJU', name: 'PT MAJU Jaya', revenue: Number(credit.revenue) }] });
    expect(d.lost_customers).toEqual({ count: 0, previous_revenue: 0, top: [] });
    // the month before: the customer had nothing yet, so nothing is lost and nobody is new
    const before = await get('/api/dashboard/get/eim?date_from=2020-01-01&date_to=2020-01-31', manager);
    expect(before.body.data).toMatchObject({ revenue: { current: 0 }, new_customers: { count: 0 }, lost_customers: { count: 0 } });
  });

  /** The open AWBs at the branch that has them, and today's PODs and pickups, from the documents. */
  const dispatchOf = async (branch: number) => ({
    open: await one(sql`select count(*) filter (where status = 'in_transit')::int as in_transit, count(*) filter (where status = 'out_for_delivery')::int as out_for_delivery,
        count(*) filter (where status in ('pending', 'picked_up'))::int as at_origin, count(*) filter (where eta_to < ${today}::date)::int as past_eta, count(*)::int as open
      from shipments s left join coverage_areas a on a.id = s.destination_area_id
      where s.stage = 'booked' and s.status not in ('delivered', 'cancelled', 'return_to_sender')
        and (case when s.status in ('pending', 'picked_up') then s.branch_id else a.branch_id end) = ${branch}`),
    pods: await one(sql`select count(*) filter (where result = 'DELIVERED')::int as delivered, count(*) filter (where result = 'FAILED')::int as failed
      from delivery_statuses where stage = 'booked' and pod_date = ${today}::date and branch_id = ${branch}`),
    pickups: await one(sql`select count(*)::int as pickups from pickups where stage <> 'cancelled' and pickup_date = ${today}::date and branch_id = ${branch}`),
  });

  it('dispatch: today per branch equals the open AWBs, the PODs and the pickups themselves', async () => {
    const res = await get('/api/dashboard/get/eid', manager);
    expect(res.status, res.text).toBe(200);
    const d = res.body.data;
    expect(d.today).toBe(today);
    const { jkt, sby } = f.ops.ids;
    for (const branch of [jkt, sby]) {
      const want = await dispatchOf(branch);
      const row = d.rows.find((r: { branch_id: number }) => r.branch_id === branch);
      expect(row, `branch ${branch}`).toMatchObject({ ...want.open, ...want.pods, ...want.pickups });
    }
    const sbyRow = d.rows.find((r: { branch_id: number }) => r.branch_id === sby);
    // the failed AWB waits at Surabaya; the delivered one is closed
    expect(sbyRow).toMatchObject({ delivered: 1, failed: 1, out_for_delivery: 0 });
    expect(d.rows.find((r: { branch_id: number }) => r.branch_id === jkt)).toMatchObject({ pickups: 1 });
    for (const key of ['in_transit', 'delivered', 'failed', 'at_origin', 'open', 'pickups'] as const) {
      expect(d.totals[key]).toBe(d.rows.reduce((a: number, r: Record<string, number>) => a + r[key], 0));
    }
    // the AWBs behind them: the failed one waits at Surabaya, the Medan one at Jakarta
    const statuses = await rowsOf<{ id: number; status: string }>(t.ctx.db, sql`select id, status from shipments where id in (${delivered.id}, ${failed.id}, ${jakartaWaiting.id}) order by id`);
    expect(statuses.map((r) => r.status)).toEqual(['delivered', 'delivery_failed', 'pending']);
  });

  it('a Jakarta-only user sees only Jakarta; another branch is refused; without the screen, nothing', async () => {
    const { counter, ids } = f.ops;
    expect((await get('/api/dashboard/get/eis', counter)).status).toBe(403);
    await t.ctx.db.execute(sql`update roles set permissions = permissions || ${JSON.stringify(DASHBOARDS)}::jsonb where name = 'Counter'`);
    t.ctx.principals.invalidate('counter');
    try {
      const eis = (await get('/api/dashboard/get/eis', counter)).body.data;
      const jakarta = await salesOf(sql`branch_id = ${ids.jkt}`);
      expect(Number(jakarta.awbs)).toBe(5);
      expect(eis.awbs.current).toBe(5);
      expect(eis.revenue.current).toBe(Number(jakarta.revenue));
      expect(eis.ar.outstanding).toBe(Number((await owed(sql`branch_id = ${ids.jkt}`)).outstanding));
      expect(eis.branches.map((b: { code: string }) => b.code)).toEqual(['JKT']);
      // head office counts the Surabaya AWB too
      expect((await get('/api/dashboard/get/eis', manager)).body.data.awbs.current).toBe(6);
      expect(surabayaAwb.branch_id).toBe(ids.sby);

      const eid = (await get('/api/dashboard/get/eid', counter)).body.data;
      expect(eid.rows.map((r: { code: string }) => r.code)).toEqual(['JKT']);
      const own = await dispatchOf(ids.jkt);
      expect(eid.rows[0]).toMatchObject({ ...own.open, ...own.pods, ...own.pickups });
      const eim = (await get('/api/dashboard/get/eim', counter)).body.data;
      expect(eim.sales.rows.map((r: { id: number }) => r.id)).toEqual([salesId]);

      for (const name of ['eis', 'eim', 'eid']) {
        const refused = await get(`/api/dashboard/get/${name}?branch_id=${ids.sby}`, counter);
        expect(refused.status, name).toBe(403);
        const mine = await get(`/api/dashboard/get/${name}?branch_id=${ids.jkt}`, counter);
        expect(mine.status, name).toBe(200);
        expect(mine.body.data.branch_id).toBe(ids.jkt);
      }
      // the Surabaya branch, chosen by head office: only Surabaya's
      const sbyOnly = (await get(`/api/dashboard/get/eis?branch_id=${ids.sby}`, manager)).body.data;
      expect(sbyOnly.awbs.current).toBe(1);
    } finally {
      await t.ctx.db.execute(sql`update roles set permissions = permissions - ${DASHBOARDS[0]} - ${DASHBOARDS[1]} - ${DASHBOARDS[2]} where name = 'Counter'`);
      t.ctx.principals.invalidate('counter');
    }
    expect((await get('/api/dashboard/get/eid', counter)).status).toBe(403);
  });

  it('the receivables alone: for finance (the aging AR report) and the corporate dashboard, nobody else', async () => {
    const res = await get('/api/dashboard/get/receivables', f.finance);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.ar.outstanding).toBe(Number((await owed()).outstanding));
    expect((await get('/api/dashboard/get/receivables', manager)).status).toBe(200);
    expect((await get('/api/dashboard/get/receivables', f.ops.dispatcher)).status).toBe(403);
    expect((await get('/api/dashboard/get/eis', f.finance)).status).toBe(403);
  });

  it('dispatch moves live: a committed scan or POD announces dashboard:eid after the commit, at most once a second; a refused one does not', async () => {
    const { ops } = f;
    const { dispatcher, ids } = ops;
    // let any earlier burst's trailing event go out first
    await new Promise((r) => setTimeout(r, 1_100));
    const start = eidEvents().length;
    // refused (an AWB that is not there): rolled back, nothing announced
    const runsheet = await create(t, dispatcher, '/api/operational/create/delivery-runsheet', { office_id: ids.sbyOffice, driver_id: ids.driver, vehicle_id: ids.vehicle, request_id: randomUUID() });
    const refused = await t.call('PUT', `/api/operational/update/delivery-runsheet/scan/${runsheet.id}`, { token: dispatcher, body: { awb: 'NO-SUCH-AWB' } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(eidEvents().length).toBe(start);

    // a committed scan: announced at once, from outside any action's transaction (the engine's own
    // probe), and a read started when the event goes out already sees the scan
    const awb = await ops.bookedAwb(ids.medan);
    const bag = await create(t, dispatcher, '/api/operational/create/shipping-bag', { office_id: ids.office, destination_branch_id: ids.mdn });
    await new Promise((r) => setTimeout(r, 1_100));
    const before = eidEvents().length;
    const seen: Promise<number>[] = [];
    const inTransaction: boolean[] = [];
    const emit = t.realtime.emit.bind(t.realtime);
    t.realtime.emit = (event, payload) => {
      if (event === 'dashboard:eid') {
        inTransaction.push(enclosingSideEffects() !== undefined);
        seen.push(one(sql`select count(*)::int as n from tracking_events where shipment_id = ${awb.id} and code = 'BAGGED'`).then((r) => Number(r.n)));
      }
      emit(event, payload);
    };
    try {
      const scanned = await t.call('PUT', `/api/operational/update/shipping-bag/scan/${bag.id}`, { token: dispatcher, body: { awb: awb.number } });
      expect(scanned.status, scanned.text).toBe(200);
      expect(await until(() => eidEvents().length > before)).toBe(true);
    } finally {
      t.realtime.emit = emit;
    }
    expect(inTransaction).toEqual([false]);
    expect(await Promise.all(seen)).toEqual([1]);
    expect(eidEvents().at(-1)!.payload).toMatchObject({ at: expect.any(String) });

    // a burst (three AWBs booked: their ACCEPTED events): one event at once, then at most one per second
    const burstStart = eidEvents().length;
    const t0 = Date.now();
    for (let i = 0; i < 3; i++) await ops.bookedAwb(ids.medan);
    await new Promise((r) => setTimeout(r, 1_300));
    const burst = eidEvents().slice(burstStart);
    expect(burst.length).toBeGreaterThanOrEqual(1);
    expect(burst.length).toBeLessThanOrEqual(Math.ceil((Date.now() - t0) / 1_000) + 1);
    const times = burst.map((e) => Date.parse((e.payload as { at: string }).at));
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(950);
  });
});
