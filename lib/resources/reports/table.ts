import type { ColumnFormat, ReportColumn, ReportDefinition } from './define-report';

/*
 * A report's table as the screen and every export show it — the data rows, a subtotal row after each
 * group and the totals — from the rows the report's query answered. One rule, so the screen, the XLSX,
 * the CSV and the PDF never disagree on a subtotal.
 */

export type ReportRow = Record<string, unknown>;

export interface ReportLine {
  kind: 'row' | 'subtotal';
  values: ReportRow;
  /** A subtotal's group value (the grouping column's value of its rows). */
  group?: unknown;
}

export interface ReportTable {
  lines: ReportLine[];
  totals: ReportRow;
  /** Data rows (without subtotals). */
  count: number;
}

const num = (v: unknown) => (v === null || v === undefined || v === '' ? 0 : Number(v));

/** The totals of these rows, column by column, as each column declares. */
export function totalsOf(columns: readonly ReportColumn[], rows: readonly ReportRow[]): ReportRow {
  const out: ReportRow = {};
  const sums = new Map<string, number>();
  const sum = (key: string) => {
    let s = sums.get(key);
    if (s === undefined) {
      s = rows.reduce((a, r) => a + num(r[key]), 0);
      sums.set(key, s);
    }
    return s;
  };
  for (const c of columns) {
    if (c.total === 'sum') out[c.key] = roundFor(c.format, sum(c.key));
    else if (typeof c.total === 'object') {
      const [n, d] = c.total.ratio;
      const den = sum(d);
      out[c.key] = den ? roundFor(c.format, (sum(n) / den) * (c.total.percent === false ? 1 : c.format === 'percent' ? 100 : 1)) : null;
    }
  }
  return out;
}

/** Sums of kilograms and rates keep two decimals; money and counts are whole. */
function roundFor(format: ColumnFormat, v: number) {
  return format === 'kg' || format === 'percent' || format === 'decimal' || format === 'days' ? Math.round(v * 100) / 100 : Math.round(v);
}

/** The lines of the table: rows in the order given, a subtotal after each run of one group value. */
export function reportTable(def: Pick<ReportDefinition, 'columns' | 'groupBy'>, rows: readonly ReportRow[]): ReportTable {
  const lines: ReportLine[] = [];
  const groupBy = def.groupBy;
  if (!groupBy) {
    for (const r of rows) lines.push({ kind: 'row', values: r });
  } else {
    let start = 0;
    for (let i = 0; i <= rows.length; i++) {
      if (i < rows.length && (i === start || rows[i][groupBy] === rows[start][groupBy])) continue;
      const group = rows.slice(start, i);
      for (const r of group) lines.push({ kind: 'row', values: r });
      if (group.length) lines.push({ kind: 'subtotal', group: group[0][groupBy], values: { ...totalsOf(def.columns, group), [groupBy]: group[0][groupBy] } });
      start = i;
      if (i < rows.length) i--;
    }
  }
  return { lines, totals: totalsOf(def.columns, rows), count: rows.length };
}

const idr = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const two = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A value as the screen and the PDF print it (the XLSX keeps numbers as numbers). */
export function formatReportValue(format: ColumnFormat, v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  switch (format) {
    case 'money':
      return `Rp ${idr.format(num(v))}`;
    case 'int':
      return idr.format(num(v));
    case 'kg':
      return `${two.format(num(v))} kg`;
    case 'percent':
      return `${two.format(num(v))} %`;
    case 'days':
      return `${two.format(num(v))} d`;
    case 'decimal':
      return two.format(num(v));
    case 'date': {
      const s = String(v).slice(0, 10);
      return /^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s.slice(8, 10)}/${s.slice(5, 7)}/${s.slice(0, 4)}` : String(v);
    }
    default:
      return String(v);
  }
}

/** Whether a column holds a number (right-aligned, number cells in XLSX). */
export const isNumeric = (format: ColumnFormat) => format !== 'text' && format !== 'date';

/**
 * The values a drill-down link narrows by for one line: `$param` from the report's parameters, `@column`
 * from the row; null when the line lacks a value the link needs (a subtotal has no day).
 */
export function drillKeys(keys: Readonly<Record<string, string>>, params: Readonly<Record<string, unknown>>, row: ReportRow): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [key, spec] of Object.entries(keys)) {
    let v: unknown = spec;
    if (spec.startsWith('$')) v = params[spec.slice(1)];
    else if (spec.startsWith('@')) {
      v = row[spec.slice(1)];
      if (v === null || v === undefined || v === '') return null;
    }
    if (v !== null && v !== undefined && v !== '') out[key] = String(v);
  }
  return out;
}
