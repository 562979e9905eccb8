import { sql, type SQL } from 'drizzle-orm';
import { activityCodes } from '@/lib/resources/reports/delivery';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { ReportTestContext } from '../reports.int.test';
import { asJakartaClerk as asClerk, dataRows, getOk, queryRows, type Line, type Row } from './helpers';

/*
 * Delivery performance, runsheet results, monitoring and productivity against the documents themselves
 * (shipments, delivery statuses and runsheets, tracking events — never the rollups), a Jakarta-only
 * clerk reading only Jakarta, and the drill-downs listing exactly the documents behind a figure.
 */


const shift = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const n = (v: unknown) => Number(v ?? 0);
const round2 = (v: number) => Math.round(v * 100) / 100;

export function deliveryChecks(c: ReportTestContext) {
  const today = jakartaDay(new Date());
  // the demo spans the last months before today: a year back covers it all
  const range = { from: shift(today, -365), to: today };
  const period = `date_from=${range.from}&date_to=${range.to}`;
  const rows = (query: SQL) => queryRows(c, query);
  const get = (url: string, token = c.tokens.manager) => getOk(c, url, token);

  const asJakartaClerk = (reports: string[], fn: () => Promise<void>) => asClerk(c, reports, fn);

  /* ------------------------------------------------------------ delivery performance */

  // every delivered AWB, its Jakarta delivery day, and whether a failed attempt came before (from the PODs)
  const delivered = (where: SQL = sql`true`) =>
    rows(sql`with d as (
        select s.id, s.number, s.service_id, s.branch_id, a.branch_id as dest, s.shipment_date, s.eta_to,
          ((s.delivered_at at time zone 'UTC') + interval '7 hours')::date as day,
          exists (select 1 from delivery_statuses p where p.shipment_id = s.id and p.stage = 'booked' and p.result = 'FAILED') as failed_before
        from shipments s left join coverage_areas a on a.id = s.destination_area_id
        where s.stage = 'booked' and s.delivered_at is not null)
      select d.service_id, count(*)::int as delivered,
        count(*) filter (where d.eta_to is not null and d.day <= d.eta_to)::int as on_time,
        count(*) filter (where d.eta_to is not null and d.day > d.eta_to)::int as late,
        count(*) filter (where not d.failed_before)::int as first_attempt,
        coalesce(sum(greatest(d.day - d.shipment_date, 0)), 0)::int as lead_days
      from d where d.day between ${range.from}::date and ${range.to}::date and ${where}
      group by rollup (d.service_id) order by d.service_id nulls first`);

  const expectPerformance = (totals: Row, want: Row) => {
    expect(totals.delivered).toBe(n(want.delivered));
    expect(totals.on_time).toBe(n(want.on_time));
    expect(totals.late).toBe(n(want.late));
    expect(totals.first_attempt).toBe(n(want.first_attempt));
    expect(totals.lead_days).toBe(n(want.lead_days));
    expect(totals.on_time_pct).toBe(round2((n(want.on_time) / (n(want.on_time) + n(want.late))) * 100));
    expect(totals.avg_lead_days).toBe(round2(n(want.lead_days) / n(want.delivered)));
  };

  it('delivery performance: per service, branch, destination and day, the delivered AWBs on time, late, at the first attempt', async () => {
    const [all, ...perService] = await delivered();
    expect(n(all.delivered)).toBeGreaterThan(20);
    for (const by of ['service', 'branch', 'destination', 'day']) {
      const res = await get(`/api/report/get/delivery?${period}&by=${by}`);
      expectPerformance(res.body.data.table.totals, all);
      expect(res.body.data.summary.column_labels.name).toBeTruthy();
    }
    const res = await get(`/api/report/get/delivery?${period}&by=service`);
    const got = new Map(dataRows(res.body).map((r) => [r.group_id, r]));
    expect(got.size).toBe(perService.length);
    for (const s of perService) {
      const row = got.get(s.service_id)!;
      expect(row.delivered).toBe(n(s.delivered));
      expect(row.on_time).toBe(n(s.on_time));
      expect(row.first_attempt_pct).toBe(round2((n(s.first_attempt) / n(s.delivered)) * 100));
    }
  });

  it('delivery performance: a Jakarta clerk reads Jakarta’s AWBs only (as origin, or as destination); the drill-down lists exactly the AWBs of a figure', async () => {
    const { jakarta, surabaya } = c.branches;
    await asJakartaClerk(['delivery'], async () => {
      const token = c.tokens.counter;
      const origin = await get(`/api/report/get/delivery?${period}&by=branch`, token);
      expect(new Set(dataRows(origin.body).map((r) => r.group_id))).toEqual(new Set([jakarta]));
      const [fromJakarta] = await delivered(sql`d.branch_id = ${jakarta}`);
      expectPerformance(origin.body.data.table.totals, fromJakarta);

      const dest = await get(`/api/report/get/delivery?${period}&by=destination&branch_side=destination`, token);
      const [toJakarta] = await delivered(sql`d.dest = ${jakarta}`);
      expect(dest.body.data.table.totals.delivered).toBe(n(toJakarta.delivered));
      for (const r of dataRows(dest.body)) expect(r.group_id).toBe(jakarta);

      expect((await c.t.call('GET', `/api/report/get/delivery?${period}&branch_id=${surabaya}`, { token })).status).toBe(403);

      // the late AWBs behind Jakarta's figure, and nothing of Surabaya's even when asked for by key
      const row = dataRows(origin.body)[0];
      const late = await get(`/api/report/drill/delivery/delivered?${period}&by=branch&k_date_from=${row.date_from}&k_date_to=${row.date_to}&k_group=branch&k_group_id=${jakarta}&k_timing=late`, token);
      expect(late.body.data.rows.length).toBe(Math.min(100, n(row.late)));
      for (const a of late.body.data.rows) expect(a.timing).toBe('Late');
      const [other] = await rows(sql`select s.branch_id from shipments s where s.stage = 'booked' and s.delivered_at is not null and s.branch_id <> ${jakarta} limit 1`);
      expect(other).toBeDefined();
      const foreign = await get(`/api/report/drill/delivery/delivered?${period}&k_date_from=${range.from}&k_date_to=${range.to}&k_group=branch&k_group_id=${other.branch_id}`, token);
      expect(foreign.body.data.rows).toEqual([]);
    });

    // a service's figure: exactly its delivered AWBs (the manager reads them all)
    const res = await get(`/api/report/get/delivery?${period}&by=service`);
    const top = dataRows(res.body)[0];
    const drill = await get(`/api/report/drill/delivery/delivered?${period}&k_date_from=${top.date_from}&k_date_to=${top.date_to}&k_group=service&k_group_id=${top.group_id}&k_timing=all`);
    const want = await rows(sql`select s.number from shipments s where s.stage = 'booked' and s.service_id = ${top.group_id}
      and ((s.delivered_at at time zone 'UTC') + interval '7 hours')::date between ${range.from}::date and ${range.to}::date order by s.delivered_at, s.id limit 100`);
    expect(drill.body.data.rows.map((r: Row) => r.number)).toEqual(want.map((r) => r.number));
  });

  /* ------------------------------------------------------------ runsheet results */

  const pods = (where: SQL = sql`true`) =>
    rows(sql`select coalesce(r.driver_id, 0) as driver_id, count(*)::int as attempts, count(*) filter (where p.result = 'DELIVERED')::int as delivered,
        count(*) filter (where p.result = 'FAILED')::int as failed, coalesce(sum(p.cod_collected), 0)::bigint as cod_collected
      from delivery_statuses p left join delivery_runsheets r on r.id = p.delivery_runsheet_id
      where p.stage = 'booked' and p.pod_date between ${range.from}::date and ${range.to}::date and ${where}
      group by rollup (coalesce(r.driver_id, 0)) order by 1 nulls first`);
  const runsheets = (where: SQL = sql`true`) =>
    rows(sql`select count(*)::int as runsheets, coalesce(sum(awb_count), 0)::int as awbs_out from delivery_runsheets d
      where d.stage = 'booked' and d.runsheet_date between ${range.from}::date and ${range.to}::date and ${where}`);

  it('runsheet results: attempts, delivered, failed, COD per courier, reason and day equal the POD entries; failures per reason', async () => {
    const [all, ...perDriver] = await pods();
    const [sheets] = await runsheets();
    expect(n(all.attempts)).toBeGreaterThan(5);
    expect(n(all.failed)).toBeGreaterThan(0);
    for (const by of ['courier', 'reason', 'day']) {
      const { totals } = (await get(`/api/report/get/operational-delivery?${period}&by=${by}`)).body.data.table;
      expect(totals.attempts).toBe(n(all.attempts));
      expect(totals.delivered).toBe(n(all.delivered));
      expect(totals.failed).toBe(n(all.failed));
      expect(totals.cod_collected).toBe(n(all.cod_collected));
      expect(totals.success_pct).toBe(round2((n(all.delivered) / n(all.attempts)) * 100));
      if (by !== 'reason') expect([totals.runsheets, totals.awbs_out]).toEqual([n(sheets.runsheets), n(sheets.awbs_out)]);
    }
    const couriers = dataRows((await get(`/api/report/get/operational-delivery?${period}&by=courier`)).body);
    for (const d of perDriver) expect(couriers.find((r) => r.row_key === String(d.driver_id))?.attempts).toBe(n(d.attempts));

    const reasons = await rows(sql`select p.failure_reason, count(*)::int as failed from delivery_statuses p
      where p.stage = 'booked' and p.result = 'FAILED' and p.pod_date between ${range.from}::date and ${range.to}::date group by 1`);
    const byReason = dataRows((await get(`/api/report/get/operational-delivery?${period}&by=reason`)).body);
    for (const r of reasons) expect(byReason.find((x) => x.row_key === `FAILED:${r.failure_reason ?? ''}`)?.failed).toBe(n(r.failed));
    expect(byReason.find((x) => x.row_key === 'DELIVERED:')?.delivered).toBe(n(all.delivered));

    // the failed PODs behind a reason's figure
    const reason = reasons[0];
    const drill = await get(`/api/report/drill/operational-delivery/pods?${period}&by=reason&k_date_from=${range.from}&k_date_to=${range.to}&k_by=reason&k_row=FAILED:${reason.failure_reason}&k_result=FAILED`);
    expect(drill.body.data.rows.length).toBe(n(reason.failed));
    for (const p of drill.body.data.rows) expect(p.result).toBe('Failed');
  });

  it('runsheet results: a Jakarta clerk reads Jakarta’s PODs and runsheets only; a courier’s drill-down lists exactly their PODs', async () => {
    const { jakarta } = c.branches;
    await asJakartaClerk(['operational-delivery'], async () => {
      const token = c.tokens.counter;
      const res = await get(`/api/report/get/operational-delivery?${period}&by=courier`, token);
      const [mine, ...perDriver] = await pods(sql`p.branch_id = ${jakarta}`);
      const [sheets] = await runsheets(sql`d.branch_id = ${jakarta}`);
      const { totals } = res.body.data.table;
      expect(totals.attempts).toBe(n(mine.attempts));
      expect(totals.delivered).toBe(n(mine.delivered));
      expect(totals.runsheets).toBe(n(sheets.runsheets));
      const [everyone] = await pods();
      expect(n(everyone.attempts)).toBeGreaterThan(n(mine.attempts));

      const courier = perDriver.find((d) => n(d.attempts) > 0)!;
      const drill = await get(`/api/report/drill/operational-delivery/pods?${period}&by=courier&k_date_from=${range.from}&k_date_to=${range.to}&k_by=courier&k_row=${courier.driver_id}&k_result=ALL`, token);
      expect(drill.body.data.rows.length).toBe(n(courier.attempts));
      const want = await rows(sql`select p.number from delivery_statuses p left join delivery_runsheets r on r.id = p.delivery_runsheet_id
        where p.stage = 'booked' and p.branch_id = ${jakarta} and coalesce(r.driver_id, 0) = ${courier.driver_id}
          and p.pod_date between ${range.from}::date and ${range.to}::date`);
      expect(new Set(drill.body.data.rows.map((r: Row) => r.number))).toEqual(new Set(want.map((r) => r.number)));
      for (const p of drill.body.data.rows) expect(p.branch).toBe('JKT');
    });
  });

  /* ------------------------------------------------------------ monitoring */

  // the open AWBs and the branch that has them, straight from the shipments (no partial index needed here)
  const open = (where: SQL = sql`true`) =>
    rows(sql`with o as (
        select s.status, case when s.status in ('pending', 'picked_up') then s.branch_id else coalesce(a.branch_id, s.branch_id) end as holder,
          ${today}::date - s.shipment_date as age, s.eta_to
        from shipments s left join coverage_areas a on a.id = s.destination_area_id
        where s.stage = 'booked' and s.status in ('pending', 'picked_up', 'in_transit', 'out_for_delivery', 'on_hold', 'delivery_failed'))
      select status, holder, count(*)::int as open, count(*) filter (where age <= 1)::int as age_0_1, count(*) filter (where age between 2 and 3)::int as age_2_3,
        count(*) filter (where age between 4 and 7)::int as age_4_7, count(*) filter (where age > 7)::int as age_8_plus,
        count(*) filter (where eta_to < ${today}::date)::int as past_eta
      from o where ${where} group by 1, 2`);
  const sum = (list: Row[], key: string) => list.reduce((a, r) => a + n(r[key]), 0);

  it('monitoring delivery: the open AWBs per status and branch, aged, past their ETA; a Jakarta clerk sees Jakarta’s only; the drill-down lists them oldest first', async () => {
    const want = await open();
    expect(sum(want, 'open')).toBeGreaterThan(10);
    const res = await get('/api/report/get/monitoring-delivery');
    const { totals } = res.body.data.table;
    for (const k of ['open', 'age_0_1', 'age_2_3', 'age_4_7', 'age_8_plus', 'past_eta']) expect(totals[k], k).toBe(sum(want, k));
    const got = dataRows(res.body);
    expect(got.length).toBe(want.length);
    for (const w of want) expect(got.find((r) => r.status_code === w.status && r.branch_id === n(w.holder))?.open).toBe(n(w.open));
    // grouped per status, a subtotal after each
    expect(res.body.data.table.lines.filter((l: Line) => l.kind === 'subtotal').length).toBe(new Set(want.map((w) => w.status)).size);

    const { jakarta, surabaya } = c.branches;
    await asJakartaClerk(['monitoring-delivery'], async () => {
      const token = c.tokens.counter;
      const mine = await get('/api/report/get/monitoring-delivery', token);
      const wantMine = await open(sql`holder = ${jakarta}`);
      for (const r of dataRows(mine.body)) expect(r.branch_id).toBe(jakarta);
      expect(mine.body.data.table.totals.open).toBe(sum(wantMine, 'open'));
      expect(sum(want, 'open')).toBeGreaterThan(sum(wantMine, 'open'));

      const oldest = wantMine.filter((w) => w.status === 'pending')[0];
      const drill = await get(`/api/report/drill/monitoring-delivery/stuck?k_status=pending&k_branch_id=${jakarta}&k_age=age_8_plus`, token);
      expect(drill.body.data.rows.length).toBe(Math.min(100, n(oldest.age_8_plus)));
      const ages = drill.body.data.rows.map((r: Row) => n(r.age_days));
      expect(ages).toEqual([...ages].sort((a, b) => b - a));
      for (const r of drill.body.data.rows) {
        expect(n(r.age_days)).toBeGreaterThan(7);
        expect(r.last_event).toBeTruthy();
      }
      expect((await c.t.call('GET', `/api/report/drill/monitoring-delivery/stuck?k_status=pending&k_branch_id=${surabaya}`, { token })).status).toBe(403);
    });
  });

  /* ------------------------------------------------------------ productivity */

  const work = (where: SQL = sql`true`) =>
    rows(sql`with e as (
        select coalesce(e.user_code, '') as u, ((e.input_at at time zone 'UTC') + interval '7 hours')::date as day, e.code, e.input_at
        from tracking_events e where ${where}),
      d as (select u, day, count(*) as events, count(*) filter (where code = any(${`{${activityCodes('entry').join(',')}}`}::text[])) as entered,
          count(*) filter (where code = any(${`{${activityCodes('scan').join(',')}}`}::text[])) as scans,
          count(*) filter (where code = any(${`{${activityCodes('delivery').join(',')}}`}::text[])) as deliveries,
          greatest(extract(epoch from max(input_at) - min(input_at)) / 3600.0, 1) as hours
        from e where day between ${range.from}::date and ${range.to}::date group by 1, 2)
      select u, sum(events)::int as events, sum(entered)::int as entered, sum(scans)::int as scans, sum(deliveries)::int as deliveries,
        count(*)::int as days, round(sum(hours), 2)::float8 as hours
      from d group by 1`);

  it('productivity: per user, AWBs entered, scans, deliveries and hours equal their tracking events; a role narrows it; a Jakarta clerk sees Jakarta’s events only', async () => {
    const want = await work();
    const res = await get(`/api/report/get/productivity?${period}`);
    const got = dataRows(res.body);
    expect(res.body.data.table.totals.events).toBe(sum(want, 'events'));
    for (const w of want.filter((x) => x.u !== '')) {
      const row = got.find((r) => r.user_code === w.u)!;
      expect(row, String(w.u)).toBeDefined();
      expect([row.events, row.entered, row.scans, row.deliveries, row.days]).toEqual([n(w.events), n(w.entered), n(w.scans), n(w.deliveries), n(w.days)]);
      expect(row.hours).toBeCloseTo(n(w.hours), 2);
    }
    expect(n(want.find((w) => w.u === 'counter')?.entered)).toBeGreaterThan(0);
    expect(n(want.find((w) => w.u === 'dispatcher')?.scans)).toBeGreaterThan(0);

    const dispatchers = dataRows((await get(`/api/report/get/productivity?${period}&kind=dispatcher`)).body);
    expect(dispatchers.map((r) => r.user_code)).toContain('dispatcher');
    expect(dispatchers.map((r) => r.user_code)).not.toContain('counter');
    const counters = dataRows((await get(`/api/report/get/productivity?${period}&kind=counter`)).body);
    expect(counters.map((r) => r.user_code)).toContain('counter');
    expect(counters.map((r) => r.user_code)).not.toContain('dispatcher');

    const { jakarta } = c.branches;
    await asJakartaClerk(['productivity'], async () => {
      const mine = await get(`/api/report/get/productivity?${period}`, c.tokens.counter);
      const wantMine = await work(sql`e.branch_id = ${jakarta}`);
      expect(mine.body.data.table.totals.events).toBe(sum(wantMine, 'events'));
      expect(sum(want, 'events')).toBeGreaterThan(sum(wantMine, 'events'));
    });
  });

  it('productivity: the drill-down pages through exactly one user’s events of a kind', async () => {
    const [want] = await rows(sql`select count(*)::int as n from tracking_events e where e.user_code = 'dispatcher'
      and e.code = any(${`{${activityCodes('scan').join(',')}}`}::text[])
      and ((e.input_at at time zone 'UTC') + interval '7 hours')::date between ${range.from}::date and ${range.to}::date`);
    expect(n(want.n)).toBeGreaterThan(0);
    const seen: Row[] = [];
    for (let page = 1; page <= 10; page++) {
      const res = await get(`/api/report/drill/productivity/events?${period}&k_date_from=${range.from}&k_date_to=${range.to}&k_user_code=dispatcher&k_kind=scan&page=${page}`);
      seen.push(...res.body.data.rows);
      if (!res.body.data.has_more) break;
    }
    expect(seen.length).toBe(n(want.n));
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
  });
}
