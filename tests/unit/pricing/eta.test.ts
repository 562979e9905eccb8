import { estimateDelivery } from '@/lib/pricing/eta';

// 2026-03-06 is a Friday, 2026-03-08 a Sunday; 2026-03-09 (Monday) is made a holiday here.
const HOLIDAY = '2026-03-09';
const base = { holidays: [HOLIDAY], delivers_on_holidays: false };

describe('estimateDelivery', () => {
  it('skips a Sunday and a holiday', () => {
    // from Fri 06: Sat 07 (1), Sun 08 off, Mon 09 holiday, Tue 10 (2), Wed 11 (3)
    expect(estimateDelivery({ ...base, date: '2026-03-06', lead_time_min: 2, lead_time_max: 3 })).toEqual({ earliest: '2026-03-10', latest: '2026-03-11' });
  });

  it('counts Sundays and holidays for a service that delivers on them', () => {
    // from Sat 07: Sun 08 (1), Mon 09 (2)
    expect(estimateDelivery({ ...base, delivers_on_holidays: true, date: '2026-03-07', lead_time_min: 1, lead_time_max: 2 })).toEqual({
      earliest: '2026-03-08',
      latest: '2026-03-09',
    });
  });

  it('plain weekdays: Mon 02 + 1..7 → Tue 03 .. Tue 10 (Sunday 08 skipped, no holidays)', () => {
    expect(estimateDelivery({ holidays: [], delivers_on_holidays: false, date: '2026-03-02', lead_time_min: 1, lead_time_max: 7 })).toEqual({
      earliest: '2026-03-03',
      latest: '2026-03-10',
    });
  });

  it('same day (lead 0) on a working day is that day; on a Sunday the next working day', () => {
    expect(estimateDelivery({ ...base, date: '2026-03-06', lead_time_min: 0, lead_time_max: 0 })).toEqual({ earliest: '2026-03-06', latest: '2026-03-06' });
    // from Sun 08, Mon 09 being the holiday: lead 0 rolls to Tue 10, and lead 1 is also Tue 10 (the first
    // delivery day after the 08); lead 2 is Wed 11
    expect(estimateDelivery({ ...base, date: '2026-03-08', lead_time_min: 0, lead_time_max: 1 })).toEqual({ earliest: '2026-03-10', latest: '2026-03-10' });
    expect(estimateDelivery({ ...base, date: '2026-03-08', lead_time_min: 2, lead_time_max: 2 }).latest).toBe('2026-03-11');
  });

  it('crosses month and year ends in UTC', () => {
    // Wed 2025-12-31 + 1 → Thu 2026-01-01, a holiday → Fri 2026-01-02
    expect(estimateDelivery({ holidays: ['2026-01-01'], delivers_on_holidays: false, date: '2025-12-31', lead_time_min: 1, lead_time_max: 1 })).toEqual({
      earliest: '2026-01-02',
      latest: '2026-01-02',
    });
    // Sat 2028-02-26 + 2: Sun 27 off, Mon 28 (1), Tue 29 (2, leap day)
    expect(estimateDelivery({ holidays: [], delivers_on_holidays: false, date: '2028-02-26', lead_time_min: 2, lead_time_max: 2 }).latest).toBe('2028-02-29');
  });
});
