import { useQueries } from '@tanstack/react-query';
import { resourceKeys } from '@/hooks/resource/query-keys';
import { useResourceHistory } from '@/hooks/resource/use-resource';
import type { AnyDocument } from '@/hooks/documents/use-document';
import type { Field } from '@/lib/resources/engine/define';
import { reasonLabel } from '@/lib/resources/engine/define-document';
import { findResource } from '@/lib/resources/registry';
import { apiErrorMessage } from '@/services/api-client';
import { listOptions, type AuditEntry } from '@/services/resource/client';
import { formatDateTime, formatValue } from '@/components/resource/format';
import { cancelReasonList, stageLabel, statusLabel } from './document-format';

/** What an audit row of a document says happened: created, edited, an action by its label, a print. */
export function historyActionLabel(def: AnyDocument, action: string): string {
  if (action === 'create') return 'Created';
  if (action === 'update') return 'Edited';
  if (action.startsWith('print:')) {
    const print = def.prints?.[action.slice(6)];
    return `Printed ${print ? print.label.replace(/^\S/, (c) => c.toLowerCase()) : action.slice(6)}`;
  }
  return def.actions[action]?.label ?? action;
}

interface Change {
  key: string;
  label: string;
  before: string;
  after: string;
}

/** Labels of the rows the trail's references pointed at (one lookup per field). */
function useRefLabels(def: AnyDocument, entries: AuditEntry[]) {
  const refFields = Object.entries(def.fields).flatMap(([key, f]) => {
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

/** A document's audit trail, newest first: what, who, when; the fields it changed; the reason given. */
export function DocumentHistory({ def, id }: { def: AnyDocument; id: number }) {
  const history = useResourceHistory(def, id);
  const entries = [...(history.data ?? [])].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  const refLabel = useRefLabels(def, entries);
  const show = (key: string, field: Field, side: Record<string, unknown> | null) =>
    formatValue(field, side?.[key], field.type === 'ref' ? refLabel(key, side?.[key]) : undefined);

  const changes = (entry: AuditEntry): Change[] => {
    if (entry.action === 'create' || entry.action.startsWith('print:')) return [];
    const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
    const out: Change[] = Object.entries(def.fields)
      .filter(([k]) => keys.has(k))
      .map(([k, f]) => ({ key: k, label: f.label, before: show(k, f, entry.before), after: show(k, f, entry.after) }));
    if (keys.has('stage')) out.unshift({ key: 'stage', label: 'Stage', before: stageLabel(def, String(entry.before?.stage ?? '')), after: stageLabel(def, String(entry.after?.stage ?? '')) });
    if (keys.has('status')) out.splice(1, 0, { key: 'status', label: 'Status', before: statusLabel(String(entry.before?.status ?? '')), after: statusLabel(String(entry.after?.status ?? '')) });
    return out.filter((c) => c.before !== c.after);
  };
  const reasonOf = (entry: AuditEntry) => {
    const reason = entry.after?.reason;
    if (typeof reason !== 'string') return null;
    const list = def.actions[entry.action]?.reason ?? cancelReasonList(def);
    const note = typeof entry.after?.note === 'string' && entry.after.note ? ` — ${entry.after.note}` : '';
    return `${list ? reasonLabel(list, reason) : reason}${note}`;
  };

  return (
    <section aria-labelledby="document-history-title" data-testid="document-history">
      <h3 id="document-history-title" className="text-sm font-semibold text-slate-800">
        History
      </h3>
      {history.isPending && <p className="mt-2 text-sm text-slate-500">Loading…</p>}
      {history.isError && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {apiErrorMessage(history.error)}
        </p>
      )}
      {history.data && entries.length === 0 && <p className="mt-2 text-sm text-slate-500">Nothing recorded.</p>}
      <ol className="mt-2 space-y-3">
        {entries.map((entry) => {
          const changed = changes(entry);
          const reason = reasonOf(entry);
          return (
            <li key={entry.id} className="rounded-md border border-slate-200 px-3 py-2 text-sm" data-testid="history-entry" data-action={entry.action}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-slate-800">{historyActionLabel(def, entry.action)}</span>
                <span className="text-xs text-slate-500">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  {entry.actor && <> · {entry.actor}</>}
                </span>
              </div>
              {reason && <p className="mt-1 text-slate-600">Reason: {reason}</p>}
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
