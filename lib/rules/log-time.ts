// The logs read days and show times in Western Indonesian Time (WIB, Asia/Jakarta): UTC+7 all year,
// no daylight saving, so a fixed offset is exact.

export const LOG_TIME_ZONE_LABEL = 'WIB';
const OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a real calendar day (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  if (year < 1900) return false;
  const d = new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === year && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The instant a WIB day starts. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** `from` and `to` as inclusive WIB days → `[start, end)` instants (either side may be open). */
export function dayRange(from?: string, to?: string): { start?: Date; end?: Date } {
  return {
    start: from ? dayStart(from) : undefined,
    end: to ? new Date(dayStart(to).getTime() + DAY_MS) : undefined,
  };
}

/** '2026-03-01 08:15:02' in WIB, from an ISO instant (or a Date). */
export function formatLogTime(at: string | Date): string {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(ms)) return String(at);
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Today's date in WIB as 'YYYY-MM-DD' (for file names and date pickers). */
export function todayInWib(now = new Date()): string {
  return formatLogTime(now).slice(0, 10);
}
