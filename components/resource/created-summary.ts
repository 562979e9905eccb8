import type { ResourceDefinition } from '@/lib/resources/engine/define';
import type { ResourceRecord } from '@/services/resource/client';
import { resourceUi } from '@/components/resources/registry';
import type { CreatedSummary } from '@/components/resources/types';
import { EMPTY, formatField, rowTitle } from './format';

/*
 * What the add screen says about the row it just created: a headline and the details that matter.
 * By default the row's title and its list fields; a resource whose row reads better otherwise has its
 * own (components/resources/{name}/).
 */

export function createdSummary(def: ResourceDefinition, row: ResourceRecord): CreatedSummary {
  const own = resourceUi(def).createdSummary;
  if (own) return own(def, row);
  const details = Object.entries(def.fields)
    .filter(([key, f]) => f.list && key !== def.titleField)
    .map(([key, f]) => ({ key, label: f.label, value: formatField(f, key, row) }))
    .filter((d) => d.value !== EMPTY);
  return { headline: rowTitle(def, row), details };
}
