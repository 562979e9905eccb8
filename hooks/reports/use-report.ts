import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteSavedFilter, getDrill, getReport, listSavedFilters, saveFilter, type ReportParams } from '@/services/reports/client';

/* React Query over the report runner: keys ['report', name, …] so a report's data, drill-downs and saved filters refresh together. */

export function useReport(name: string, params: ReportParams, enabled = true) {
  return useQuery({ queryKey: ['report', name, 'run', params], queryFn: () => getReport(name, params), enabled, placeholderData: keepPreviousData, staleTime: 30_000 });
}

export function useDrill(name: string, drill: string | null, params: ReportParams, keys: Record<string, string>, page: number) {
  return useQuery({
    queryKey: ['report', name, 'drill', drill, params, keys, page],
    queryFn: () => getDrill(name, drill!, params, keys, page),
    enabled: Boolean(drill),
    placeholderData: keepPreviousData,
  });
}

export function useSavedFilters(name: string) {
  return useQuery({ queryKey: ['report', name, 'saved-filters'], queryFn: () => listSavedFilters(name) });
}

export function useSaveFilter(name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; params: ReportParams }) => saveFilter(name, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['report', name, 'saved-filters'] }),
  });
}

export function useDeleteSavedFilter(name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSavedFilter(name, id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['report', name, 'saved-filters'] }),
  });
}
