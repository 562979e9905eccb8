import { useId, type ReactNode } from 'react';
import { statusLabel } from '@/components/document/document-format';
import { CodeCell, labelColumn, numberColumn, type LineColumn } from '@/components/document/ScannedLinesTable';
import { formatDateTime } from '@/components/resource/format';
import { incomingDocument } from '@/lib/resources/documents/incoming';
import type { ResourceRecord } from '@/services/resource/client';
import { LINE_FILTERS, RESULT_TONES, matchesFilter, scannedCode, type LineFilter } from './incoming-format';

/*
 * What the manifest brought, as the incoming's lines have it: its bags (the seal sent, the seal found,
 * the result) and its AWBs (which bag, where to, koli and weight, the result and a note), in manifest
 * order, an extra AWB last. One quick filter for both: all, what is still pending, the exceptions
 * (damaged, extra, missing; a bag's seal mismatch, a missing bag).
 */

const def = incomingDocument;
const bagFields = def.lines!.bags.fields;
const itemFields = def.lines!.items.fields;

const cell = 'px-3 py-2 whitespace-nowrap';
const head = 'px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase';

/** A line's result, in its colour. */
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

const sealFound = (row: ResourceRecord): ReactNode => {
  if (!row.seal_found) return '–';
  const mismatch = row.result === 'SEAL_MISMATCH';
  return <span className={mismatch ? 'font-mono font-semibold text-amber-800' : 'font-mono'}>{String(row.seal_found)}</span>;
};

const BAG_COLUMNS: LineColumn[] = [
  { key: 'bag_number', label: bagFields.bag_number.label, render: (row) => <CodeCell code={String(row.bag_number)} note={scannedNote(row)} /> },
  { key: 'seal_expected', label: bagFields.seal_expected.label, render: (row) => <span className="font-mono">{row.seal_expected ? String(row.seal_expected) : '–'}</span> },
  { key: 'seal_found', label: bagFields.seal_found.label, render: sealFound },
  numberColumn(bagFields, 'awb_count'),
  { key: 'result', label: bagFields.result.label, render: (row) => <ResultBadge result={row.result} /> },
];

const AWB_COLUMNS: LineColumn[] = [
  { key: 'awb', label: itemFields.awb.label, render: (row) => <CodeCell code={String(row.awb)} note={scannedNote(row)} /> },
  { key: 'bag_number', label: itemFields.bag_number.label, render: (row) => <span className="font-mono text-xs">{row.bag_number ? String(row.bag_number) : 'Loose'}</span> },
  labelColumn(itemFields, 'destination_area_id'),
  numberColumn(itemFields, 'koli_count'),
  numberColumn(itemFields, 'weight_kg'),
  { key: 'result', label: itemFields.result.label, render: (row) => <ResultBadge result={row.result} /> },
  { key: 'note', label: itemFields.note.label, wraps: true, render: (row) => (row.note ? String(row.note) : '') },
];

function cellClass(column: LineColumn, code: boolean): string {
  if (code) return `${cell} font-mono font-medium text-slate-900`;
  if (column.numeric) return `${cell} text-right tabular-nums`;
  return column.wraps ? 'px-3 py-2 text-slate-700' : `${cell} text-slate-700`;
}

interface LinesTableProps {
  title: string;
  /** Every line of the kind (the count in the heading); `rows` the ones the filter shows. */
  total: number;
  rows: readonly ResourceRecord[];
  loading: boolean;
  emptyText: string;
  columns: readonly LineColumn[];
  codeOf: (row: ResourceRecord) => string;
  codeAttribute: string;
  testId: string;
  rowTestId: string;
}

function LinesTable({ title, total, rows, loading, emptyText, columns, codeOf, codeAttribute, testId, rowTestId }: LinesTableProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid={testId}>
      <h3 id={titleId} className="text-sm font-semibold text-slate-800">
        {title}{' '}
        <span className="font-normal text-slate-500">
          ({rows.length === total ? total : `${rows.length} of ${total}`})
        </span>
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{loading ? 'Loading…' : emptyText}</p>
      ) : (
        <div className="mt-2 max-h-[28rem] overflow-auto rounded-md border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={`${head} ${column.numeric ? 'text-right' : 'text-left'}`}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {rows.map((row) => {
                const code = codeOf(row);
                return (
                  <tr key={String(row.id ?? code)} data-testid={rowTestId} data-result={String(row.result ?? '')} {...{ [`data-${codeAttribute}`]: code }}>
                    {columns.map((column, c) => (
                      <td key={column.key} className={cellClass(column, c === 0)}>
                        {column.render(row)}
                      </td>
                    ))}
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

export interface IncomingLinesProps {
  bags: readonly ResourceRecord[];
  items: readonly ResourceRecord[];
  loading: boolean;
  filter: LineFilter;
  onFilter: (filter: LineFilter) => void;
}

const EMPTY_TEXTS: Record<LineFilter, { bags: string; items: string }> = {
  all: { bags: 'No bag on this manifest: its AWBs came loose.', items: 'No AWB on this manifest.' },
  pending: { bags: 'Every bag is opened.', items: 'No AWB is pending.' },
  exceptions: { bags: 'No seal mismatch, no missing bag.', items: 'Nothing damaged, extra or missing.' },
};

export function IncomingLines({ bags, items, loading, filter, onFilter }: IncomingLinesProps) {
  const counts = Object.fromEntries(LINE_FILTERS.map(({ value }) => [value, bags.filter((b) => matchesFilter(b, value)).length + items.filter((i) => matchesFilter(i, value)).length]));
  const shownBags = bags.filter((b) => matchesFilter(b, filter));
  const shownItems = items.filter((i) => matchesFilter(i, filter));
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Show lines" className="inline-flex flex-wrap rounded-md shadow-sm" data-testid="incoming-filter">
        {LINE_FILTERS.map(({ value, label }, i) => (
          <button
            key={value}
            type="button"
            onClick={() => onFilter(value)}
            aria-pressed={filter === value}
            className={`min-h-10 border px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500 ${
              i === 0 ? 'rounded-l-md' : '-ml-px'
            } ${i === LINE_FILTERS.length - 1 ? 'rounded-r-md' : ''} ${
              filter === value ? 'border-slate-800 bg-slate-800 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
            data-testid={`incoming-filter-${value}`}
          >
            {label} <span className="tabular-nums opacity-75">({counts[value]})</span>
          </button>
        ))}
      </div>
      <LinesTable
        title="Bags"
        total={bags.length}
        rows={shownBags}
        loading={loading}
        emptyText={EMPTY_TEXTS[filter].bags}
        columns={BAG_COLUMNS}
        codeOf={(row) => scannedCode(row.bag_number)}
        codeAttribute="bag"
        testId="incoming-bags"
        rowTestId="incoming-bag"
      />
      <LinesTable
        title="AWBs"
        total={items.length}
        rows={shownItems}
        loading={loading}
        emptyText={EMPTY_TEXTS[filter].items}
        columns={AWB_COLUMNS}
        codeOf={(row) => String(row.awb)}
        codeAttribute="awb"
        testId="incoming-awbs"
        rowTestId="incoming-awb"
      />
    </div>
  );
}
