import { AuditTrail, newestFirst, useTrailRefLabels, type TrailChange } from '@/components/resource/AuditTrail';
import { useResourceHistory } from '@/hooks/resource/use-resource';
import type { AnyDocument } from '@/hooks/documents/use-document';
import type { Field } from '@/lib/resources/engine/define';
import { reasonLabel } from '@/lib/resources/engine/define-document';
import type { AuditEntry } from '@/services/resource/client';
import { formatValue } from '@/components/resource/format';
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

/** A document's audit trail, newest first: what, who, when; the fields it changed; the reason given. */
export function DocumentHistory({ def, id }: { def: AnyDocument; id: number }) {
  const history = useResourceHistory(def, id);
  const entries = newestFirst(history.data);
  const refLabel = useTrailRefLabels(def.fields, entries);
  const show = (key: string, field: Field, side: Record<string, unknown> | null) =>
    formatValue(field, side?.[key], field.type === 'ref' ? refLabel(key, side?.[key]) : undefined);

  const changes = (entry: AuditEntry): TrailChange[] => {
    if (entry.action === 'create' || entry.action.startsWith('print:')) return [];
    const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
    const out: TrailChange[] = Object.entries(def.fields)
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
    <AuditTrail
      history={history}
      entries={entries}
      testId="document-history"
      emptyText="Nothing recorded."
      title={(entry) => historyActionLabel(def, entry.action)}
      changes={changes}
      note={(entry) => {
        const reason = reasonOf(entry);
        return reason ? `Reason: ${reason}` : null;
      }}
    />
  );
}
