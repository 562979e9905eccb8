import { useMemo } from 'react';
import { useRefTarget } from '@/components/resource/use-ref-target';
import { useResourceOptions } from '@/hooks/resource/use-resource';

/**
 * The labels of rows of a resource by id (branches, drivers, vehicles of the manifests listed), read
 * from its options endpoint (`?ids=`) as a reference picker reads its value's label.
 */
export function useRefLabels(resource: string, ids: readonly (number | string | null | undefined)[]): Map<number, string> {
  const target = useRefTarget(resource);
  const key = [...new Set(ids.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))].sort((a, b) => a - b).join(',');
  const wanted = useMemo(() => (key ? key.split(',').map(Number) : []), [key]);
  const answer = useResourceOptions(target ?? { module: 'setting', name: resource }, { ids: wanted }, { enabled: Boolean(target) && wanted.length > 0 });
  return useMemo(() => new Map((answer.data ?? []).map((o) => [o.id, o.label])), [answer.data]);
}

/** The label of an id, or `#id` while it is not known. */
export const labelOf = (labels: Map<number, string>, id: number | string | null | undefined): string => {
  const n = Number(id);
  if (!id || !Number.isSafeInteger(n)) return '–';
  return labels.get(n) ?? `#${n}`;
};
