import { useState } from 'react';
import { Button } from '@/components/data/Button';
import { ConfirmDialog } from '@/components/data/ConfirmDialog';
import { PageHeader } from '@/components/data/PageHeader';
import { useClearLocalStorageEverywhere } from '@/hooks/admin/use-site-settings-admin';
import { useSiteSettings } from '@/hooks/use-site-settings';
import { apiErrorMessage } from '@/services/api-client';
import { SiteSettingsForm } from './SiteSettingsForm';

/** /misc/settings/system: the site settings of spec §1 and a remote clear of every browser's storage. */
export function SystemSettingsScreen() {
  const settings = useSiteSettings();
  const clear = useClearLocalStorageEverywhere();
  const [confirming, setConfirming] = useState(false);

  return (
    <section data-testid="system-settings-screen">
      <PageHeader
        title="System settings"
        description="The application name and the colours of the shell, the provider named in the footer and the support contact. A saved change shows at once in every open browser."
      />
      {settings.isPending && <p className="text-sm text-slate-500">Loading…</p>}
      {settings.isError && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {apiErrorMessage(settings.error)}{' '}
          <Button size="sm" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {settings.data && <SiteSettingsForm settings={settings.data} />}

      <div className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="text-base font-semibold text-slate-800">Local storage</h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">
          Every open browser of every user clears what this app keeps in its local storage (the remembered layout and
          site settings). Use it after a change that old saved state would hide.
        </p>
        <Button className="mt-3" variant="danger" onClick={() => setConfirming(true)} data-testid="clear-local-storage">
          Clear local storage on every browser
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Clear local storage on every browser?"
        confirmLabel="Clear everywhere"
        tone="danger"
        pending={clear.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setConfirming(false) })}
      >
        <p>
          Every open browser, this one included, forgets its saved layout choice and cached settings. Nobody is signed
          out.
        </p>
      </ConfirmDialog>
    </section>
  );
}
