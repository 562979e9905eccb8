import * as Sentry from '@sentry/nextjs';
import { filterErrorEvent, filterTransactionEvent } from '@/lib/monitoring';

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

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
