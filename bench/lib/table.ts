import type { Check, Measurement } from './types';

export interface Column<T> {
  header: string;
  value(row: T): string;
  align?: 'left' | 'right';
}

/** A plain-text table, monospace aligned, with a rule under the header. */
export function formatTable<T>(columns: Column<T>[], rows: T[]): string {
  const cells = rows.map((row) => columns.map((c) => c.value(row)));
  const widths = columns.map((c, i) => Math.max(c.header.length, ...cells.map((r) => r[i].length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => (columns[i].align === 'left' ? v.padEnd(widths[i]) : v.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export const fmtInt = (n: number) => int.format(Math.round(n));
export const fmtMs = (n: number) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0));
export const fmtRatio = (n: number) => n.toFixed(2);

export function formatMeasurements(rows: Measurement[]): string {
  return formatTable<Measurement>(
    [
      { header: 'conns', value: (r) => String(r.connections) },
      { header: 'server', value: (r) => r.server, align: 'left' },
      { header: 'req/s', value: (r) => fmtInt(r.rps) },
      { header: 'p50 ms', value: (r) => fmtMs(r.p50Ms) },
      { header: 'p99 ms', value: (r) => fmtMs(r.p99Ms) },
      { header: 'busy µs/req', value: (r) => fmtInt(r.busyUsPerRequest) },
      { header: 'requests', value: (r) => fmtInt(r.requests) },
      { header: 'failed', value: (r) => fmtInt(r.failures) },
      { header: 'ratio', value: (r) => (r.ratio === undefined ? '' : `${fmtRatio(r.ratio)}x`) },
    ],
    rows,
  );
}

export function formatCheck(check: Check, context: string): string {
  const verdict = check.pass ? 'PASS' : 'FAIL';
  const why = check.invalid ? `; ${check.invalid}` : '';
  const figure = check.unit ? `${check.ratio.toFixed(1)} ${check.unit}` : `ratio ${fmtRatio(check.ratio)}`;
  const target = check.unit ? `${check.target} ${check.unit}` : String(check.target);
  return `bench: ${check.name} ${figure} (target ${check.direction ?? '>='} ${target}) ${verdict} (${context}${why})`;
}
