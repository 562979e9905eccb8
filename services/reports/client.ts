import type { ReportLine, ReportRow } from '@/lib/resources/reports/table';
import { apiClient } from '../api-client';

/* The report runner's API (lib/server/reports/routes.ts). */

export interface ReportAnswer {
  params: Record<string, unknown>;
  table: { lines: ReportLine[]; totals: ReportRow; count: number };
  summary: Record<string, unknown> | null;
  notes: string[];
}

export interface DrillAnswer {
  rows: ReportRow[];
  page: number;
  has_more: boolean;
  /** What it is narrowed by, in words: [label, value]. */
  filters: Array<[string, string]>;
}

export interface SavedFilter {
  id: number;
  name: string;
  params: Record<string, string>;
}

export type ReportParams = Record<string, string>;

export async function getReport(name: string, params: ReportParams): Promise<ReportAnswer> {
  const res = await apiClient.get<{ data: ReportAnswer }>(`/report/get/${name}`, { params });
  return res.data.data;
}

export async function getDrill(name: string, drill: string, params: ReportParams, keys: Record<string, string>, page: number): Promise<DrillAnswer> {
  const query: Record<string, string> = { ...params, page: String(page) };
  for (const [k, v] of Object.entries(keys)) query[`k_${k}`] = v;
  const res = await apiClient.get<{ data: DrillAnswer }>(`/report/drill/${name}/${drill}`, { params: query });
  return res.data.data;
}

/** A report as a file; `onProgress` hears the bytes received so far (the server streams XLSX and CSV). */
export async function downloadReport(path: string, params: ReportParams, onProgress?: (bytes: number) => void): Promise<{ blob: Blob; filename: string }> {
  const res = await apiClient.get<Blob>(path, { params, responseType: 'blob', onDownloadProgress: (e) => onProgress?.(e.loaded) });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? path.split('/').pop() ?? 'report';
  return { blob: res.data, filename };
}

export async function listSavedFilters(name: string): Promise<SavedFilter[]> {
  const res = await apiClient.get<{ data: SavedFilter[] }>(`/report/saved-filter/${name}`);
  return res.data.data;
}

export async function saveFilter(name: string, body: { name: string; params: ReportParams }): Promise<SavedFilter> {
  const res = await apiClient.post<{ data: SavedFilter }>(`/report/saved-filter/${name}`, body);
  return res.data.data;
}

export async function deleteSavedFilter(name: string, id: number): Promise<void> {
  await apiClient.delete(`/report/saved-filter/${name}/${id}`);
}
