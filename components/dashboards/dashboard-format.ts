import { formatReportValue } from '@/lib/resources/reports/table';

/* How the dashboards print their figures and trends (as the report tables print them: Indonesian digits). */

export const money = (n: number) => formatReportValue('money', n);
export const whole = (n: number) => formatReportValue('int', n);
export const percent = (n: number | null) => (n === null ? '—' : formatReportValue('percent', n));
/** 2026-11-01 → 01/11/2026 */
export const day = (iso: string) => formatReportValue('date', iso);
/** 2026-11-01 → 01/11 (a chart's axis) */
export const shortDay = (iso: unknown) => (typeof iso === 'string' && iso.length >= 10 ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}` : String(iso ?? ''));
export const periodText = (from: string, to: string) => (from === to ? day(from) : `${day(from)} – ${day(to)}`);

export type Direction = 'up' | 'down' | 'flat' | 'none';

export interface Trend {
  text: string;
  direction: Direction;
}

const one = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : '±'}${one.format(Math.abs(n))}`;

/**
 * This period against the previous: the change in % of a count or an amount ("+12,5 %"), or in points
 * of a percentage ("−3,2 pts"). Nothing to compare with: "—" (both empty) or "new" (nothing before).
 */
export function trendOf(current: number | null, previous: number | null, kind: 'change' | 'points' = 'change'): Trend {
  if (current === null || previous === null) return { text: '—', direction: 'none' };
  if (kind === 'points') {
    const diff = Math.round((current - previous) * 10) / 10;
    return { text: `${signed(diff)} pts`, direction: diff > 0 ? 'up' : diff < 0 ? 'down' : 'flat' };
  }
  if (previous === 0) return current === 0 ? { text: '—', direction: 'none' } : { text: 'new', direction: 'up' };
  const pct = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  return { text: `${signed(pct)} %`, direction: pct > 0 ? 'up' : pct < 0 ? 'down' : 'flat' };
}
