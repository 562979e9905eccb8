import { useQuery } from '@tanstack/react-query';
import { useResourceList } from '@/hooks/resource/use-resource';
import type { TransactionLogRow, UserLogRow } from '@/lib/resources/log-kinds';
import type { ListQuery } from '@/services/resource/client';
import { listLogActors, listLogEntities, TRANSACTION_LOG, USER_LOG } from '@/services/logs';

/** The filter options change rarely (a new user, a new record type): fetched once a few minutes. */
const OPTIONS_STALE_MS = 5 * 60_000;

/** `enabled: false` until the URL's query is known, so a shared link never fetches page 1 first. */
export function useTransactionLog(query: ListQuery, options?: { enabled?: boolean }) {
  return useResourceList<TransactionLogRow>(TRANSACTION_LOG, query, options);
}

export function useUserLog(query: ListQuery, options?: { enabled?: boolean }) {
  return useResourceList<UserLogRow>(USER_LOG, query, options);
}

export function useLogActors() {
  return useQuery({ queryKey: ['log', 'options', 'actors'], queryFn: listLogActors, staleTime: OPTIONS_STALE_MS });
}

export function useLogEntities() {
  return useQuery({ queryKey: ['log', 'options', 'entities'], queryFn: listLogEntities, staleTime: OPTIONS_STALE_MS });
}
