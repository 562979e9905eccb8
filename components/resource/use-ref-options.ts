import type { ResourceDefinition } from '@/lib/resources/engine/define';

/** The resources whose labels a row of `def` carries (`<ref>_label`). */
export function refResources(def: ResourceDefinition): string[] {
  return [...new Set(Object.values(def.fields).flatMap((f) => (f.type === 'ref' ? [f.resource] : [])))];
}
