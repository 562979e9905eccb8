import type { NavigationKind } from './sentry.client.config';
import { runtimeConfig } from '@/lib/runtime-config';

/*
 * Browser monitoring (Sentry) costs ~50 KB gzip of JavaScript, so it is not part of the first load:
 * with a DSN (served at run time by /runtime-config.js) its own chunk is requested here, as the page
 * starts, and initialises when it arrives; without one nothing of Sentry is downloaded at all.
 * Errors thrown before it is ready are held and reported once it is.
 */

type Monitoring = typeof import('./sentry.client.config');

function loadMonitoring(dsn: string): Promise<Monitoring | null> {
  const early: { error: unknown; kind: 'onerror' | 'onunhandledrejection' }[] = [];
  const onError = (e: ErrorEvent) => early.push({ error: e.error ?? e.message, kind: 'onerror' });
  const onRejection = (e: PromiseRejectionEvent) => early.push({ error: e.reason, kind: 'onunhandledrejection' });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const stopHolding = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
  return import('./sentry.client.config').then(
    (monitoring) => {
      stopHolding();
      monitoring.startMonitoring(dsn);
      for (const { error, kind } of early.splice(0)) monitoring.captureEarlyError(error, kind);
      return monitoring;
    },
    () => {
      // The chunk did not load (offline, a new deployment): the app works without monitoring.
      stopHolding();
      return null;
    },
  );
}

const dsn = typeof window === 'undefined' ? '' : runtimeConfig().sentryDsn;
const monitoring = dsn ? loadMonitoring(dsn) : null;

/** Next calls this on every client-side navigation (App Router); forwarded once monitoring is up. */
export function onRouterTransitionStart(href: string, navigationType: NavigationKind): void {
  void monitoring?.then((m) => m?.captureRouterTransitionStart(href, navigationType));
}
