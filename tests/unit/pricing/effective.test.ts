import { activeContract, effectiveAdjustments, effectivePrice } from '@/lib/pricing/effective';
import { adjustment, contract, priceRow } from './fixtures';

describe('effectivePrice', () => {
  const rows = [
    priceRow(1, 8_000, { effective_from: '2025-01-01' }),
    priceRow(2, 10_000, { effective_from: '2026-01-01', effective_to: '2026-06-30' }),
    priceRow(3, 12_000, { effective_from: '2026-07-01' }),
  ];

  it.each([
    ['2024-12-31', null], // before every row
    ['2025-01-01', 1], // the first day counts
    ['2026-03-02', 2], // the latest effective_from wins over the older open row
    ['2026-06-30', 2], // the last day counts
    ['2026-07-01', 3],
  ])('on %s → row %s', (date, id) => {
    expect(effectivePrice(rows, date)?.id ?? null).toBe(id);
  });

  it('an expired newer row falls back to the older open one', () => {
    const withGap = [priceRow(1, 8_000, { effective_from: '2025-01-01' }), priceRow(2, 9_000, { effective_from: '2026-02-01', effective_to: '2026-02-28' })];
    expect(effectivePrice(withGap, '2026-03-02')?.id).toBe(1);
  });
});

describe('activeContract', () => {
  it('the running one; when two overlap, the one started last', () => {
    const old = contract({ id: 1, start_date: '2025-01-01', end_date: '2026-12-31' });
    const renewal = contract({ id: 2, start_date: '2026-03-01', end_date: '2027-02-28' });
    expect(activeContract([old, renewal], '2026-02-28')?.id).toBe(1);
    expect(activeContract([old, renewal], '2026-03-01')?.id).toBe(2);
    expect(activeContract([old, renewal], '2027-03-01')).toBeNull();
  });
});

describe('effectiveAdjustments', () => {
  it('approved, in force on the date, for the service or all', () => {
    const list = [
      adjustment(1, -5),
      adjustment(2, 3, { service_id: 1 }),
      adjustment(3, 4, { service_id: 2 }),
      adjustment(4, -1, { status: 'PENDING' }),
      adjustment(5, -1, { status: 'REJECTED' }),
      adjustment(6, -1, { effective_to: '2026-03-01' }),
      adjustment(7, -1, { effective_from: '2026-03-03' }),
      adjustment(8, 2, { effective_from: '2026-03-02', effective_to: '2026-03-02' }),
    ];
    expect(effectiveAdjustments(list, '2026-03-02', 1).map((a) => a.id)).toEqual([1, 2, 8]);
  });
});
