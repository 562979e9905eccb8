/*
 * Chargeable weight (DOMAIN.md "Pricing"). Weights are counted in 10 g units and sides in mm, so
 * the tolerance test is a comparison of whole numbers: 2.30 kg is 230, its fraction 30, which meets a
 * 0.30 tolerance (in floats 2.3 − 2 is 0.2999… and would wrongly be dropped).
 */
import { divCeil, divRound, toUnits } from './fixed-point';

/** One package as weighed and measured. Sides are all given or all left out (a flat document). */
export interface KoliInput {
  weight_kg: number;
  length_cm?: number | null;
  width_cm?: number | null;
  height_cm?: number | null;
}

/** A koli's weights in kg with two decimals; billable is the larger of the two (used by cost cases). */
export interface KoliWeight {
  actual_kg: number;
  volumetric_kg: number;
  billable_kg: number;
}

export interface WeightRules {
  /** The moda's divisor: volumetric kg = L × W × H (cm) ÷ divisor. */
  volumetric_divisor: number;
  /** The service's tolerance, 0..0.99 kg. */
  rounding_tolerance: number;
  /** The minimum to charge (the larger of the service's and the price row's). */
  min_kg: number;
}

export interface ChargeableWeight {
  koli: KoliWeight[];
  /** Sum of the koli's actual kg. */
  actual_kg: number;
  /** Sum of the koli's volumetric kg. */
  volumetric_kg: number;
  /** The larger of the two sums, before rounding. */
  measured_kg: number;
  /** measured_kg rounded with the tolerance. */
  rounded_kg: number;
  /** The whole kg the minimum comes to (never below 1). */
  minimum_kg: number;
  /** What freight is charged on: the larger of rounded_kg and minimum_kg. */
  chargeable_kg: number;
}

const UNITS_PER_KG = 100; // 10 g units
const MM_PER_CM = 10;

const kg = (units: number) => units / UNITS_PER_KG;

/**
 * Volumetric weight in 10 g units. L×W×H in mm gives mm³ = cm³ × 1000, and kg = cm³ ÷ divisor, so
 * units = mm³ × 100 ÷ (1000 × divisor) = mm³ ÷ (10 × divisor). Rounded to the nearest 0.01 kg (half
 * up) — the figure printed per koli — rather than up: rounding up would turn 1.2901 kg into 1.30 and
 * cross a 0.30 tolerance for a kg the parcel does not have.
 */
function volumetricUnits(koli: KoliInput, divisor: number): number {
  const { length_cm: l, width_cm: w, height_cm: h } = koli;
  if (l == null || w == null || h == null) return 0;
  const mm3 = BigInt(toUnits(l, 1)) * BigInt(toUnits(w, 1)) * BigInt(toUnits(h, 1));
  return divRound(mm3, MM_PER_CM * divisor);
}

const measure = (koli: KoliInput, divisor: number) => ({ actual: toUnits(koli.weight_kg, 2), volumetric: volumetricUnits(koli, divisor) });

const inKg = ({ actual, volumetric }: { actual: number; volumetric: number }): KoliWeight => ({
  actual_kg: kg(actual),
  volumetric_kg: kg(volumetric),
  billable_kg: kg(Math.max(actual, volumetric)),
});

/** Actual, volumetric and billable kg of one koli. */
export const koliWeight = (koli: KoliInput, divisor: number): KoliWeight => inKg(measure(koli, divisor));

/**
 * Whole kg from 10 g units: a fraction below the tolerance is dropped, from it up a whole kg is
 * charged; tolerance 0 charges every fraction (1.01 → 2), an exact whole weight stays as it is.
 */
export function roundWithTolerance(units: number, rounding_tolerance: number): number {
  const whole = Math.floor(units / UNITS_PER_KG);
  const fraction = units % UNITS_PER_KG;
  if (fraction === 0) return whole;
  return fraction >= Math.max(toUnits(rounding_tolerance, 2), 1) ? whole + 1 : whole;
}

/**
 * Chargeable kg of a shipment. As DOMAIN.md says, actual and volumetric are worked out per koli,
 * summed, and the larger SUM wins: the shipment is compared as a whole (a heavy small koli and a
 * light bulky one offset each other), not koli by koli. Then one rounding, then the minimum — which
 * is a whole kg (a 0.5 kg minimum charges 1) and never below 1, so no shipment travels for free.
 */
export function chargeableWeight(koli: readonly KoliInput[], rules: WeightRules): ChargeableWeight {
  const perKoli = koli.map((k) => measure(k, rules.volumetric_divisor));
  const actual = perKoli.reduce((sum, k) => sum + k.actual, 0);
  const volumetric = perKoli.reduce((sum, k) => sum + k.volumetric, 0);
  const measured = Math.max(actual, volumetric);
  const rounded = roundWithTolerance(measured, rules.rounding_tolerance);
  const minimum = Math.max(1, divCeil(toUnits(rules.min_kg, 2), UNITS_PER_KG));
  return {
    koli: perKoli.map(inKg),
    actual_kg: kg(actual),
    volumetric_kg: kg(volumetric),
    measured_kg: kg(measured),
    rounded_kg: rounded,
    minimum_kg: minimum,
    chargeable_kg: Math.max(rounded, minimum),
  };
}
