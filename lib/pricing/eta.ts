/*
 * Estimated delivery dates from a lead time in days. Day arithmetic is done on UTC midnights of
 * 'YYYY-MM-DD' strings, so no time zone or daylight saving can shift a date.
 */

export interface EtaInput {
  /** Shipment date, 'YYYY-MM-DD'. */
  date: string;
  lead_time_min: number;
  lead_time_max: number;
  /** Services such as YES deliver on Sundays and holidays; the others skip them. */
  delivers_on_holidays: boolean;
  holidays: readonly string[];
}

export interface Eta {
  earliest: string;
  latest: string;
}

const DAY_MS = 86_400_000;
const SUNDAY = 0;

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The date `days` delivery days after `date`: each day counted must be one the service delivers on.
 * Lead time 0 (same day) gives the shipment date itself, or the next delivery day when it falls on a
 * day off — a delivery promise never lands on a day nobody delivers.
 */
export function addDeliveryDays(date: string, days: number, isDeliveryDay: (date: string) => boolean): string {
  let time = toTime(date);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${date}`);
  let counted = 0;
  while (counted < days || !isDeliveryDay(toDate(time))) {
    time += DAY_MS;
    if (isDeliveryDay(toDate(time))) counted += 1;
  }
  return toDate(time);
}

/** Answers already worked out per holiday list (the list the reference cache keeps): a batch of a thousand AWBs of one day asks a handful of questions. */
const answered = new WeakMap<readonly string[], Map<string, Eta>>();

/** Earliest and latest delivery dates, skipping Sundays and holidays unless the service delivers on them. */
export function estimateDelivery(input: EtaInput): Eta {
  let known = answered.get(input.holidays);
  if (!known) answered.set(input.holidays, (known = new Map()));
  const key = `${input.date}|${input.lead_time_min}|${input.lead_time_max}|${input.delivers_on_holidays}`;
  const cached = known.get(key);
  if (cached) return { ...cached };
  const holidays = new Set(input.holidays);
  const isDeliveryDay = (date: string) => input.delivers_on_holidays || (new Date(toTime(date)).getUTCDay() !== SUNDAY && !holidays.has(date));
  const eta = {
    earliest: addDeliveryDays(input.date, input.lead_time_min, isDeliveryDay),
    latest: addDeliveryDays(input.date, input.lead_time_max, isDeliveryDay),
  };
  if (known.size < 1000) known.set(key, eta);
  return { ...eta };
}
