import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasInternalAuth, INTERNAL_HEADER } from '@/lib/auth/internal';
import type { AppContext } from '../context';
import { accessHook, type Access } from './access';
import { HttpError } from '../errors';
import { errorHandler } from './errors';
import { withSafeSerializers } from './logging';
import { refuseNulCharacters } from './nul';
import { retryReadsOnLostConnection } from './retry-reads';
import { documentRoutes } from '../documents/engine/routes';
import { podOutstandingRoutes } from '../documents/pod-return/outstanding';
import { financeRoutes } from '../finance/routes';
import { shipmentRoutes } from '../documents/shipment/routes';
import { changeRequestRoutes } from '../documents/change-request/routes';
import { ticketRoutes } from '../documents/ticket/routes';
import { trackingRoutes } from '../tracking/routes';
import { reportRoutes } from '../reports/routes';
import { dashboardRoutes } from '../dashboards/routes';
import { integrationAdminRoutes } from '../integration/admin-routes';
import { integrationRoutes } from '../integration/routes';
import { queueWebhooksOnTracking } from '../integration/webhooks';
import { authRoutes } from './routes/auth';
import { logRoutes } from './routes/logs';
import { profileRoutes } from './routes/profile';
import { resourceActionRoutes, resourceRoutes } from './routes/resources';
import { roleRoutes } from './routes/roles';
import { runtimeConfigRoutes } from './routes/runtime-config';
import { siteSettingRoutes } from './routes/site-settings';
import { userRoutes } from './routes/users';
import { API_HELMET, helmetHeaders } from './api-headers';

export const BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Origins allowed to call the API from another host (comma separated); same origin needs none. */
  corsOrigins?: string[];
}

/** A registered API route and who may call it (the registry tests loop over these). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

const declaredRoutes = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every API route of an app built by buildApp, with its access rule. */
export const routesOf = (app: FastifyInstance): readonly DeclaredRoute[] => declaredRoutes.get(app) ?? [];

/** The Fastify app with the whole product API; server.ts adds Next.js and socket.io on top. */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // the customers' webhooks listen to the engine's tracking writes (queued in the action's transaction)
  queueWebhooksOnTracking();
  const app = Fastify({
    // never a query string, a body or a bound SQL parameter in the log
    logger: withSafeSerializers(opts.logger),
    bodyLimit: BODY_LIMIT,
    trustProxy: ctx.config.trustProxy,
    // Our own 404/500 bodies only; never Fastify's default error page with details.
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: DeclaredRoute[] = [];
  declaredRoutes.set(app, routes);
  await app.register(apiPlugin, { ctx, corsOrigins: opts.corsOrigins ?? [], routes });
  return app;
}

async function apiPlugin(api: FastifyInstance, { ctx, corsOrigins, routes }: { ctx: AppContext; corsOrigins: string[]; routes: DeclaredRoute[] }) {
  api.setErrorHandler(errorHandler);
  api.decorateRequest('principal', null);
  api.decorateRequest('claims', null);
  api.decorateRequest('apiCaller', null);

  // Fail closed: an API route that forgot to declare who may call it does not start.
  api.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access) {
      throw new Error(`API route ${route.method} ${route.url} declares no access rule`);
    }
    const access = route.config?.access;
    if (access) for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
  });
  // A read whose pooled connection turned out dead is run once more, on a fresh one.
  retryReadsOnLostConnection(api);

  const securityHeaders = helmetHeaders(API_HELMET);
  api.addHook('onRequest', (_req, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  if (corsOrigins.length) await api.register(cors, { origin: corsOrigins, credentials: true });
  await api.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10 } });
  await api.register(rateLimit, {
    global: ctx.config.rateLimitPerMinute > 0,
    max: ctx.config.rateLimitPerMinute || 1_000_000,
    timeWindow: '1 minute',
    // next-auth in this process reads the session user for every browser's session request from
    // 127.0.0.1: those calls prove themselves with the internal header and are not one client's quota
    allowList: (req) => hasInternalAuth(req.headers[INTERNAL_HEADER], ctx.config.secret),
    errorResponseBuilder: (_req, c) => ({ statusCode: 429, message: `Too many requests; retry in ${c.after}` }),
  });
  fs.mkdirSync(path.join(ctx.config.uploadsDir, 'users'), { recursive: true });
  await api.register(fastifyStatic, { root: ctx.config.uploadsDir, serve: false });
  // preParsing, not onRequest: the rate limiter hangs its hook on each route's onRequest, which runs
  // after instance hooks; here it counts refused (401/403) calls too, and the body is still unread.
  api.addHook('preParsing', accessHook(ctx));
  // PostgreSQL cannot store U+0000 in text: refuse it in any input, naming the field, before a handler runs.
  api.addHook('preValidation', refuseNulCharacters);

  authRoutes(api, ctx);
  userRoutes(api, ctx);
  roleRoutes(api, ctx);
  profileRoutes(api, ctx);
  siteSettingRoutes(api, ctx);
  runtimeConfigRoutes(api, ctx);
  resourceRoutes(api, ctx);
  resourceActionRoutes(api, ctx);
  shipmentRoutes(api, ctx);
  changeRequestRoutes(api, ctx);
  ticketRoutes(api, ctx);
  documentRoutes(api, ctx);
  podOutstandingRoutes(api, ctx);
  financeRoutes(api, ctx);
  trackingRoutes(api, ctx);
  reportRoutes(api, ctx);
  dashboardRoutes(api, ctx);
  integrationRoutes(api, ctx);
  integrationAdminRoutes(api, ctx);
  logRoutes(api, ctx);

  // User pictures: random names, so public like any static asset (an <img> cannot send a Bearer).
  api.get('/api/uploads/users/:file', {
    config: { access: { public: true } },
    schema: { params: z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|webp)$/, 'Unknown file') }) },
    handler: (req, reply) => {
      const { file } = req.params as { file: string };
      return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(path.join('users', file));
    },
  });

  // Any other /api/… (next-auth's own /api/auth/* excepted, which server.ts hands to Next) is ours: JSON 404.
  api.all('/api/*', {
    config: { access: { public: true } },
    handler: async () => {
      throw new HttpError(404, 'Not found');
    },
  });
}
