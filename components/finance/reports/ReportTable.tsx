import type { ReactNode } from 'react';
import { Button } from '@/components/data/Button';
import { apiErrorMessage } from '@/services/api-client';

/*
 * A plain table of a report's rows (no paging, no sorting: the server answers every group), styled as
 * the app's DataTable. Amount columns are right-aligned with figures of one width; a column can hide
 * on a narrow screen (`className: 'hidden md:table-cell'`), and the table scrolls sideways when it
 * still does not fit.
 */

export interface ReportColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** A number: right-aligned, tabular figures. */
  numeric?: boolean;
  /** The totals row's cell of this column. */
  footer?: ReactNode;
  /** Classes of the column's cells (th, td and the footer's). */
  className?: string;
}

export interface ReportTableProps<T> {
  label: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** Shows a totals row made of the columns' `footer`. */
  footer?: boolean;
  loading?: boolean;
  /** A refetch is running (new filters): the old rows stay, dimmed. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
  testId?: string;
  rowTestId?: string;
  /** Extra attributes of a row (a greyed reversal). */
  rowProps?: (row: T) => { className?: string; [data: `data-${string}`]: string | undefined };
  /** Rows above the data rows (the balance brought forward). */
  leading?: ReactNode;
}

const cellClass = (numeric?: boolean, extra = '') => `px-3 py-2.5 sm:px-4 ${numeric ? 'text-right tabular-nums whitespace-nowrap' : ''} ${extra}`;

export function ReportTable<T>({
  label,
  columns,
  rows,
  rowKey,
  footer = false,
  loading = false,
  fetching = false,
  error,
  onRetry,
  emptyMessage = 'Nothing in this period',
  testId,
  rowTestId,
  rowProps,
  leading,
}: ReportTableProps<T>) {
  const span = columns.length;
  const failed = error !== undefined && error !== null && !rows;
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" data-testid={testId}>
      <div className="overflow-x-auto">
        <table aria-label={label} aria-busy={loading || fetching} className={`min-w-full divide-y divide-slate-200 text-sm transition-opacity ${fetching && !loading ? 'opacity-60' : ''}`}>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={`${cellClass(c.numeric, c.className)} py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase ${c.numeric ? '' : 'text-left'}`}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loading &&
              Array.from({ length: 3 }, (_, i) => (
                <tr key={`skeleton-${i}`} aria-hidden="true">
                  {columns.map((c) => (
                    <td key={c.key} className={cellClass(c.numeric, c.className)}>
                      <div className={`h-4 w-full max-w-[8rem] animate-pulse rounded bg-slate-100 ${c.numeric ? 'ml-auto' : ''}`} />
                    </td>
                  ))}
                </tr>
              ))}
            {!loading && failed && (
              <tr>
                <td colSpan={span} className="px-4 py-10 text-center text-sm text-red-600" role="alert" data-testid="report-error">
                  <p>{apiErrorMessage(error)}</p>
                  {onRetry && (
                    <Button size="sm" className="mt-3" onClick={onRetry}>
                      Try again
                    </Button>
                  )}
                </td>
              </tr>
            )}
            {!loading && !failed && leading}
            {!loading && rows && rows.length === 0 && (
              <tr>
                <td colSpan={span} className="px-4 py-10 text-center text-sm text-slate-500" data-testid="report-empty">
                  {emptyMessage}
                </td>
              </tr>
            )}
            {!loading &&
              rows?.map((row) => {
                const { className = '', ...data } = rowProps?.(row) ?? {};
                return (
                  <tr key={rowKey(row)} data-testid={rowTestId} className={`hover:bg-slate-50 ${className}`} {...data}>
                    {columns.map((c) => (
                      <td key={c.key} className={`${cellClass(c.numeric, c.className)} align-top ${className ? '' : 'text-slate-700'}`}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
          </tbody>
          {footer && !loading && rows && rows.length > 0 && (
            <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900" data-testid={testId ? `${testId}-totals` : undefined}>
              <tr>
                {columns.map((c) => (
                  <td key={c.key} className={cellClass(c.numeric, c.className)}>
                    {c.footer}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </div>
  );
}
