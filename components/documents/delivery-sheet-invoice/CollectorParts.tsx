import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/data/Button';
import { inputClass } from '@/components/data/input-class';
import { Pagination } from '@/components/data/Pagination';
import { TYPING_DEBOUNCE_MS } from '@/components/data/use-debounced-text';
import { PrintButtons } from '@/components/document/PrintButtons';
import { cardClass } from '@/components/documents/customer-data-report/GenerateParts';
import { formatDate } from '@/components/resource/format';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentList, type AnyDocument } from '@/hooks/documents/use-document';
import { useCollectableInvoices } from '@/hooks/finance/use-collector-management';
import { formatRupiah } from '@/lib/pricing/money';
import { apiErrorMessage } from '@/services/api-client';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { CollectableInvoice } from '@/services/finance/collector-client';

/*
 * The parts the collector-management screens share (delivery sheet, collection, POD sending): the
 * invoices to pick — searched, ticked, summed —, the sheets / collections still out to open one from,
 * the panel of a document just made, and the open document kept in the URL (`?sheet=12`): a reload
 * carries on with it.
 */

export { cardClass };

const th = 'px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-600 uppercase';
const td = 'px-3 py-1.5 whitespace-nowrap';
const count = (n: number) => n.toLocaleString('en-US');

/** The server answers at most this many invoices to pick from (its default limit). */
export const PICK_LIMIT = 200;

export const money = (v: unknown) => formatRupiah(Number(v ?? 0) || 0);

/** "Joko Kolektor (EMP040)", or the id when the label is missing. */
export const collectorOf = (doc: DocumentRecord | undefined) => (doc ? String(doc.collector_id_label ?? `Employee #${String(doc.collector_id ?? '')}`) : '…');

/** Days `due` (YYYY-MM-DD) is past `today` (YYYY-MM-DD); 0 when not overdue. */
export function daysOverdue(due: string | null | undefined, today: string): number {
  if (!due || !/^\d{4}-\d{2}-\d{2}/.test(due)) return 0;
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due.slice(0, 10)}T00:00:00Z`);
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / 86_400_000) : 0;
}

/** The number as a link-looking button (opens the document on the same screen). */
export const numberButtonClass =
  'rounded font-mono font-semibold text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-500';

/** The open document of a screen, by a query parameter of the URL, and how to open or close one. */
export function useOpenParam(param: string) {
  const router = useRouter();
  const raw = router.query[param];
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  const activeId = Number.isInteger(n) && n > 0 ? n : null;
  const { query, pathname } = router;
  const open = useCallback(
    (id: number | null) => {
      const { [param]: _current, ...rest } = query;
      void router.replace({ pathname, query: id ? { ...rest, [param]: String(id) } : rest }, undefined, { shallow: true, scroll: false });
    },
    [router, pathname, query, param],
  );
  return { activeId, open };
}

// ---------------------------------------------------------------------------------------------------
// Invoices to pick

export interface InvoicePickListProps {
  /** `sheet`: issued invoices at the office (their total); `collection`: what is left to pay (due dates, overdue). */
  purpose: 'sheet' | 'collection';
  title: string;
  description?: ReactNode;
  selected: ReadonlyMap<number, CollectableInvoice>;
  onSelect: (next: Map<number, CollectableInvoice>) => void;
  /** The server's (or the form's) error of the picked invoices. */
  error?: string;
  /** YYYY-MM-DD: invoices due before it are overdue. */
  today: string;
  testId: string;
}

/**
 * The invoices the server offers for the purpose (searched by number or customer on the server), each
 * with a tick box; the ticks outlive a search, and the footer sums them.
 */
export function InvoicePickList({ purpose, title, description, selected, onSelect, error, today, testId }: InvoicePickListProps) {
  const titleId = useId();
  const findId = useId();
  const errorId = useId();
  const [find, setFind] = useState('');
  const q = useDebouncedValue(find.trim(), TYPING_DEBOUNCE_MS);
  const list = useCollectableInvoices(purpose, q ? { q } : {});
  const rows = list.data ?? [];
  const collection = purpose === 'collection';
  const amountOf = (r: CollectableInvoice) => (collection ? r.outstanding : r.total);

  const allShown = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const hiddenTicked = [...selected.keys()].filter((id) => !rows.some((r) => r.id === id)).length;
  const chosen = [...selected.values()];
  const chosenAmount = chosen.reduce((a, r) => a + amountOf(r), 0);

  const toggle = (row: CollectableInvoice) => {
    const next = new Map(selected);
    if (next.has(row.id)) next.delete(row.id);
    else next.set(row.id, row);
    onSelect(next);
  };
  const toggleShown = () => {
    const next = new Map(selected);
    for (const r of rows) {
      if (allShown) next.delete(r.id);
      else next.set(r.id, r);
    }
    onSelect(next);
  };

  return (
    <section aria-labelledby={titleId} className={`${cardClass} flex min-w-0 flex-col`} data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-slate-800">
            {title} {list.data ? <span className="font-normal text-slate-500">({count(rows.length)})</span> : null}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
        </div>
        <Button size="sm" variant="ghost" onClick={() => void list.refetch()} disabled={list.isFetching} data-testid={`${testId}-refresh`}>
          {list.isFetching && !list.isPending ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>

      <div className="space-y-3 px-4 py-3">
        <div className="max-w-sm">
          <label htmlFor={findId} className="block text-xs font-medium text-slate-600">
            Find an invoice
          </label>
          <input id={findId} type="search" value={find} onChange={(e) => setFind(e.target.value)} placeholder="Invoice number, customer name or code" className={inputClass(false, 'mt-0.5')} />
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-600" data-field-error data-testid={`${testId}-error`}>
            {error}
          </p>
        )}
        {list.isPending ? (
          <p className="text-sm text-slate-500" role="status">
            Loading…
          </p>
        ) : list.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
            The invoices could not be loaded: {apiErrorMessage(list.error)}
            <Button size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-500" data-testid={`${testId}-empty`}>
            {q ? `No invoice matches “${q}”.` : collection ? 'No invoice is waiting to be collected.' : 'No issued invoice is at the office.'}
          </p>
        ) : (
          <div className={`max-h-[28rem] overflow-auto rounded-md border border-slate-200 ${list.isFetching ? 'opacity-70' : ''}`}>
            <table className="min-w-full divide-y divide-slate-200 text-sm" aria-label={title} aria-describedby={error ? errorId : undefined} data-testid={`${testId}-table`}>
              <thead className="sticky top-0 z-10 bg-slate-50">
                <tr>
                  <th scope="col" className="w-10 px-3 py-2 text-left">
                    <input type="checkbox" checked={allShown} onChange={toggleShown} aria-label={q ? 'Tick every invoice shown' : 'Tick every invoice'} className="h-4 w-4 rounded border-slate-300" />
                  </th>
                  <th scope="col" className={`${th} text-left`}>Invoice</th>
                  <th scope="col" className={`${th} text-left`}>Customer</th>
                  <th scope="col" className={`${th} hidden text-left sm:table-cell`}>Date</th>
                  <th scope="col" className={`${th} text-left`}>Due</th>
                  <th scope="col" className={`${th} ${collection ? 'hidden md:table-cell' : ''} text-right`}>Total</th>
                  {collection && <th scope="col" className={`${th} text-right`}>Outstanding</th>}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((r) => {
                  const on = selected.has(r.id);
                  const late = collection ? daysOverdue(r.due_date, today) : 0;
                  return (
                    <tr
                      key={r.id}
                      className={on ? 'bg-sky-50' : late ? 'bg-red-50/60' : ''}
                      data-testid="pick-invoice"
                      data-invoice-id={r.id}
                      data-overdue={late > 0 || undefined}
                    >
                      <td className="px-3 py-1.5">
                        <input type="checkbox" checked={on} onChange={() => toggle(r)} aria-label={`Invoice ${r.number}`} className="h-4 w-4 rounded border-slate-300" />
                      </td>
                      <td className={`${td} font-mono font-semibold text-slate-900`}>{r.number}</td>
                      <td className="max-w-64 truncate px-3 py-1.5" title={r.customer_name}>
                        <span className="font-mono text-xs text-slate-500">{r.customer_code}</span> <span className="text-slate-800">{r.customer_name}</span>
                      </td>
                      <td className={`${td} hidden text-slate-600 sm:table-cell`}>{r.invoice_date ? formatDate(r.invoice_date) : '–'}</td>
                      <td className={`${td} ${late ? 'font-medium text-red-700' : 'text-slate-600'}`} data-testid="pick-invoice-due">
                        {r.due_date ? formatDate(r.due_date) : '–'}
                        {late > 0 && <span className="block text-xs font-normal">{late === 1 ? '1 day overdue' : `${count(late)} days overdue`}</span>}
                      </td>
                      <td className={`${td} ${collection ? 'hidden text-slate-500 md:table-cell' : ''} text-right tabular-nums`}>{formatRupiah(r.total)}</td>
                      {collection && <td className={`${td} text-right font-medium tabular-nums`}>{formatRupiah(r.outstanding)}</td>}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {rows.length >= PICK_LIMIT && <p className="text-xs text-slate-500">The first {PICK_LIMIT} are listed: search to find others.</p>}
      </div>

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3">
        <span className="mr-auto text-sm text-slate-600" data-testid={`${testId}-selected`}>
          {chosen.length ? `${chosen.length} ticked · ${formatRupiah(chosenAmount)}` : 'Tick the invoices to give the collector'}
          {hiddenTicked > 0 && <span className="text-slate-500"> ({hiddenTicked} not shown by this search)</span>}
        </span>
        {chosen.length > 0 && (
          <Button size="sm" variant="ghost" onClick={() => onSelect(new Map())} data-testid={`${testId}-clear`}>
            Clear ticks
          </Button>
        )}
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------------
// Sheets / collections still out

export interface OpenColumn {
  key: string;
  label: string;
  value: (row: DocumentRecord) => ReactNode;
  align?: 'right';
  /** Hidden on a narrow screen. */
  wide?: boolean;
}

export interface OpenDocumentListProps {
  def: AnyDocument;
  title: string;
  description?: ReactNode;
  columns: readonly OpenColumn[];
  activeId: number | null;
  onOpen: (row: DocumentRecord) => void;
  emptyText: ReactNode;
  /** `dsi-open`: rows `dsi-open-row`. */
  testId: string;
}

const OPEN_PAGE_SIZE = 25;

/** The drafts of a document (sheets still out, collections assigned), oldest first, a page at a time. */
export function OpenDocumentList({ def, title, description, columns, activeId, onOpen, emptyText, testId }: OpenDocumentListProps) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(OPEN_PAGE_SIZE);
  const list = useDocumentList(def, { stage: 'draft', order: 'asc', page, limit });
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;

  return (
    <section aria-labelledby={titleId} className={cardClass} data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div>
          <h2 id={titleId} className="text-base font-semibold text-slate-800">
            {title} {list.data ? <span className="font-normal text-slate-500">({count(total)})</span> : null}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
        </div>
        <Button size="sm" variant="ghost" onClick={() => void list.refetch()} disabled={list.isFetching} data-testid={`${testId}-refresh`}>
          {list.isFetching && !list.isPending ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {list.isPending ? (
        <p className="px-4 py-3 text-sm text-slate-500" role="status">
          Loading…
        </p>
      ) : list.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 px-4 py-3 text-sm text-red-700">
          The list could not be loaded: {apiErrorMessage(list.error)}
          <Button size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-500" data-testid={`${testId}-empty`}>
          {emptyText}
        </p>
      ) : (
        <div className={`overflow-x-auto ${list.isFetching ? 'opacity-70' : ''}`}>
          <table className="min-w-full divide-y divide-slate-200 text-sm" aria-labelledby={titleId}>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={`${th} text-left`}>Number</th>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className={`${th} ${c.align === 'right' ? 'text-right' : 'text-left'} ${c.wide ? 'hidden md:table-cell' : ''}`}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => {
                const active = r.id === activeId;
                return (
                  <tr key={r.id} className={active ? 'bg-sky-50' : 'hover:bg-slate-50'} aria-current={active ? 'true' : undefined} data-testid={`${testId}-row`} data-document-id={r.id}>
                    <td className={td}>
                      <button type="button" onClick={() => onOpen(r)} aria-label={`Open ${r.number}`} className={numberButtonClass}>
                        {r.number}
                      </button>
                    </td>
                    {columns.map((c) => (
                      <td key={c.key} className={`${td} ${c.align === 'right' ? 'text-right tabular-nums' : 'text-slate-700'} ${c.wide ? 'hidden md:table-cell' : ''}`}>
                        {c.value(r)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
          {total > 10 && (
            <Pagination
              page={page}
              limit={limit}
              total={total}
              onPage={setPage}
              onLimit={(l) => {
                setLimit(l);
                setPage(1);
              }}
            />
          )}
        </div>
      )}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------------
// A document just made

export interface CreatedPanelProps {
  def: AnyDocument;
  doc: DocumentRecord;
  /** "Delivery sheet created". */
  title: string;
  summary: ReactNode;
  /** Its print to hand to the collector / send with the PODs. */
  print: string;
  /** Where it is worked on next (the booking of a sheet). */
  next?: { href: string; label: string } | null;
  againLabel: string;
  onAgain: () => void;
  /** `dsi-created`. */
  testId: string;
  children?: ReactNode;
}

/** What was just made: its number, what it holds, its print, where to carry on, and a fresh form. */
export function CreatedPanel({ def, doc, title, summary, print, next, againLabel, onAgain, testId, children }: CreatedPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 px-5 py-5" data-testid={testId}>
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-emerald-800 focus:outline-none">
          {title}
        </h2>
        <p className="mt-2 font-mono text-lg font-semibold text-slate-900" data-testid={`${testId}-number`}>
          {doc.number}
        </p>
        <p className="mt-1 text-sm text-slate-700">{summary}</p>
      </div>
      {children}
      <div className="flex flex-wrap gap-2">
        <PrintButtons def={def} ids={[doc.id]} prints={[print]} number={doc.number} className="min-h-11" />
        {next && (
          <Link href={next.href} className={`${buttonClass('secondary')} min-h-11`} data-testid={`${testId}-next`}>
            {next.label}
          </Link>
        )}
        <Button variant="primary" onClick={onAgain} className="min-h-11" data-testid={`${testId}-again`}>
          {againLabel}
        </Button>
      </div>
    </div>
  );
}

/** A row of figures of the document open (invoices, amounts, results). */
export function Figures({ label, items, testId }: { label: string; items: readonly { key: string; label: string; value: ReactNode; tone?: 'sky' | 'amber' | 'emerald' }[]; testId: string }) {
  const tones = { sky: 'bg-sky-50 ring-sky-200', amber: 'bg-amber-50 ring-amber-200', emerald: 'bg-emerald-50 ring-emerald-200' };
  return (
    <dl className="grid grid-cols-2 gap-2 px-4 py-3 sm:grid-cols-3 xl:grid-cols-6" aria-label={label} data-testid={testId}>
      {items.map((x) => (
        <div key={x.key} className={`rounded-md px-3 py-2 ring-1 ${x.tone ? tones[x.tone] : 'bg-slate-50 ring-slate-200'}`} data-figure={x.key}>
          <dt className="text-xs font-medium text-slate-600">{x.label}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{x.value}</dd>
        </div>
      ))}
    </dl>
  );
}
