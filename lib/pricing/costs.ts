/*
 * Additional costs (DOMAIN.md: packing, heavy koli, remote area, handling). A cost case says when it
 * applies; its cost type says how it is computed. Every line is rounded to whole rupiah once.
 */
import type { COST_CALCULATIONS, COST_CASE_APPLIES } from '@/lib/resources/settings';
import { divRound, toUnits } from './fixed-point';
import { percentOf, sen } from './money';
import type { KoliWeight } from './weight';

export type CostCalculation = (typeof COST_CALCULATIONS)[number];

/** ON_REQUEST: only when the clerk picks it; ALWAYS: whenever its conditions hold; REMOTE_AREA: when the destination is remote. */
export type CostCaseApplies = (typeof COST_CASE_APPLIES)[number];

export interface CostCaseTerms {
  id: number;
  code: string;
  name: string;
  applies: CostCaseApplies;
  /** Empty: any service. */
  service_id: number | null;
  /** Empty: any weight. Set: only koli whose billable kg reach it count. */
  min_kg: number | null;
  /** Empty: the cost type's default amount. Rupiah (2 decimals) or a percentage. */
  amount: number | null;
  cost_type: { calculation: CostCalculation; default_amount: number; taxable: boolean };
}

export interface CostContext {
  service_id: number;
  /** The ON_REQUEST cases the clerk picked. */
  picked_ids: readonly number[];
  destination_remote: boolean;
  koli: readonly KoliWeight[];
  chargeable_kg: number;
  goods_value: number;
  /** The list freight, rate × chargeable kg (before customer adjustments and discounts). */
  freight: number;
}

export interface CostLine {
  cost_case_id: number;
  code: string;
  name: string;
  calculation: CostCalculation;
  /** Rupiah per unit, or the percentage for the percent calculations. */
  rate: number;
  /** What the rate multiplies: 1 (flat), kg, koli, or the rupiah of goods or freight. */
  quantity: number;
  amount: number;
  taxable: boolean;
}

/** The koli a case counts: all of them, or those whose billable kg reach its min_kg. */
function countedKoli(c: CostCaseTerms, koli: readonly KoliWeight[]): readonly KoliWeight[] {
  if (c.min_kg == null) return koli;
  const min = toUnits(c.min_kg, 2);
  return koli.filter((k) => toUnits(k.billable_kg, 2) >= min);
}

/** Why a case does not fit this shipment whatever its trigger, or null when it fits. */
export function costCaseMismatch(c: CostCaseTerms, ctx: CostContext): string | null {
  if (c.service_id != null && c.service_id !== ctx.service_id) return 'Not available for this service';
  if (c.min_kg != null && countedKoli(c, ctx.koli).length === 0) return `Only for a koli of ${c.min_kg} kg or more`;
  return null;
}

function triggered(c: CostCaseTerms, ctx: CostContext): boolean {
  switch (c.applies) {
    case 'ON_REQUEST':
      return ctx.picked_ids.includes(c.id);
    case 'ALWAYS':
      return true;
    case 'REMOTE_AREA':
      return ctx.destination_remote;
  }
}

/** The cases that apply: triggered (picked / always / remote destination) and fitting service and weight. */
export function applicableCostCases<T extends CostCaseTerms>(cases: readonly T[], ctx: CostContext): T[] {
  return cases.filter((c) => triggered(c, ctx) && costCaseMismatch(c, ctx) == null);
}

/**
 * One case's line. For a case with min_kg the per-kg base is the kg of the koli that reach it, each
 * koli rounded up to a whole kg on its own (a 53.2 kg koli pays the heavy surcharge on 54 kg), and the
 * per-koli base counts only those koli; without min_kg they are the chargeable kg and all koli.
 */
export function costLine(c: CostCaseTerms, ctx: CostContext): CostLine {
  const rate = c.amount ?? c.cost_type.default_amount;
  const counted = countedKoli(c, ctx.koli);
  const line = (quantity: number, amount: number): CostLine => ({
    cost_case_id: c.id,
    code: c.code,
    name: c.name,
    calculation: c.cost_type.calculation,
    rate,
    quantity,
    amount,
    taxable: c.cost_type.taxable,
  });
  switch (c.cost_type.calculation) {
    case 'FLAT':
      return line(1, divRound(sen(rate), 100));
    case 'PER_KG': {
      const kg = c.min_kg == null ? ctx.chargeable_kg : counted.reduce((sum, k) => sum + k.billable_whole_kg, 0);
      return line(kg, divRound(BigInt(sen(rate)) * BigInt(kg), 100));
    }
    case 'PER_KOLI':
      return line(counted.length, divRound(BigInt(sen(rate)) * BigInt(counted.length), 100));
    case 'PERCENT_OF_GOODS':
      return line(ctx.goods_value, percentOf(ctx.goods_value, rate));
    case 'PERCENT_OF_FREIGHT':
      return line(ctx.freight, percentOf(ctx.freight, rate));
  }
}

/** Every applicable case's line, in the order the cases were given. */
export const costLines = (cases: readonly CostCaseTerms[], ctx: CostContext): CostLine[] => applicableCostCases(cases, ctx).map((c) => costLine(c, ctx));
