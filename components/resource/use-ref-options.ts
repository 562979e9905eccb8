import { useResourceOptions } from '@/hooks/admin/use-resource';
import type { RefField, ResourceDefinition } from '@/lib/resources/engine/define';
import { findResource } from '@/lib/resources/registry';
import type { SelectOption } from '@/components/data/FormField';
import { apiErrorMessage } from '@/services/api-client';

const ids = (values: readonly unknown[]) =>
  [...new Set(values.map(Number).filter((n) => Number.isInteger(n) && n > 0))].sort((a, b) => a - b);

/**
 * The rows a reference may pick (the active ones, from the options endpoint), plus the rows already
 * chosen, looked up by id: an inactive or not-yet-listed current value still shows its label.
 */
export function useRefOptions(field: RefField, selected: readonly unknown[] = []) {
  const target = findResource(field.resource);
  const ref = target ?? { module: 'setting', name: field.resource };
  const chosen = ids(selected);
  const all = useResourceOptions(ref, {}, { enabled: Boolean(target) });
  const current = useResourceOptions(ref, { ids: chosen }, { enabled: Boolean(target) && chosen.length > 0 });

  const byId = new Map<number, string>();
  for (const o of [...(all.data ?? []), ...(current.data ?? [])]) byId.set(o.id, o.label);
  // Until its label arrives (or when the row is gone) a chosen id still shows, so the choice is visible.
  for (const id of chosen) if (!byId.has(id)) byId.set(id, `#${id}`);
  const options: SelectOption[] = [...byId].map(([value, label]) => ({ value: String(value), label }));
  options.sort((a, b) => a.label.localeCompare(b.label));

  const error = all.error ?? current.error;
  return {
    options,
    loading: all.isPending && Boolean(target),
    hint: error ? `The choices could not be loaded: ${apiErrorMessage(error)}` : undefined,
  };
}

/** The resources whose labels a row of `def` carries (`<ref>_label`). */
export function refResources(def: ResourceDefinition): string[] {
  return [...new Set(Object.values(def.fields).flatMap((f) => (f.type === 'ref' ? [f.resource] : [])))];
}
