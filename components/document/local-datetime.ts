/*
 * Dates and times as a `datetime-local` input holds them (the browser's time zone, `YYYY-MM-DDTHH:MM`)
 * and as the API reads them (an instant with its offset). No zod here: the scan screens use it too.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the `datetime-local` input shows it (the browser's time zone). */
export function dateToLocal(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A stored instant as the `datetime-local` input shows it. */
export function isoToLocal(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateToLocal(d);
}

/** `2026-11-24T13:00` (local) → `2026-11-24T13:00:00+07:00`: the server wants the offset, never a bare time. */
export function localToIso(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return local;
  const d = new Date(local);
  if (Number.isNaN(d.getTime())) return local;
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${local}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** Today in the browser's time zone (YYYY-MM-DD). */
export const todayLocal = () => dateToLocal(new Date()).slice(0, 10);
