// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';

/*
 * instrumentation-client.ts: Sentry is not part of the first load. With a DSN (from /runtime-config.js)
 * its set-up is imported and started, and errors thrown before then are reported; without one it is
 * never imported.
 */

const sentry = vi.hoisted(() => ({
  startMonitoring: vi.fn(),
  captureEarlyError: vi.fn(),
  captureRouterTransitionStart: vi.fn(),
  imported: vi.fn(),
}));

vi.mock('@/sentry.client.config', () => {
  sentry.imported();
  return {
    startMonitoring: sentry.startMonitoring,
    captureEarlyError: sentry.captureEarlyError,
    captureRouterTransitionStart: sentry.captureRouterTransitionStart,
  };
});

async function start(dsn: string) {
  vi.resetModules();
  window.__RUNTIME_CONFIG__ = { apiUrl: '/api', sentryDsn: dsn };
  return import('@/instrumentation-client');
}

afterEach(() => {
  delete window.__RUNTIME_CONFIG__;
  vi.clearAllMocks();
});

describe('browser monitoring, loaded on demand', () => {
  it('without a DSN: Sentry is never imported', async () => {
    const { onRouterTransitionStart } = await start('');
    onRouterTransitionStart('/x', 'push');
    await new Promise((r) => setTimeout(r, 20));
    expect(sentry.imported).not.toHaveBeenCalled();
    expect(sentry.startMonitoring).not.toHaveBeenCalled();
  });

  it('with a DSN: started with it; an error thrown before it was up is reported; navigations are forwarded', async () => {
    const dsn = 'https://k@o1.ingest.sentry.io/42';
    const early = new Error('during start-up');
    const loaded = start(dsn);
    const { onRouterTransitionStart } = await loaded;
    window.dispatchEvent(new ErrorEvent('error', { error: early, message: early.message }));
    await waitFor(() => expect(sentry.startMonitoring).toHaveBeenCalledWith(dsn));
    onRouterTransitionStart('/operational/pickup/list', 'push');
    await waitFor(() => expect(sentry.captureRouterTransitionStart).toHaveBeenCalledWith('/operational/pickup/list', 'push'));
    expect(sentry.captureEarlyError).toHaveBeenCalledWith(early, 'onerror');
  });
});
