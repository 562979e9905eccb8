import { divCeil, divRound, hasAtMostDecimals, toUnits } from '@/lib/pricing/fixed-point';
import { formatRupiah, percentOf } from '@/lib/pricing/money';

describe('divRound: half away from zero', () => {
  it.each([
    [5, 2, 3], // 2.5 → 3
    [-5, 2, -3], // −2.5 → −3, the same size as +2.5
    [7, 2, 4], // 3.5 → 4
    [4, 3, 1], // 1.33 → 1
    [5, 3, 2], // 1.67 → 2
    [-4, 3, -1],
    [0, 7, 0],
  ])('%i ÷ %i → %i', (n, d, expected) => {
    expect(divRound(n, d)).toBe(expected);
  });

  it('stays exact beyond 2^53 in the product', () => {
    // 999,999,999,999 × 9,999 bp = 9,998,999,999,990,001 (> 2^53) ÷ 10,000 = 999,899,999,999.0001 → 999,899,999,999
    expect(divRound(999_999_999_999n * 9_999n, 10_000)).toBe(999_899_999_999);
  });

  it('refuses a zero denominator', () => {
    expect(() => divRound(1, 0)).toThrow(RangeError);
  });
});

describe('fixed-point helpers', () => {
  it('toUnits is exact where floats are not', () => {
    expect(toUnits(2.3, 2)).toBe(230); // 2.3 × 100 = 229.99999999999997 in floats
    expect(toUnits(1.1, 2)).toBe(110); // 110.00000000000001
    expect(toUnits(0.29, 2)).toBe(29); // 28.999999999999996
  });

  it('hasAtMostDecimals', () => {
    expect(hasAtMostDecimals(1.29, 2)).toBe(true);
    expect(hasAtMostDecimals(1.295, 2)).toBe(false);
    expect(hasAtMostDecimals(40.5, 1)).toBe(true);
    expect(hasAtMostDecimals(40.55, 1)).toBe(false);
    expect(hasAtMostDecimals(Number.NaN, 2)).toBe(false);
  });

  it('divCeil rounds a started unit up', () => {
    expect(divCeil(5320, 100)).toBe(54);
    expect(divCeil(5000, 100)).toBe(50);
    expect(divCeil(0, 100)).toBe(0);
  });
});

describe('percentOf', () => {
  it.each([
    [45_450, 1.1, 500], // 499.95
    [45_440, 1.1, 500], // 499.84
    [45_400, 1.1, 499], // 499.4
    [45_500, 1.1, 501], // 500.5
    [12_345_678, 0.2, 24_691], // 24,691.356
    [1_250, 0.2, 3], // 2.5
    [1_000, 12.75, 128], // 127.5
    [10_000, 0, 0],
    [10_000, 100, 10_000],
  ])('%i × %d %% → %i', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });
});

describe('formatRupiah', () => {
  it.each([
    [12_500, 'Rp 12.500'],
    [0, 'Rp 0'],
    [999, 'Rp 999'],
    [1_000, 'Rp 1.000'],
    [5_000_000, 'Rp 5.000.000'],
    [1_234_567_890, 'Rp 1.234.567.890'],
    [-8_750, '-Rp 8.750'],
  ])('%i → %s', (amount, text) => {
    expect(formatRupiah(amount)).toBe(text);
  });
});
