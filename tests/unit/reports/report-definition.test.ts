import { dateDefault, defaultParams, defineReport, previousPeriod, reportParamsSchema } from '@/lib/resources/reports/define-report';
import { REPORTS } from '@/lib/resources/reports/registry';
import { drillKeys, reportTable, totalsOf } from '@/lib/resources/reports/table';

const demo = defineReport({
  name: 'demo',
  title: 'Demo',
  description: 'A report for the tests',
  route: '/app/report/demo',
  params: {
    date_from: { type: 'date', label: 'From', default: 'month-start', required: true },
    date_to: { type: 'date', label: 'Until', default: 'today', required: true },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch' },
    by: { type: 'enum', label: 'Per', options: ['day', 'month'], labels: { day: 'Day', month: 'Month' }, default: 'day' },
  },
  columns: [
    { key: 'branch', label: 'Branch', format: 'text' },
    { key: 'day', label: 'Day', format: 'date' },
    { key: 'delivered', label: 'Delivered', format: 'int', total: 'sum', drill: { to: 'awbs', keys: { day: '@day', branch_id: '@branch_id' } } },
    { key: 'on_time', label: 'On time', format: 'int', total: 'sum' },
    { key: 'on_time_pct', label: 'On time %', format: 'percent', total: { ratio: ['on_time', 'delivered'] } },
    { key: 'branch_id', label: 'Branch id', format: 'int', hidden: true },
  ],
  groupBy: 'branch',
  drills: { awbs: { label: 'AWBs', keys: { day: 'date', branch_id: 'int' }, columns: [{ key: 'number', label: 'AWB', format: 'text' }] } },
  source: 'rollup',
  freshness: 'exact',
  branchScoped: true,
});

describe('report declarations', () => {
  it('every declared report is consistent and has a route under /app/report (the helpdesk’s: its own screen)', () => {
    expect(REPORTS.length).toBeGreaterThanOrEqual(3);
    for (const r of REPORTS) {
      expect(r.route).toBe(r.name === 'report-helpdesk' ? '/misc/helpdesk/report-helpdesk' : `/app/report/${r.name}`);
      expect(new Set(REPORTS.map((x) => x.name)).size).toBe(REPORTS.length);
    }
  });

  it('refuses a drill-down or a ratio naming what does not exist', () => {
    const base = { name: 'x', title: 'x', description: 'x', route: '/app/report/x', params: {}, source: 'rollup' as const, freshness: '', branchScoped: true };
    expect(() => defineReport({ ...base, columns: [{ key: 'a', label: 'A', format: 'int', total: { ratio: ['a', 'b'] } }] })).toThrow(/unknown column b/);
    expect(() => defineReport({ ...base, columns: [{ key: 'a', label: 'A', format: 'int', drill: { to: 'nowhere', keys: {} } }] })).toThrow(/undeclared/);
  });

  it('fills date defaults from the Jakarta day, and checks the period', () => {
    expect(dateDefault('previous-month-start', '2026-03-31')).toBe('2026-02-01');
    expect(dateDefault('previous-month-end', '2026-03-31')).toBe('2026-02-28');
    expect(defaultParams(demo, '2026-11-29')).toEqual({ date_from: '2026-11-01', date_to: '2026-11-29', by: 'day' });
    const schema = reportParamsSchema(demo, '2026-11-29');
    expect(schema.parse({})).toEqual({ date_from: '2026-11-01', date_to: '2026-11-29', by: 'day' });
    expect(schema.parse({ branch_id: '3', by: 'month' })).toMatchObject({ branch_id: 3, by: 'month' });
    const bad = schema.safeParse({ date_from: '2026-11-10', date_to: '2026-11-01', branch_id: 'x', extra: '1' });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => String(i.path[0] ?? 'keys'));
    expect(paths).toEqual(expect.arrayContaining(['branch_id']));
    expect(schema.safeParse({ date_from: '2024-01-01', date_to: '2026-11-01' }).success).toBe(false);
    expect(schema.safeParse({ date_from: '2026-02-30' }).success).toBe(false);
  });

  it('compares a whole month with the month before, any other span with the days just before', () => {
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousPeriod('2026-01-01', '2026-03-31')).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(previousPeriod('2026-11-10', '2026-11-16')).toEqual({ from: '2026-11-03', to: '2026-11-09' });
  });
});

describe('report table', () => {
  const rows = [
    { branch: 'JKT', branch_id: 1, day: '2026-11-01', delivered: 10, on_time: 9 },
    { branch: 'JKT', branch_id: 1, day: '2026-11-02', delivered: 10, on_time: 5 },
    { branch: 'SUB', branch_id: 2, day: '2026-11-01', delivered: 4, on_time: 4 },
  ];

  it('puts a subtotal after each group and totals ratios from the summed parts, not the mean of ratios', () => {
    const t = reportTable(demo, rows);
    expect(t.lines.map((l) => l.kind)).toEqual(['row', 'row', 'subtotal', 'row', 'subtotal']);
    expect(t.lines[2].values).toMatchObject({ branch: 'JKT', delivered: 20, on_time: 14, on_time_pct: 70 });
    expect(t.totals).toMatchObject({ delivered: 24, on_time: 18, on_time_pct: 75 });
    expect(totalsOf(demo.columns, [])).toMatchObject({ delivered: 0, on_time_pct: null });
  });

  it('a drill-down link takes its keys from the row, and none from a line that lacks them', () => {
    expect(drillKeys({ day: '@day', branch_id: '@branch_id', from: '$date_from' }, { date_from: '2026-11-01' }, rows[0])).toEqual({ day: '2026-11-01', branch_id: '1', from: '2026-11-01' });
    expect(drillKeys({ day: '@day' }, {}, { branch: 'JKT' })).toBeNull();
  });
});

describe('report routes', () => {
  it('every report screen of the menu is a declared report, and every declared report is in the menu', async () => {
    const { SCREEN_ROUTES } = await import('@/constants/menu');
    // the report screens, and the helpdesk's own report
    const menuReports = SCREEN_ROUTES.filter((r) => r.startsWith('/app/report/') || r === '/misc/helpdesk/report-helpdesk').sort();
    expect(menuReports).toHaveLength(18);
    expect(REPORTS.map((r) => r.route).sort()).toEqual(menuReports);
  });
});
