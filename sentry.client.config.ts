import * as Sentry from '@sentry/nextjs';
import { filterErrorEvent, filterTransactionEvent } from '@/lib/monitoring';
import { runtimeConfig } from '@/lib/runtime-config';

// The deployment's DSN, served at run time (/runtime-config.js); none → monitoring stays inert.
const dsn = runtimeConfig().sentryDsn || undefined;

Sentry.init({
  dsn,
  enabled: Boolean(dsn),
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  beforeSend: (event, hint) => filterErrorEvent(event, hint),
  beforeSendTransaction: (event) => filterTransactionEvent(event),
});

// Session replay is large: load it in its own chunk after start-up, and only when reporting is on.
// @sentry/replay is the package @sentry/nextjs itself re-exports replayIntegration from (same version).
if (dsn && typeof window !== 'undefined') {
  import('@sentry/replay')
    .then(({ replayIntegration }) => Sentry.addIntegration(replayIntegration()))
    .catch(() => undefined);
}
