// Master data shared by the pricing tests: small, round figures so every expectation can be worked by hand.
import type { CostCaseTerms } from '@/lib/pricing/costs';
import type { AdjustmentTerms, ContractTerms, PriceRow } from '@/lib/pricing/effective';
import type { QuoteInput, ServiceTerms } from '@/lib/pricing/quote';
import { DEFAULT_PRICING_SETTINGS } from '@/lib/pricing/settings';

/** Monday. */
export const DATE = '2026-03-02';
export const DIVISOR = 6000;

export const REG: ServiceTerms = { id: 1, min_kg: 1, rounding_tolerance: 0.3, lead_time_min: 1, lead_time_max: 7, delivers_on_holidays: false, ppn_percent: null, ppn_base: null };
export const YES: ServiceTerms = { id: 2, min_kg: 1, rounding_tolerance: 0, lead_time_min: 1, lead_time_max: 1, delivers_on_holidays: true, ppn_percent: null, ppn_base: null };
export const TRC: ServiceTerms = { id: 3, min_kg: 10, rounding_tolerance: 0, lead_time_min: 4, lead_time_max: 10, delivers_on_holidays: false, ppn_percent: null, ppn_base: null };

const row = (id: number, rate_per_kg: number, extra: Partial<PriceRow> = {}): PriceRow => ({
  id,
  rate_per_kg,
  min_kg: 1,
  lead_time_min: 2,
  lead_time_max: 3,
  effective_from: '2026-01-01',
  effective_to: null,
  ...extra,
});

/** The route's price rows per service: REG Rp 10,000/kg, YES Rp 20,000/kg, trucking Rp 5,000/kg. */
export const PRICES: Record<number, PriceRow[]> = {
  [REG.id]: [row(101, 10_000)],
  [YES.id]: [row(102, 20_000, { lead_time_min: 1, lead_time_max: 1 })],
  [TRC.id]: [row(103, 5_000, { min_kg: 10, lead_time_min: 4, lead_time_max: 6 })],
};
export const priceRow = row;

export const contract = (extra: Partial<ContractTerms> = {}): ContractTerms => ({
  id: 501,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  service_id: null,
  special_rate_per_kg: null,
  discount_percent: null,
  ppn_percent: null,
  ppn_base: null,
  cod_fee_percent: null,
  ...extra,
});

export const adjustment = (id: number, adjustment_percent: number, extra: Partial<AdjustmentTerms> = {}): AdjustmentTerms => ({
  id,
  adjustment_percent,
  service_id: null,
  effective_from: '2026-01-01',
  effective_to: null,
  status: 'APPROVED',
  ...extra,
});

export const costCase = (
  id: number,
  applies: CostCaseTerms['applies'],
  calculation: CostCaseTerms['cost_type']['calculation'],
  amount: number,
  extra: Partial<Omit<CostCaseTerms, 'cost_type'>> & { taxable?: boolean } = {},
): CostCaseTerms => {
  const { taxable = true, ...rest } = extra;
  return {
    id,
    code: `C${id}`,
    name: `Case ${id}`,
    applies,
    service_id: null,
    min_kg: null,
    amount: null,
    cost_type: { calculation, default_amount: amount, taxable },
    ...rest,
  };
};

/** A REG shipment of the given koli weights (no sides) on DATE, no customer terms. */
export function shipment(overrides: Partial<QuoteInput> = {}): QuoteInput {
  const service = overrides.service ?? REG;
  return {
    date: DATE,
    koli: [{ weight_kg: 1 }],
    service,
    volumetric_divisor: DIVISOR,
    prices: PRICES[service.id],
    settings: DEFAULT_PRICING_SETTINGS,
    ...overrides,
  };
}

export const kg = (...weights: number[]) => weights.map((weight_kg) => ({ weight_kg }));
export const box = (weight_kg: number, length_cm: number, width_cm: number, height_cm: number) => ({ weight_kg, length_cm, width_cm, height_cm });
