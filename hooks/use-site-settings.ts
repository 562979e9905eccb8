import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useEffect } from 'react';
import { APP_NAME_FALLBACK, isHttpsUrl, SITE_SETTING_INDEX } from '@/lib/resources/constants';
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
  return useAppSelector((state) => state.app.system[SITE_SETTING_INDEX.appName]?.value?.trim()) || APP_NAME_FALLBACK;
}

/** Spec §1 footer: the provider's name (setting 6), else the application name (setting 0), else 'SYSTEM'. */
export function useProviderName(): string {
  const provider = useAppSelector((state) => state.app.system[SITE_SETTING_INDEX.providerName]?.value?.trim());
  const appName = useAppName();
  return provider || appName;
}

export interface SupportContact {
  /** The chat link (setting 8), only when it is an https:// URL. */
  chatUrl: string | null;
  /** The phone (setting 7), or null when blank. */
  phone: string | null;
}

/** Spec §2 profile menu: Support opens `chatUrl` in a new tab and shows `phone`. */
export function useSupportContact(): SupportContact {
  const chat = useAppSelector((state) => state.app.system[SITE_SETTING_INDEX.supportChatUrl]?.value?.trim());
  const phone = useAppSelector((state) => state.app.system[SITE_SETTING_INDEX.supportPhone]?.value?.trim());
  return { chatUrl: isHttpsUrl(chat) ? chat : null, phone: phone || null };
}
