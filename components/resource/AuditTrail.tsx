import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { resourceKeys } from '@/hooks/resource/query-keys';
import type { Fields } from '@/lib/resources/engine/define';
import { findResource } from '@/lib/resources/registry';
import { apiErrorMessage } from '@/services/api-client';
import { listOptions, type AuditEntry } from '@/services/resource/client';
import { formatDateTime } from './format';

/*
 * A record's audit trail as resources and documents both show it: newest first, what happened, when,
 * who, and each changed field before → after. What an entry is called and which fields it changed are
 * the caller's (a resource's "Updated", a document's action label and reason).
 */

/** One changed field of an entry, as shown. */
export interface TrailChange {
  key: string;
  label: string;
  before: string;
  after: string;
}

/** Labels of the rows the trail's references pointed at, by field and id (one lookup per field). */
export function useTrailRefLabels(fields: Fields, entries: AuditEntry[]) {
  const refFields = Object.entries(fields).flatMap(([key, f]) => {
    const target = f.type === 'ref' ? findResource(f.resource) : undefined;
    if (!target) return [];
    const ids = new Set<number>();
    for (const e of entries) for (const side of [e.before, e.after]) if (typeof side?.[key] === 'number') ids.add(side[key] as number);
    return ids.size ? [{ key, target, ids: [...ids].sort((a, b) => a - b) }] : [];
  });
  const results = useQueries({
    queries: refFields.map(({ target, ids }) => ({ queryKey: resourceKeys.options(target, { ids }), queryFn: () => listOptions(target, { ids }), staleTime: 60_000 })),
  });
  return (key: string, id: unknown) => results[refFields.findIndex((f) => f.key === key)]?.data?.find((o) => o.id === id)?.label;
}

/** The entries newest first. */
export const newestFirst = (entries: readonly AuditEntry[] | undefined) => [...(entries ?? [])].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);

export function AuditTrail({
  history,
  entries,
  testId,
  emptyText,
  title,
  changes,
  note,
}: {
  history: Pick<UseQueryResult<AuditEntry[]>, 'isPending' | 'isError' | 'error' | 'data'>;
  entries: AuditEntry[];
  testId: string;
  emptyText: string;
  /** What the entry is called ("Updated", "Book"). */
  title: (entry: AuditEntry) => string;
  changes: (entry: AuditEntry) => TrailChange[];
  /** A line under the title (a document's reason). */
  note?: (entry: AuditEntry) => ReactNode;
}) {
  const titleId = `${testId}-title`;
  return (
    <section aria-labelledby={titleId} data-testid={testId}>
      <h3 id={titleId} className="text-sm font-semibold text-slate-800">
        History
      </h3>
      {history.isPending && <p className="mt-2 text-sm text-slate-500">Loading…</p>}
      {history.isError && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {apiErrorMessage(history.error)}
        </p>
      )}
      {history.data && entries.length === 0 && <p className="mt-2 text-sm text-slate-500">{emptyText}</p>}
      <ol className="mt-2 space-y-3">
        {entries.map((entry) => {
          const changed = changes(entry);
          const line = note?.(entry);
          return (
            <li key={entry.id} className="rounded-md border border-slate-200 px-3 py-2 text-sm" data-testid="history-entry" data-action={entry.action}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-slate-800">{title(entry)}</span>
                <span className="text-xs text-slate-500">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  {entry.actor && <> · {entry.actor}</>}
                </span>
              </div>
              {line && <p className="mt-1 text-slate-600">{line}</p>}
              {changed.length > 0 && (
                <ul className="mt-1.5 space-y-0.5 text-slate-600">
                  {changed.map((c) => (
                    <li key={c.key} data-field={c.key}>
                      <span className="text-slate-500">{c.label}:</span> <del className="text-slate-400 no-underline">{c.before}</del> <span aria-hidden="true">→</span>
                      <span className="sr-only"> changed to</span> <ins className="text-slate-800 no-underline">{c.after}</ins>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
