/*
 * The helpdesk's service levels, in business time: the desk works Monday to Friday, 08:00–17:00
 * Jakarta time, not on the holidays of the holiday master. A ticket's clock runs from when it was
 * opened, stops while it waits for the customer and runs again on their reply; the first response and
 * the resolution each have a limit per kind of complaint. At 80 % of a limit a ticket is flagged, past
 * it breached. Pure: the holidays come in as dates (YYYY-MM-DD).
 */

export const TICKET_KINDS = ['LATE', 'DAMAGED', 'LOST', 'WRONG_ADDRESS', 'COD_DISPUTE', 'POD_DISPUTE', 'OTHER'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

export const TICKET_KIND_LABELS: Record<TicketKind, string> = {
  LATE: 'Late delivery',
  DAMAGED: 'Damaged parcel',
  LOST: 'Lost parcel',
  WRONG_ADDRESS: 'Wrong address',
  COD_DISPUTE: 'COD dispute',
  POD_DISPUTE: 'POD dispute',
  OTHER: 'Other',
};

/** First response and resolution, in business hours, per kind of complaint. */
export const SLA_HOURS: Record<TicketKind, { response: number; resolution: number }> = {
  LATE: { response: 2, resolution: 18 },
  DAMAGED: { response: 2, resolution: 27 },
  LOST: { response: 2, resolution: 45 },
  WRONG_ADDRESS: { response: 1, resolution: 9 },
  COD_DISPUTE: { response: 4, resolution: 45 },
  POD_DISPUTE: { response: 4, resolution: 27 },
  OTHER: { response: 4, resolution: 27 },
};

/** The desk's day, in Jakarta time (UTC+7, no daylight saving). */
export const BUSINESS_DAY = { startHour: 8, endHour: 17, days: [1, 2, 3, 4, 5] as readonly number[] };
export const WARNING_SHARE = 0.8;

const JAKARTA_MS = 7 * 3_600_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The Jakarta calendar day of an instant, and its weekday (0 Sunday). */
const jakartaDate = (ms: number) => new Date(ms + JAKARTA_MS).toISOString().slice(0, 10);
const weekday = (ms: number) => new Date(ms + JAKARTA_MS).getUTCDay();

/** The instant a Jakarta day (its midnight) begins. */
const dayStart = (ms: number) => Math.floor((ms + JAKARTA_MS) / DAY) * DAY - JAKARTA_MS;

function isWorkday(dayMs: number, holidays: ReadonlySet<string>) {
  return BUSINESS_DAY.days.includes(weekday(dayMs)) && !holidays.has(jakartaDate(dayMs));
}

/** The desk's open window of the day that starts at `day` (null on a day off). */
function window(day: number, holidays: ReadonlySet<string>): [number, number] | null {
  if (!isWorkday(day, holidays)) return null;
  return [day + BUSINESS_DAY.startHour * 3_600_000, day + BUSINESS_DAY.endHour * 3_600_000];
}

/** Business minutes between two instants (0 when `to` is not after `from`). */
export function businessMinutes(from: Date, to: Date, holidays: ReadonlySet<string>): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  let total = 0;
  for (let day = dayStart(a); day < b; day += DAY) {
    const w = window(day, holidays);
    if (!w) continue;
    const start = Math.max(w[0], a);
    const end = Math.min(w[1], b);
    if (end > start) total += end - start;
  }
  return Math.floor(total / MINUTE);
}

/** The instant that many business minutes after `from` (the first open minute when `minutes` is 0). */
export function addBusinessMinutes(from: Date, minutes: number, holidays: ReadonlySet<string>): Date {
  let left = minutes * MINUTE;
  const a = from.getTime();
  // a year of days off in a row is not a calendar: stop there
  for (let day = dayStart(a), n = 0; n < 400; day += DAY, n++) {
    const w = window(day, holidays);
    if (!w) continue;
    const start = Math.max(w[0], a);
    if (start >= w[1]) continue;
    if (start + left <= w[1]) return new Date(start + left);
    left -= w[1] - start;
  }
  throw new Error('No business time within 400 days: check the holidays');
}

/** What a ticket's clock knows. */
export interface TicketClock {
  kind: TicketKind;
  opened_at: string;
  first_response_at: string | null;
  resolved_at: string | null;
  /** Since when it waits for the customer (the clock stopped), if it does. */
  waiting_since: string | null;
  /** Business minutes it waited before (finished pauses). */
  paused_minutes: number;
}

export type SlaState = 'met' | 'ok' | 'warning' | 'breached' | 'paused';

export interface SlaPart {
  limit_minutes: number;
  /** Business minutes the clock ran (pauses left out), up to the moment it stopped or now. */
  elapsed_minutes: number;
  /** When it is due as things stand (moves later while paused). */
  due_at: string;
  state: SlaState;
}

function part(c: TicketClock, limitHours: number, doneAt: string | null, now: Date, holidays: ReadonlySet<string>): SlaPart {
  const opened = new Date(c.opened_at);
  const end = doneAt ? new Date(doneAt) : c.waiting_since ? new Date(c.waiting_since) : now;
  const limit = Math.round(limitHours * 60);
  const elapsed = Math.max(0, businessMinutes(opened, end, holidays) - c.paused_minutes);
  const pausedNow = !doneAt && c.waiting_since ? businessMinutes(new Date(c.waiting_since), now, holidays) : 0;
  const due = addBusinessMinutes(opened, limit + c.paused_minutes + pausedNow, holidays);
  let state: SlaState;
  if (doneAt) state = elapsed <= limit ? 'met' : 'breached';
  else if (elapsed > limit) state = 'breached';
  else if (c.waiting_since) state = 'paused';
  else state = elapsed >= limit * WARNING_SHARE ? 'warning' : 'ok';
  return { limit_minutes: limit, elapsed_minutes: elapsed, due_at: due.toISOString(), state };
}

/** Where a ticket stands against its first-response and resolution limits. */
export function slaOf(c: TicketClock, now: Date, holidays: ReadonlySet<string>): { response: SlaPart; resolution: SlaPart } {
  const limits = SLA_HOURS[c.kind];
  return {
    response: part({ ...c, waiting_since: c.first_response_at ? null : c.waiting_since }, limits.response, c.first_response_at, now, holidays),
    resolution: part(c, limits.resolution, c.resolved_at, now, holidays),
  };
}
