import { dayRange, dayStart, formatLogTime, isCalendarDay, todayInWib } from '@/lib/rules/log-time';

describe('log days in WIB (UTC+7)', () => {
  it.each(['2024-02-29', '2026-12-31', '2026-01-01'])('%s is a calendar day', (d) => expect(isCalendarDay(d)).toBe(true));

  it.each(['2026-02-29', '2026-13-01', '2026-04-31', '2026-1-01', '01/02/2026', '', '1899-12-31', '2026-01-01T00:00'])(
    '%j is not',
    (d) => expect(isCalendarDay(d)).toBe(false),
  );

  it('starts a day at midnight WIB, which is 17:00 UTC the day before', () => {
    expect(dayStart('2026-03-01').toISOString()).toBe('2026-02-28T17:00:00.000Z');
  });

  it('turns inclusive days into a half-open range of instants', () => {
    const { start, end } = dayRange('2026-01-01', '2026-01-01');
    expect(start?.toISOString()).toBe('2025-12-31T17:00:00.000Z');
    expect(end?.toISOString()).toBe('2026-01-01T17:00:00.000Z');
    expect(dayRange(undefined, '2026-01-31')).toEqual({ start: undefined, end: new Date('2026-01-31T17:00:00.000Z') });
    expect(dayRange()).toEqual({ start: undefined, end: undefined });
  });

  it('shows an instant as WIB wall time', () => {
    expect(formatLogTime('2026-02-28T17:00:00.000Z')).toBe('2026-03-01 00:00:00');
    expect(formatLogTime(new Date('2026-01-01T16:59:59.999Z'))).toBe('2026-01-01 23:59:59');
    expect(formatLogTime('not a time')).toBe('not a time');
    expect(todayInWib(new Date('2026-05-01T18:30:00Z'))).toBe('2026-05-02');
  });
});
