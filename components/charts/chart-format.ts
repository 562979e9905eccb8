import { formatReportValue } from '@/lib/resources/reports/table';

/* How a chart prints its numbers: whole in the tooltip (as the report table does), short on an axis. */

export type ChartFormat = 'money' | 'int' | 'percent';

/** A value in the tooltip: "Rp 12.500.000", "1.234", "96,5 %". */
export const formatChartValue = (format: ChartFormat, v: unknown): string => formatReportValue(format, v);

const one = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** A value on an axis, as Indonesians shorten it: 1,2 rb (ribu), 3,4 jt (juta), 5,6 M (miliar), 7,8 T (triliun). */
export function formatAxisValue(format: ChartFormat, v: unknown): string {
  const n = Number(v);
  if (!Number.isFinite(n)) return '';
  if (format === 'percent') return `${one.format(n)} %`;
  const abs = Math.abs(n);
  const short =
    abs >= 1e12 ? `${one.format(n / 1e12)} T` : abs >= 1e9 ? `${one.format(n / 1e9)} M` : abs >= 1e6 ? `${one.format(n / 1e6)} jt` : abs >= 1e3 ? `${one.format(n / 1e3)} rb` : one.format(n);
  return format === 'money' ? `Rp ${short}` : short;
}

/** The series colours, in order (Tailwind's blue, amber, emerald, rose, violet, cyan, lime, orange, slate). */
export const CHART_COLOURS = ['#2563eb', '#f59e0b', '#10b981', '#f43f5e', '#8b5cf6', '#06b6d4', '#84cc16', '#f97316', '#64748b'] as const;

/** A previous period drawn behind the current one. */
export const PREVIOUS_COLOUR = '#94a3b8';
