import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Trend } from './dashboard-format';

export interface DashboardTileProps {
  /** data-testid tile-<id>. */
  id: string;
  label: string;
  value: ReactNode;
  /** The report behind the figure, with the same filters: the whole tile opens it. */
  href: string;
  /** What opening it shows ("Sales recap"), for screen readers and the tooltip. */
  linkLabel: string;
  trend?: Trend;
  /** Whether a rise is good news (revenue) or bad (overdue, failed): colours the trend. */
  goodWhen?: 'up' | 'down';
  /** A line under the value ("vs Rp 55.270.300, 1–29 Oct"). */
  hint?: ReactNode;
  loading?: boolean;
  /** Stands out (a live figure that needs attention). */
  alert?: boolean;
}

const ARROWS = { up: '▲', down: '▼', flat: '■', none: '' } as const;

function trendClass(trend: Trend, goodWhen: 'up' | 'down') {
  if (trend.direction === 'none' || trend.direction === 'flat') return 'bg-slate-100 text-slate-600';
  return trend.direction === goodWhen ? 'bg-emerald-50 text-emerald-700' : 'bg-rose-50 text-rose-700';
}

/** One figure of a dashboard: its value, its trend against the previous period, and a link to its report. */
export function DashboardTile({ id, label, value, href, linkLabel, trend, goodWhen = 'up', hint, loading = false, alert = false }: DashboardTileProps) {
  return (
    <article
      className={`relative flex min-w-0 flex-col rounded-lg border bg-white p-4 shadow-sm transition focus-within:ring-2 focus-within:ring-slate-400 hover:border-slate-400 hover:shadow ${alert ? 'border-amber-300' : 'border-slate-200'}`}
      aria-busy={loading}
      data-testid={`tile-${id}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</h3>
        {trend && !loading && (
          <span className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-medium tabular-nums ${trendClass(trend, goodWhen)}`} data-testid={`tile-${id}-trend`} data-direction={trend.direction}>
            {ARROWS[trend.direction]} {trend.text}
          </span>
        )}
      </div>
      {/* the link stretches over the whole tile (after:), so the tile is one target */}
      <Link
        href={href}
        title={`Open ${linkLabel}`}
        className="mt-1 block text-2xl font-semibold break-words text-slate-900 tabular-nums after:absolute after:inset-0 after:content-[''] focus:outline-none"
        data-testid={`tile-${id}-link`}
      >
        {loading ? <span className="inline-block h-7 w-32 animate-pulse rounded bg-slate-100" aria-hidden="true" /> : value}
        <span className="sr-only">, open {linkLabel}</span>
      </Link>
      {hint && !loading && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      <span className="mt-auto pt-2 text-xs font-medium text-slate-500" aria-hidden="true">
        {linkLabel} →
      </span>
    </article>
  );
}

/** The tiles of a dashboard: one column on a phone and at 767 px, two from 768 px, four on a wide screen. */
export function TileGrid({ children, label, columns = 4 }: { children: ReactNode; label: string; columns?: 3 | 4 | 5 | 6 }) {
  const wide = { 3: 'xl:grid-cols-3', 4: 'xl:grid-cols-4', 5: 'lg:grid-cols-3 xl:grid-cols-5', 6: 'lg:grid-cols-3 2xl:grid-cols-6' }[columns];
  return (
    <section aria-label={label} className={`mb-4 grid grid-cols-1 gap-3 md:grid-cols-2 ${wide}`}>
      {children}
    </section>
  );
}

/** A panel of a dashboard (a chart, a table) with its title and a link to its report. */
export function DashboardPanel({ title, href, linkLabel, note, children, testId }: { title: string; href?: string; linkLabel?: string; note?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="mb-4 min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-700">{title}</h2>
        {href && (
          <Link href={href} className="text-xs font-medium text-blue-700 hover:underline" data-testid={testId ? `${testId}-link` : undefined}>
            {linkLabel ?? 'Open report'} →
          </Link>
        )}
      </div>
      {children}
      {note && <p className="mt-2 text-xs text-slate-500">{note}</p>}
    </section>
  );
}
