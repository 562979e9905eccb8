import { splitPeriod } from '@/lib/server/reports/rollup-source';

describe('splitPeriod: whole months from the month rollups, the rest day by day', () => {
  it('this month so far is one open month (read whole when nothing comes after the last day)', () => {
    expect(splitPeriod('2026-11-01', '2026-11-28')).toEqual({ months: [], days: [], openMonth: { month: '2026-11-01', to: '2026-11-28' } });
  });

  it('a year from a mid-month day: the leading days, eleven whole months, the open last month', () => {
    const s = splitPeriod('2025-11-29', '2026-11-28');
    expect(s.days).toEqual([['2025-11-29', '2025-11-30']]);
    expect(s.months).toEqual(['2025-12-01', '2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01']);
    expect(s.openMonth).toEqual({ month: '2026-11-01', to: '2026-11-28' });
  });

  it('whole calendar months only: no days, no open month (February of a leap year included)', () => {
    expect(splitPeriod('2028-01-01', '2028-02-29')).toEqual({ months: ['2028-01-01', '2028-02-01'], days: [] });
  });

  it('days inside one month stay days; a single day too', () => {
    expect(splitPeriod('2026-10-04', '2026-10-31')).toEqual({ months: [], days: [['2026-10-04', '2026-10-31']] });
    expect(splitPeriod('2026-10-04', '2026-10-04')).toEqual({ months: [], days: [['2026-10-04', '2026-10-04']] });
  });

  it('every day of the period is covered exactly once', () => {
    const s = splitPeriod('2025-12-15', '2026-03-10');
    const covered: string[] = [];
    const add = (a: string, b: string) => {
      for (let d = new Date(`${a}T00:00:00Z`); d <= new Date(`${b}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) covered.push(d.toISOString().slice(0, 10));
    };
    for (const [a, b] of s.days) add(a, b);
    for (const m of s.months) add(m, new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).toISOString().slice(0, 10));
    if (s.openMonth) add(s.openMonth.month, s.openMonth.to);
    expect(covered.length).toBe(new Set(covered).size);
    expect(covered.sort()[0]).toBe('2025-12-15');
    expect(covered.at(-1)).toBe('2026-03-10');
    expect(covered.length).toBe(86);
  });
});
