import { useResourceHistory } from '@/hooks/resource/use-resource';
import type { Field, ResourceDefinition } from '@/lib/resources/engine/define';
import type { AuditEntry } from '@/services/resource/client';
import { AuditTrail, newestFirst, useTrailRefLabels, type TrailChange } from './AuditTrail';
import { formatValue } from './format';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  activate: 'Activated',
  deactivate: 'Deactivated',
  delete: 'Deleted',
};

const ACTIVE_FIELD: Field = { type: 'bool', label: 'Active' };

/** A row's audit trail, newest first: when, who, what; for an update each changed field before → after. */
export function ResourceHistory({ def, id }: { def: ResourceDefinition; id: number }) {
  const history = useResourceHistory(def, id);
  const entries = newestFirst(history.data);
  const label = useTrailRefLabels(def.fields, entries);
  const show = (key: string, field: Field, side: Record<string, unknown> | null) =>
    formatValue(field, side?.[key], field.type === 'ref' ? label(key, side?.[key]) : undefined);

  /** The fields an update changed, in declaration order (record columns other than `active` left out). */
  const changes = (entry: AuditEntry): TrailChange[] => {
    if (entry.action !== 'update') return [];
    const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
    const fields: [string, Field][] = Object.entries(def.fields).filter(([k]) => keys.has(k));
    if (keys.has('active')) fields.push(['active', ACTIVE_FIELD]);
    return fields.map(([key, field]) => ({ key, label: field.label, before: show(key, field, entry.before), after: show(key, field, entry.after) }));
  };

  return (
    <AuditTrail
      history={history}
      entries={entries}
      testId="resource-history"
      emptyText="No changes recorded."
      title={(entry) => ACTIONS[entry.action] ?? entry.action}
      changes={changes}
    />
  );
}
