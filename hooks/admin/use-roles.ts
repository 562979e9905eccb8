import { MAX_PAGE_SIZE } from '@/lib/resources/constants';
import type { ListQuery } from '@/services/resource/client';
import { ROLE_RESOURCE, USER_RESOURCE, type RoleRow } from '@/services/admin/resources';
import { resourceKeys } from '@/hooks/resource/query-keys';
import { useCreateResource, useDeleteResource, useResourceList, useUpdateResource } from '@/hooks/resource/use-resource';

export interface RoleFormBody {
  name: string;
  description: string | null;
  permissions: string[];
  version?: number;
}

// A role's name is every user's group label: user lists show it.
const alsoUsers = { invalidate: [resourceKeys.all(USER_RESOURCE)] };

export function useRoleList(query: ListQuery, options?: { enabled?: boolean }) {
  return useResourceList<RoleRow>(ROLE_RESOURCE, query, options);
}

/** Every role (for a select), by name. */
export function useRoleOptions() {
  return useResourceList<RoleRow>(ROLE_RESOURCE, { page: 1, limit: MAX_PAGE_SIZE, sort: 'name' });
}

export function useCreateRole() {
  return useCreateResource<RoleRow, RoleFormBody>(ROLE_RESOURCE, {
    success: (r) => `Role ${r.name} created`,
    inlineErrors: true,
  });
}

export function useUpdateRole() {
  return useUpdateResource<RoleRow, Partial<RoleFormBody>>(ROLE_RESOURCE, {
    success: (r) => `Role ${r.name} updated`,
    inlineErrors: true,
    ...alsoUsers,
  });
}

export function useDeleteRole() {
  return useDeleteResource(ROLE_RESOURCE, { success: 'Role deleted', ...alsoUsers });
}
