import { USER_BY_ID_KEY } from '@/hooks/use-user-by-id';
import type { UserStatus } from '@/lib/resources/constants';
import type { ListQuery } from '@/services/resource/client';
import { USER_RESOURCE, type UserRow } from '@/services/admin/resources';
import { resetUserPassword, setUserStatus, uploadUserPhoto } from '@/services/admin/users';
import type { UserDetail } from '@/lib/resources/user';
import {
  useCreateResource,
  useDeleteResource,
  useResourceList,
  useResourceMutation,
  useUpdateResource,
} from '@/hooks/resource/use-resource';

// The shell reads the signed-in user's record under its own key (spec §7 'getUserByID'): keep it fresh.
const alsoShell = { invalidate: [[USER_BY_ID_KEY]] };

export interface UserFormBody {
  user_code?: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  role_id: number;
  password?: string;
  status?: UserStatus;
  version?: number;
}

/** `enabled: false` until the URL's query is known, so a shared link never fetches page 1 first. */
export function useUserList(query: ListQuery, options?: { enabled?: boolean }) {
  return useResourceList<UserRow>(USER_RESOURCE, query, options);
}

export function useCreateUser() {
  return useCreateResource<UserDetail, UserFormBody>(USER_RESOURCE, {
    success: (u) => `User ${u.user_code} created`,
    inlineErrors: true,
  });
}

export function useUpdateUser() {
  return useUpdateResource<UserDetail, Partial<UserFormBody>>(USER_RESOURCE, {
    success: (u) => `User ${u.user_code} updated`,
    inlineErrors: true,
    ...alsoShell,
  });
}

export function useDeleteUser() {
  return useDeleteResource(USER_RESOURCE, { success: (_d, id) => `User ${id} deleted`, ...alsoShell });
}

export function useSetUserStatus() {
  return useResourceMutation(
    USER_RESOURCE,
    (v: { userCode: string; status: UserStatus; version?: number }) => setUserStatus(v.userCode, v.status, v.version),
    {
      success: (u) => `${u.user_code} is now ${u.status === 'AKTIF' ? 'active' : 'inactive'}`,
      ...alsoShell,
    },
  );
}

export function useResetUserPassword() {
  return useResourceMutation(
    USER_RESOURCE,
    (v: { userCode: string; password: string }) => resetUserPassword(v.userCode, v.password),
    { success: (_u, v) => `New password set for ${v.userCode}; their open sessions have ended`, inlineErrors: true },
  );
}

export function useUploadUserPhoto() {
  return useResourceMutation(
    USER_RESOURCE,
    (v: { userCode: string; file: File }) => uploadUserPhoto(v.userCode, v.file),
    { success: 'Photo updated', inlineErrors: true, ...alsoShell },
  );
}
