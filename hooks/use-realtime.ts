import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket, type ResourceChange } from '@/services/socket';
import { invalidateResource } from './resource/query-keys';
import { SITE_SETTINGS_KEY } from './use-site-settings';
import { USER_BY_ID_KEY } from './use-user-by-id';

/** Spec §4 realtime events, on the page's one socket. Mount once (in _app). */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const pending = getSocket();
    if (!pending) return;
    let unsubscribe: (() => void) | null = null;
    let unmounted = false;
    const onSiteSetting = () => void queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY });
    const onLocalStorage = () => window.localStorage.clear();
    const onUserStatus = () => void queryClient.invalidateQueries({ queryKey: [USER_BY_ID_KEY] });
    const onResource = (change?: ResourceChange) => {
      if (typeof change?.resource === 'string' && change.resource) void invalidateResource(queryClient, change.resource);
    };
    void pending.then((socket) => {
      if (unmounted) return;
      socket.on('updateSiteSetting', onSiteSetting);
      socket.on('updateLocalStorage', onLocalStorage);
      socket.on('updateUserStatus', onUserStatus);
      socket.on('updateResource', onResource);
      unsubscribe = () => {
        socket.off('updateSiteSetting', onSiteSetting);
        socket.off('updateLocalStorage', onLocalStorage);
        socket.off('updateUserStatus', onUserStatus);
        socket.off('updateResource', onResource);
      };
    });
    return () => {
      unmounted = true;
      unsubscribe?.();
    };
  }, [queryClient]);
}
