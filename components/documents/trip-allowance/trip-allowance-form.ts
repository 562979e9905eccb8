import { parseMoney } from '@/components/document/document-form-values';
import { formatRupiah } from '@/lib/pricing/money';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { TripCandidate, TripRate, TripRateAnswer, TripRateQuery } from '@/services/finance/trip-allowance-client';

/*
 * The figures and rules of the trip allowance entry, kept out of the components: the form as its inputs
 * hold it, each component's amount (typed, or the rate's while not typed), the advance total, what the
 * server would refuse (lib/server/documents/trip-allowance/add.ts) found before sending, and the bodies
 * of the create and the draft's edit.
 */

export const COMPONENTS = ['fuel', 'tolls', 'loading', 'meals'] as const;
export type Component = (typeof COMPONENTS)[number];
export const AMOUNTS = [...COMPONENTS, 'other'] as const;
export type AmountKey = (typeof AMOUNTS)[number];

export type TripMode = 'manifest' | 'other';

/** The form as its inputs hold it (ids as text, money as typed: "450.000"). */
export interface TripValues {
  mode: TripMode;
  /** The manifest picked (manifest mode). */
  manifest_id: string;
  manifest_number: string;
  trip_date: string;
  driver_id: string;
  vehicle_id: string;
  origin_branch_id: string;
  destination_branch_id: string;
  /** The components typed; one absent shows (and sends) the rate's amount. */
  typed: Partial<Record<Component, string>>;
  other: string;
  notes: string;
}

export const emptyTrip = (today: string): TripValues => ({
  mode: 'manifest',
  manifest_id: '',
  manifest_number: '',
  trip_date: today,
  driver_id: '',
  vehicle_id: '',
  origin_branch_id: '',
  destination_branch_id: '',
  typed: {},
  other: '',
  notes: '',
});

const idText = (v: unknown) => (v === null || v === undefined || v === '' ? '' : String(v));

/** 450000 → "450.000" (what a money input shows). */
export const groupDigits = (n: number) => formatRupiah(n).replace(/^(-?)Rp /, '$1');

/** A stored draft as the form shows it: every amount as stored (typed), the manifest fixed. */
export function tripFromDocument(doc: DocumentRecord): TripValues {
  const money = (v: unknown) => (v === null || v === undefined || v === '' ? '' : groupDigits(Number(v)));
  return {
    mode: doc.outgoing_manifest_id ? 'manifest' : 'other',
    manifest_id: idText(doc.outgoing_manifest_id),
    manifest_number: idText(doc.manifest_number),
    trip_date: String(doc.trip_date ?? '').slice(0, 10),
    driver_id: idText(doc.driver_id),
    vehicle_id: idText(doc.vehicle_id),
    origin_branch_id: idText(doc.origin_branch_id),
    destination_branch_id: idText(doc.destination_branch_id),
    typed: Object.fromEntries(COMPONENTS.map((k) => [k, money(doc[k])])),
    other: Number(doc.other ?? 0) ? money(doc.other) : '',
    notes: idText(doc.notes),
  };
}

/** A manifest picked: its date, driver, vehicle and route; the components follow the new route's rate. */
export function withCandidate(values: TripValues, m: TripCandidate): TripValues {
  return {
    ...values,
    mode: 'manifest',
    manifest_id: String(m.id),
    manifest_number: m.number,
    trip_date: String(m.manifest_date).slice(0, 10),
    driver_id: idText(m.driver_id),
    vehicle_id: idText(m.vehicle_id),
    origin_branch_id: idText(m.branch_id),
    destination_branch_id: idText(m.destination_branch_id),
    typed: {},
  };
}

const positiveId = (text: string) => {
  const n = Number(text);
  return text && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** What the rate preview asks: the route, the vehicle and the date, once all are known. */
export function rateQueryOf(values: TripValues): TripRateQuery | null {
  if (values.mode === 'manifest' && !values.manifest_id) return null;
  const from = positiveId(values.origin_branch_id);
  const to = positiveId(values.destination_branch_id);
  const vehicle = positiveId(values.vehicle_id);
  if (!from || !to || !vehicle || !/^\d{4}-\d{2}-\d{2}$/.test(values.trip_date)) return null;
  return { origin_branch_id: from, destination_branch_id: to, vehicle_id: vehicle, date: values.trip_date };
}

/** What a component's input shows: typed, else the rate's amount, else empty. */
export function shownAmount(values: TripValues, rate: TripRate | null | undefined, key: AmountKey): string {
  if (key === 'other') return values.other;
  const typed = values.typed[key];
  if (typed !== undefined) return typed;
  return rate ? groupDigits(rate[key]) : '';
}

export const AMOUNT_MAX = 100_000_000;
export const MONEY_INVALID = 'Whole rupiah, not below 0';
export const NO_RATE = 'No rate for this route and vehicle: enter the amount';

/** Typed rupiah: null when empty, `invalid` when not whole rupiah between 0 and the maximum. */
export function amountValue(text: string): number | null | 'invalid' {
  if (!text.trim()) return null;
  const n = parseMoney(text);
  return n === null || n < 0 || n > AMOUNT_MAX || !Number.isSafeInteger(n) ? 'invalid' : n;
}

export interface TripAdvance {
  /** Per component, what it comes to (typed, or the rate's); null: not known (no rate, nothing typed). */
  amounts: Record<AmountKey, number | null>;
  total: number;
  /** Every component has an amount. */
  complete: boolean;
}

/** The advance as the server will make it: a component left empty takes the rate's amount. */
export function advanceOf(values: TripValues, rate: TripRate | null | undefined): TripAdvance {
  const amounts = {} as Record<AmountKey, number | null>;
  for (const key of AMOUNTS) {
    const v = amountValue(shownAmount(values, rate, key));
    amounts[key] = v === 'invalid' ? null : v === null ? (key === 'other' ? 0 : rate ? rate[key] : null) : v;
  }
  const complete = AMOUNTS.every((k) => amounts[k] !== null);
  return { amounts, total: AMOUNTS.reduce((s, k) => s + (amounts[k] ?? 0), 0), complete };
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface TripCheck {
  /** Every error, by field. */
  errors: Record<string, string>;
  /** The fields whose error only says something is missing: shown once save is pressed. */
  missing: Set<string>;
}

/**
 * Everything the server would refuse, found before sending. `rate`: the preview's answer (undefined
 * while not known: the amounts left empty are then the server's to judge).
 */
export function checkTrip(values: TripValues, rate: TripRateAnswer | undefined, today: string, editing: boolean): TripCheck {
  const errors: Record<string, string> = {};
  const missing = new Set<string>();
  const need = (path: string, message: string) => {
    errors[path] = message;
    missing.add(path);
  };
  if (!values.trip_date) need('trip_date', 'Required');
  else if (values.trip_date > addDays(today, 30)) errors.trip_date = 'More than a month ahead';
  if (values.mode === 'manifest' && !editing && !values.manifest_id) need('outgoing_manifest_id', 'Pick the manifest of the trip (or choose "Other trip")');
  if (!values.driver_id) need('driver_id', 'Required');
  if (!values.vehicle_id) need('vehicle_id', 'Required');
  if (values.mode === 'other') {
    if (!values.origin_branch_id) need('origin_branch_id', 'Where the trip starts');
    if (!values.destination_branch_id) need('destination_branch_id', 'Where the trip goes');
  }
  for (const key of AMOUNTS) {
    const shown = shownAmount(values, rate?.rate, key);
    const v = amountValue(shown);
    if (v === 'invalid') {
      const n = parseMoney(shown);
      errors[key] = n !== null && n > AMOUNT_MAX ? `At most Rp ${groupDigits(AMOUNT_MAX)}` : MONEY_INVALID;
    } else if (v === null && key !== 'other' && rate && !rate.rate) need(key, NO_RATE);
  }
  if (values.notes.length > 500) errors.notes = 'At most 500 characters';
  return { errors, missing };
}

const amountOrNull = (text: string) => {
  const v = amountValue(text);
  return typeof v === 'number' ? v : null;
};

/** The amounts sent: the numbers shown; one left empty is null (the server takes the rate). */
function amountsBody(values: TripValues, rate: TripRate | null | undefined) {
  return Object.fromEntries(AMOUNTS.map((k) => [k, amountOrNull(shownAmount(values, rate, k))])) as Record<AmountKey, number | null>;
}

export interface TripCreateBody extends Record<AmountKey, number | null> {
  trip_date: string;
  outgoing_manifest_id?: number;
  driver_id: number;
  vehicle_id: number;
  origin_branch_id?: number;
  destination_branch_id?: number;
  notes: string | null;
  request_id: string;
}

/** POST /finance/create/trip-allowance: with a manifest, the route is the manifest's (not sent). */
export function tripCreateBody(values: TripValues, rate: TripRate | null | undefined, requestId: string): TripCreateBody {
  const route =
    values.mode === 'manifest'
      ? { outgoing_manifest_id: Number(values.manifest_id) }
      : { origin_branch_id: Number(values.origin_branch_id), destination_branch_id: Number(values.destination_branch_id) };
  return {
    trip_date: values.trip_date,
    ...route,
    driver_id: Number(values.driver_id),
    vehicle_id: Number(values.vehicle_id),
    ...amountsBody(values, rate),
    notes: values.notes.trim() || null,
    request_id: requestId,
  };
}

export interface TripUpdateBody extends Record<AmountKey, number | null> {
  version: number;
  trip_date: string;
  driver_id: number;
  vehicle_id: number;
  origin_branch_id: number;
  destination_branch_id: number;
  notes: string | null;
}

/** PUT /finance/update/trip-allowance/:id with the version read (a manifest's route stays the manifest's). */
export function tripUpdateBody(values: TripValues, rate: TripRate | null | undefined, version: number): TripUpdateBody {
  return {
    version,
    trip_date: values.trip_date,
    driver_id: Number(values.driver_id),
    vehicle_id: Number(values.vehicle_id),
    origin_branch_id: Number(values.origin_branch_id),
    destination_branch_id: Number(values.destination_branch_id),
    ...amountsBody(values, rate),
    notes: values.notes.trim() || null,
  };
}

/** The fields of the form (what a server error may name and the form shows at its input). */
export const FORM_FIELDS = new Set([
  'trip_date',
  'outgoing_manifest_id',
  'driver_id',
  'vehicle_id',
  'origin_branch_id',
  'destination_branch_id',
  ...AMOUNTS,
  'notes',
]);

/** What a settlement leaves: advance − spent; positive the driver returns it, negative they are owed it. */
export function settlementLine(difference: number): string {
  if (difference > 0) return `The driver returns ${formatRupiah(difference)}`;
  if (difference < 0) return `The driver is owed ${formatRupiah(-difference)}`;
  return 'No difference: spent as advanced';
}
