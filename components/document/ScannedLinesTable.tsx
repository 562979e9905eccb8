import { useId, type ReactNode } from 'react';
import { Button } from '@/components/data/Button';
import { formatDateTime, formatValue } from '@/components/resource/format';
import type { Fields } from '@/lib/resources/engine/define';
import type { ResourceRecord } from '@/services/resource/client';

/*
 * The lines a scan screen loaded (a bag's AWBs, a manifest's bags and loose AWBs), last scanned first:
 * the columns of their kind, who scanned each and when, and a button to take each out again.
 */

const cell = 'px-3 py-2 whitespace-nowrap';
const head = 'px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase';

export interface LineColumn {
  key: string;
  label: string;
  /** Right-aligned, in tabular figures. */
  numeric?: boolean;
  /** The cell may wrap (a long name). */
  wraps?: boolean;
  render: (row: ResourceRecord) => ReactNode;
}

/** A number column of a line kind's field: "2", "2.5 kg". */
export const numberColumn = (fields: Fields, key: string): LineColumn => ({ key, label: fields[key].label, numeric: true, render: (row) => formatValue(fields[key], row[key]) });

/** A reference column of a line kind's field, by its label. */
export const labelColumn = (fields: Fields, key: string): LineColumn => ({ key, label: fields[key].label, wraps: true, render: (row) => formatValue(fields[key], row[key], row[`${key}_label`]) });

/** A code in monospace with a note under it (an AWB's reason to go elsewhere, a bag's seal). */
export function CodeCell({ code, note, noteTone = 'text-slate-500' }: { code: string; note?: ReactNode; noteTone?: string }) {
  return (
    <>
      {code}
      {note ? <span className={`block font-sans text-xs font-normal whitespace-normal ${noteTone}`}>{note}</span> : null}
    </>
  );
}

/** The AWB lines of a bag or a manifest (the same fields): the AWB with its reason to go elsewhere, its destination, koli and weight. */
export function awbLineColumns(fields: Fields): LineColumn[] {
  return [
    {
      key: 'awb',
      label: fields.awb.label,
      render: (row) => <CodeCell code={String(row.awb)} note={row.override_reason ? `Other destination: ${String(row.override_reason)}` : null} noteTone="text-amber-700" />,
    },
    labelColumn(fields, 'destination_area_id'),
    numberColumn(fields, 'koli_count'),
    numberColumn(fields, 'weight_kg'),
  ];
}

function cellClass(column: LineColumn, code: boolean): string {
  if (code) return `${cell} font-mono font-medium text-slate-900`;
  if (column.numeric) return `${cell} text-right tabular-nums`;
  return column.wraps ? 'px-3 py-2 text-slate-700' : `${cell} text-slate-700`;
}

export interface ScannedLinesTableProps {
  /** The heading: "In the bag". */
  title: string;
  /** The lines in scan order (the detail's lines of one kind). */
  rows: readonly ResourceRecord[];
  loading: boolean;
  /** Said while there are none. */
  emptyText: string;
  /** The first is the code's column (in monospace). */
  columns: readonly LineColumn[];
  /** The line's code: what is sent to take it out (its AWB, its bag number). */
  codeOf: (row: ResourceRecord) => string;
  /** The row's `data-*` attribute holding its code: "awb" → `data-awb`. */
  codeAttribute: string;
  /** The take-out button: "Take out". */
  takeOutLabel: string;
  onTakeOut: (code: string) => void;
  /** Why nothing can be taken out (the document is closed): the buttons are disabled with it. */
  takeOutBlocked: string | null;
  /** The section's test id; each row's is `rowTestId`, its button `${rowTestId}-take-out`. */
  testId: string;
  rowTestId: string;
}

export function ScannedLinesTable({ title, rows, loading, emptyText, columns, codeOf, codeAttribute, takeOutLabel, onTakeOut, takeOutBlocked, testId, rowTestId }: ScannedLinesTableProps) {
  const titleId = useId();
  const newestFirst = [...rows].reverse();
  return (
    <section aria-labelledby={titleId} data-testid={testId}>
      <h3 id={titleId} className="text-sm font-semibold text-slate-800">
        {title} <span className="font-normal text-slate-500">({rows.length})</span>
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{loading ? 'Loading…' : emptyText}</p>
      ) : (
        <div className="mt-2 max-h-[28rem] overflow-auto rounded-md border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                <th scope="col" className={`${head} text-right`}>
                  #
                </th>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={`${head} ${column.numeric ? 'text-right' : 'text-left'}`}>
                    {column.label}
                  </th>
                ))}
                <th scope="col" className={`${head} hidden text-left 2xl:table-cell`}>
                  Scanned
                </th>
                <th scope="col" className={head}>
                  <span className="sr-only">{takeOutLabel}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {newestFirst.map((row, i) => {
                const code = codeOf(row);
                return (
                  <tr key={String(row.id ?? code)} data-testid={rowTestId} {...{ [`data-${codeAttribute}`]: code }}>
                    <td className={`${cell} text-right text-slate-500 tabular-nums`}>{rows.length - i}</td>
                    {columns.map((column, c) => (
                      <td key={column.key} className={cellClass(column, c === 0)}>
                        {column.render(row)}
                      </td>
                    ))}
                    <td className={`${cell} hidden text-slate-500 2xl:table-cell`}>
                      {row.scanned_at ? formatDateTime(String(row.scanned_at)) : ''}
                      {row.scanned_by ? ` · ${String(row.scanned_by)}` : ''}
                    </td>
                    <td className={`${cell} text-right`}>
                      <Button
                        size="sm"
                        onClick={() => onTakeOut(code)}
                        disabledReason={takeOutBlocked}
                        className="min-h-10 md:min-h-0"
                        aria-label={`${takeOutLabel} ${code}`}
                        data-testid={`${rowTestId}-take-out`}
                      >
                        {takeOutLabel}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
