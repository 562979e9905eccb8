import { applicableCostCases, costLine, type CostContext } from '@/lib/pricing/costs';
import { costCase } from './fixtures';

// 3 koli: 53.20 kg, 20 kg, and a light but bulky one billed at 60.01 kg volumetric
const ctx: CostContext = {
  service_id: 1,
  picked_ids: [],
  destination_remote: false,
  koli: [
    { actual_kg: 53.2, volumetric_kg: 0, billable_kg: 53.2, billable_whole_kg: 54 },
    { actual_kg: 20, volumetric_kg: 0, billable_kg: 20, billable_whole_kg: 20 },
    { actual_kg: 5, volumetric_kg: 60.01, billable_kg: 60.01, billable_whole_kg: 61 },
  ],
  chargeable_kg: 134, // 53.20 + 20 + 60.01 = 133.21 → 134 at tolerance 0
  goods_value: 2_500_000,
  freight: 1_340_000,
};

describe('applicableCostCases', () => {
  const cases = [
    costCase(1, 'ON_REQUEST', 'FLAT', 1_000),
    costCase(2, 'ALWAYS', 'FLAT', 1_000),
    costCase(3, 'REMOTE_AREA', 'FLAT', 1_000),
    costCase(4, 'ALWAYS', 'FLAT', 1_000, { service_id: 2 }),
    costCase(5, 'ALWAYS', 'FLAT', 1_000, { min_kg: 60.02 }),
    costCase(6, 'ALWAYS', 'FLAT', 1_000, { min_kg: 60.01 }),
  ];

  it('always-cases that fit service and weight; picked and remote ones only when so', () => {
    expect(applicableCostCases(cases, ctx).map((c) => c.id)).toEqual([2, 6]);
    expect(applicableCostCases(cases, { ...ctx, picked_ids: [1], destination_remote: true }).map((c) => c.id)).toEqual([1, 2, 3, 6]);
    expect(applicableCostCases(cases, { ...ctx, service_id: 2 }).map((c) => c.id)).toEqual([2, 4, 6]);
  });
});

describe('costLine', () => {
  it.each([
    // FLAT Rp 1,500.50 → 1,501 (half up, once)
    ['FLAT', costCase(1, 'ALWAYS', 'FLAT', 1_500.5), 1, 1_501],
    // PER_KG without min: 134 kg × 1,500.50 = 201,067
    ['PER_KG on the chargeable kg', costCase(1, 'ALWAYS', 'PER_KG', 1_500.5), 134, 201_067],
    // PER_KG min 50: koli 53.20 → 54 and 60.01 → 61 = 115 kg × 2,000 = 230,000
    ['PER_KG on the heavy koli', costCase(1, 'ALWAYS', 'PER_KG', 2_000, { min_kg: 50 }), 115, 230_000],
    // PER_KOLI: all 3 × 75,000; with min 50 only 2
    ['PER_KOLI on every koli', costCase(1, 'ON_REQUEST', 'PER_KOLI', 75_000), 3, 225_000],
    ['PER_KOLI on the heavy koli', costCase(1, 'ALWAYS', 'PER_KOLI', 75_000, { min_kg: 50 }), 2, 150_000],
    // 0.35 % × 2,500,000 = 8,750
    ['PERCENT_OF_GOODS', costCase(1, 'ALWAYS', 'PERCENT_OF_GOODS', 0.35), 2_500_000, 8_750],
    // 1.25 % × 1,340,000 = 16,750
    ['PERCENT_OF_FREIGHT', costCase(1, 'ALWAYS', 'PERCENT_OF_FREIGHT', 1.25), 1_340_000, 16_750],
  ] as const)('%s', (_name, c, quantity, amount) => {
    expect(costLine(c, ctx)).toMatchObject({ quantity, amount });
  });
});
