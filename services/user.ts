import { API_URL, apiClient } from './api-client';

import type { UserStatus } from '@/lib/resources/constants';

/** GET /datamaster/get/user/{id} → data. */
export interface UserDetail {
  user_code: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  role_id: number;
  status: UserStatus;
  photo: string | null;
  version: number;
  user: {
    user_code: string;
    full_name: string;
    user_group: string;
    permissions: string[];
  };
}

export async function getUserById(id: string): Promise<UserDetail> {
  const res = await apiClient.get<{ message: string; data: UserDetail }>(
    `/datamaster/get/user/${encodeURIComponent(id)}`,
  );
  return res.data.data;
}

export const USER_PHOTO_PLACEHOLDER = '/images/user-placeholder.svg';

/** Spec §7: {API}/uploads/users/{photo}, or the 150×150 placeholder when there is none. */
export function userPhotoUrl(photo: string | null | undefined): string {
  return photo ? `${API_URL}/uploads/users/${encodeURIComponent(photo)}` : USER_PHOTO_PLACEHOLDER;
}
