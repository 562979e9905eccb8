import { addIntegration, captureException, captureRouterTransitionStart, init } from '@sentry/nextjs';
import { filterErrorEvent, filterTransactionEvent } from '@/lib/monitoring';

/*
 * The browser's Sentry set-up. Loaded on demand by instrumentation-client.ts, and only when the
 * deployment has a DSN (served at run time by /runtime-config.js); it is never part of a page's first
 * load. Events go through the same-origin tunnel (/monitoring, set by withSentryConfig).
 */

export type NavigationKind = Parameters<typeof captureRouterTransitionStart>[1];

export function startMonitoring(dsn: string): void {
  init({
    dsn,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    beforeSend: (event, hint) => filterErrorEvent(event, hint),
    beforeSendTransaction: (event) => filterTransactionEvent(event),
  });

  // Session replay is large: load it in its own chunk after start-up.
  // @sentry/replay is the package @sentry/nextjs itself re-exports replayIntegration from (same version).
  import('@sentry/replay')
    .then(({ replayIntegration }) => addIntegration(replayIntegration()))
    .catch(() => undefined);
}

/** An error thrown before monitoring was up, reported as the global handlers would have. */
export function captureEarlyError(error: unknown, kind: 'onerror' | 'onunhandledrejection'): void {
  captureException(error, { mechanism: { handled: false, type: `auto.browser.global_handlers.${kind}` } });
}

export { captureRouterTransitionStart };
