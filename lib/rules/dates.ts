/*
 * Dates at the edges: what any date or date-time input may be (a real calendar day within a sane window,
 * so that no typo such as 0001-01-01 or 20266-01-01 is ever stored), and reading what is stored without
 * failing when an odd value got there anyway (an old import, a hand-fixed row).
 */

/** The earliest day any date field accepts unless its declaration says otherwise (no courier data is older). */
export const EARLIEST_DAY = '2000-01-01';
/** How far ahead of today a date field reaches unless its declaration says otherwise (contracts, licences, STNK). */
export const YEARS_AHEAD = 10;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a real calendar day (2026-02-30 is not one). */
export function isRealDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.toISOString().slice(0, 10) === value;
}

/** The latest day an input may name: today (UTC) plus `yearsAhead` years, as 'YYYY-MM-DD'. */
export function latestDay(yearsAhead = YEARS_AHEAD, now = new Date()): string {
  return `${String(now.getUTCFullYear() + yearsAhead).padStart(4, '0')}${now.toISOString().slice(4, 10)}`;
}

export interface DateBounds {
  /** 'YYYY-MM-DD'; EARLIEST_DAY by default. */
  earliest?: string;
  /** Years after today; YEARS_AHEAD by default. */
  yearsAhead?: number;
}

/** Why a real day (or the day of an instant) is out of range, or null when it is fine. */
export function dayOutOfRange(day: string, bounds: DateBounds = {}, now = new Date()): string | null {
  const earliest = bounds.earliest ?? EARLIEST_DAY;
  const latest = latestDay(bounds.yearsAhead ?? YEARS_AHEAD, now);
  if (day < earliest) return `Not before ${earliest}`;
  if (day > latest) return `Not after ${latest}`;
  return null;
}

// PostgreSQL's text form of a timestamp with time zone, in any session time zone: '2026-11-24 10:00:00+07',
// '0001-01-01 07:07:12+07:07:12' (local mean time before 1924), '0044-03-15 12:00:00+00 BC', '12026-01-01 …'
const PG_INSTANT = /^(\d{4,})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?( BC)?$/;

/**
 * A stored instant as ISO 8601 in UTC ('0001-01-01T00:00:00.000Z'), from the driver's text or a Date. Never
 * throws: what cannot be read is answered as it is stored, so one odd row cannot make a whole read fail.
 */
export function isoInstant(value: string | Date): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  const text = String(value).trim();
  const m = PG_INSTANT.exec(text);
  if (m) {
    const year = m[13] ? 1 - Number(m[1]) : Number(m[1]);
    const d = new Date(0);
    d.setUTCFullYear(year, Number(m[2]) - 1, Number(m[3]));
    d.setUTCHours(Number(m[4]), Number(m[5]), Number(m[6] ?? 0), m[7] ? Math.floor(Number(m[7]) * 1000) : 0);
    const sign = m[9] === '-' ? -1 : 1;
    const offsetMs = m[8] || !m[9] ? 0 : sign * ((Number(m[10]) * 60 + Number(m[11] ?? 0)) * 60 + Number(m[12] ?? 0)) * 1000;
    const at = new Date(d.getTime() - offsetMs);
    if (!Number.isNaN(at.getTime())) return at.toISOString();
  }
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? text : new Date(ms).toISOString();
}

/** `day` (YYYY-MM-DD) moved by `days` calendar days ('' when it is not a day). */
export function shiftDay(day: string, days: number): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at)) return '';
  return new Date(at + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day of the month of `day` (YYYY-MM-DD or YYYY-MM). */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The last day of the month of `day` (YYYY-MM-DD or YYYY-MM). */
export function monthEnd(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
