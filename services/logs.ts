import type { LogOption } from '@/lib/resources/log-kinds';
import { apiClient } from '@/services/api-client';
import type { ResourceRef } from '@/lib/resources/engine/paths';

/*
 * The two logs speak the resource API's shape (`/log/get/{name}`, `/log/export/{name}`, `{ data, meta }`),
 * so the generic resource client lists and exports them; only the filter options are their own.
 */
export const TRANSACTION_LOG: ResourceRef = { module: 'log', name: 'transactions' };
export const USER_LOG: ResourceRef = { module: 'log', name: 'users' };

/** Every user (deleted ones from the audit log too) as `{ value: user_code, label }`. */
export async function listLogActors(): Promise<LogOption[]> {
  const res = await apiClient.get<{ data: LogOption[] }>('/log/options/actors');
  return res.data.data;
}

/** The record types the transactions log holds, as `{ value: entity, label }`. */
export async function listLogEntities(): Promise<LogOption[]> {
  const res = await apiClient.get<{ data: LogOption[] }>('/log/options/entities');
  return res.data.data;
}
