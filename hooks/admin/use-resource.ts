import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { isConflict, isFormError } from '@/services/admin/api-errors';
import { apiErrorMessage } from '@/services/api-client';
import {
  createResource,
  deleteResource,
  getResource,
  listResource,
  updateResource,
  type ListQuery,
  type ResourceRef,
} from '@/services/admin/resource-client';
import { resourceKeys } from './query-keys';

export function useResourceList<T>(ref: ResourceRef, query: ListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: resourceKeys.list(ref, query),
    queryFn: () => listResource<T>(ref, query),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useResourceOne<T>(ref: ResourceRef, id: string | number | null | undefined) {
  return useQuery({
    queryKey: resourceKeys.one(ref, id ?? ''),
    queryFn: () => getResource<T>(ref, id as string | number),
    enabled: id !== null && id !== undefined && id !== '',
  });
}

export interface MutationToasts<TData, TVars> {
  /** Toast on success; a function may build it from the result. */
  success?: string | ((data: TData, vars: TVars) => string);
  /**
   * The caller shows field errors and conflicts itself (inline, with a reload): no toast for those.
   * Every other failure is toasted.
   */
  inlineErrors?: boolean;
  /** Keys to invalidate besides the resource's own. */
  invalidate?: QueryKey[];
}

/** A mutation on a resource: invalidates its keys and toasts the outcome. */
export function useResourceMutation<TData, TVars>(
  ref: ResourceRef,
  mutationFn: (vars: TVars) => Promise<TData>,
  { success, inlineErrors = false, invalidate = [] }: MutationToasts<TData, TVars> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, vars) => {
      if (success) toast.success(typeof success === 'function' ? success(data, vars) : success);
      await Promise.all(
        [resourceKeys.all(ref), ...invalidate].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => {
      // A conflict means what is on screen is stale: fetch it again behind the message.
      if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: resourceKeys.all(ref) });
      if (inlineErrors && isFormError(error)) return;
      toast.error(apiErrorMessage(error));
    },
  });
}

export function useCreateResource<T, B = unknown>(ref: ResourceRef, toasts?: MutationToasts<T, B>) {
  return useResourceMutation<T, B>(ref, (body) => createResource<T, B>(ref, body), toasts);
}

export function useUpdateResource<T, B = unknown>(
  ref: ResourceRef,
  toasts?: MutationToasts<T, { id: string | number; body: B }>,
) {
  return useResourceMutation<T, { id: string | number; body: B }>(
    ref,
    ({ id, body }) => updateResource<T, B>(ref, id, body),
    toasts,
  );
}

export function useDeleteResource(ref: ResourceRef, toasts?: MutationToasts<void, string | number>) {
  return useResourceMutation<void, string | number>(ref, (id) => deleteResource(ref, id), toasts);
}
