import { AxiosError } from 'axios';
import type { RowActionState } from '@/lib/resources/engine/define';
import type { Stage } from '@/lib/resources/engine/define-document';
import { resourcePath, type ResourceRef } from '@/lib/resources/engine/paths';
import { apiClient } from '@/services/api-client';
import type { ResourceRecord } from '@/services/resource/client';

/*
 * The calls of every document type (server: lib/server/documents/engine/routes.ts). A document is a
 * registry resource for the list, the one-row read, create, edit, history and export (services/resource
 * /client.ts serves those with the same paths); these are what documents add: actions on one or many,
 * and prints.
 */

/** A document row as the list and the detail answer it: its fields, `<ref>_label`s, engine columns and actions. */
export interface DocumentRecord extends ResourceRecord {
  number: string;
  stage: Stage;
  status: string;
  /** What this user may do with it now, and why not (computed by the server). */
  actions?: RowActionState[];
  /** The detail answer only: its lines per kind, in position order. */
  lines?: Record<string, ResourceRecord[]>;
  /** A scan's answer only: done, with something to look at first (a parcel received damaged). */
  warning?: string;
}

export interface BulkItem {
  id: number;
  version: number;
}

/** One selected document's outcome in a bulk action. */
export interface BulkResult {
  id: number;
  number?: string;
  ok: boolean;
  /** The HTTP status of the refusal (409 stale or not possible now, 403 not allowed, 400 bad input). */
  status?: number;
  message: string;
}

interface Envelope<T> {
  message: string;
  data: T;
}

/** PUT …/update/{name}/{action}/{id}: `body` carries the version the user saw. */
export async function runDocumentAction(ref: ResourceRef, action: string, id: number, body: Record<string, unknown> & { version: number }): Promise<DocumentRecord> {
  const res = await apiClient.put<Envelope<DocumentRecord>>(resourcePath(ref, 'update', { action, id }), body);
  return res.data.data;
}

/**
 * PUT …/update/{name}/{action}/{id} of a scan action (an AWB into or out of a bag): no version, each scan
 * applies to the document as it is by then, so a burst of scans never refuses itself as stale. The answer
 * is the header without its lines, with the counters after this scan.
 */
export async function runScanAction(ref: ResourceRef, action: string, id: number, body: Record<string, unknown>): Promise<DocumentRecord> {
  const res = await apiClient.put<Envelope<DocumentRecord>>(resourcePath(ref, 'update', { action, id }), body);
  return res.data.data;
}

/** PUT …/update/{name}/{action}: every item in its own transaction, a result for each. */
export async function runBulkDocumentAction(
  ref: ResourceRef,
  action: string,
  items: readonly BulkItem[],
  body: Record<string, unknown>,
): Promise<{ results: BulkResult[]; message: string }> {
  const res = await apiClient.put<Envelope<BulkResult[]>>(resourcePath(ref, 'update', { action }), { ...body, items });
  return { results: res.data.data, message: res.data.message };
}

/** The print's address: `…/print/{name}/{print}/{id}` for one, `…/print/{name}/{print}?ids=1,2` for several in one PDF. */
export function printPath(ref: ResourceRef, print: string, ids: readonly number[]): { url: string; params?: { ids: string } } {
  if (ids.length === 1) return { url: resourcePath(ref, 'print', { action: print, id: ids[0] }) };
  return { url: resourcePath(ref, 'print', { action: print }), params: { ids: ids.join(',') } };
}

/** A failed blob request carries its JSON error as a Blob: read it, so the usual message helpers work. */
async function readBlobError(error: unknown): Promise<never> {
  const response = error instanceof AxiosError ? error.response : undefined;
  if (response && typeof Blob !== 'undefined' && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text()) as unknown;
    } catch {
      response.data = undefined;
    }
  }
  throw error;
}

/** A print as a PDF, through the API client (the Bearer token goes along); the server counts it. */
export async function fetchDocumentPrint(ref: ResourceRef, print: string, ids: readonly number[]): Promise<Blob> {
  const { url, params } = printPath(ref, print, ids);
  const res = await apiClient.get<Blob>(url, { params, responseType: 'blob' }).catch(readBlobError);
  return res.data;
}
