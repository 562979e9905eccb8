import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useEffect } from 'react';
import { APP_NAME_FALLBACK } from '@/lib/resources/constants';
import { listSiteSettings } from '@/services/site-setting';
import { useAppDispatch, useAppSelector } from '@/store';
import { setSystem } from '@/store/app-slice';

export const SITE_SETTINGS_KEY = ['site-setting', 'list'] as const;

/** Fetches the site settings (once signed in) and keeps the persisted `system` list in step. */
export function useSiteSettings() {
  const { data: session } = useSession();
  const dispatch = useAppDispatch();
  const query = useQuery({
    queryKey: SITE_SETTINGS_KEY,
    queryFn: listSiteSettings,
    enabled: Boolean(session?.accessToken?.token),
  });
  useEffect(() => {
    if (query.data) dispatch(setSystem(query.data));
  }, [dispatch, query.data]);
  return query;
}

/** Site setting 0 (spec §1), from the persisted list so it shows before the fetch and on public pages. */
export function useAppName(): string {
  return useAppSelector((state) => state.app.system[0]?.value) || APP_NAME_FALLBACK;
}
