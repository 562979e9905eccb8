import { apiClient } from '@/services/api-client';
import type { SiteSetting } from '@/store/app-slice';
import { updateResource } from '@/services/resource/client';
import { SITE_SETTING_RESOURCE } from './resources';

export function updateSiteSetting(id: number, value: string, version?: number): Promise<SiteSetting> {
  return updateResource<SiteSetting>(SITE_SETTING_RESOURCE, id, { value, version });
}

/** Every open browser is told (updateLocalStorage) to clear its local storage. */
export async function clearLocalStorageEverywhere(): Promise<void> {
  await apiClient.post('/setting/create/clear-local-storage');
}
