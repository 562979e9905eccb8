import { apiClient } from '@/services/api-client';
import type { UserDetail } from '@/lib/resources/user';

export interface ProfileUpdate {
  full_name?: string;
  email?: string | null;
  phone?: string | null;
  version?: number;
}

/** The signed-in user's own details; answers like GET user/{id}. */
export async function updateProfile(body: ProfileUpdate): Promise<UserDetail> {
  const res = await apiClient.put<{ message: string; data: UserDetail }>('/datamaster/update/profile', body);
  return res.data.data;
}

/** On success the server ends every session of the user: the caller signs out. */
export async function changePassword(body: { current_password: string; new_password: string }): Promise<void> {
  await apiClient.put('/auth/update/password', body);
}
