import type { DeskStaff, SlaBoardRow } from '@/lib/resources/documents/ticket-api';
import { apiClient } from '@/services/api-client';

/* The ticket's own call besides the engine's (server: lib/server/documents/ticket/routes.ts). */

export async function fetchSlaBoard(): Promise<SlaBoardRow[]> {
  const res = await apiClient.get<{ data: SlaBoardRow[] }>('/misc/get/ticket/sla');
  return res.data.data;
}

/** Who works the desk, by name: whom a ticket is assigned to. */
export async function fetchDeskStaff(): Promise<DeskStaff[]> {
  const res = await apiClient.get<{ data: DeskStaff[] }>('/misc/get/ticket/staff');
  return res.data.data;
}
