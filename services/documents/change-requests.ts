import type { ChangePreview, ChangeRequestBody } from '@/lib/resources/documents/change-request-api';
import { apiClient } from '@/services/api-client';

/*
 * The change request's own calls (server: lib/server/documents/change-request/routes.ts); its create,
 * list, approval and rejection are the document engine's (services/documents/document-client.ts).
 */

interface Envelope<T> {
  message: string;
  data: T;
}

export interface RequestableCost {
  id: number;
  code: string;
  name: string;
  service_id: number | null;
}

/** Every AWB of the request before and after, priced again; nothing is stored. */
export async function previewChangeRequest(body: ChangeRequestBody): Promise<ChangePreview> {
  const res = await apiClient.post<Envelope<ChangePreview>>('/misc/get/change-request/preview', body);
  return res.data.data;
}

/** The additional costs a clerk may ask for (applied on request). */
export async function requestableCosts(): Promise<RequestableCost[]> {
  const res = await apiClient.get<Envelope<RequestableCost[]>>('/misc/get/change-request/costs');
  return res.data.data;
}

export interface UploadedAttachment {
  name: string;
  original_name: string;
  content_type: string;
  size: number;
}

/** A file for a request (a photo is re-encoded by the server, a PDF kept); the request lists its name. */
export async function uploadChangeAttachment(file: File): Promise<UploadedAttachment> {
  const form = new FormData();
  form.append('file', file);
  const res = await apiClient.post<Envelope<UploadedAttachment>>('/misc/create/change-request/attachment', form);
  return res.data.data;
}

/** The files a request lists, in its order (the request's branch rule applies). */
export async function changeRequestAttachments(id: number): Promise<UploadedAttachment[]> {
  const res = await apiClient.get<Envelope<UploadedAttachment[]>>(`/misc/get/change-request/${id}/attachments`);
  return res.data.data;
}

/** One file, as a blob (the route is behind the token: never a bare link the browser would ask for without it). */
export async function changeRequestAttachmentFile(name: string): Promise<Blob> {
  const res = await apiClient.get<Blob>(`/misc/get/change-request/attachment/${encodeURIComponent(name)}`, { responseType: 'blob' });
  return res.data;
}
