import type { SiteSetting } from '@/store/app-slice';
import { apiClient } from './api-client';

import { SITE_SETTING_FETCH_LIMIT } from '@/lib/resources/constants';

/** The whole list, in meaning order (spec §1, §9: page 1, limit 99999). */
export async function listSiteSettings(): Promise<SiteSetting[]> {
  const res = await apiClient.get<{ message: string; data: SiteSetting[] }>('/setting/get/site-setting', {
    params: { page: 1, limit: SITE_SETTING_FETCH_LIMIT },
  });
  return res.data.data;
}
