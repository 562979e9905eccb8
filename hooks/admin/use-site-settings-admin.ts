import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/services/toast';
import { SITE_SETTING_RESOURCE } from '@/services/admin/resources';
import { clearLocalStorageEverywhere, updateSiteSetting } from '@/services/admin/site-settings';
import { apiErrorMessage } from '@/services/api-client';
import type { SiteSetting } from '@/store/app-slice';
import { resourceKeys } from '@/hooks/resource/query-keys';

export interface SiteSettingChange {
  id: number;
  value: string;
  version: number;
}

export interface SaveOutcome {
  saved: SiteSetting[];
  failed: { change: SiteSettingChange; error: unknown }[];
}

/**
 * Saves one or several settings, each PUT with the version it was read at. One failure does not stop
 * the others; the caller shows the failures on their rows. Every open browser hears of the change
 * from the server (updateSiteSetting); this one refetches too.
 */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: SiteSettingChange[]): Promise<SaveOutcome> => {
      const results = await Promise.allSettled(changes.map((c) => updateSiteSetting(c.id, c.value, c.version)));
      const outcome: SaveOutcome = { saved: [], failed: [] };
      results.forEach((r, i) => {
        if (r.status === 'fulfilled') outcome.saved.push(r.value);
        else outcome.failed.push({ change: changes[i], error: r.reason });
      });
      return outcome;
    },
    onSuccess: async ({ saved, failed }) => {
      if (saved.length) toast.success(saved.length === 1 ? `${saved[0].label} saved` : `${saved.length} settings saved`);
      for (const f of failed) toast.error(apiErrorMessage(f.error));
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(SITE_SETTING_RESOURCE) });
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
}

export function useClearLocalStorageEverywhere() {
  return useMutation({
    mutationFn: clearLocalStorageEverywhere,
    onSuccess: () => toast.success('Every open browser was told to clear its local storage'),
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
}
