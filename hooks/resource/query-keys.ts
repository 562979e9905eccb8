import type { Query, QueryClient } from '@tanstack/react-query';
import type { ListQuery, OptionsQuery, ResourceRef } from '@/services/resource/client';

/** React Query keys: the resource name first, so one invalidation reaches its lists and records. */
export const resourceKeys = {
  all: (ref: ResourceRef) => [ref.name] as const,
  lists: (ref: ResourceRef) => [ref.name, 'list'] as const,
  list: (ref: ResourceRef, query: ListQuery) => [ref.name, 'list', query] as const,
  one: (ref: ResourceRef, id: string | number) => [ref.name, 'one', id] as const,
  options: (ref: ResourceRef, query: OptionsQuery) => [ref.name, 'options', query] as const,
  history: (ref: ResourceRef, id: string | number) => [ref.name, 'history', id] as const,
};

/**
 * `meta` of a query that shows other resources' data (a list with `<ref>_label` columns): naming them
 * here lets a change of one of those resources refresh it too.
 */
export interface ResourceQueryMeta extends Record<string, unknown> {
  refs?: readonly string[];
}

const showsResource = (name: string) => (query: Query) =>
  ((query.meta as ResourceQueryMeta | undefined)?.refs ?? []).includes(name);

/** Everything cached about a resource, and every query that shows its labels, is fetched again. */
export function invalidateResource(client: QueryClient, name: string): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [name] }),
    client.invalidateQueries({ predicate: showsResource(name) }),
  ]).then(() => undefined);
}
