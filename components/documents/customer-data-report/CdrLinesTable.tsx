import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/data/Button';
import { inputClass } from '@/components/data/input-class';
import { Pagination } from '@/components/data/Pagination';
import { formatDate, formatDateTime } from '@/components/resource/format';
import { formatRupiah } from '@/lib/pricing/money';
import { excludeReasonLabel, kgText, type CdrLine } from './cdr-lines';

/*
 * The AWB lines of the CDR under review — thousands on a big customer — a page at a time (client-side),
 * filtered to all / kept / left out or to an AWB typed, each with a tick box (shift-click ticks a
 * range). A line left out is greyed with its reason and note.
 */

export type LineFilter = 'all' | 'included' | 'excluded';

const FILTERS: readonly { value: LineFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'included', label: 'Included' },
  { value: 'excluded', label: 'Left out' },
];

export const LINES_PAGE_SIZE = 100;

export interface CdrLinesTableProps {
  lines: readonly CdrLine[];
  selected: ReadonlySet<number>;
  onSelect: (next: Set<number>) => void;
  /** Ticking is offered (the CDR is still under review). */
  selectable: boolean;
}

const th = 'px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase';
const td = 'px-3 py-1.5 whitespace-nowrap';

export function CdrLinesTable({ lines, selected, onSelect, selectable }: CdrLinesTableProps) {
  const findId = useId();
  const [filter, setFilter] = useState<LineFilter>('all');
  const [find, setFind] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(LINES_PAGE_SIZE);
  const anchor = useRef<number | null>(null);

  const counts = useMemo(() => {
    const kept = lines.filter((l) => l.included).length;
    return { all: lines.length, included: kept, excluded: lines.length - kept };
  }, [lines]);
  const needle = find.trim().toUpperCase();
  const shown = useMemo(
    () =>
      lines.filter(
        (l) =>
          (filter === 'all' || (filter === 'included') === l.included) &&
          (!needle || l.awb.toUpperCase().includes(needle) || l.consignee_name.toUpperCase().includes(needle)),
      ),
    [lines, filter, needle],
  );
  const pageCount = Math.max(1, Math.ceil(shown.length / limit));
  const current = Math.min(page, pageCount);
  const pageRows = shown.slice((current - 1) * limit, current * limit);

  // another filter or search: back to its first page, and a new range anchor
  useEffect(() => {
    setPage(1);
    anchor.current = null;
  }, [filter, needle]);

  const allOnPage = pageRows.length > 0 && pageRows.every((l) => selected.has(l.id));
  const allShown = shown.length > 0 && shown.every((l) => selected.has(l.id));

  const setMany = (ids: readonly number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onSelect(next);
  };

  const tick = (line: CdrLine, event: ChangeEvent<HTMLInputElement>) => {
    const on = event.target.checked;
    const native = event.nativeEvent as Partial<MouseEvent>;
    const index = shown.indexOf(line);
    if (native.shiftKey && anchor.current !== null && anchor.current !== index && anchor.current < shown.length) {
      const [a, b] = anchor.current < index ? [anchor.current, index] : [index, anchor.current];
      setMany(
        shown.slice(a, b + 1).map((l) => l.id),
        on,
      );
    } else {
      setMany([line.id], on);
    }
    anchor.current = index;
  };

  return (
    <section aria-label="AWB lines" data-testid="cdr-lines">
      <div className="flex flex-wrap items-end gap-3">
        <fieldset>
          <legend className="text-xs font-medium text-slate-600">Show</legend>
          <div className="mt-0.5 inline-flex rounded-md shadow-sm" data-testid="cdr-lines-filter">
            {FILTERS.map((f, i) => (
              <label
                key={f.value}
                className={`relative cursor-pointer border border-slate-300 px-3 py-1.5 text-sm focus-within:z-10 focus-within:ring-2 focus-within:ring-slate-500 ${
                  i === 0 ? 'rounded-l-md' : '-ml-px'
                } ${i === FILTERS.length - 1 ? 'rounded-r-md' : ''} ${filter === f.value ? 'bg-slate-800 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                <input type="radio" name={`${findId}-filter`} value={f.value} checked={filter === f.value} onChange={() => setFilter(f.value)} className="sr-only" />
                {f.label} <span className={filter === f.value ? 'text-slate-300' : 'text-slate-500'}>({counts[f.value].toLocaleString('en-US')})</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="w-full sm:w-56">
          <label htmlFor={findId} className="block text-xs font-medium text-slate-600">
            Find an AWB
          </label>
          <input id={findId} type="search" value={find} onChange={(e) => setFind(e.target.value)} placeholder="AWB or consignee" className={inputClass(false, 'mt-0.5 py-1.5')} />
        </div>
        {selectable && shown.length > pageRows.length && (
          <Button size="sm" variant="ghost" onClick={() => setMany(shown.map((l) => l.id), !allShown)} data-testid="cdr-lines-tick-shown">
            {allShown ? `Untick all ${shown.length.toLocaleString('en-US')} shown` : `Tick all ${shown.length.toLocaleString('en-US')} shown`}
          </Button>
        )}
      </div>

      <div className="mt-2 overflow-x-auto rounded-md border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm" aria-label="AWBs of the CDR" data-testid="cdr-lines-table">
          <thead className="bg-slate-50">
            <tr>
              {selectable && (
                <th scope="col" className="w-10 px-3 py-2 text-left">
                  <input
                    type="checkbox"
                    checked={allOnPage}
                    disabled={!pageRows.length}
                    onChange={() => setMany(pageRows.map((l) => l.id), !allOnPage)}
                    aria-label="Tick every AWB on this page"
                    className="h-4 w-4 rounded border-slate-300"
                  />
                </th>
              )}
              <th scope="col" className={`${th} text-left`}>AWB</th>
              <th scope="col" className={`${th} text-left`}>Date</th>
              <th scope="col" className={`${th} text-left`}>Service</th>
              <th scope="col" className={`${th} text-left`}>Destination</th>
              <th scope="col" className={`${th} text-left`}>Consignee</th>
              <th scope="col" className={`${th} text-right`}>Koli</th>
              <th scope="col" className={`${th} text-right`}>Kg</th>
              <th scope="col" className={`${th} text-right`}>Amount</th>
              <th scope="col" className={`${th} text-right`}>Subject to PPN</th>
              <th scope="col" className={`${th} text-left`}>Delivered</th>
              <th scope="col" className={`${th} text-left`}>Billed</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {pageRows.map((l) => {
              const on = selected.has(l.id);
              return (
                <tr
                  key={l.id}
                  className={`${on ? 'bg-sky-50' : l.included ? '' : 'bg-slate-50'} ${l.included ? 'text-slate-700' : 'text-slate-400'}`}
                  data-testid="cdr-line"
                  data-awb={l.awb}
                  data-included={l.included}
                >
                  {selectable && (
                    <td className="px-3 py-1.5">
                      <input type="checkbox" checked={on} onChange={(e) => tick(l, e)} aria-label={`AWB ${l.awb}`} className="h-4 w-4 rounded border-slate-300" />
                    </td>
                  )}
                  <td className={`${td} font-mono ${l.included ? 'text-slate-900' : 'line-through decoration-slate-300'}`}>{l.awb}</td>
                  <td className={td}>{l.shipment_date ? formatDate(l.shipment_date) : '–'}</td>
                  <td className={td}>{l.service_label}</td>
                  <td className="max-w-56 truncate px-3 py-1.5" title={l.destination_label}>
                    {l.destination_label}
                  </td>
                  <td className="max-w-48 truncate px-3 py-1.5" title={l.consignee_name}>
                    {l.consignee_name || '–'}
                  </td>
                  <td className={`${td} text-right tabular-nums`}>{l.koli_count}</td>
                  <td className={`${td} text-right tabular-nums`}>{kgText(l.kg_hundredths)}</td>
                  <td
                    className={`${td} text-right tabular-nums`}
                    title={`Freight ${formatRupiah(l.freight)} · additional ${formatRupiah(l.additional)} · insurance ${formatRupiah(l.insurance)} · COD fee ${formatRupiah(l.cod_fee)} · discount ${formatRupiah(l.discount)}`}
                  >
                    {formatRupiah(l.amount)}
                  </td>
                  <td className={`${td} text-right tabular-nums`}>{formatRupiah(l.taxable)}</td>
                  <td className={td}>{l.delivered_at ? formatDateTime(l.delivered_at) : '–'}</td>
                  <td className="min-w-40 px-3 py-1.5" data-testid="cdr-line-billed">
                    {l.included ? (
                      <span className="text-emerald-700">Kept</span>
                    ) : (
                      <span className="text-slate-500">
                        Left out: {excludeReasonLabel(l.exclude_reason)}
                        {l.exclude_note ? <span className="block text-xs text-slate-400">{l.exclude_note}</span> : null}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
            {pageRows.length === 0 && (
              <tr>
                <td colSpan={selectable ? 12 : 11} className="px-3 py-6 text-center text-sm text-slate-500">
                  {lines.length ? 'No AWB matches.' : 'This CDR has no AWB.'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {shown.length > 10 && (
          <Pagination
            page={current}
            limit={limit}
            total={shown.length}
            onPage={setPage}
            onLimit={(l) => {
              setLimit(l);
              setPage(1);
            }}
          />
        )}
      </div>
    </section>
  );
}
