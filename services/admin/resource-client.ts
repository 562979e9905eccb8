import { apiClient } from '@/services/api-client';

/**
 * A resource of the product API, named the way the spec's paths are built:
 * `/{module}/{verb}/{name}[/{sub}][/{id}]` with verb get | create | update | delete.
 * `name` is also the first element of every React Query key of the resource.
 */
export interface ResourceRef {
  module: string;
  name: string;
}

export type ResourceVerb = 'get' | 'create' | 'update' | 'delete';

/** List query as the API reads it; undefined / empty values are left out of the URL. */
export type ListQuery = Record<string, string | number | undefined>;

export interface ListMeta {
  page: number;
  limit: number;
  total: number;
}

export interface ListResult<T> {
  data: T[];
  meta: ListMeta;
}

interface Envelope<T> {
  message: string;
  data: T;
  meta?: ListMeta;
}

export function resourcePath(
  ref: ResourceRef,
  verb: ResourceVerb,
  opts: { sub?: string; id?: string | number } = {},
): string {
  const parts = [ref.module, verb, ref.name];
  if (opts.sub) parts.push(opts.sub);
  if (opts.id !== undefined) parts.push(encodeURIComponent(String(opts.id)));
  return `/${parts.join('/')}`;
}

function cleanQuery(query: ListQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') out[key] = value;
  }
  return out;
}

export async function listResource<T>(ref: ResourceRef, query: ListQuery = {}): Promise<ListResult<T>> {
  const res = await apiClient.get<Envelope<T[]>>(resourcePath(ref, 'get'), { params: cleanQuery(query) });
  const data = res.data.data;
  return { data, meta: res.data.meta ?? { page: 1, limit: data.length, total: data.length } };
}

export async function getResource<T>(ref: ResourceRef, id: string | number): Promise<T> {
  const res = await apiClient.get<Envelope<T>>(resourcePath(ref, 'get', { id }));
  return res.data.data;
}

export async function createResource<T, B = unknown>(ref: ResourceRef, body: B): Promise<T> {
  const res = await apiClient.post<Envelope<T>>(resourcePath(ref, 'create'), body);
  return res.data.data;
}

/** PUT …/update/{name}[/{sub}]/{id}; `sub` names a partial update (status, password, photo). */
export async function updateResource<T, B = unknown>(
  ref: ResourceRef,
  id: string | number,
  body: B,
  sub?: string,
): Promise<T> {
  const res = await apiClient.put<Envelope<T>>(resourcePath(ref, 'update', { id, sub }), body);
  return res.data.data;
}

export async function deleteResource(ref: ResourceRef, id: string | number): Promise<void> {
  await apiClient.delete(resourcePath(ref, 'delete', { id }));
}
