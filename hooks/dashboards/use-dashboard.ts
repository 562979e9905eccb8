import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ResourceQueryMeta } from '@/hooks/resource/query-keys';
import { DISPATCH_LIVE_EVENT, type DashboardName } from '@/lib/resources/dashboards';
import { getDashboard, getReceivables, type DashboardParams } from '@/services/dashboards';
import { getSocket } from '@/services/socket';

/* React Query over the dashboards' API: keys ['dashboard', name, params]. */

export const dashboardKey = (name: DashboardName, params?: DashboardParams) => (params ? ['dashboard', name, params] : ['dashboard', name]);

export function useDashboard<N extends DashboardName>(name: N, params: DashboardParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dashboardKey(name, params),
    queryFn: () => getDashboard(name, params),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: name === 'eid' ? 0 : 60_000,
    // the dispatch figures also move when a pickup is requested or assigned (no tracking event):
    // the pickup's own realtime event refreshes them for whoever hears it (use-realtime)
    meta: name === 'eid' ? ({ refs: ['pickup'] } satisfies ResourceQueryMeta) : undefined,
  });
}

/** What customers owe today (the home page of finance); a payment or an invoice changes it. */
export function useReceivables({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['dashboard', 'receivables'],
    queryFn: getReceivables,
    enabled,
    staleTime: 60_000,
    meta: { refs: ['invoice', 'payment', 'credit-note', 'receivable'] } satisfies ResourceQueryMeta,
  });
}

/**
 * The dispatch dashboard moves live: the server sends DISPATCH_LIVE_EVENT (at most once a second)
 * after every committed scan or POD, and the figures are read again at once. No polling.
 */
export function useDispatchLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    const pending = getSocket();
    if (!pending) return;
    let unsubscribe: (() => void) | null = null;
    let unmounted = false;
    const refetch = () => void client.invalidateQueries({ queryKey: dashboardKey('eid') });
    void pending.then((socket) => {
      if (unmounted) return;
      socket.on(DISPATCH_LIVE_EVENT, refetch);
      // events missed while the connection was down: read again once it is back
      socket.io.on('reconnect', refetch);
      unsubscribe = () => {
        socket.off(DISPATCH_LIVE_EVENT, refetch);
        socket.io.off('reconnect', refetch);
      };
    });
    return () => {
      unmounted = true;
      unsubscribe?.();
    };
  }, [client]);
}
