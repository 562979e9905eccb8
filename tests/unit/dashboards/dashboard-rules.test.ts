import { trendOf } from '@/components/dashboards/dashboard-format';
import { reportLinks, withQuery } from '@/components/dashboards/report-links';
import { readOnlyGrant } from '@/lib/rules/grants';
import type { Principal } from '@/lib/server/auth/principal';
import { throttle } from '@/lib/server/dashboards/dispatch-live';
import { lineUp } from '@/lib/server/dashboards/eis';
import { comparedPeriod } from '@/lib/server/dashboards/period';
import { audience, roomsOf } from '@/lib/server/realtime';

/* The dashboards' pure rules: the period compared, the chart's points, trends, links, the live event's audience and pace. */

describe('the period compared', () => {
  it('this month so far: the same days of the month before, cut at its end', () => {
    expect(comparedPeriod('2026-11-01', '2026-11-21')).toEqual({ date_from: '2026-11-01', date_to: '2026-11-21', previous_from: '2026-10-01', previous_to: '2026-10-21' });
    expect(comparedPeriod('2026-03-01', '2026-03-30')).toMatchObject({ previous_from: '2026-02-01', previous_to: '2026-02-28' });
    expect(comparedPeriod('2026-01-01', '2026-01-05')).toMatchObject({ previous_from: '2025-12-01', previous_to: '2025-12-05' });
  });

  it('whole months: as many whole months before; any other period: as many days just before', () => {
    expect(comparedPeriod('2026-11-01', '2026-11-30')).toMatchObject({ previous_from: '2026-10-01', previous_to: '2026-10-31' });
    expect(comparedPeriod('2026-01-01', '2026-12-31')).toMatchObject({ previous_from: '2025-01-01', previous_to: '2025-12-31' });
    expect(comparedPeriod('2026-11-10', '2026-11-16')).toMatchObject({ previous_from: '2026-11-03', previous_to: '2026-11-09' });
  });
});

describe('the revenue chart', () => {
  it('lines up day n of this period with day n of the previous one', () => {
    const period = comparedPeriod('2026-11-01', '2026-11-03');
    const { points, unit } = lineUp(period, [
      { day: '2026-10-01', value: 5 },
      { day: '2026-10-03', value: 7 },
      { day: '2026-11-02', value: 10 },
      { day: '2026-11-03', value: 1 },
    ]);
    expect(unit).toBe('day');
    expect(points).toEqual([
      { x: '2026-11-01', current: 0, previous: 5 },
      { x: '2026-11-02', current: 10, previous: 0 },
      { x: '2026-11-03', current: 1, previous: 7 },
    ]);
  });

  it('a long period goes week by week (never more than a few dozen points); a shorter previous period leaves its tail empty', () => {
    const year = lineUp(comparedPeriod('2026-01-01', '2026-12-31'), [{ day: '2026-01-08', value: 3 }, { day: '2025-01-02', value: 4 }]);
    expect(year.unit).toBe('week');
    expect(year.points).toHaveLength(53);
    expect(year.points[1]).toMatchObject({ x: '2026-01-08', current: 3 });
    expect(year.points[0]).toMatchObject({ previous: 4 });
    const march = lineUp(comparedPeriod('2026-03-01', '2026-03-30'), []);
    expect(march.points.at(-1)).toEqual({ x: '2026-03-30', current: 0, previous: null });
  });
});

describe('trends', () => {
  it('in % of the previous figure, in points for a percentage, or nothing to compare', () => {
    expect(trendOf(125, 100)).toEqual({ text: '+25 %', direction: 'up' });
    expect(trendOf(90, 120)).toEqual({ text: '−25 %', direction: 'down' });
    expect(trendOf(5, 0)).toEqual({ text: 'new', direction: 'up' });
    expect(trendOf(0, 0)).toEqual({ text: '—', direction: 'none' });
    expect(trendOf(92.5, 95.8, 'points')).toEqual({ text: '−3,3 pts', direction: 'down' });
    expect(trendOf(null, 95, 'points')).toEqual({ text: '—', direction: 'none' });
  });
});

describe('report links', () => {
  it('carry the same filters, leaving out the empty ones', () => {
    expect(reportLinks.salesRecap({ date_from: '2026-11-01', date_to: '2026-11-21', branch_id: 3 })).toBe('/app/report/sales-recap?date_from=2026-11-01&date_to=2026-11-21&branch_id=3');
    expect(reportLinks.delivery({ date_from: '2026-11-01', date_to: '2026-11-21', branch_id: null })).toBe('/app/report/delivery?date_from=2026-11-01&date_to=2026-11-21');
    expect(reportLinks.agingAr('2026-11-21', null)).toBe('/app/report/aging-ar-customer?as_of=2026-11-21&basis=due');
    expect(reportLinks.operationalDelivery('2026-11-21', 2)).toBe('/app/report/operational-delivery?date_from=2026-11-21&date_to=2026-11-21&branch_id=2');
    expect(reportLinks.performanceMarketing('2026-10', '2026-11', null)).toBe('/app/report/performance-marketing?month_from=2026-10&month_to=2026-11');
    expect(withQuery('/x', {})).toBe('/x');
  });
});

describe('the dispatch dashboard event', () => {
  const principal = (permissions: string[], branches: number[] | null = [1]): Principal => ({
    userCode: 'u',
    fullName: 'U',
    userGroup: 'Staff',
    roleId: 3,
    status: 'AKTIF',
    permissions,
    tokenVersion: 1,
    active: true,
    branches,
  });
  const hears = (p: Principal) => {
    const mine = new Set(roomsOf(p));
    return audience('dashboard:eid', { at: 'now' }).some((room) => mine.has(room));
  };

  it('reaches only whoever holds /dashboard/eid (fully or read-only)', () => {
    expect(hears(principal(['/dashboard/eid']))).toBe(true);
    expect(hears(principal([readOnlyGrant('/dashboard/eid')], null))).toBe(true);
    expect(hears(principal(['/dashboard/eis', '/operational/pickup/list']))).toBe(false);
    expect(hears({ ...principal(['/dashboard/eid']), status: 'TIDAK AKTIF' })).toBe(false);
  });

  it('goes out at most once per interval: the first at once, a burst’s last at the end of it', () => {
    vi.useFakeTimers();
    try {
      const fn = vi.fn();
      const t = throttle(fn, 1_000);
      t.call();
      expect(fn).toHaveBeenCalledTimes(1);
      t.call();
      t.call();
      vi.advanceTimersByTime(999);
      expect(fn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(fn).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(5_000);
      expect(fn).toHaveBeenCalledTimes(2);
      t.call();
      expect(fn).toHaveBeenCalledTimes(3);
      t.call();
      t.cancel();
      vi.advanceTimersByTime(5_000);
      expect(fn).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
