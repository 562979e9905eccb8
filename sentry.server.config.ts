import * as Sentry from '@sentry/nextjs';
import { filterErrorEvent, filterTransactionEvent } from '@/lib/monitoring';

const dsn = process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN;

Sentry.init({
  dsn,
  enabled: Boolean(dsn),
  tracesSampleRate: 1,
  beforeSend: (event, hint) => filterErrorEvent(event, hint),
  beforeSendTransaction: (event) => filterTransactionEvent(event),
});
