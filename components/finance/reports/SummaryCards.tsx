import type { ReactNode } from 'react';

export interface SummaryItem {
  key: string;
  label: string;
  value: ReactNode;
  /** A line under the value ("12 invoices"). */
  hint?: ReactNode;
  /** Stands out (the closing balance, the outstanding). */
  emphasis?: boolean;
}

/** The figures above a report: two a row on a phone, more as the screen widens. */
export function SummaryCards({ label, items, loading = false, testId = 'summary-cards' }: { label: string; items: readonly SummaryItem[]; loading?: boolean; testId?: string }) {
  return (
    <dl aria-label={label} aria-busy={loading} className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" data-testid={testId}>
      {items.map((item) => (
        <div
          key={item.key}
          className={`min-w-0 rounded-lg border px-3 py-2.5 shadow-sm ${item.emphasis ? 'border-slate-300 bg-slate-50' : 'border-slate-200 bg-white'}`}
          data-testid={`summary-${item.key}`}
        >
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{item.label}</dt>
          <dd className="mt-1 text-lg font-semibold break-words text-slate-900 tabular-nums" data-testid={`summary-${item.key}-value`}>
            {loading ? <span className="inline-block h-5 w-24 animate-pulse rounded bg-slate-100" aria-hidden="true" /> : item.value}
          </dd>
          {item.hint && !loading && <dd className="text-xs text-slate-500">{item.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
