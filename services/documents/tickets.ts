import type { SlaPart } from '@/lib/helpdesk/sla';
import { apiClient } from '@/services/api-client';

/* The ticket's own call besides the engine's (server: lib/server/documents/ticket/routes.ts). */

export interface SlaBoardRow {
  id: number;
  number: string;
  kind: string;
  status: string;
  awb: string | null;
  subject: string;
  assigned_to: string | null;
  response: SlaPart;
  resolution: SlaPart;
}

export async function fetchSlaBoard(): Promise<SlaBoardRow[]> {
  const res = await apiClient.get<{ data: SlaBoardRow[] }>('/misc/get/ticket/sla');
  return res.data.data;
}
