import { chargeableWeight, koliWeight, roundWithTolerance } from '@/lib/pricing/weight';
import { box, kg } from './fixtures';

const rules = { volumetric_divisor: 6000, rounding_tolerance: 0.3, min_kg: 1 };

describe('roundWithTolerance (10 g units)', () => {
  it.each([
    [129, 0.3, 1], // 1.29 kg: .29 < .30 dropped
    [130, 0.3, 2], // 1.30 kg: .30 reaches the tolerance
    [230, 0.3, 3], // 2.30 kg: the float trap
    [200, 0.3, 2], // whole
    [101, 0, 2], // tolerance 0: every fraction up
    [100, 0, 1],
    [199, 0.99, 2], // 1.99 with tolerance .99: reaches it → up
    [198, 0.99, 1],
    [0, 0.3, 0],
  ])('%i × 10 g with tolerance %d → %i kg', (units, tolerance, expected) => {
    expect(roundWithTolerance(units, tolerance)).toBe(expected);
  });
});

describe('koliWeight', () => {
  it('volumetric kg to the nearest 0.01', () => {
    expect(koliWeight(box(1, 40, 30, 20), 6000)).toEqual({ actual_kg: 1, volumetric_kg: 4, billable_kg: 4 }); // 24,000 ÷ 6000
    expect(koliWeight(box(1, 10, 10, 10), 6000).volumetric_kg).toBe(0.17); // 0.1666… → 0.17
    expect(koliWeight(box(1, 10, 10, 10), 5000).volumetric_kg).toBe(0.2); // 1,000 ÷ 5000
    expect(koliWeight(box(1, 10, 10, 13), 6000).volumetric_kg).toBe(0.22); // 1,300 ÷ 6000 = 0.21666… → 0.22
    expect(koliWeight(box(1, 10, 10, 4.5), 6000).volumetric_kg).toBe(0.08); // 450 ÷ 6000 = 0.075 → 0.08 (half up)
  });

  it('1-decimal sides are exact: 25.5 × 20.3 × 10.1 = 5,228.415 cm³ ÷ 6000 = 0.8714… → 0.87', () => {
    expect(koliWeight(box(0.5, 25.5, 20.3, 10.1), 6000)).toEqual({ actual_kg: 0.5, volumetric_kg: 0.87, billable_kg: 0.87 });
  });

  it('no sides: no volumetric weight', () => {
    expect(koliWeight({ weight_kg: 2.3 }, 6000)).toEqual({ actual_kg: 2.3, volumetric_kg: 0, billable_kg: 2.3 });
  });
});

describe('chargeableWeight', () => {
  it('sums per koli, then rounds once', () => {
    // 0.15 × 3 = 0.45 kg actual; per-koli rounding would have charged 3 × 1 kg
    expect(chargeableWeight(kg(0.15, 0.15, 0.15), { ...rules, min_kg: 0 })).toMatchObject({ actual_kg: 0.45, rounded_kg: 1, chargeable_kg: 1 });
  });

  it('keeps the per-koli detail and both sums', () => {
    expect(chargeableWeight([box(1.5, 40, 30, 20), box(2.25, 10, 10, 10)], rules)).toEqual({
      koli: [
        { actual_kg: 1.5, volumetric_kg: 4, billable_kg: 4 },
        { actual_kg: 2.25, volumetric_kg: 0.17, billable_kg: 2.25 },
      ],
      actual_kg: 3.75, // 1.50 + 2.25
      volumetric_kg: 4.17, // 4.00 + 0.17
      measured_kg: 4.17,
      rounded_kg: 4, // .17 < .30
      minimum_kg: 1,
      chargeable_kg: 4,
    });
  });

  it('0.1 + 0.2 kg is 0.30 kg, not 0.30000000000000004', () => {
    expect(chargeableWeight(kg(1.1, 1.2), rules)).toMatchObject({ actual_kg: 2.3, rounded_kg: 3 });
  });

  it('a decimal minimum charges its whole kg: 0.5 → 1, 2.5 → 3', () => {
    expect(chargeableWeight(kg(0.1), { ...rules, min_kg: 0.5 }).chargeable_kg).toBe(1);
    expect(chargeableWeight(kg(0.1), { ...rules, min_kg: 2.5 }).chargeable_kg).toBe(3);
  });

  it('never below 1 kg even with no minimum', () => {
    expect(chargeableWeight(kg(0.2), { ...rules, min_kg: 0 })).toMatchObject({ rounded_kg: 0, minimum_kg: 1, chargeable_kg: 1 });
  });
});
