import type { TrackingStatus } from '@/lib/resources/engine/define-document';

/*
 * How tracking times and figures read, on the staff screen (English words) and the public page
 * (Indonesian words). Times are shown in WIB (Asia/Jakarta): UTC+7 all year, no daylight saving, so a
 * fixed offset is exact and every browser prints the same characters.
 */

export type Lang = 'en' | 'id';

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const MONTHS: Record<Lang, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};

/**
 * An instant as the API writes it — ISO ('2026-11-24T07:05:00.000Z') or PostgreSQL's text
 * ('2026-11-24 07:05:00.123+00') — in milliseconds, or NaN. Normalised first: Safari parses only ISO.
 */
export function parseInstant(value: string | null | undefined): number {
  if (!value) return NaN;
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i.exec(value.trim());
  if (!m) return Date.parse(value);
  let zone = (m[3] ?? 'Z').toUpperCase();
  if (/^[+-]\d{2}$/.test(zone)) zone = `${zone}:00`;
  else if (/^[+-]\d{4}$/.test(zone)) zone = `${zone.slice(0, 3)}:${zone.slice(3)}`;
  return Date.parse(`${m[1]}T${m[2]}${zone}`);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "24 Nov 2026 14:05 WIB" ("24 Agu 2026 14:05 WIB" in Indonesian); the value itself when it does not parse. */
export function formatWib(value: string | null | undefined, lang: Lang = 'en'): string {
  const ms = parseInstant(value);
  if (Number.isNaN(ms)) return value ?? '–';
  const d = new Date(ms + WIB_OFFSET_MS);
  return `${d.getUTCDate()} ${MONTHS[lang][d.getUTCMonth()]} ${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} WIB`;
}

/** A calendar day ('2026-11-24', or the day part of an instant) → "24 Nov 2026". */
export function formatDay(value: string | null | undefined, lang: Lang = 'en'): string {
  if (!value) return '–';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return formatWib(value, lang).replace(/ \d{2}:\d{2} WIB$/, '');
  const month = MONTHS[lang][Number(m[2]) - 1];
  return month ? `${Number(m[3])} ${month} ${m[1]}` : value;
}

/** { from, to } → "24 Nov 2026", "24 Nov – 26 Nov 2026", or "–" when the server has none. */
export function formatEtaRange(eta: { from: string | null; to: string | null }, lang: Lang = 'en'): string {
  const from = eta.from ? formatDay(eta.from, lang) : null;
  const to = eta.to ? formatDay(eta.to, lang) : null;
  if (!from && !to) return '–';
  if (!from || !to || from === to) return (from ?? to)!;
  const [fd, fm, fy] = from.split(' ');
  const [, , ty] = to.split(' ');
  return fy === ty ? `${fd} ${fm} – ${to}` : `${from} – ${to}`;
}

/** 3.5 → "3.5 kg" (English) or "3,5 kg" (Indonesian). */
export function formatKg(kg: number | null | undefined, lang: Lang = 'en'): string {
  if (kg === null || kg === undefined || !Number.isFinite(kg)) return '–';
  const text = kg.toLocaleString('en-US', { maximumFractionDigits: 2, useGrouping: false });
  return `${lang === 'id' ? text.replace('.', ',') : text} kg`;
}

/** 'cash-register' → "Cash register", 'PICKED_UP' → "Picked up". */
export function humanize(code: string | null | undefined): string {
  if (!code) return '';
  const words = code.replace(/[-_]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Events newest first: by time, and in reverse of the server's order where two share a time. */
export function newestFirst<T>(events: readonly T[], at: (e: T) => string): T[] {
  return events
    .map((event, index) => ({ event, index, ms: parseInstant(at(event)) }))
    .sort((a, b) => (Number.isNaN(b.ms) || Number.isNaN(a.ms) ? 0 : b.ms - a.ms) || b.index - a.index)
    .map((x) => x.event);
}

export const STATUS_TONES: Record<TrackingStatus, string> = {
  pending: 'bg-slate-100 text-slate-700 ring-slate-300',
  picked_up: 'bg-sky-50 text-sky-800 ring-sky-200',
  in_transit: 'bg-blue-50 text-blue-800 ring-blue-200',
  out_for_delivery: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  on_hold: 'bg-amber-50 text-amber-800 ring-amber-200',
  delivery_failed: 'bg-red-50 text-red-800 ring-red-200',
  return_to_sender: 'bg-orange-50 text-orange-800 ring-orange-200',
  cancelled: 'bg-slate-100 text-slate-500 ring-slate-200',
};

/** The dot of a timeline entry, in the status's colour. */
export const STATUS_DOTS: Record<TrackingStatus, string> = {
  pending: 'bg-slate-400',
  picked_up: 'bg-sky-500',
  in_transit: 'bg-blue-500',
  out_for_delivery: 'bg-indigo-500',
  delivered: 'bg-emerald-500',
  on_hold: 'bg-amber-500',
  delivery_failed: 'bg-red-500',
  return_to_sender: 'bg-orange-500',
  cancelled: 'bg-slate-300',
};
