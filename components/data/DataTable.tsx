import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Column,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, type ReactNode } from 'react';
import { apiErrorMessage } from '@/services/api-client';
import { Button } from './Button';
import { Pagination } from './Pagination';
import type { UrlListState } from './use-url-list-state';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's cells (th and td), e.g. 'w-24 text-right'. */
    className?: string;
    /** From which width the column shows (default 'md'): see `ColumnPriority`. */
    priority?: ColumnPriority;
  }
}

/**
 * From which width a column shows. 'always': what a row is read by at any width (its number or title,
 * its status, its money) and its selection box and actions; the rest from 768 px ('md', the default),
 * 1024 px ('lg') or 1280 px ('xl'). So a list never scrolls sideways on a 767 px screen.
 */
export type ColumnPriority = 'always' | 'md' | 'lg' | 'xl';

const PRIORITY_CLASS: Record<ColumnPriority, string> = {
  always: '',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
};

/** A column's own classes and those of its priority (the selection box and the actions always show). */
export function columnClass<T>(column: Column<T, unknown>): string {
  const meta = column.columnDef.meta;
  const priority = meta?.priority ?? (column.id === 'select' || column.id === 'actions' ? 'always' : 'md');
  return `${PRIORITY_CLASS[priority]} ${meta?.className ?? ''}`.trim();
}

export const NO_ROWS_MESSAGE = 'No data found';

/** URL `sort` (`key` / `-key`) → the table's sorting state. */
export function sortToSorting(sort: string | null): SortingState {
  if (!sort) return [];
  const desc = sort.startsWith('-');
  return [{ id: desc ? sort.slice(1) : sort, desc }];
}


export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  /**
   * Column ids are the API's sort keys; a column opts in to sorting with `enableSorting: true`.
   * Clicking a sortable header cycles ascending → descending → the server's default order.
   */
  columns: ColumnDef<T, unknown>[];
  rows: T[] | undefined;
  total: number;
  /** `total` is where the server stopped counting: there are more rows. */
  totalCapped?: boolean;
  list: UrlListState;
  getRowId: (row: T) => string;
  isLoading?: boolean;
  /** A refetch is running (e.g. the next page): the old rows stay, dimmed. */
  isFetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyMessage?: ReactNode;
  testId?: string;
  /** data-testid of every body row. */
  rowTestId?: string;
}

const SKELETON_ROWS = 5;

export function DataTable<T>({
  label,
  columns,
  rows,
  total,
  totalCapped = false,
  list,
  getRowId,
  isLoading = false,
  isFetching = false,
  error,
  onRetry,
  emptyMessage = NO_ROWS_MESSAGE,
  testId = 'data-table',
  rowTestId,
}: DataTableProps<T>) {
  const { state } = list;
  const sorting = sortToSorting(state.sort);

  const table = useReactTable<T>({
    data: rows ?? [],
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    state: { sorting },
    rowCount: total,
  });

  // Sorting is the server's: a column opts in by `enableSorting: true` (it needs no accessor here).
  const canSort = (column: Column<T, unknown>) => column.columnDef.enableSorting === true;
  const sortedAs = (column: Column<T, unknown>): false | 'asc' | 'desc' => {
    const current = sorting[0];
    return current?.id === column.id ? (current.desc ? 'desc' : 'asc') : false;
  };
  const cycleSort = (column: Column<T, unknown>) => {
    const dir = sortedAs(column);
    list.setSort(dir === false ? column.id : dir === 'asc' ? `-${column.id}` : null);
  };

  // A page past the end (rows deleted, a shared link to an old page): go to the last page there is.
  const pageCount = Math.max(1, Math.ceil(total / state.limit));
  const { setPage } = list;
  useEffect(() => {
    if (!isLoading && !isFetching && rows && total > 0 && !totalCapped && state.page > pageCount) setPage(pageCount);
  }, [isLoading, isFetching, rows, total, totalCapped, state.page, pageCount, setPage]);

  const colSpan = table.getVisibleLeafColumns().length;
  const bodyRows = table.getRowModel().rows;

  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" data-testid={testId}>
      <div className="relative overflow-x-auto">
        <table
          aria-label={label}
          aria-busy={isLoading || isFetching}
          className={`min-w-full divide-y divide-slate-200 text-sm transition-opacity ${isFetching && !isLoading ? 'opacity-60' : ''}`}
        >
          <thead className="bg-slate-50">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = canSort(header.column);
                  const dir = sortedAs(header.column);
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : sortable ? 'none' : undefined}
                      className={`px-4 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase ${columnClass(header.column)}`}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          onClick={() => cycleSort(header.column)}
                          className="group inline-flex items-center gap-1 uppercase hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400"
                          data-sort-key={header.column.id}
                        >
                          {content}
                          <SortIcon dir={dir} />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {isLoading &&
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={`skeleton-${i}`} aria-hidden="true">
                  {table.getVisibleLeafColumns().map((c) => (
                    <td key={c.id} className={`px-4 py-3 ${columnClass(c)}`}>
                      <div className="h-4 w-full max-w-[10rem] animate-pulse rounded bg-slate-100" />
                    </td>
                  ))}
                </tr>
              ))}
            {!isLoading && error !== undefined && error !== null && !rows && (
              <tr>
                <td colSpan={colSpan} className="px-4 py-10 text-center text-sm text-red-600" role="alert" data-testid="table-error">
                  <p>{apiErrorMessage(error)}</p>
                  {onRetry && (
                    <Button size="sm" className="mt-3" onClick={onRetry}>
                      Try again
                    </Button>
                  )}
                </td>
              </tr>
            )}
            {!isLoading && rows && bodyRows.length === 0 && (
              <tr>
                <td colSpan={colSpan} className="px-4 py-10 text-center text-sm text-slate-500" data-testid="table-empty">
                  {emptyMessage}
                </td>
              </tr>
            )}
            {!isLoading &&
              bodyRows.map((row) => (
                <tr key={row.id} data-row-id={row.id} data-testid={rowTestId} className="hover:bg-slate-50">
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={`px-4 py-2.5 align-middle text-slate-700 ${columnClass(cell.column)}`}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={state.page}
        limit={state.limit}
        total={total}
        totalCapped={totalCapped}
        onPage={list.setPage}
        onLimit={list.setLimit}
      />
    </div>
  );
}

function SortIcon({ dir }: { dir: false | 'asc' | 'desc' }) {
  return (
    <svg viewBox="0 0 12 16" aria-hidden="true" className="h-3.5 w-3 shrink-0">
      <path d="M6 2 10 7H2z" className={dir === 'asc' ? 'fill-slate-800' : 'fill-slate-300 group-hover:fill-slate-400'} />
      <path d="M6 14 2 9h8z" className={dir === 'desc' ? 'fill-slate-800' : 'fill-slate-300 group-hover:fill-slate-400'} />
    </svg>
  );
}
