import type { ReportColumn, ReportDefinition } from '@/lib/resources/reports/define-report';
import { drillKeys, formatReportValue, isNumeric, type ReportLine, type ReportRow } from '@/lib/resources/reports/table';

/*
 * A report's table: the rows, a subtotal row after each group, the totals at the foot; numbers right
 * aligned; a figure with a declared drill-down is a link to the documents behind it. Narrow screens
 * hide the columns of lower priority (as the document lists do); the header stays on top as it scrolls.
 */

const PRIORITY: Record<NonNullable<ReportColumn['priority']>, string> = { always: '', md: 'hidden md:table-cell', lg: 'hidden lg:table-cell', xl: 'hidden xl:table-cell' };

export interface ReportTableViewProps {
  def: ReportDefinition;
  lines: readonly ReportLine[];
  totals: ReportRow;
  params: Record<string, unknown>;
  /** Opens a drill-down; `label` names the figure ("JKT Cabang Jakarta · AWBs"). */
  onDrill: (drill: string, keys: Record<string, string>, label: string) => void;
  /** Overrides of column labels the answer gives (aging buckets named by the setting). */
  labels?: Record<string, string>;
}

export function ReportTableView({ def, lines, totals, params, onDrill, labels = {} }: ReportTableViewProps) {
  const columns = def.columns.filter((c) => !c.hidden);
  const cellClass = (c: ReportColumn) => `${PRIORITY[c.priority ?? 'always']} px-3 py-2 whitespace-nowrap ${isNumeric(c.format) ? 'text-right tabular-nums' : 'text-left'}`;

  const figureLabel = (c: ReportColumn, values: ReportRow) => [formatReportValue(columns[0].format, values[columns[0].key]), labels[c.key] ?? c.label].filter(Boolean).join(' · ');

  const cell = (c: ReportColumn, line: ReportLine | null, values: ReportRow, index: number) => {
    const text = formatReportValue(c.format, values[c.key]);
    const keys = c.drill && line?.kind === 'row' ? drillKeys(c.drill.keys, params, values) : null;
    if (c.drill && keys && text && Number(values[c.key]) !== 0) {
      const to = c.drill.to;
      return (
        <button
          type="button"
          className="font-medium text-sky-700 underline decoration-sky-300 underline-offset-2 hover:text-sky-900"
          title={`Show the ${def.drills?.[to]?.label ?? 'documents'} behind this figure`}
          onClick={() => onDrill(to, keys, figureLabel(c, values))}
          data-testid={`report-drill-${c.key}-${index}`}
        >
          {text}
        </button>
      );
    }
    return text;
  };

  return (
    <div className="max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full text-sm" data-testid="report-table">
        <thead className="sticky top-0 z-10 bg-slate-100 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cellClass(c)} title={c.help}>
                {labels[c.key] ?? c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-500" data-testid="report-empty">
                Nothing in this period for these filters.
              </td>
            </tr>
          )}
          {lines.map((line, i) => (
            <tr key={i} className={line.kind === 'subtotal' ? 'bg-slate-50 font-semibold' : 'hover:bg-slate-50'} data-kind={line.kind} data-testid="report-line">
              {columns.map((c, j) => (
                <td key={c.key} className={cellClass(c)}>
                  {line.kind === 'subtotal' && j === 0 ? `Subtotal ${formatReportValue(c.format, line.group)}` : cell(c, line, line.values, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {lines.length > 0 && (
          <tfoot className="sticky bottom-0 bg-slate-200 font-semibold text-slate-800">
            <tr data-testid="report-totals">
              {columns.map((c, j) => (
                <td key={c.key} className={cellClass(c)}>
                  {j === 0 ? 'Total' : formatReportValue(c.format, totals[c.key])}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
