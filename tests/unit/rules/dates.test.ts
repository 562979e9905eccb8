import { dayOutOfRange, isoInstant, isRealDay, latestDay, monthEnd, monthStart, shiftDay } from '@/lib/rules/dates';

describe('isoInstant: a stored instant as ISO, never failing', () => {
  it.each([
    ['2026-11-24 10:00:00+07', '2026-11-24T03:00:00.000Z'],
    ['2026-11-24 03:00:00.123456+00', '2026-11-24T03:00:00.123Z'],
    ['2026-11-24T03:00:00.000Z', '2026-11-24T03:00:00.000Z'],
    // Asia/Jakarta before 1924 is local mean time, with seconds in its offset
    ['0001-01-01 07:07:12+07:07:12', '0001-01-01T00:00:00.000Z'],
    ['0001-01-01 00:00:00+00', '0001-01-01T00:00:00.000Z'],
    ['0044-03-15 12:00:00+00 BC', '-000043-03-15T12:00:00.000Z'],
    ['12026-01-01 00:00:00+00', '+012026-01-01T00:00:00.000Z'],
  ])('%s → %s', (stored, iso) => {
    expect(isoInstant(stored)).toBe(iso);
  });

  it('answers what it cannot read as it is stored', () => {
    expect(isoInstant('infinity')).toBe('infinity');
    expect(isoInstant(new Date(NaN))).toBe('Invalid Date');
  });
});

describe('date input bounds', () => {
  it('a real calendar day only', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2026-02-30')).toBe(false);
    expect(isRealDay('2026-13-01')).toBe(false);
    expect(isRealDay('0001-01-01')).toBe(true);
  });

  it('from 2000-01-01 to ten years ahead by default; a declaration may reach further back', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(latestDay(10, now)).toBe('2036-11-27');
    expect(dayOutOfRange('0001-01-01', {}, now)).toBe('Not before 2000-01-01');
    expect(dayOutOfRange('2000-01-01', {}, now)).toBeNull();
    expect(dayOutOfRange('2036-11-27', {}, now)).toBeNull();
    expect(dayOutOfRange('2036-11-28', {}, now)).toBe('Not after 2036-11-27');
    expect(dayOutOfRange('1985-06-01', { earliest: '1950-01-01' }, now)).toBeNull();
  });
});

describe('calendar-day arithmetic', () => {
  it('moves a day across month and year ends, and finds a month’s first and last day (leap years too)', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('not a day', 1)).toBe('');
    expect(monthStart('2026-11-29')).toBe('2026-11-01');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(monthEnd('2026-04')).toBe('2026-04-30');
  });
});
