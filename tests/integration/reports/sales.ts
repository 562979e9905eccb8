import { sql } from 'drizzle-orm';
import { monthStart, shiftDay } from '@/lib/rules/dates';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { ReportTestContext } from '../reports.int.test';

/** Sales recap / by service / by branch against the booked AWBs themselves. */
export function salesChecks(c: ReportTestContext) {
  const range = { from: '2026-01-01', to: '2026-12-31' };
  const base = async (where = sql`true`) =>
    ((await c.t.ctx.db.execute(sql`select count(*)::int as awbs, coalesce(sum(total - tax), 0)::bigint as revenue, coalesce(sum(total), 0)::bigint as total,
        coalesce(sum(total) filter (where payment_type = 'CASH'), 0)::bigint as cash
      from shipments where stage = 'booked' and shipment_date between ${range.from} and ${range.to} and ${where}`)) as unknown as { rows: Record<string, string | number>[] }).rows[0];

  it('the recap per month equals the booked AWBs of the year, cash and credit apart', async () => {
    const res = await c.t.call('GET', `/api/report/get/sales-recap?date_from=${range.from}&date_to=${range.to}&by=month`, { token: c.tokens.manager });
    expect(res.status).toBe(200);
    const want = await base();
    expect(Number(want.awbs)).toBeGreaterThan(50);
    const { totals, lines } = res.body.data.table;
    expect(totals.awbs).toBe(Number(want.awbs));
    expect(totals.revenue).toBe(Number(want.revenue));
    expect(totals.total).toBe(Number(want.total));
    expect(totals.cash).toBe(Number(want.cash));
    expect(totals.cash + totals.credit).toBe(totals.total);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('any period reads the same as the AWBs: leading days, whole months, the open month (read whole, or by day when later days hold AWBs)', async () => {
    const today = jakartaDay(new Date());
    const [{ last }] = ((await c.t.ctx.db.execute(sql`select max(shipment_date)::text as last from shipments where stage = 'booked'`)) as unknown as { rows: { last: string }[] }).rows;
    const periods = [
      [shiftDay(today, -75), today], // days of a month, whole months, this month so far
      [monthStart(shiftDay(last, -40)), shiftDay(last, -1)], // whole month(s), then an open month with AWBs after its last day
      [shiftDay(last, -2), last],
    ];
    for (const [from, to] of periods) {
      const [want] = ((await c.t.ctx.db.execute(sql`select count(*)::int as awbs, coalesce(sum(total - tax), 0)::bigint as revenue, coalesce(sum(total) filter (where payment_type = 'CASH'), 0)::bigint as cash
        from shipments where stage = 'booked' and shipment_date between ${from} and ${to}`)) as unknown as { rows: Record<string, string | number>[] }).rows;
      for (const name of ['sales-service', 'sales-branches', 'sales-recap']) {
        const res = await c.t.call('GET', `/api/report/get/${name}?date_from=${from}&date_to=${to}${name === 'sales-recap' ? '&by=month' : ''}`, { token: c.tokens.manager });
        expect(res.status).toBe(200);
        expect([name, from, to, res.body.data.table.totals.awbs, res.body.data.table.totals.revenue, res.body.data.table.totals.cash]).toEqual([name, from, to, Number(want.awbs), Number(want.revenue), Number(want.cash)]);
      }
    }
  });

  it('by service and by branch add up to the same; one branch’s clerk reads only that branch', async () => {
    const want = await base();
    for (const name of ['sales-service', 'sales-branches']) {
      const res = await c.t.call('GET', `/api/report/get/${name}?date_from=${range.from}&date_to=${range.to}`, { token: c.tokens.admin });
      expect(res.status).toBe(200);
      expect(res.body.data.table.totals.awbs).toBe(Number(want.awbs));
      expect(res.body.data.table.totals.revenue).toBe(Number(want.revenue));
    }
    // a user of the Jakarta branch only (the counter role lacks the report: grant it to a one-branch user)
    await c.t.ctx.db.execute(sql`update roles set permissions = permissions || '["/app/report/sales-branches"]'::jsonb where name = 'Counter'`);
    c.t.ctx.principals.invalidate('counter');
    const own = await c.t.call('GET', `/api/report/get/sales-branches?date_from=${range.from}&date_to=${range.to}`, { token: c.tokens.counter });
    expect(own.status).toBe(200);
    const ids = own.body.data.table.lines.filter((l: { kind: string }) => l.kind === 'row').map((l: { values: { branch_id: number } }) => l.values.branch_id);
    expect(new Set(ids)).toEqual(new Set([c.branches.jakarta]));
    const jakarta = await base(sql`branch_id = ${c.branches.jakarta}`);
    expect(own.body.data.table.totals.awbs).toBe(Number(jakarta.awbs));
    expect((await c.t.call('GET', `/api/report/get/sales-branches?branch_id=${c.branches.surabaya}`, { token: c.tokens.counter })).status).toBe(403);
    // the drill-down behind the branch's figure lists exactly its AWBs, page by page
    const drill = await c.t.call('GET', `/api/report/drill/sales-branches/awbs?date_from=${range.from}&date_to=${range.to}&k_date_from=${range.from}&k_date_to=${range.to}&k_branch_id=${c.branches.jakarta}`, { token: c.tokens.counter });
    expect(drill.status).toBe(200);
    expect(drill.body.data.rows.length).toBe(Math.min(100, Number(jakarta.awbs)));
    // a status as staff read it ("In transit"), never its code
    expect(drill.body.data.rows.filter((r: { status: string }) => /^[a-z_]+$/.test(r.status))).toEqual([]);
    expect(drill.body.data.filters).toContainEqual(['Branch', expect.stringMatching(/^JKT/)]);
    expect(drill.body.data.filters).toContainEqual(['From', `01/01/${range.from.slice(0, 4)}`]);
    // every AWB behind the figure as one file (past the drawer's 100 a page)
    const file = await c.t.call('GET', `/api/report/drill-export/sales-branches/awbs?date_from=${range.from}&date_to=${range.to}&k_date_from=${range.from}&k_date_to=${range.to}&k_branch_id=${c.branches.jakarta}&format=csv`, { token: c.tokens.counter });
    expect(file.status).toBe(200);
    expect(file.text.split('\r\n').filter(Boolean)).toHaveLength(Number(jakarta.awbs) + 1);
    expect((await c.t.call('GET', `/api/report/drill-export/sales-branches/awbs?k_branch_id=${c.branches.surabaya}`, { token: c.tokens.counter })).status).toBe(403);
    expect((await c.t.call('GET', `/api/report/drill-export/sales-branches/awbs?format=pdf`, { token: c.tokens.counter })).status).toBe(400);
    const stranger = await c.t.call('GET', `/api/report/drill/sales-branches/awbs?k_branch_id=${c.branches.surabaya}`, { token: c.tokens.counter });
    expect(stranger.status).toBe(403);
    await c.t.ctx.db.execute(sql`update roles set permissions = permissions - '/app/report/sales-branches' where name = 'Counter'`);
    c.t.ctx.principals.invalidate('counter');
  });

  it('exports the recap as XLSX, CSV and PDF with the same total', async () => {
    const q = `date_from=${range.from}&date_to=${range.to}&by=month`;
    const xlsx = await c.t.call('GET', `/api/report/export/sales-recap?${q}&format=xlsx`, { token: c.tokens.manager });
    expect(xlsx.status).toBe(200);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    const want = await base();
    expect(last.getCell(2).value).toBe(Number(want.awbs));
    expect(wb.getWorksheet('Parameters')).toBeDefined();
    const csv = await c.t.call('GET', `/api/report/export/sales-recap?${q}&format=csv`, { token: c.tokens.manager });
    expect(csv.text.split('\r\n').filter(Boolean).at(-1)!.startsWith('Total,' + String(want.awbs))).toBe(true);
    const unknown = await c.t.call('GET', `/api/report/export/sales-recap?${q}&format=exe`, { token: c.tokens.manager });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.format).toBeDefined();
    const pdf = await c.t.call('GET', `/api/report/export/sales-recap?${q}&format=pdf`, { token: c.tokens.manager });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
}
