import * as z from 'zod';
import { monthEnd, monthStart, shiftDay } from '../../rules/dates';

/*
 * A report, declared once (isomorphic: no React, no database): its route (which is also the permission
 * that opens it), its parameters with their defaults, the columns of its table with their formats and
 * how each totals, the grouping that gets subtotal rows, an optional chart, and where each figure leads
 * (drill-down: the documents behind it, already filtered). Its SQL is a plain function in
 * lib/server/reports/, run by the one runner (lib/server/reports/runner.ts) that also gives the screen
 * (components/reports/ReportScreen.tsx) and the exports (XLSX, CSV, PDF).
 */

/** How a default date is found, on the day the report is opened (Jakarta). */
export type DateDefault = 'today' | 'yesterday' | 'month-start' | 'month-end' | 'previous-month-start' | 'previous-month-end' | 'year-start' | 'days-ago-30' | 'days-ago-7';

export type ReportParam =
  | { type: 'date'; label: string; default?: DateDefault; required?: boolean; help?: string }
  | { type: 'month'; label: string; default?: 'this-month' | 'previous-month'; required?: boolean; help?: string }
  | { type: 'ref'; label: string; resource: string; help?: string; required?: boolean }
  | { type: 'enum'; label: string; options: readonly string[]; labels: Readonly<Record<string, string>>; default?: string; required?: boolean; help?: string };

export type ColumnFormat = 'text' | 'int' | 'money' | 'kg' | 'percent' | 'date' | 'days' | 'decimal';

/**
 * What a column's total (and subtotal) is: the sum of its rows, a ratio of two summed columns
 * (on-time % = on_time / with_eta × 100), or nothing (a name, a date, a rate).
 */
export type ColumnTotal = 'sum' | { ratio: readonly [numerator: string, denominator: string]; percent?: boolean } | 'none';

/**
 * Where a figure leads: one of the report's declared drill-downs (`drills`), with the values that narrow
 * it — each `@column` (a value of the row: `@branch_id`), `$param` (a parameter of the report) or a
 * literal. A line lacking a value (a subtotal has no day) offers no link.
 */
export interface DrillLink {
  to: string;
  keys: Readonly<Record<string, string>>;
}

/** The kind of each value that narrows a drill-down (checked on the server). */
export type DrillKey = 'date' | 'int' | 'text';

/**
 * The documents behind a figure, listed by the report's own API (so reading them needs the report's
 * screen and stays within the user's branches): their columns, and where each document opens.
 */
export interface DrillDefinition {
  /** "AWBs", "Invoices". */
  label: string;
  keys: Readonly<Record<string, DrillKey>>;
  columns: readonly ReportColumn[];
  /** Where one document opens: a route and its query (`@column` from the document row). */
  open?: { route: string; query: Readonly<Record<string, string>> };
}

export interface ReportColumn {
  key: string;
  label: string;
  format: ColumnFormat;
  total?: ColumnTotal;
  drill?: DrillLink;
  /** Narrow screens hide it first (as the document lists do). */
  priority?: 'always' | 'md' | 'lg' | 'xl';
  /** A value the row carries for its links (an id), never shown or exported. */
  hidden?: boolean;
  help?: string;
}

export interface ReportChart {
  type: 'bar' | 'line' | 'pie';
  /** The column on the horizontal axis (or the slice names). */
  x: string;
  /** The columns drawn (each a series). */
  series: readonly string[];
  stacked?: boolean;
}

/** Where the figures come from and how fresh they are (shown under the report, and in the note). */
export type ReportSource = 'rollup' | 'ledger' | 'documents' | 'live';

export interface ReportDefinition<P extends Record<string, ReportParam> = Record<string, ReportParam>> {
  /** The last part of the route, and the API's name: /app/report/<name>, /api/report/get/<name>. */
  name: string;
  title: string;
  /** One line: what a manager reads in it. */
  description: string;
  /** The screen that opens it; also the permission the API checks. */
  route: string;
  params: P;
  columns: readonly ReportColumn[];
  /** Rows are grouped by this column (they come sorted by it) with a subtotal row after each group. */
  groupBy?: string;
  chart?: ReportChart;
  source: ReportSource;
  /** How exact it is, in a sentence (e.g. "to the second: daily rollups kept in each save's transaction"). */
  freshness: string;
  /** The filters that narrow it to branches: rows are limited to the user's branches by the runner. */
  branchScoped: boolean;
  /** The documents behind its figures, by name (each column's `drill` names one). */
  drills?: Readonly<Record<string, DrillDefinition>>;
  /** Extra exports besides XLSX/CSV/PDF (a tax file): name → label; served by the report's server module. */
  files?: Readonly<Record<string, string>>;
}

export function defineReport<const P extends Record<string, ReportParam>>(def: ReportDefinition<P>): ReportDefinition<P> {
  const keys = new Set(def.columns.map((c) => c.key));
  for (const c of def.columns) {
    if (typeof c.total === 'object') for (const k of c.total.ratio) if (!keys.has(k)) throw new Error(`${def.name}.${c.key}: ratio of unknown column ${k}`);
    if (c.drill) {
      const drill = def.drills?.[c.drill.to];
      if (!drill) throw new Error(`${def.name}.${c.key}: drill to undeclared "${c.drill.to}"`);
      for (const [k, v] of Object.entries(c.drill.keys)) {
        if (!(k in drill.keys)) throw new Error(`${def.name}.${c.key}: "${k}" is not a key of drill ${c.drill.to}`);
        if (v.startsWith('@') && !keys.has(v.slice(1))) throw new Error(`${def.name}.${c.key}: drill reads unknown column ${v}`);
        if (v.startsWith('$') && !(v.slice(1) in def.params)) throw new Error(`${def.name}.${c.key}: drill reads unknown parameter ${v}`);
      }
    }
  }
  if (def.groupBy && !keys.has(def.groupBy)) throw new Error(`${def.name}: groupBy ${def.groupBy} is not a column`);
  if (def.chart && ![def.chart.x, ...def.chart.series].every((k) => keys.has(k))) throw new Error(`${def.name}: chart names an unknown column`);
  return def;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;


/** The default of a date parameter on `today` (a Jakarta date, YYYY-MM-DD). */
export function dateDefault(which: DateDefault, today: string): string {
  switch (which) {
    case 'today':
      return today;
    case 'yesterday':
      return shiftDay(today, -1);
    case 'month-start':
      return monthStart(today);
    case 'month-end':
      return monthEnd(today);
    case 'previous-month-start':
      return monthStart(shiftDay(monthStart(today), -1));
    case 'previous-month-end':
      return shiftDay(monthStart(today), -1);
    case 'year-start':
      return `${today.slice(0, 4)}-01-01`;
    case 'days-ago-30':
      return shiftDay(today, -30);
    case 'days-ago-7':
      return shiftDay(today, -7);
  }
}

/** Every parameter with its default filled in (dates on `today`); what the screen shows first. */
export function defaultParams(def: ReportDefinition, today: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, p] of Object.entries(def.params)) {
    if (p.type === 'date' && p.default) out[key] = dateDefault(p.default, today);
    else if (p.type === 'month' && p.default) out[key] = (p.default === 'this-month' ? today : shiftDay(monthStart(today), -1)).slice(0, 7);
    else if (p.type === 'enum' && p.default) out[key] = p.default;
  }
  return out;
}

/** The longest period a dated report may span (a year and a bit: "this year vs last" still fits). */
export const MAX_REPORT_DAYS = 400;

/**
 * The parameters' schema (shared by the screen and the API): defaults filled, unknown keys refused, a
 * `date_from`…`date_to` pair checked for order and length.
 */
export function reportParamsSchema(def: ReportDefinition, today: string) {
  const defaults = defaultParams(def, today);
  const shape: Record<string, z.ZodType> = {};
  for (const [key, p] of Object.entries(def.params)) {
    let s: z.ZodType;
    if (p.type === 'date') s = z.string().regex(ISO_DATE, 'A date (YYYY-MM-DD)').refine((v) => {
      const t = Date.parse(`${v}T00:00:00Z`);
      // 2026-02-30 parses (rolled over to March): only a day that reads back the same is real
      return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
    }, 'Not a real date');
    else if (p.type === 'month') s = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month (YYYY-MM)');
    else if (p.type === 'ref') s = z.coerce.number({ message: 'Choose one from the list' }).int('Choose one from the list').positive('Choose one from the list').max(2_147_483_647);
    else s = z.enum(p.options as [string, ...string[]], { message: `One of: ${p.options.join(', ')}` });
    const fallback = defaults[key];
    shape[key] = fallback !== undefined ? z.preprocess((v) => (v === undefined || v === '' ? fallback : v), s) : p.required ? z.preprocess((v) => (v === '' ? undefined : v), s) : z.preprocess((v) => (v === '' ? undefined : v), s.optional());
  }
  return z
    .object(shape)
    .strict()
    .superRefine((v, ctx) => {
      const from = v.date_from as string | undefined;
      const to = v.date_to as string | undefined;
      if (from && to) {
        if (from > to) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'Must not be before "From"' });
        else if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_REPORT_DAYS) ctx.addIssue({ code: 'custom', path: ['date_to'], message: `At most ${MAX_REPORT_DAYS} days from "From"` });
      }
    });
}

/** The same period just before `from…to`, as long (for growth: this period vs the previous one). */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  // whole calendar months compare with the months before (Feb vs Jan, not 28 days back)
  if (from === monthStart(from) && to === monthEnd(to)) {
    const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
    const [y, m] = from.split('-').map(Number);
    const start = new Date(Date.UTC(y, m - 1 - months, 1)).toISOString().slice(0, 10);
    return { from: start, to: shiftDay(from, -1) };
  }
  return { from: shiftDay(from, -days), to: shiftDay(from, -1) };
}
