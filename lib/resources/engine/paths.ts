/*
 * The one address scheme of the product API (spec: `/api/{module}/{verb}/{resource}[/{sub}][/{id}]`).
 * The resource name is also the first element of every React Query key of the resource, its audit
 * entity and its realtime channel.
 */

export interface ResourceRef {
  module: string;
  name: string;
}

export type ResourceVerb = 'get' | 'create' | 'update' | 'delete' | 'export' | 'import' | 'history' | 'options' | 'print';

/**
 * `/{module}/{verb}/{name}[/{action}][/{id}]`, relative to the API base (the client's axios adds `/api`).
 * An action names a partial update or a row action: `/datamaster/update/customer-adjustment/approve/7`.
 */
export function resourcePath(ref: ResourceRef, verb: ResourceVerb, opts: { action?: string; id?: string | number } = {}): string {
  const parts = [ref.module, verb, ref.name];
  if (opts.action) parts.push(opts.action);
  if (opts.id !== undefined) parts.push(encodeURIComponent(String(opts.id)));
  return `/${parts.join('/')}`;
}

/** The server's route pattern of the same address: `/api/{module}/{verb}/{name}[/{action}][/:id]`. */
export function apiRoute(ref: ResourceRef, verb: ResourceVerb, opts: { action?: string; id?: boolean } = {}): string {
  return `/api${resourcePath(ref, verb, { action: opts.action })}${opts.id ? '/:id' : ''}`;
}
