import { useProviderName } from '@/hooks/use-site-settings';

/** Spec §1: "COPYRIGHT © 2022" plus the provider's name. */
export const FOOTER_YEAR = 2022;

/** The provider's name is site setting 6, edited on the system-settings screen; blank → the application name. */
export function AppFooter() {
  const provider = useProviderName();
  return (
    <footer data-testid="app-footer" className="border-t border-slate-200 bg-white px-4 py-3 text-xs text-slate-500 sm:px-6">
      COPYRIGHT © {FOOTER_YEAR} {provider}
    </footer>
  );
}
