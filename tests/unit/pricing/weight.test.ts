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
  it('shown kg are cut down to 0.01, never rounded up past a threshold; whole kg are rounded up', () => {
    expect(koliWeight(box(1, 40, 30, 20), 6000)).toEqual({ actual_kg: 1, volumetric_kg: 4, billable_kg: 4, billable_whole_kg: 4 }); // 24,000 ÷ 6000
    expect(koliWeight(box(0.1, 10, 10, 10), 6000)).toEqual({ actual_kg: 0.1, volumetric_kg: 0.16, billable_kg: 0.16, billable_whole_kg: 1 }); // 0.1666…
    expect(koliWeight(box(1, 10, 10, 10), 5000).volumetric_kg).toBe(0.2); // 1,000 ÷ 5000
    expect(koliWeight(box(1, 10, 10, 13), 6000).volumetric_kg).toBe(0.21); // 1,300 ÷ 6000 = 0.21666…
    expect(koliWeight(box(0.01, 10, 10, 4.5), 6000).volumetric_kg).toBe(0.07); // 450 ÷ 6000 = 0.075
    // 7,798.8 cm³ ÷ 6000 = 1.2998 kg: shown 1.29 — not 1.30, which a 0.30 tolerance would charge up
    expect(koliWeight(box(1, 20, 19.4, 20.1), 6000)).toEqual({ actual_kg: 1, volumetric_kg: 1.29, billable_kg: 1.29, billable_whole_kg: 2 });
    // 300,011.376 cm³ ÷ 6000 = 50.0019 kg: shown 50.00, starts a 51st kg
    expect(koliWeight(box(1, 90.1, 99.1, 33.6), 6000)).toMatchObject({ billable_kg: 50, billable_whole_kg: 51 });
    // 299,999.7 cm³ ÷ 6000 = 49.99995 kg: shown 49.99 (rounded to 0.01 it was 50.00)
    expect(koliWeight(box(1, 100.1, 99.9, 30), 6000)).toMatchObject({ billable_kg: 49.99, billable_whole_kg: 50 });
  });

  it('1-decimal sides are exact: 25.5 × 20.3 × 10.1 = 5,228.415 cm³ ÷ 6000 = 0.8714…', () => {
    expect(koliWeight(box(0.5, 25.5, 20.3, 10.1), 6000)).toEqual({ actual_kg: 0.5, volumetric_kg: 0.87, billable_kg: 0.87, billable_whole_kg: 1 });
  });

  it('no sides: no volumetric weight', () => {
    expect(koliWeight({ weight_kg: 2.3 }, 6000)).toEqual({ actual_kg: 2.3, volumetric_kg: 0, billable_kg: 2.3, billable_whole_kg: 3 });
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
        { actual_kg: 1.5, volumetric_kg: 4, billable_kg: 4, billable_whole_kg: 4 },
        { actual_kg: 2.25, volumetric_kg: 0.16, billable_kg: 2.25, billable_whole_kg: 3 },
      ],
      actual_kg: 3.75, // 1.50 + 2.25
      volumetric_kg: 4.16, // 4 + 0.1666… = 4.1666…, cut to 0.01
      measured_kg: 4.16,
      rounded_kg: 4, // .1666… < .30
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

describe('chargeableWeight: the volumetric weight is rounded once, by the tolerance, from its exact value', () => {
  const one = ([l, w, h]: readonly [number, number, number]) => [box(0.5, l, w, h)];
  it.each<[readonly [number, number, number], number, number, number]>([
    // [sides, divisor, tolerance, chargeable kg]
    [[30, 20, 12.9], 6000, 0.3, 1], // 7,740 cm³: exactly 1.29 — under 1.30
    [[35, 22.2, 10], 6000, 0.3, 1], // 7,770: exactly 1.295 (rounded to 0.01 first it was 1.30 → 2 kg)
    [[20, 17.1, 22.8], 6000, 0.3, 1], // 7,797.6: 1.2996
    [[20, 19.4, 20.1], 6000, 0.3, 1], // 7,798.8: 1.2998
    [[30, 20, 13], 6000, 0.3, 2], // 7,800: exactly 1.30 reaches the tolerance
    [[20, 19.5, 20], 6000, 0.3, 2], // 7,800 in other sides
    [[15.7, 15, 27.6], 5000, 0.3, 1], // 6,499.8: 1.29996
    [[15, 22.8, 19], 5000, 0.3, 1], // 6,498: 1.2996
    [[25, 20, 13], 5000, 0.3, 2], // 6,500: 1.30
    [[15.7, 18, 18.4], 4000, 0.3, 1], // 5,199.84: 1.29996
    [[20, 20, 13], 4000, 0.3, 2], // 5,200: 1.30
    [[35, 22.2, 10], 6000, 0.29, 2], // 1.295 reaches a 0.29 tolerance
    [[10, 10, 60], 6000, 0, 1], // exactly 1.00 kg stays 1 with tolerance 0
    [[10.1, 9.9, 60.1], 6000, 0, 2], // 6,009.399 cm³: 1.0016 kg; tolerance 0 charges any fraction (cut to 1.00 it was 1 kg)
  ])('%j ÷ %i, tolerance %d → %i kg', (sides, divisor, tolerance, expected) => {
    const w = chargeableWeight(one(sides), { volumetric_divisor: divisor, rounding_tolerance: tolerance, min_kg: 1 });
    expect(w.chargeable_kg).toBe(expected);
  });

  it('multi-koli: the exact volumetric weights are summed, then rounded once', () => {
    // 2 × 3,885 cm³ (35 × 11.1 × 10) = 2 × 0.6475 kg = 1.295 kg → 1 kg (each rounded to 0.65 first, the sum was 1.30 → 2 kg)
    expect(chargeableWeight([box(0.2, 35, 11.1, 10), box(0.2, 35, 11.1, 10)], rules)).toMatchObject({ volumetric_kg: 1.29, rounded_kg: 1, chargeable_kg: 1 });
    // 3 × 2,599.6 cm³ = 7,798.8 cm³ = 1.2998 kg → 1 kg
    expect(chargeableWeight([box(0.1, 20, 19.4, 6.7), box(0.1, 20, 19.4, 6.7), box(0.1, 20, 19.4, 6.7)], rules).chargeable_kg).toBe(1);
    // 3 × 2,600 cm³ = 1.30 kg exactly → 2 kg
    expect(chargeableWeight([box(0.1, 20, 13, 10), box(0.1, 20, 13, 10), box(0.1, 20, 13, 10)], rules).chargeable_kg).toBe(2);
  });

  it('actual and volumetric compared exactly: 1.29 kg actual against 1.2998 kg volumetric → 1 kg', () => {
    expect(chargeableWeight([box(1.29, 20, 19.4, 20.1)], rules)).toMatchObject({ actual_kg: 1.29, measured_kg: 1.29, chargeable_kg: 1 });
  });
});
