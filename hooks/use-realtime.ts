import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket } from '@/services/socket';
import { SITE_SETTINGS_KEY } from './use-site-settings';
import { USER_BY_ID_KEY } from './use-user-by-id';

/** Spec §4 realtime events, on the page's one socket. Mount once (in _app). */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    if (!socket) return;
    const onSiteSetting = () => void queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY });
    const onLocalStorage = () => window.localStorage.clear();
    const onUserStatus = () => void queryClient.invalidateQueries({ queryKey: [USER_BY_ID_KEY] });
    socket.on('updateSiteSetting', onSiteSetting);
    socket.on('updateLocalStorage', onLocalStorage);
    socket.on('updateUserStatus', onUserStatus);
    return () => {
      socket.off('updateSiteSetting', onSiteSetting);
      socket.off('updateLocalStorage', onLocalStorage);
      socket.off('updateUserStatus', onUserStatus);
    };
  }, [queryClient]);
}
