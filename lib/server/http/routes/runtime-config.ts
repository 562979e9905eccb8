import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { publicRuntimeConfig, RUNTIME_CONFIG_PATH, runtimeConfigScript } from '@/lib/runtime-config';
import type { AppContext } from '../../context';

/**
 * GET /runtime-config.js: the browser's deployment settings (lib/runtime-config.ts) as a same-origin
 * script, which a strict `script-src 'self'` allows. Read from the environment once, at start; public
 * (every page loads it, signed in or not). `no-cache` with an ETag: each page load asks, a restart with
 * other values is seen at once, and an unchanged answer costs a 304.
 */
export function runtimeConfigRoutes(
  app: FastifyInstance,
  _ctx: AppContext,
  env: Record<string, string | undefined> = process.env,
) {
  const body = runtimeConfigScript(publicRuntimeConfig(env));
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

  app.get(RUNTIME_CONFIG_PATH, {
    config: { access: { public: true } },
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/javascript; charset=utf-8').send(body);
    },
  });
}
