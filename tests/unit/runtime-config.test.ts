import vm from 'node:vm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from '@/lib/server/context';
import { runtimeConfigRoutes } from '@/lib/server/http/routes/runtime-config';
import { publicRuntimeConfig, runtimeConfig, type RuntimeConfig } from '@/lib/runtime-config';

/** Runs the served script as a browser would and returns what it left on window. */
function evaluate(script: string): unknown {
  const window: Record<string, unknown> = {};
  vm.runInNewContext(script, { window });
  return window.__RUNTIME_CONFIG__;
}

async function appWith(env: Record<string, string | undefined>): Promise<FastifyInstance> {
  const app = Fastify();
  runtimeConfigRoutes(app, {} as AppContext, env);
  await app.ready();
  return app;
}

describe('GET /runtime-config.js', () => {
  const env = {
    PUBLIC_API_URL: 'https://api.kurir.example/api',
    SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42',
    NEXTAUTH_SECRET: 'never-to-the-browser',
    DATABASE_URL: 'postgres://user:secret@db/courier',
    OIDC_CLIENT_SECRET: 'hidden',
  };

  it('is a script that sets window.__RUNTIME_CONFIG__ from the server environment read at start', async () => {
    const app = await appWith({ ...env });
    const res = await app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(evaluate(res.body)).toEqual({
      apiUrl: 'https://api.kurir.example/api',
      sentryDsn: 'https://abc123@o1.ingest.sentry.io/42',
    });
    await app.close();
  });

  it('carries only the public values, never a secret of the environment', async () => {
    const app = await appWith({ ...env });
    const { body } = await app.inject({ method: 'GET', url: '/runtime-config.js' });
    for (const secret of ['never-to-the-browser', 'secret@db', 'hidden', 'postgres:']) expect(body).not.toContain(secret);
    expect(Object.keys(evaluate(body) as object).sort()).toEqual(['apiUrl', 'sentryDsn']);
    await app.close();
  });

  it('answers 304 to a revalidation with the same ETag; HEAD works', async () => {
    const app = await appWith({ ...env });
    const first = await app.inject({ method: 'GET', url: '/runtime-config.js' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ method: 'GET', url: '/runtime-config.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await app.inject({ method: 'HEAD', url: '/runtime-config.js' })).statusCode).toBe(200);
    await app.close();
  });

  it('declares itself public (the access hook of the app lets anyone load it)', async () => {
    const app = Fastify();
    const access: unknown[] = [];
    app.addHook('onRoute', (route) => {
      if (route.url === '/runtime-config.js') access.push(route.config?.access);
    });
    runtimeConfigRoutes(app, {} as AppContext, {});
    await app.ready();
    expect(access).toContainEqual({ public: true });
    await app.close();
  });

  it('without any variable: /api and no DSN (monitoring inert)', async () => {
    const app = await appWith({});
    const { body } = await app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(evaluate(body)).toEqual({ apiUrl: '/api', sentryDsn: '' });
    await app.close();
  });
});

describe('publicRuntimeConfig / runtimeConfig', () => {
  it('falls back to the older NEXT_PUBLIC_* names, the new names win', () => {
    expect(publicRuntimeConfig({ NEXT_PUBLIC_API_URL: 'https://old/api', NEXT_PUBLIC_SENTRY_DSN: 'https://k@old/1' })).toEqual({
      apiUrl: 'https://old/api',
      sentryDsn: 'https://k@old/1',
    });
    expect(
      publicRuntimeConfig({
        PUBLIC_API_URL: 'https://new/api',
        NEXT_PUBLIC_API_URL: 'https://old/api',
        SENTRY_DSN: 'https://k@new/1',
        NEXT_PUBLIC_SENTRY_DSN: 'https://k@old/1',
      }),
    ).toEqual({ apiUrl: 'https://new/api', sentryDsn: 'https://k@new/1' });
    expect(publicRuntimeConfig({ PUBLIC_API_URL: '  ' })).toEqual({ apiUrl: '/api', sentryDsn: '' });
  });

  it('on the server it reads the environment of the running process', () => {
    vi.stubEnv('PUBLIC_API_URL', 'https://runtime.example/api');
    try {
      expect(runtimeConfig().apiUrl).toBe('https://runtime.example/api');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('in the browser it prefers what the server served over the build', () => {
    const served: Partial<RuntimeConfig> = { apiUrl: 'https://served.example/api', sentryDsn: '' };
    vi.stubGlobal('window', { __RUNTIME_CONFIG__: served });
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'https://built.example/api');
    vi.stubEnv('NEXT_PUBLIC_SENTRY_DSN', 'https://k@built/1');
    try {
      // The served empty DSN wins: monitoring is off where the server says so.
      expect(runtimeConfig()).toEqual({ apiUrl: 'https://served.example/api', sentryDsn: '' });
      // Without the script (tests, `next start` alone): the build's values.
      vi.stubGlobal('window', {});
      expect(runtimeConfig()).toEqual({ apiUrl: 'https://built.example/api', sentryDsn: 'https://k@built/1' });
    } finally {
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
    }
  });
});
