import { useQueries } from '@tanstack/react-query';
import { resourceKeys } from '@/hooks/resource/query-keys';
import { useResourceHistory } from '@/hooks/resource/use-resource';
import type { Field, ResourceDefinition } from '@/lib/resources/engine/define';
import { findResource } from '@/lib/resources/registry';
import { listOptions, type AuditEntry } from '@/services/resource/client';
import { apiErrorMessage } from '@/services/api-client';
import { formatDateTime, formatValue } from './format';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  activate: 'Activated',
  deactivate: 'Deactivated',
  delete: 'Deleted',
};

const ACTIVE_FIELD: Field = { type: 'bool', label: 'Active' };

/** The fields an entry changed, in declaration order (record columns other than `active` left out). */
function changedFields(def: ResourceDefinition, entry: AuditEntry): [string, Field][] {
  if (entry.action !== 'update') return [];
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  const fields: [string, Field][] = Object.entries(def.fields).filter(([k]) => keys.has(k));
  return keys.has('active') ? [...fields, ['active', ACTIVE_FIELD]] : fields;
}

/** Labels of the rows the trail's references pointed at, by field and id (one lookup per field). */
function useRefLabels(def: ResourceDefinition, entries: AuditEntry[]) {
  const refFields = Object.entries(def.fields).flatMap(([key, f]) => {
    const target = f.type === 'ref' ? findResource(f.resource) : undefined;
    if (!target) return [];
    const ids = new Set<number>();
    for (const e of entries) for (const side of [e.before, e.after]) if (typeof side?.[key] === 'number') ids.add(side[key] as number);
    return ids.size ? [{ key, target, ids: [...ids].sort((a, b) => a - b) }] : [];
  });
  const results = useQueries({
    queries: refFields.map(({ target, ids }) => ({
      queryKey: resourceKeys.options(target, { ids }),
      queryFn: () => listOptions(target, { ids }),
      staleTime: 60_000,
    })),
  });
  return (key: string, id: unknown) => {
    const i = refFields.findIndex((f) => f.key === key);
    return results[i]?.data?.find((o) => o.id === id)?.label;
  };
}

/** A row's audit trail, newest first: when, who, what; for an update each changed field before → after. */
export function ResourceHistory({ def, id }: { def: ResourceDefinition; id: number }) {
  const history = useResourceHistory(def, id);
  const entries = [...(history.data ?? [])].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  const label = useRefLabels(def, entries);
  const show = (key: string, field: Field, side: Record<string, unknown> | null) =>
    formatValue(field, side?.[key], field.type === 'ref' ? label(key, side?.[key]) : undefined);

  return (
    <section aria-labelledby="resource-history-title" data-testid="resource-history">
      <h3 id="resource-history-title" className="text-sm font-semibold text-slate-800">
        History
      </h3>
      {history.isPending && <p className="mt-2 text-sm text-slate-500">Loading…</p>}
      {history.isError && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {apiErrorMessage(history.error)}
        </p>
      )}
      {history.data && entries.length === 0 && <p className="mt-2 text-sm text-slate-500">No changes recorded.</p>}
      <ol className="mt-2 space-y-3">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-md border border-slate-200 px-3 py-2 text-sm" data-testid="history-entry" data-action={entry.action}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium text-slate-800">{ACTIONS[entry.action] ?? entry.action}</span>
              <span className="text-xs text-slate-500">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {entry.actor && <> · {entry.actor}</>}
              </span>
            </div>
            {changedFields(def, entry).length > 0 && (
              <ul className="mt-1.5 space-y-0.5 text-slate-600">
                {changedFields(def, entry).map(([key, field]) => (
                  <li key={key} data-field={key}>
                    <span className="text-slate-500">{field.label}:</span> <del className="text-slate-400 no-underline">{show(key, field, entry.before)}</del>{' '}
                    <span aria-hidden="true">→</span>
                    <span className="sr-only"> changed to</span> <ins className="text-slate-800 no-underline">{show(key, field, entry.after)}</ins>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
