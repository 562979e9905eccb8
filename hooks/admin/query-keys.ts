import type { ListQuery, ResourceRef } from '@/services/admin/resource-client';

/** React Query keys: the resource name first, so one invalidation reaches its lists and records. */
export const resourceKeys = {
  all: (ref: ResourceRef) => [ref.name] as const,
  lists: (ref: ResourceRef) => [ref.name, 'list'] as const,
  list: (ref: ResourceRef, query: ListQuery) => [ref.name, 'list', query] as const,
  one: (ref: ResourceRef, id: string | number) => [ref.name, 'one', id] as const,
};
