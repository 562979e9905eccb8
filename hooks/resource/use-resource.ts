import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { toast } from '@/services/toast';
import { isConflict, isFormError } from '@/services/api-errors';
import { apiErrorMessage } from '@/services/api-client';
import { saveFile } from '@/services/save-file';
import {
  createResource,
  deleteResource,
  exportResource,
  getHistory,
  fetchResource,
  importResource,
  listOptions,
  listResource,
  runRowAction,
  setResourceActive,
  updateResource,
  type ExportFormat,
  type ImportCheck,
  type ImportResult,
  type ListQuery,
  type OptionsQuery,
  type ResourceRef,
} from '@/services/resource/client';
import { invalidateResource, resourceKeys, type ResourceQueryMeta } from './query-keys';

export interface ListOptions {
  enabled?: boolean;
  /** Resources whose labels the rows carry (`<ref>_label`): a change there refetches the list. */
  refs?: readonly string[];
}

export function useResourceList<T>(ref: ResourceRef, query: ListQuery, options: ListOptions = {}) {
  return useQuery({
    queryKey: resourceKeys.list(ref, query),
    queryFn: () => listResource<T>(ref, query),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    meta: { refs: options.refs } satisfies ResourceQueryMeta,
  });
}

/** `enabled: false` holds the read (the cached row stays on screen; an invalidation waits until it is enabled again). */
export function useResourceOne<T>(ref: ResourceRef, id: string | number | null | undefined, options: Pick<ListOptions, 'refs' | 'enabled'> = {}) {
  return useQuery({
    queryKey: resourceKeys.one(ref, id ?? ''),
    queryFn: () => fetchResource<T>(ref, id as string | number),
    enabled: id !== null && id !== undefined && id !== '' && (options.enabled ?? true),
    meta: { refs: options.refs } satisfies ResourceQueryMeta,
  });
}

/**
 * `{ id, label }` rows to pick from (active ones, or exactly `ids`). `keepPrevious`: a picker keeps
 * showing the rows of the last search while the next one loads.
 */
export function useResourceOptions(ref: ResourceRef, query: OptionsQuery, options: { enabled?: boolean; keepPrevious?: boolean } = {}) {
  return useQuery({
    queryKey: resourceKeys.options(ref, query),
    queryFn: () => listOptions(ref, query),
    enabled: options.enabled ?? true,
    staleTime: 60_000,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

/** The record's audit trail, newest first. */
export function useResourceHistory(ref: ResourceRef, id: string | number | null | undefined) {
  return useQuery({
    queryKey: resourceKeys.history(ref, id ?? ''),
    queryFn: () => getHistory(ref, id as string | number),
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
      await Promise.all([
        invalidateResource(queryClient, ref.name),
        ...invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
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

/** An id, or an id with the version the user saw (the registry's resources check it). */
export type DeleteVars = string | number | { id: string | number; version?: number };

export function useDeleteResource<V extends DeleteVars = string | number>(ref: ResourceRef, toasts?: MutationToasts<void, V>) {
  return useResourceMutation<void, V>(
    ref,
    (v) => (typeof v === 'object' ? deleteResource(ref, v.id, v.version) : deleteResource(ref, v)),
    toasts,
  );
}

export interface SetActiveVars {
  id: string | number;
  active: boolean;
  version: number;
}

/** Activates or deactivates a row of a resource that deactivates rather than deletes. */
export function useSetResourceActive<T>(ref: ResourceRef, toasts?: MutationToasts<T, SetActiveVars>) {
  return useResourceMutation<T, SetActiveVars>(ref, (v) => setResourceActive<T>(ref, v.id, v.active, v.version), toasts);
}

/** Downloads the filtered list as a file; a failure is toasted. `variables.format` tells which is running. */
export function useExportResource(ref: ResourceRef) {
  return useMutation({
    mutationFn: async ({ format, query }: { format: ExportFormat; query: ListQuery }) => {
      const { blob, filename } = await exportResource(ref, format, query);
      saveFile(blob, filename);
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
}

/** An action of a row's own rules (`PUT …/update/{name}/{id}/{action}`), e.g. approving an adjustment. */
export function useResourceRowAction<T, B>(ref: ResourceRef, action: string, toasts?: MutationToasts<T, { id: string | number; body: B }>) {
  return useResourceMutation<T, { id: string | number; body: B }>(ref, ({ id, body }) => runRowAction<T, B>(ref, id, action, body), toasts);
}

/** Checks an import file (nothing stored). Failures are the caller's to show (they carry a report or a file error). */
export function useCheckImport(ref: ResourceRef) {
  return useMutation({ mutationFn: (file: File): Promise<ImportCheck> => importResource(ref, file, 'check') });
}

/** Stores every row of an import file, or none; the resource's lists are fetched again after it. */
export function useCommitImport(ref: ResourceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File): Promise<ImportResult> => importResource(ref, file, 'commit'),
    onSuccess: () => invalidateResource(queryClient, ref.name),
  });
}
