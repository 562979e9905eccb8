import { jakartaDay } from '@/lib/rules/jakarta-clock';

describe('jakartaDay: the calendar day in Jakarta (WIB, UTC+7)', () => {
  it('turns at 17:00 UTC, Jakarta midnight', () => {
    expect(jakartaDay(new Date('2026-03-01T16:59:59.999Z'))).toBe('2026-03-01');
    expect(jakartaDay(new Date('2026-03-01T17:00:00.000Z'))).toBe('2026-03-02');
  });

  it('crosses months and years the same way', () => {
    expect(jakartaDay(new Date('2026-02-28T17:00:00Z'))).toBe('2026-03-01');
    expect(jakartaDay(new Date('2025-12-31T16:59:59Z'))).toBe('2025-12-31');
    expect(jakartaDay(new Date('2025-12-31T17:00:00Z'))).toBe('2026-01-01');
  });

  it('is ahead of UTC in the morning, never behind (no daylight saving)', () => {
    expect(jakartaDay(new Date('2026-07-15T00:00:00Z'))).toBe('2026-07-15');
    expect(jakartaDay(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
  });
});
