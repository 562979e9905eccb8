/*
 * What the clerk typed, checked before pricing. Problems come back as field path → messages, the
 * shape the API's 400 carries and the forms show inline; nothing here throws.
 */
import { hasAtMostDecimals } from './fixed-point';
import { formatRupiah } from './money';
import type { PricingSettings } from './settings';
import type { KoliInput } from './weight';

export type FieldErrors = Record<string, string[]>;

export interface ShipmentFigures {
  date: string;
  koli: readonly KoliInput[];
  goods_value?: number | null;
  insured?: boolean;
  cod_amount?: number | null;
}

const SIDES = ['length_cm', 'width_cm', 'height_cm'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const calendarDays = new Set<string>();
/** Whether the text is a real day; the days seen are remembered (a batch prices a thousand AWBs of a few days). */
function isCalendarDay(value: string): boolean {
  if (calendarDays.has(value)) return true;
  const real = DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  if (real && calendarDays.size < 5000) calendarDays.add(value);
  return real;
}

/** Collects messages per field path. */
function errorBag() {
  const errors: FieldErrors = {};
  return {
    errors,
    add(path: string, message: string) {
      (errors[path] ??= []).push(message);
    },
  };
}

/** A number within (0, max] with at most `decimals` decimals, or the message saying why not. */
function measureProblem(value: unknown, max: number, decimals: number, unit: string): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Required';
  if (value <= 0) return 'Must be more than 0';
  if (value > max) return `At most ${max} ${unit}`;
  if (!hasAtMostDecimals(value, decimals)) return decimals === 1 ? 'At most 1 decimal' : `At most ${decimals} decimals`;
  return null;
}

function checkKoli(koli: KoliInput, path: string, settings: PricingSettings, add: (path: string, message: string) => void) {
  const weight = measureProblem(koli.weight_kg, settings.koli_max_weight_kg, 2, 'kg per koli');
  if (weight) add(`${path}.weight_kg`, weight);
  const given = SIDES.filter((side) => koli[side] != null);
  if (given.length === 0) return;
  for (const side of SIDES) {
    const problem = koli[side] == null ? 'Give length, width and height, or none' : measureProblem(koli[side], settings.koli_max_side_cm, 1, 'cm');
    if (problem) add(`${path}.${side}`, problem);
  }
}

function checkRupiah(value: number | null | undefined, path: string, add: (path: string, message: string) => void): boolean {
  if (value == null) return true;
  if (!Number.isFinite(value) || !Number.isInteger(value)) add(path, 'Whole rupiah');
  else if (value < 0) add(path, 'Must not be negative');
  else return true;
  return false;
}

/** The per-field problems of a shipment's figures; an empty object when there are none. */
export function validateShipment(input: ShipmentFigures, settings: PricingSettings): FieldErrors {
  const { errors, add } = errorBag();
  if (!isCalendarDay(input.date)) add('date', 'A date like 2026-03-01');

  if (input.koli.length === 0) add('koli', 'Add at least one koli');
  else if (input.koli.length > settings.koli_max_per_awb) add('koli', `At most ${settings.koli_max_per_awb} koli per AWB`);
  input.koli.forEach((k, i) => checkKoli(k, `koli.${i}`, settings, add));

  if (checkRupiah(input.goods_value, 'goods_value', add) && input.insured && !input.goods_value) {
    add('goods_value', 'Declare the goods value to insure the shipment');
  }
  if (checkRupiah(input.cod_amount, 'cod_amount', add) && (input.cod_amount ?? 0) > settings.cod_max_amount) {
    add('cod_amount', `At most ${formatRupiah(settings.cod_max_amount)} per AWB`);
  }
  return errors;
}
