import { useId } from 'react';
import { statusLabel } from '@/components/document/document-format';
import { CodeCell, labelColumn, type LineColumn } from '@/components/document/ScannedLinesTable';
import { formatDateTime } from '@/components/resource/format';
import { podReceptionDocument } from '@/lib/resources/documents/pod-reception';
import type { ResourceRecord } from '@/services/resource/client';
import { PAPER_FILTERS, RESULT_TONES, matchesFilter, type PaperFilter } from './pod-format';

/*
 * The papers the POD return brought, as the reception's lines have them, in the return's order: the AWB
 * (received when and by whom), its customer, the result. One quick filter: all, what is still pending,
 * what is missing.
 */

const itemFields = podReceptionDocument.lines!.items.fields;

const cell = 'px-3 py-2 whitespace-nowrap';
const head = 'px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase text-left';

/** A paper's result, in its colour. */
export function ResultBadge({ result }: { result: unknown }) {
  const value = String(result ?? '');
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${RESULT_TONES[value] ?? RESULT_TONES.PENDING}`} data-result={value}>
      {statusLabel(value)}
    </span>
  );
}

const scannedNote = (row: ResourceRecord) =>
  row.scanned_at ? `${formatDateTime(String(row.scanned_at))}${row.scanned_by ? ` · ${String(row.scanned_by)}` : ''}` : null;

const COLUMNS: LineColumn[] = [
  { key: 'awb', label: itemFields.awb.label, render: (row) => <CodeCell code={String(row.awb)} note={scannedNote(row)} /> },
  labelColumn(itemFields, 'customer_id'),
  { key: 'result', label: itemFields.result.label, render: (row) => <ResultBadge result={row.result} /> },
];

const EMPTY_TEXTS: Record<PaperFilter, string> = {
  all: 'No paper in this POD return.',
  pending: 'No paper is pending.',
  missing: 'Nothing is missing.',
};

export interface ReceptionLinesProps {
  items: readonly ResourceRecord[];
  loading: boolean;
  filter: PaperFilter;
  onFilter: (filter: PaperFilter) => void;
}

export function ReceptionLines({ items, loading, filter, onFilter }: ReceptionLinesProps) {
  const titleId = useId();
  const counts = Object.fromEntries(PAPER_FILTERS.map(({ value }) => [value, items.filter((i) => matchesFilter(i, value)).length]));
  const rows = items.filter((i) => matchesFilter(i, filter));
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Show papers" className="inline-flex flex-wrap rounded-md shadow-sm" data-testid="reception-filter">
        {PAPER_FILTERS.map(({ value, label }, i) => (
          <button
            key={value}
            type="button"
            onClick={() => onFilter(value)}
            aria-pressed={filter === value}
            className={`min-h-10 border px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500 ${
              i === 0 ? 'rounded-l-md' : '-ml-px'
            } ${i === PAPER_FILTERS.length - 1 ? 'rounded-r-md' : ''} ${
              filter === value ? 'border-slate-800 bg-slate-800 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
            data-testid={`reception-filter-${value}`}
          >
            {label} <span className="tabular-nums opacity-75">({counts[value]})</span>
          </button>
        ))}
      </div>
      <section aria-labelledby={titleId} data-testid="reception-pods">
        <h3 id={titleId} className="text-sm font-semibold text-slate-800">
          Paper PODs{' '}
          <span className="font-normal text-slate-500">
            ({rows.length === items.length ? items.length : `${rows.length} of ${items.length}`})
          </span>
        </h3>
        {rows.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">{loading ? 'Loading…' : EMPTY_TEXTS[filter]}</p>
        ) : (
          <div className="mt-2 max-h-[28rem] overflow-auto rounded-md border border-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="sticky top-0 bg-slate-50">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column.key} scope="col" className={head}>
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 bg-white">
                {rows.map((row) => (
                  <tr key={String(row.id ?? row.awb)} data-testid="reception-pod" data-awb={String(row.awb)} data-result={String(row.result ?? '')}>
                    {COLUMNS.map((column, c) => (
                      <td key={column.key} className={c === 0 ? `${cell} font-mono font-medium text-slate-900` : column.wraps ? 'px-3 py-2 text-slate-700' : `${cell} text-slate-700`}>
                        {column.render(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
