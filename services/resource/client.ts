import { AxiosError } from 'axios';
import { apiClient } from '@/services/api-client';
import type { ImportCheck } from '@/lib/resources/engine/import-format';
import type { ListMeta } from '@/lib/resources/common';
import type { RowActionState } from '@/lib/resources/engine/define';
import { resourcePath, type ResourceRef } from '@/lib/resources/engine/paths';

export type { ResourceRef, ResourceVerb } from '@/lib/resources/engine/paths';
export type { ListMeta } from '@/lib/resources/common';

/** List query as the API reads it; undefined / empty values are left out of the URL. */
export type ListQuery = Record<string, string | number | undefined>;

export interface ListResult<T> {
  data: T[];
  meta: ListMeta;
}

interface Envelope<T> {
  message: string;
  data: T;
  meta?: ListMeta;
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

/** One row (GET …/get/{name}/{id}). */
export async function fetchResource<T>(ref: ResourceRef, id: string | number): Promise<T> {
  const res = await apiClient.get<Envelope<T>>(resourcePath(ref, 'get', { id }));
  return res.data.data;
}

export async function createResource<T, B = unknown>(ref: ResourceRef, body: B): Promise<T> {
  const res = await apiClient.post<Envelope<T>>(resourcePath(ref, 'create'), body);
  return res.data.data;
}

/** PUT …/update/{name}[/{action}]/{id}; `action` names a partial update (status, password, photo). */
export async function updateResource<T, B = unknown>(
  ref: ResourceRef,
  id: string | number,
  body: B,
  action?: string,
): Promise<T> {
  const res = await apiClient.put<Envelope<T>>(resourcePath(ref, 'update', { id, action }), body);
  return res.data.data;
}

/** `version`: the one the user saw (the registry's resources refuse a stale delete with 409). */
export async function deleteResource(ref: ResourceRef, id: string | number, version?: number): Promise<void> {
  await apiClient.delete(resourcePath(ref, 'delete', { id }), version === undefined ? undefined : { params: { version } });
}

/*
 * The calls the registry's resources add (lib/resources/registry.ts; server: routes/resources.ts).
 */

/** A row of a registry resource: its fields, `<ref>_label` of each reference, and the record columns. */
export interface ResourceRecord {
  id: number;
  version: number;
  /** Only on resources that deactivate. */
  active?: boolean;
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
  /** What this user may do with the row now, and why not (computed by the server). */
  actions?: RowActionState[];
  [field: string]: unknown;
}

/** One entry of a record's audit trail; `before`/`after` hold only what changed. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What a picker shows: the row's id and its title. */
export interface RefOption {
  id: number;
  label: string;
}

/** `search`: rows whose title or search fields contain it (active ones); `ids`: exactly these rows. */
export interface OptionsQuery {
  search?: string;
  ids?: readonly number[];
}

export type ExportFormat = 'csv' | 'xlsx';

export async function listOptions(ref: ResourceRef, query: OptionsQuery = {}): Promise<RefOption[]> {
  const params: Record<string, string> = {};
  if (query.search) params.search = query.search;
  if (query.ids?.length) params.ids = query.ids.join(',');
  const res = await apiClient.get<Envelope<RefOption[]>>(resourcePath(ref, 'options'), { params });
  return res.data.data;
}

export async function getHistory(ref: ResourceRef, id: string | number): Promise<AuditEntry[]> {
  const res = await apiClient.get<Envelope<AuditEntry[]>>(resourcePath(ref, 'history', { id }));
  return res.data.data;
}

export async function setResourceActive<T>(ref: ResourceRef, id: string | number, active: boolean, version: number): Promise<T> {
  const res = await apiClient.put<Envelope<T>>(resourcePath(ref, 'update', { id, action: 'active' }), { active, version });
  return res.data.data;
}

/** PUT …/update/{name}/{action}/{id}: an action of a row's own rules (a price adjustment's approve). */
export async function runRowAction<T, B = unknown>(ref: ResourceRef, id: string | number, action: string, body: B): Promise<T> {
  const res = await apiClient.put<Envelope<T>>(resourcePath(ref, 'update', { id, action }), body);
  return res.data.data;
}

export type { ImportCheck, ImportRowError } from '@/lib/resources/engine/import-format';

export interface ImportResult extends ImportCheck {
  imported: number;
}

export type ImportMode = 'check' | 'commit';

/**
 * Sends a CSV/XLSX file to the resource's import (multipart field `file`): `check` reports only,
 * `commit` stores every row or none (400 with the same report when a row is bad).
 */
export async function importResource(ref: ResourceRef, file: File, mode: 'check'): Promise<ImportCheck>;
export async function importResource(ref: ResourceRef, file: File, mode: 'commit'): Promise<ImportResult>;
export async function importResource(ref: ResourceRef, file: File, mode: ImportMode): Promise<ImportCheck | ImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await apiClient.post<Envelope<ImportCheck | ImportResult>>(resourcePath(ref, 'import'), body, { params: { mode } });
  return res.data.data;
}

/** The report a refused commit carries (400 `{ message, data: check }`), if it is one. */
export function importReportOf(error: unknown): ImportCheck | null {
  if (!(error instanceof AxiosError)) return null;
  const data = (error.response?.data as { data?: unknown } | undefined)?.data as Partial<ImportCheck> | undefined;
  return data && typeof data.total === 'number' && Array.isArray(data.errors) ? (data as ImportCheck) : null;
}

/** `attachment; filename="modas-2025-01-31.csv"` → the file name. */
export function dispositionFilename(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : null;
}

/** A failed blob request carries its JSON error as a Blob: read it, so the usual message helpers work. */
async function readBlobError(error: unknown): Promise<never> {
  const response = error instanceof AxiosError ? error.response : undefined;
  if (response && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text()) as unknown;
    } catch {
      response.data = undefined;
    }
  }
  throw error;
}

/**
 * The list as filtered (`query`: the list's own parameters; page and limit are left out) as a file.
 * Through the API client, so the Bearer token goes along.
 */
export async function exportResource(
  ref: ResourceRef,
  format: ExportFormat,
  query: ListQuery = {},
): Promise<{ blob: Blob; filename: string }> {
  const { page: _page, limit: _limit, after: _after, ...filters } = query;
  const res = await apiClient
    .get<Blob>(resourcePath(ref, 'export'), { params: { ...cleanQuery(filters), format }, responseType: 'blob' })
    .catch(readBlobError);
  return { blob: res.data, filename: dispositionFilename(res.headers['content-disposition']) ?? `${ref.name}.${format}` };
}
