/*
 * The price of one shipment, start to finish (DOMAIN.md "Pricing" and "Tax"). The caller loads the
 * master data; this decides which of it holds on the date and does the sums. All amounts are whole
 * rupiah and each rule rounds once.
 *
 *   freight     = rate × chargeable kg, plus the net surcharge of the customer's adjustments
 *   discount    = the net reduction of the adjustments + the contract discount (never above freight)
 *   additional  = the cost cases that apply
 *   insurance   = premium % × goods value + admin fee, when insured
 *   cod_fee     = COD fee % × amount collected, when there is one
 *   tax (PPN)   = ppnOf(freight − discount + taxable additional + cod_fee) under the rule of the
 *                 contract, else the service, else the setting — lib/finance/tax.ts, the function and
 *                 rule the invoice uses, so the AWB's PPN is what its invoice line computes for it;
 *                 insurance is left out, insurance services are not subject to PPN
 *   total       = freight − discount + additional + insurance + cod_fee + tax
 *
 * Every other percentage is taken of the list freight (rate × kg), never of another adjusted figure, so
 * the order in which rules run cannot change a rupiah.
 */
import { DEFAULT_PPN_BASE, ppnOf, ppnRuleFor, type PpnRule, type PpnTerms } from '@/lib/finance/tax';
import { applicableCostCases, costCaseMismatch, costLine, type CostCaseTerms, type CostLine } from './costs';
import {
  activeContract,
  contractDiscountApplies,
  contractRateApplies,
  effectiveAdjustments,
  effectivePrice,
  type AdjustmentTerms,
  type ContractTerms,
  type PriceRow,
} from './effective';
import { estimateDelivery, type Eta } from './eta';
import { basisPoints, percentOf, percentOfBasisPoints } from './money';
import type { PricingSettings } from './settings';
import { validateShipment, type FieldErrors, type ShipmentFigures } from './validate';
import { chargeableWeight, type ChargeableWeight } from './weight';

export interface ServiceTerms extends PpnTerms {
  id: number;
  min_kg: number;
  rounding_tolerance: number;
  lead_time_min: number;
  lead_time_max: number;
  delivers_on_holidays: boolean;
}

export interface QuoteInput extends ShipmentFigures {
  service: ServiceTerms;
  /** The divisor of the service's moda. */
  volumetric_divisor: number;
  /** The price rows of this origin, destination and service, whatever their dates. */
  prices: readonly PriceRow[];
  /** The customer's contracts (none for a cash customer). */
  contracts?: readonly ContractTerms[];
  /** The customer's price adjustments, of any status and date. */
  adjustments?: readonly AdjustmentTerms[];
  /** The active cost cases. */
  cost_cases?: readonly CostCaseTerms[];
  /** The ON_REQUEST cases the clerk picked. */
  cost_case_ids?: readonly number[];
  destination_remote?: boolean;
  holidays?: readonly string[];
  /** A rate per kg set by hand (a helpdesk price change): it replaces every other. */
  manual_rate_per_kg?: number | null;
  /** The customer's approved special prices on this route (internal memos): one holding on the date replaces the contract's and the list's rate. */
  special_prices?: readonly SpecialPrice[];
  settings: PricingSettings;
}

/** A special price of an internal memo: for a destination district (`exact`) or for every district of its city. */
export interface SpecialPrice {
  id: number;
  service_id: number;
  rate_per_kg: number;
  valid_from: string;
  valid_to: string;
  exact: boolean;
}

/** The special price holding on the date for this service: a district's before a city's, then the latest. */
export function specialPriceOn(prices: readonly SpecialPrice[], serviceId: number, date: string): SpecialPrice | null {
  const holding = prices.filter((p) => p.service_id === serviceId && p.valid_from <= date && date <= p.valid_to);
  holding.sort((a, b) => Number(b.exact) - Number(a.exact) || b.valid_from.localeCompare(a.valid_from) || b.id - a.id);
  return holding[0] ?? null;
}

/** The API contract's `charges`. */
export interface Charges {
  freight: number;
  additional: number;
  insurance: number;
  cod_fee: number;
  discount: number;
  tax: number;
  total: number;
}

export interface Quote {
  weight: ChargeableWeight;
  rate: { per_kg: number; source: 'price-list' | 'contract' | 'special-price' | 'manual'; price_id: number | null; contract_id: number | null; special_price_id?: number | null };
  /** rate × chargeable kg, the base of every percentage. */
  list_freight: number;
  /** Net of the matching approved adjustments: a positive net is a surcharge, a negative one a reduction. */
  adjustment: { ids: number[]; percent: number; surcharge: number; reduction: number };
  contract_discount: { percent: number; amount: number };
  additional_costs: CostLine[];
  insurance: { rate_percent: number; premium: number; admin_fee: number; amount: number };
  cod: { amount: number; fee_percent: number; fee: number };
  /** PPN: the rule, the amount it is on (taxable), its DPP and the PPN — as the invoice works them out. */
  tax: { rule: PpnRule; taxable: number; dpp: number; amount: number };
  eta: Eta;
  charges: Charges;
}

/** 'no-price': the figures are fine but no price list rate (nor contract rate) holds on the date. */
export type QuoteResult = { ok: true; quote: Quote } | { ok: false; reason: 'invalid' | 'no-price'; errors: FieldErrors };

/** Where the "no price" message goes in `errors`. */
export const NO_PRICE_FIELD = 'rate';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A picked case that is unknown or does not fit (another service, no koli heavy enough) is refused, not silently dropped. */
function checkPickedCases(input: QuoteInput, fits: (c: CostCaseTerms) => string | null, errors: FieldErrors) {
  (input.cost_case_ids ?? []).forEach((id, i) => {
    const found = (input.cost_cases ?? []).find((c) => c.id === id);
    const problem = found ? fits(found) : 'Unknown cost case';
    if (problem) (errors[`cost_case_ids.${i}`] ??= []).push(problem);
  });
}

export function priceShipment(input: QuoteInput): QuoteResult {
  const { service, settings } = input;
  const price = effectivePrice(input.prices, input.date);
  const contract = activeContract(input.contracts ?? [], input.date);
  const contractRate = contract != null && contractRateApplies(contract, service.id) ? contract.special_rate_per_kg : null;
  const manualRate = input.manual_rate_per_kg ?? null;
  const special = specialPriceOn(input.special_prices ?? [], service.id, input.date);
  const rate = manualRate ?? special?.rate_per_kg ?? contractRate ?? price?.rate_per_kg ?? null;
  const noPrice = { [NO_PRICE_FIELD]: [`No price for this origin, destination and service on ${input.date}`] };

  // Every problem at once, so the clerk does not fix one field only to meet the next.
  const errors = validateShipment(input, settings);
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors: rate == null ? { ...errors, ...noPrice } : errors };

  const weight = chargeableWeight(input.koli, {
    volumetric_divisor: input.volumetric_divisor,
    rounding_tolerance: service.rounding_tolerance,
    min_kg: Math.max(service.min_kg, price?.min_kg ?? 0),
  });
  const listFreight = (rate ?? 0) * weight.chargeable_kg;

  const costContext = {
    service_id: service.id,
    picked_ids: input.cost_case_ids ?? [],
    destination_remote: input.destination_remote ?? false,
    koli: weight.koli,
    chargeable_kg: weight.chargeable_kg,
    goods_value: input.goods_value ?? 0,
    freight: listFreight,
  };
  checkPickedCases(input, (c) => costCaseMismatch(c, costContext), errors);
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors: rate == null ? { ...errors, ...noPrice } : errors };
  if (rate == null) return { ok: false, reason: 'no-price', errors: noPrice };

  // Adjustments add up in basis points first, then one rounding: +5 % and −2 % is a 3 % surcharge.
  const adjustments = effectiveAdjustments(input.adjustments ?? [], input.date, service.id);
  const netBp = sum(adjustments.map((a) => basisPoints(a.adjustment_percent)));
  const surcharge = netBp > 0 ? percentOfBasisPoints(listFreight, netBp) : 0;
  const reduction = netBp < 0 ? percentOfBasisPoints(listFreight, -netBp) : 0;

  const discountPercent = contract != null && contractDiscountApplies(contract, service.id) ? (contract.discount_percent ?? 0) : 0;
  const contractDiscount = percentOf(listFreight, discountPercent);

  const freight = listFreight + surcharge;
  const discount = Math.min(freight, reduction + contractDiscount);

  const additionalCosts = applicableCostCases(input.cost_cases ?? [], costContext).map((c) => costLine(c, costContext));
  const additional = sum(additionalCosts.map((line) => line.amount));
  const taxableAdditional = sum(additionalCosts.filter((line) => line.taxable).map((line) => line.amount));

  const premium = input.insured ? percentOf(input.goods_value ?? 0, settings.insurance_rate_percent) : 0;
  const adminFee = input.insured ? settings.insurance_admin_fee : 0;
  const insurance = premium + adminFee;

  const codAmount = input.cod_amount ?? 0;
  const codFeePercent = contract?.cod_fee_percent ?? settings.cod_fee_percent;
  const codFee = codAmount > 0 ? percentOf(codAmount, codFeePercent) : 0;

  const ppnRule = ppnRuleFor(contract, service, { ppn_percent: settings.ppn_percent, ppn_base: DEFAULT_PPN_BASE });
  const taxable = freight - discount + taxableAdditional + codFee;
  const { dpp, ppn: tax } = ppnOf(taxable, ppnRule);

  const lead = price ?? service;
  return {
    ok: true,
    quote: {
      weight,
      rate: { per_kg: rate, source: manualRate != null ? 'manual' : special ? 'special-price' : contractRate != null ? 'contract' : 'price-list', price_id: price?.id ?? null, contract_id: contract?.id ?? null, special_price_id: special?.id ?? null },
      list_freight: listFreight,
      adjustment: { ids: adjustments.map((a) => a.id), percent: netBp / 100, surcharge, reduction },
      contract_discount: { percent: discountPercent, amount: contractDiscount },
      additional_costs: additionalCosts,
      insurance: { rate_percent: settings.insurance_rate_percent, premium, admin_fee: adminFee, amount: insurance },
      cod: { amount: codAmount, fee_percent: codFeePercent, fee: codFee },
      tax: { rule: ppnRule, taxable, dpp, amount: tax },
      eta: estimateDelivery({
        date: input.date,
        lead_time_min: lead.lead_time_min,
        lead_time_max: lead.lead_time_max,
        delivers_on_holidays: service.delivers_on_holidays,
        holidays: input.holidays ?? [],
      }),
      charges: { freight, additional, insurance, cod_fee: codFee, discount, tax, total: freight - discount + additional + insurance + codFee + tax },
    },
  };
}
