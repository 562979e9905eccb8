/*
 * Chargeable weight (DOMAIN.md "Pricing"). Nothing is rounded before the service's rule: an actual
 * weight is a whole count of 10 g units, a volumetric one the exact fraction mm³ ÷ (10 × divisor) of
 * them; both are held over that one denominator, summed as numerators, and the tolerance compares
 * whole numbers. So 30 × 20 × 12.9 ÷ 6000 is exactly 1.29 kg (dropped at 0.30), 1.2999 kg stays under
 * 1.30, and 2.30 kg is never 2.2999… (in floats 2.3 − 2 is, and would wrongly be dropped).
 */
import { divCeil, toUnits } from './fixed-point';

/** One package as weighed and measured. Sides are all given or all left out (a flat document). */
export interface KoliInput {
  weight_kg: number;
  length_cm?: number | null;
  width_cm?: number | null;
  height_cm?: number | null;
}

/**
 * A koli's weights in kg, cut down to 0.01 kg (a figure shown never reaches a threshold the exact
 * weight does not, so billable_kg answers exactly whether a koli reaches a cost case's 2-decimal
 * minimum); billable_whole_kg is the exact larger weight rounded up to whole kg (a started kg counts).
 */
export interface KoliWeight {
  actual_kg: number;
  volumetric_kg: number;
  /** The larger of the two. */
  billable_kg: number;
  billable_whole_kg: number;
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
  /** Sum of the koli's volumetric kg (exact sum, cut to 0.01 kg). */
  volumetric_kg: number;
  /** The larger of the two sums, before rounding (cut to 0.01 kg). */
  measured_kg: number;
  /** The exact measured weight rounded with the tolerance: the only rounding. */
  rounded_kg: number;
  /** The whole kg the minimum comes to (never below 1). */
  minimum_kg: number;
  /** What freight is charged on: the larger of rounded_kg and minimum_kg. */
  chargeable_kg: number;
}

const UNITS_PER_KG = 100; // 10 g units
const MM_PER_CM = 10;

/**
 * Weights of one shipment as numerators over `per` = 10 × divisor: n ÷ per is a count of 10 g units.
 * L×W×H in mm gives mm³ = cm³ × 1000 and kg = cm³ ÷ divisor, so units = mm³ ÷ (10 × divisor): the
 * volumetric numerator is the mm³ itself. BigInt: 300 cm sides are 2.7 × 10¹⁰ mm³ a koli.
 */
interface Measured {
  actual: bigint;
  volumetric: bigint;
}

const perUnit = (divisor: number) => BigInt(MM_PER_CM * divisor);

function measure(koli: KoliInput, per: bigint): Measured {
  const { length_cm: l, width_cm: w, height_cm: h } = koli;
  const volumetric = l == null || w == null || h == null ? 0n : BigInt(toUnits(l, 1)) * BigInt(toUnits(w, 1)) * BigInt(toUnits(h, 1));
  return { actual: BigInt(toUnits(koli.weight_kg, 2)) * per, volumetric };
}

const larger = (a: bigint, b: bigint) => (a > b ? a : b);
/** n ÷ per units as kg, cut down to 0.01 kg. */
const shownKg = (n: bigint, per: bigint) => Number(n / per) / UNITS_PER_KG;
/** n ÷ per units as whole kg, rounded up. */
const wholeKgUp = (n: bigint, per: bigint) => {
  const perKg = per * BigInt(UNITS_PER_KG);
  return Number((n + perKg - 1n) / perKg);
};

const inKg = (m: Measured, per: bigint): KoliWeight => {
  const billable = larger(m.actual, m.volumetric);
  return { actual_kg: shownKg(m.actual, per), volumetric_kg: shownKg(m.volumetric, per), billable_kg: shownKg(billable, per), billable_whole_kg: wholeKgUp(billable, per) };
};

/** Actual, volumetric and billable kg of one koli. */
export function koliWeight(koli: KoliInput, divisor: number): KoliWeight {
  const per = perUnit(divisor);
  return inKg(measure(koli, per), per);
}

/**
 * Whole kg of n ÷ per 10 g units: a fraction below the tolerance is dropped, from it up a whole kg
 * is charged; tolerance 0 charges every fraction, however small; an exact whole weight stays as it is.
 */
function wholeKgWithTolerance(n: bigint, per: bigint, rounding_tolerance: number): number {
  const perKg = per * BigInt(UNITS_PER_KG);
  const whole = n / perKg;
  const fraction = n - whole * perKg;
  if (fraction === 0n) return Number(whole);
  return Number(fraction >= BigInt(toUnits(rounding_tolerance, 2)) * per ? whole + 1n : whole);
}

/** Whole kg from a whole count of 10 g units, by the tolerance (1.29 kg → 1, 1.30 kg → 2 at 0.30). */
export const roundWithTolerance = (units: number, rounding_tolerance: number): number => wholeKgWithTolerance(BigInt(units), 1n, rounding_tolerance);

/**
 * Chargeable kg of a shipment. As DOMAIN.md says, actual and volumetric are worked out per koli,
 * summed, and the larger SUM wins: the shipment is compared as a whole (a heavy small koli and a
 * light bulky one offset each other), not koli by koli. Then one rounding, of the exact sum, by the
 * tolerance; then the minimum — a whole kg (a 0.5 kg minimum charges 1) and never below 1, so no
 * shipment travels for free.
 */
export function chargeableWeight(koli: readonly KoliInput[], rules: WeightRules): ChargeableWeight {
  const per = perUnit(rules.volumetric_divisor);
  const perKoli = koli.map((k) => measure(k, per));
  const actual = perKoli.reduce((sum, k) => sum + k.actual, 0n);
  const volumetric = perKoli.reduce((sum, k) => sum + k.volumetric, 0n);
  const measured = larger(actual, volumetric);
  const rounded = wholeKgWithTolerance(measured, per, rules.rounding_tolerance);
  const minimum = Math.max(1, divCeil(toUnits(rules.min_kg, 2), UNITS_PER_KG));
  return {
    koli: perKoli.map((m) => inKg(m, per)),
    actual_kg: shownKg(actual, per),
    volumetric_kg: shownKg(volumetric, per),
    measured_kg: shownKg(measured, per),
    rounded_kg: rounded,
    minimum_kg: minimum,
    chargeable_kg: Math.max(rounded, minimum),
  };
}
