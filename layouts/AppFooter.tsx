/** Spec §1: "COPYRIGHT © 2022" plus the provider's name. */
export const FOOTER_YEAR = 2022;

export function AppFooter() {
  const provider = process.env.NEXT_PUBLIC_PROVIDER_NAME ?? '';
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-3 text-xs text-slate-500 sm:px-6">
      COPYRIGHT © {FOOTER_YEAR} {provider}
    </footer>
  );
}
