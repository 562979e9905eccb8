import { PAGE_SIZE_OPTIONS } from './use-url-list-state';

export interface PaginationProps {
  page: number;
  limit: number;
  total: number;
  /** The server stopped counting at `total`: there are more rows (shown as "10,000+"), and more pages. */
  totalCapped?: boolean;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** Page numbers to show: first, last, and a window around the current page; null = a gap. */
export function pageWindow(page: number, pageCount: number, around = 1): (number | null)[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(p - sorted[i - 1] === 2 ? p - 1 : null);
    out.push(p);
  });
  return out;
}

const pageButton =
  'min-w-8 rounded-md px-2 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400 disabled:cursor-not-allowed disabled:opacity-40';

const count = (n: number) => n.toLocaleString('en-US');

export function Pagination({ page, limit, total, totalCapped = false, onPage, onLimit }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = totalCapped ? page * limit : Math.min(total, page * limit);
  return (
    <nav
      aria-label="Pagination"
      data-testid="pagination"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600"
    >
      <div className="flex items-center gap-3">
        <span data-testid="pagination-summary">
          {total === 0 ? 'No rows' : `${count(from)}–${count(to)} of ${count(total)}${totalCapped ? '+' : ''}`}
        </span>
        <label className="flex items-center gap-1.5">
          <span className="text-slate-500">Rows</span>
          <select
            aria-label="Rows per page"
            value={limit}
            onChange={(e) => onLimit(Number(e.target.value))}
            className="rounded-md border border-slate-300 bg-white py-1 pr-7 pl-2 text-sm focus:border-slate-500 focus:ring-1 focus:ring-slate-500 focus:outline-none"
          >
            {[...new Set([...PAGE_SIZE_OPTIONS, limit])]
              .sort((a, b) => a - b)
              .map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
          </select>
        </label>
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={`${pageButton} hover:bg-slate-100`}
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          aria-label="Previous page"
        >
          ‹ Prev
        </button>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <span key={`gap-${i}`} className="px-1 text-slate-400">
              …
            </span>
          ) : (
            <button
              key={p}
              type="button"
              onClick={() => onPage(p)}
              aria-label={`Page ${p}`}
              aria-current={p === page ? 'page' : undefined}
              className={`${pageButton} ${p === page ? 'bg-slate-800 font-medium text-white' : 'hover:bg-slate-100'}`}
            >
              {p}
            </button>
          ),
        )}
        <button
          type="button"
          className={`${pageButton} hover:bg-slate-100`}
          onClick={() => onPage(page + 1)}
          disabled={page >= pageCount && !totalCapped}
          aria-label="Next page"
        >
          Next ›
        </button>
      </div>
    </nav>
  );
}
