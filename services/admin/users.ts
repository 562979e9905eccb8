import { apiClient } from '@/services/api-client';
import type { UserStatus } from '@/lib/resources/constants';
import type { UserDetail } from '@/lib/resources/user';
import { resourcePath } from '@/lib/resources/engine/paths';
import { updateResource } from '@/services/resource/client';
import { USER_RESOURCE } from './resources';

export { USER_PHOTO_PLACEHOLDER, userPhotoUrl } from '@/services/user';

export function setUserStatus(userCode: string, status: UserStatus, version?: number): Promise<UserDetail> {
  return updateResource<UserDetail>(USER_RESOURCE, userCode, { status, version }, 'status');
}

/** An administrator sets a new password; the user's open sessions end. */
export function resetUserPassword(userCode: string, password: string): Promise<UserDetail> {
  return updateResource<UserDetail>(USER_RESOURCE, userCode, { password }, 'password');
}

/** Multipart field `file` (JPEG, PNG or WebP, at most 2 MB); the user's own photo or, for admins, anyone's. */
export async function uploadUserPhoto(userCode: string, file: File): Promise<UserDetail> {
  const form = new FormData();
  form.append('file', file);
  const res = await apiClient.put<{ message: string; data: UserDetail }>(
    resourcePath(USER_RESOURCE, 'update', { action: 'photo', id: userCode }),
    form,
  );
  return res.data.data;
}
