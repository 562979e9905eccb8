import { invoiceFigures } from '@/lib/finance/invoice';
import type { ContractTerms } from '@/lib/pricing/effective';
import { priceShipment, type Charges, type QuoteInput, type ServiceTerms } from '@/lib/pricing/quote';
import { DEFAULT_PRICING_SETTINGS } from '@/lib/pricing/settings';
import { REG, TRC, YES, adjustment, box, contract, costCase, kg, priceRow, shipment } from './fixtures';

/*
 * Reference cases. Every figure below is worked by hand in the comment beside it, never by the code
 * under test. Unless a case says otherwise: REG (tolerance 0.30, min 1 kg), Rp 10,000/kg, divisor
 * 6000, PPN 1.1 %, insurance 0.2 % + Rp 5,000, COD fee 3 %.
 */
type Expected = { kg: number } & Partial<Charges> & Pick<Charges, 'freight' | 'tax' | 'total'>;

const REFERENCE: [name: string, input: Partial<QuoteInput>, expected: Expected][] = [
  // ── rounding with the tolerance ──
  ['1.29 kg, tolerance 0.30 → 1 kg', { koli: kg(1.29) }, { kg: 1, freight: 10_000, tax: 110, total: 10_110 }], // 10,000 × 1.1 % = 110
  ['1.30 kg, tolerance 0.30 → 2 kg', { koli: kg(1.3) }, { kg: 2, freight: 20_000, tax: 220, total: 20_220 }],
  ['2.30 kg → 3 kg (2.3 − 2 is 0.2999… in floats)', { koli: kg(2.3) }, { kg: 3, freight: 30_000, tax: 330, total: 30_330 }],
  ['2.29 kg → 2 kg', { koli: kg(2.29) }, { kg: 2, freight: 20_000, tax: 220, total: 20_220 }],
  ['an exact 3.00 kg stays 3 kg', { koli: kg(3) }, { kg: 3, freight: 30_000, tax: 330, total: 30_330 }],
  // YES: tolerance 0, Rp 20,000/kg
  ['tolerance 0: 1.01 kg → 2 kg', { service: YES, koli: kg(1.01) }, { kg: 2, freight: 40_000, tax: 440, total: 40_440 }],
  ['tolerance 0: an exact 2.00 kg stays 2 kg', { service: YES, koli: kg(2) }, { kg: 2, freight: 40_000, tax: 440, total: 40_440 }],

  // ── volumetric ──
  // each 40×30×20 = 24,000 cm³ ÷ 6000 = 4.00 kg; volumetric 8.00 > actual 3.00 → 8 kg
  ['2 koli 40×30×20: volumetric 8 kg wins', { koli: [box(1.5, 40, 30, 20), box(1.5, 40, 30, 20)] }, { kg: 8, freight: 80_000, tax: 880, total: 80_880 }],
  // 10×10×10 = 1,000 ÷ 6000 = 0.17 kg; actual 5.50 wins, fraction .50 ≥ .30 → 6 kg
  ['actual 5.5 kg beats volumetric 0.17 kg', { koli: [box(5.5, 10, 10, 10)] }, { kg: 6, freight: 60_000, tax: 660, total: 60_660 }],
  // 35×25×20 = 17,500 ÷ 6000 = 2.9166… → 2.92 kg > 1 kg actual; fraction .92 → 3 kg
  ['volumetric 2.92 kg → 3 kg', { koli: [box(1, 35, 25, 20)] }, { kg: 3, freight: 30_000, tax: 330, total: 30_330 }],
  // sums, not per-koli maxima: actual 9 + 0.5 = 9.50, volumetric 0.17 + 4.00 = 4.17 → 9.50 → 10 kg
  // (per-koli maxima would give 9 + 4 = 13 kg)
  ['multi-koli compares the sums', { koli: [box(9, 10, 10, 10), box(0.5, 40, 30, 20)] }, { kg: 10, freight: 100_000, tax: 1_100, total: 101_100 }],

  // ── minimum kg ──
  ['0.2 kg → 0 after rounding → 1 kg minimum', { koli: kg(0.2) }, { kg: 1, freight: 10_000, tax: 110, total: 10_110 }],
  // trucking Rp 5,000/kg, min 10: 3.4 → 4 → 10 kg = 50,000; PPN 550
  ['trucking 3.4 kg → 10 kg minimum', { service: TRC, koli: kg(3.4) }, { kg: 10, freight: 50_000, tax: 550, total: 50_550 }],
  // price row min 5 kg above REG's 1 kg: 2.5 → 3 → 5 kg
  ['price row minimum 5 kg above the service’s 1 kg', { koli: kg(2.5), prices: [priceRow(1, 10_000, { min_kg: 5 })] }, { kg: 5, freight: 50_000, tax: 550, total: 50_550 }],

  // ── contracts ──
  // special Rp 8,000 × 3 kg = 24,000; PPN 264
  ['contract special rate for REG', { koli: kg(3), contracts: [contract({ service_id: 1, special_rate_per_kg: 8_000 })] }, { kg: 3, freight: 24_000, tax: 264, total: 24_264 }],
  // contract for YES only: REG keeps the list rate and gets no discount either
  [
    'contract special rate and discount for YES do not touch REG',
    { koli: kg(3), contracts: [contract({ service_id: 2, special_rate_per_kg: 8_000, discount_percent: 10 })] },
    { kg: 3, freight: 30_000, tax: 330, total: 30_330 },
  ],
  // 30,000 × 10 % = 3,000; base 27,000 × 1.1 % = 297
  ['contract discount 10 % on every service', { koli: kg(3), contracts: [contract({ discount_percent: 10 })] }, { kg: 3, freight: 30_000, discount: 3_000, tax: 297, total: 27_297 }],
  // 70,000 × 12.5 % = 8,750; base 61,250 × 1.1 % = 673.75 → 673 (down, e-Faktur); 61,250 + 673
  ['contract discount 12.5 %', { koli: kg(7), contracts: [contract({ discount_percent: 12.5 })] }, { kg: 7, freight: 70_000, discount: 8_750, tax: 673, total: 61_923 }],
  // an expired contract (ended 2026-02-28) gives nothing
  ['expired contract ignored', { koli: kg(3), contracts: [contract({ end_date: '2026-02-28', discount_percent: 10 })] }, { kg: 3, freight: 30_000, tax: 330, total: 30_330 }],

  // ── customer adjustments ──
  // 40,000 × 5 % = 2,000 reduction → discount; base 38,000 → 418
  ['approved −5 % adjustment is a reduction', { koli: kg(4), adjustments: [adjustment(1, -5)] }, { kg: 4, freight: 40_000, discount: 2_000, tax: 418, total: 38_418 }],
  // 40,000 × 7.5 % = 3,000 surcharge → freight 43,000; PPN 473
  ['approved +7.5 % adjustment is a surcharge', { koli: kg(4), adjustments: [adjustment(1, 7.5)] }, { kg: 4, freight: 43_000, tax: 473, total: 43_473 }],
  [
    'pending, rejected, expired, future and other-service adjustments ignored',
    {
      koli: kg(4),
      adjustments: [
        adjustment(1, -50, { status: 'PENDING' }),
        adjustment(2, -50, { status: 'REJECTED' }),
        adjustment(3, -50, { effective_to: '2026-03-01' }),
        adjustment(4, -50, { effective_from: '2026-03-03' }),
        adjustment(5, -50, { service_id: 2 }),
      ],
    },
    { kg: 4, freight: 40_000, tax: 440, total: 40_440 },
  ],
  // +5 % − 2 % = +3 % of 40,000 = 1,200 → freight 41,200; × 1.1 % = 453.2 → 453
  ['+5 % and −2 % net to a 3 % surcharge', { koli: kg(4), adjustments: [adjustment(1, 5), adjustment(2, -2, { service_id: 1 })] }, { kg: 4, freight: 41_200, tax: 453, total: 41_653 }],
  // −5 % = 2,000 and contract 10 % = 4,000 → discount 6,000; base 34,000 → 374
  [
    'adjustment reduction and contract discount add up',
    { koli: kg(4), adjustments: [adjustment(1, -5)], contracts: [contract({ discount_percent: 10 })] },
    { kg: 4, freight: 40_000, discount: 6_000, tax: 374, total: 34_374 },
  ],
  // −100 % and 50 %: 40,000 + 20,000 capped at the freight 40,000; base 0 → PPN 0
  [
    'discount never exceeds the freight',
    { koli: kg(4), adjustments: [adjustment(1, -100)], contracts: [contract({ discount_percent: 50 })] },
    { kg: 4, freight: 40_000, discount: 40_000, tax: 0, total: 0 },
  ],

  // ── additional costs ──
  // flat 10,000 taxable: base 20,000 → 220; 10,000 + 10,000 + 220
  ['FLAT Rp 10,000 always', { cost_cases: [costCase(1, 'ALWAYS', 'FLAT', 10_000)] }, { kg: 1, freight: 10_000, additional: 10_000, tax: 220, total: 20_220 }],
  // 1,500 × 3 kg = 4,500; base 34,500 × 1.1 % = 379.5 → 379 (down)
  ['PER_KG Rp 1,500 × chargeable 3 kg', { koli: kg(3), cost_cases: [costCase(1, 'ALWAYS', 'PER_KG', 1_500)] }, { kg: 3, freight: 30_000, additional: 4_500, tax: 379, total: 34_879 }],
  // wooden crate 75,000 × 2 koli = 150,000; 2 kg = 20,000; base 170,000 → 1,870
  [
    'PER_KOLI wooden crate when picked',
    { koli: kg(1, 1), cost_cases: [costCase(7, 'ON_REQUEST', 'PER_KOLI', 75_000)], cost_case_ids: [7] },
    { kg: 2, freight: 20_000, additional: 150_000, tax: 1_870, total: 171_870 },
  ],
  ['ON_REQUEST case not picked: not charged', { koli: kg(1, 1), cost_cases: [costCase(7, 'ON_REQUEST', 'PER_KOLI', 75_000)] }, { kg: 2, freight: 20_000, tax: 220, total: 20_220 }],
  // 0.5 % × 1,234,567 = 6,172.835 → 6,173, not taxable: PPN on 10,000 only
  [
    'PERCENT_OF_GOODS 0.5 %, not taxable',
    { goods_value: 1_234_567, cost_cases: [costCase(1, 'ALWAYS', 'PERCENT_OF_GOODS', 0.5, { taxable: false })] },
    { kg: 1, freight: 10_000, additional: 6_173, tax: 110, total: 16_283 },
  ],
  // 2.5 % × 70,000 = 1,750; base 71,750 × 1.1 % = 789.25 → 789
  ['PERCENT_OF_FREIGHT 2.5 %', { koli: kg(7), cost_cases: [costCase(1, 'ALWAYS', 'PERCENT_OF_FREIGHT', 2.5)] }, { kg: 7, freight: 70_000, additional: 1_750, tax: 789, total: 72_539 }],
  // the case's own amount (Rp 12,500) replaces the type's default (Rp 10,000): base 22,500 → 247.5 → 247 (down)
  ['case amount overrides the default', { cost_cases: [costCase(1, 'ALWAYS', 'FLAT', 10_000, { amount: 12_500 })] }, { kg: 1, freight: 10_000, additional: 12_500, tax: 247, total: 22_747 }],
  // heavy koli ≥ 50 kg, Rp 2,000/kg: koli 53.2 and 20 → actual 73.20 → 73 kg = 730,000;
  // only the 53.2 kg koli counts, rounded up to 54 kg → 108,000; base 838,000 × 1.1 % = 9,218
  [
    'ALWAYS with min_kg 50: only the heavy koli',
    { koli: kg(53.2, 20), cost_cases: [costCase(1, 'ALWAYS', 'PER_KG', 2_000, { min_kg: 50 })] },
    { kg: 73, freight: 730_000, additional: 108_000, tax: 9_218, total: 847_218 },
  ],
  // 49.99 + 20 = 69.99 → 70 kg; no koli reaches 50 → no surcharge; PPN 7,700
  ['ALWAYS with min_kg 50: 49.99 kg koli not charged', { koli: kg(49.99, 20), cost_cases: [costCase(1, 'ALWAYS', 'PER_KG', 2_000, { min_kg: 50 })] }, { kg: 70, freight: 700_000, tax: 7_700, total: 707_700 }],
  // 100×60×50 = 300,000 ÷ 6000 = 50.00 kg volumetric reaches 50 → 50 × 2,000 = 100,000; freight 50 kg = 500,000;
  // base 600,000 → 6,600
  [
    'min_kg reached by a koli’s volumetric weight',
    { koli: [box(10, 100, 60, 50)], cost_cases: [costCase(1, 'ALWAYS', 'PER_KG', 2_000, { min_kg: 50 })] },
    { kg: 50, freight: 500_000, additional: 100_000, tax: 6_600, total: 606_600 },
  ],
  // 100.1×99.9×30 = 299,999.7 cm³ = 49.99995 kg: below 50, no surcharge (rounded to 50.00 first, it was charged
  // 100,000); freight 50 kg = 500,000 → PPN 5,500
  [
    'min_kg not reached by a koli of 49.99995 kg volumetric',
    { koli: [box(10, 100.1, 99.9, 30)], cost_cases: [costCase(1, 'ALWAYS', 'PER_KG', 2_000, { min_kg: 50 })] },
    { kg: 50, freight: 500_000, tax: 5_500, total: 505_500 },
  ],
  // 90.1×99.1×33.6 = 300,011.376 cm³ = 50.0019 kg: reaches 50 and starts a 51st kg → 51 × 2,000 = 102,000;
  // freight 50 kg (.0019 < .30) = 500,000; base 602,000 → 6,622
  [
    'a koli of 50.0019 kg volumetric pays the surcharge on 51 kg',
    { koli: [box(10, 90.1, 99.1, 33.6)], cost_cases: [costCase(1, 'ALWAYS', 'PER_KG', 2_000, { min_kg: 50 })] },
    { kg: 50, freight: 500_000, additional: 102_000, tax: 6_622, total: 608_622 },
  ],
  // remote flat 50,000: base 60,000 → 660
  ['REMOTE_AREA when the destination is remote', { destination_remote: true, cost_cases: [costCase(1, 'REMOTE_AREA', 'FLAT', 50_000)] }, { kg: 1, freight: 10_000, additional: 50_000, tax: 660, total: 60_660 }],
  ['REMOTE_AREA not charged elsewhere', { destination_remote: false, cost_cases: [costCase(1, 'REMOTE_AREA', 'FLAT', 50_000)] }, { kg: 1, freight: 10_000, tax: 110, total: 10_110 }],
  ['trucking-only handling not charged on REG', { cost_cases: [costCase(1, 'ALWAYS', 'FLAT', 25_000, { service_id: 3 })] }, { kg: 1, freight: 10_000, tax: 110, total: 10_110 }],
  // trucking 10 kg × 5,000 = 50,000 + handling 25,000; base 75,000 → 825
  [
    'trucking-only handling charged on trucking',
    { service: TRC, koli: kg(10), cost_cases: [costCase(1, 'ALWAYS', 'FLAT', 25_000, { service_id: 3 })] },
    { kg: 10, freight: 50_000, additional: 25_000, tax: 825, total: 75_825 },
  ],

  // ── insurance ──
  // 0.2 % × 12,345,678 = 24,691.356 → 24,691 + 5,000 = 29,691; not taxed: PPN 110 on freight only
  ['insurance 0.2 % of 12,345,678 + 5,000', { insured: true, goods_value: 12_345_678 }, { kg: 1, freight: 10_000, insurance: 29_691, tax: 110, total: 39_801 }],
  // 0.2 % × 1,250 = 2.5 → 3 (half up) + 5,000
  ['insurance premium half up', { insured: true, goods_value: 1_250 }, { kg: 1, freight: 10_000, insurance: 5_003, tax: 110, total: 15_113 }],
  ['goods value without insurance: no premium', { insured: false, goods_value: 12_345_678 }, { kg: 1, freight: 10_000, tax: 110, total: 10_110 }],

  // ── COD ──
  // 3 % × 1,234,567 = 37,037.01 → 37,037; base 47,037 × 1.1 % = 517.407 → 517
  ['COD fee 3 % (setting)', { cod_amount: 1_234_567 }, { kg: 1, freight: 10_000, cod_fee: 37_037, tax: 517, total: 47_554 }],
  // contract 2.5 % × 1,000,000 = 25,000; base 35,000 → 385
  ['COD fee 2.5 % (contract)', { cod_amount: 1_000_000, contracts: [contract({ cod_fee_percent: 2.5 })] }, { kg: 1, freight: 10_000, cod_fee: 25_000, tax: 385, total: 35_385 }],

  // ── PPN rounding: down to the rupiah, as e-Faktur and the invoice (special rates chosen to hit exact bases) ──
  // 15,150 × 3 = 45,450 × 1.1 % = 499.95 → 499
  ['PPN on 45,450 = 499.95 → 499', { koli: kg(3), contracts: [contract({ service_id: 1, special_rate_per_kg: 15_150 })] }, { kg: 3, freight: 45_450, tax: 499, total: 45_949 }],
  // 11,360 × 4 = 45,440 → 499.84 → 499
  ['PPN on 45,440 = 499.84 → 499', { koli: kg(4), contracts: [contract({ service_id: 1, special_rate_per_kg: 11_360 })] }, { kg: 4, freight: 45_440, tax: 499, total: 45_939 }],
  // 11,350 × 4 = 45,400 → 499.4 → 499
  ['PPN on 45,400 = 499.4 → 499', { koli: kg(4), contracts: [contract({ service_id: 1, special_rate_per_kg: 11_350 })] }, { kg: 4, freight: 45_400, tax: 499, total: 45_899 }],
  // 9,100 × 5 = 45,500 → 500.5 → 500
  ['PPN on 45,500 = 500.5 → 500', { koli: kg(5), contracts: [contract({ service_id: 1, special_rate_per_kg: 9_100 })] }, { kg: 5, freight: 45_500, tax: 500, total: 46_000 }],
  // 9,100 × 10 = 91,000 → 1,001 exactly
  ['PPN on 91,000 = 1,001', { koli: kg(10), contracts: [contract({ service_id: 1, special_rate_per_kg: 9_100 })] }, { kg: 10, freight: 91_000, tax: 1_001, total: 92_001 }],
  // ── the general rule, 12 % on 11/12 of the price ──
  // contract 12 % × 11/12: DPP 30,000 × 11/12 = 27,500; PPN 3,300 (at 12 % of the full price it was 3,600)
  ['contract under the general rule', { koli: kg(3), contracts: [contract({ ppn_percent: 12, ppn_base: 'ELEVEN_TWELFTHS' })] }, { kg: 3, freight: 30_000, tax: 3_300, total: 33_300 }],
  // 7 kg: 70,000 × 11/12 = 64,166.67 → 64,166; × 12 % = 7,699.92 → 7,699
  ['general rule, rounded down twice', { koli: kg(7), contracts: [contract({ ppn_percent: 12, ppn_base: 'ELEVEN_TWELFTHS' })] }, { kg: 7, freight: 70_000, tax: 7_699, total: 77_699 }],
  // the service's rule when the contract sets none
  ['service under the general rule', { service: { ...REG, ppn_percent: 12, ppn_base: 'ELEVEN_TWELFTHS' }, koli: kg(7) }, { kg: 7, freight: 70_000, tax: 7_699, total: 77_699 }],
  // the contract's rate goes before the service's, each field on its own: 1.1 % of 11/12 of 70,000 = 705.826 → 705
  ['contract rate over the service rule', { service: { ...REG, ppn_percent: 12, ppn_base: 'ELEVEN_TWELFTHS' }, koli: kg(7), contracts: [contract({ ppn_percent: 1.1 })] }, { kg: 7, freight: 70_000, tax: 705, total: 70_705 }],
  ['contract PPN 0 %: exempt', { koli: kg(3), contracts: [contract({ ppn_percent: 0 })] }, { kg: 3, freight: 30_000, tax: 0, total: 30_000 }],
  // 11 % × 30,000 = 3,300
  ['contract PPN 11 %', { koli: kg(3), contracts: [contract({ ppn_percent: 11 })] }, { kg: 3, freight: 30_000, tax: 3_300, total: 33_300 }],
  // PPN setting 12 % instead of the default: 30,000 × 12 % = 3,600
  ['PPN from the settings', { koli: kg(3), settings: { ...DEFAULT_PRICING_SETTINGS, ppn_percent: 12 } }, { kg: 3, freight: 30_000, tax: 3_600, total: 33_600 }],

  // ── everything at once ──
  // 2 koli 40×30×20 (4.00 vol each) actual 3.1 + 2.2: actual 5.30 vs volumetric 8.00 → 8 kg × 10,000 = 80,000
  // adjustment +2.5 % = 2,000 → freight 82,000; contract 10 % of 80,000 = 8,000 discount
  // crate 75,000 × 2 = 150,000 (taxable) + remote 25,000 (not taxable) = 175,000
  // insurance 0.2 % × 2,000,000 = 4,000 + 5,000 = 9,000; COD 3 % × 500,000 = 15,000
  // base 82,000 − 8,000 + 150,000 + 15,000 = 239,000 × 1.1 % = 2,629
  // total 82,000 − 8,000 + 175,000 + 9,000 + 15,000 + 2,629 = 275,629
  [
    'all charges together',
    {
      koli: [box(3.1, 40, 30, 20), box(2.2, 40, 30, 20)],
      adjustments: [adjustment(1, 2.5)],
      contracts: [contract({ discount_percent: 10 })],
      cost_cases: [costCase(7, 'ON_REQUEST', 'PER_KOLI', 75_000), costCase(8, 'REMOTE_AREA', 'FLAT', 25_000, { taxable: false })],
      cost_case_ids: [7],
      destination_remote: true,
      insured: true,
      goods_value: 2_000_000,
      cod_amount: 500_000,
    },
    { kg: 8, freight: 82_000, discount: 8_000, additional: 175_000, insurance: 9_000, cod_fee: 15_000, tax: 2_629, total: 275_629 },
  ],
];

describe('priceShipment: reference cases', () => {
  it.each(REFERENCE)('%s', (_name, input, expected) => {
    const result = priceShipment(shipment(input));
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
    const { kg: chargeable, ...charges } = expected;
    expect(result.quote.weight.chargeable_kg).toBe(chargeable);
    expect(result.quote.charges).toEqual({ additional: 0, insurance: 0, cod_fee: 0, discount: 0, ...charges });
  });

  it('holds at least 30 reference cases', () => {
    expect(REFERENCE.length).toBeGreaterThanOrEqual(30);
  });
});

describe('priceShipment: the breakdown', () => {
  it('names the rate’s source', () => {
    const list = priceShipment(shipment({ koli: kg(3) }));
    const special = priceShipment(shipment({ koli: kg(3), contracts: [contract({ service_id: 1, special_rate_per_kg: 8_000 })] }));
    expect(list.ok && list.quote.rate).toEqual({ per_kg: 10_000, source: 'price-list', price_id: 101, contract_id: null, special_price_id: null });
    expect(special.ok && special.quote.rate).toEqual({ per_kg: 8_000, source: 'contract', price_id: 101, contract_id: 501, special_price_id: null });
    // a special price of an internal memo wins over the contract; a district's over its city's; a rate set by hand over both
    const memo = { id: 7, service_id: 1, rate_per_kg: 6_000, valid_from: '2026-01-01', valid_to: '2026-12-31', exact: false };
    const byMemo = priceShipment(shipment({ koli: kg(3), contracts: [contract({ service_id: 1, special_rate_per_kg: 8_000 })], special_prices: [memo, { ...memo, id: 8, rate_per_kg: 5_500, exact: true }] }));
    expect(byMemo.ok && byMemo.quote.rate).toMatchObject({ per_kg: 5_500, source: 'special-price', special_price_id: 8 });
    const expired = priceShipment(shipment({ koli: kg(3), special_prices: [{ ...memo, valid_to: '2000-01-01', valid_from: '2000-01-01' }] }));
    expect(expired.ok && expired.quote.rate.source).toBe('price-list');
    const manual = priceShipment(shipment({ koli: kg(3), special_prices: [memo], manual_rate_per_kg: 4_000 }));
    expect(manual.ok && manual.quote.rate).toMatchObject({ per_kg: 4_000, source: 'manual' });
  });

  it('uses the row in force: the latest effective_from, expired rows ignored', () => {
    const prices = [
      priceRow(1, 8_000, { effective_from: '2025-01-01' }),
      priceRow(2, 10_000, { effective_from: '2026-01-01' }),
      priceRow(3, 15_000, { effective_from: '2026-02-01', effective_to: '2026-02-28' }), // ended the day before
      priceRow(4, 12_000, { effective_from: '2026-04-01' }), // not yet
    ];
    const result = priceShipment(shipment({ koli: kg(3), prices }));
    expect(result.ok && result.quote.rate.price_id).toBe(2);
    expect(result.ok && result.quote.charges.freight).toBe(30_000); // 10,000 × 3
  });

  it('lists the cost lines with what they multiply', () => {
    const result = priceShipment(shipment({ koli: kg(53.2, 20), cost_cases: [costCase(1, 'ALWAYS', 'PER_KG', 2_000, { min_kg: 50 })] }));
    expect(result.ok && result.quote.additional_costs).toEqual([
      { cost_case_id: 1, code: 'C1', name: 'Case 1', calculation: 'PER_KG', rate: 2_000, quantity: 54, amount: 108_000, taxable: true },
    ]);
  });

  it('reports the adjustments it used', () => {
    const result = priceShipment(shipment({ koli: kg(4), adjustments: [adjustment(1, 5), adjustment(2, -2), adjustment(3, -9, { status: 'PENDING' })] }));
    expect(result.ok && result.quote.adjustment).toEqual({ ids: [1, 2], percent: 3, surcharge: 1_200, reduction: 0 });
  });

  it('takes the ETA from the price row, else from the service', () => {
    // Monday 2026-03-02; row lead 2–3 → Wed 04, Thu 05. Without a row (contract rate) REG's 1–7: Tue 03 … Tue 10 (Sunday 08 skipped)
    const fromRow = priceShipment(shipment());
    const fromService = priceShipment(shipment({ prices: [], contracts: [contract({ service_id: 1, special_rate_per_kg: 9_000 })] }));
    expect(fromRow.ok && fromRow.quote.eta).toEqual({ earliest: '2026-03-04', latest: '2026-03-05' });
    expect(fromService.ok && fromService.quote.eta).toEqual({ earliest: '2026-03-03', latest: '2026-03-10' });
  });
});

describe('priceShipment: refusals', () => {
  it('says there is no price when no row holds on the date', () => {
    const result = priceShipment(shipment({ prices: [priceRow(1, 10_000, { effective_from: '2026-04-01' })] }));
    expect(result).toEqual({ ok: false, reason: 'no-price', errors: { rate: ['No price for this origin, destination and service on 2026-03-02'] } });
  });

  it('reports the missing price together with bad figures', () => {
    const result = priceShipment(shipment({ prices: [], koli: [] }));
    expect(result).toEqual({ ok: false, reason: 'invalid', errors: { koli: ['Add at least one koli'], rate: ['No price for this origin, destination and service on 2026-03-02'] } });
  });

  it('refuses a picked cost case that is unknown or does not fit', () => {
    const cases = [costCase(1, 'ON_REQUEST', 'FLAT', 10_000, { service_id: 3 }), costCase(2, 'ON_REQUEST', 'PER_KG', 2_000, { min_kg: 50 })];
    const result = priceShipment(shipment({ koli: kg(20), cost_cases: cases, cost_case_ids: [1, 2, 99] }));
    expect(result).toEqual({
      ok: false,
      reason: 'invalid',
      errors: {
        'cost_case_ids.0': ['Not available for this service'],
        'cost_case_ids.1': ['Only for a koli of 50 kg or more'],
        'cost_case_ids.2': ['Unknown cost case'],
      },
    });
  });
});

describe('priceShipment: the AWB carries what its invoice line computes for it', () => {
  const GENERAL = { ppn_percent: 12, ppn_base: 'ELEVEN_TWELFTHS' } as const;
  const stamp = { amount: 10_000, threshold: 5_000_000, charged: true };
  it.each<[string, Partial<ContractTerms>, ServiceTerms]>([
    ['delivery rule', {}, REG],
    ['general rule by contract', GENERAL, REG],
    ['general rule by service', {}, { ...REG, ...GENERAL }],
    ['contract 11 % on the billed amount', { ppn_percent: 11 }, { ...REG, ...GENERAL }],
  ])('%s: PPN, DPP and total agree for every weight, rate, discount, cost and insurance', (_name, contractPpn, service) => {
    for (const [weight, special, discount] of [[1, 9_100, null], [7, 15_150, 12.5], [23.45, 11_360, 3], [0.3, 10_000, null], [49.99, 9_999, 7.25]] as const) {
      const result = priceShipment(
        shipment({
          service,
          koli: kg(weight),
          contracts: [contract({ service_id: REG.id, special_rate_per_kg: special, discount_percent: discount, ...contractPpn })],
          cost_cases: [costCase(1, 'ALWAYS', 'PER_KG', 1_234.5), costCase(2, 'ALWAYS', 'FLAT', 2_500, { taxable: false })],
          insured: true,
          goods_value: 1_234_567,
          cod_amount: 333_333,
        }),
      );
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      const { charges, tax } = result.quote;
      // its invoice line as the CDR copies it: billed = total − PPN; taxable = that less insurance and untaxed costs
      const billed = charges.total - charges.tax;
      const invoice = invoiceFigures([{ amount: billed, taxable: billed - charges.insurance - 2_500, rule: tax.rule }], stamp);
      expect({ ppn: charges.tax, dpp: tax.dpp, taxable: tax.taxable }).toEqual({ ppn: invoice.ppn, dpp: invoice.dpp, taxable: invoice.taxable_amount });
      expect(charges.total).toBe(invoice.total - invoice.stamp_duty);
    }
  });
});
