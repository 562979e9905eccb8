import Head from 'next/head';
import { useAppName, useSiteSettings } from '@/hooks/use-site-settings';
import { useRealtime } from '@/hooks/use-realtime';

/** App-wide side effects with no UI of their own: the realtime socket, site settings, document title. */
export function AppEffects() {
  useRealtime();
  useSiteSettings();
  const appName = useAppName();
  return (
    <Head>
      <title>{appName}</title>
    </Head>
  );
}
