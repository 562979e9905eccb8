/**
 * One process, one port: Fastify serves the product API under /api, Next.js serves every page and
 * next-auth's /api/auth/*, socket.io rides the same HTTP server.
 */
import fs from 'node:fs';
import path from 'node:path';
import next from 'next';
import type { FastifyInstance } from 'fastify';
import { REFERENCE_CHANNEL, redisInvalidationBus, type RedisPubSub } from './lib/server/auth/principal-cache';
import { loadConfig } from './lib/server/config';
import { createContext } from './lib/server/create-context';
import { bootstrapDatabase } from './lib/server/seed/bootstrap';
import { buildApp } from './lib/server/http/app';
import { dropInvalidCallbackUrl } from './lib/server/http/auth-request';
import { inlineScriptHashes, pageSecurityHeaders } from './lib/server/http/page-headers';
import { runtimeConfig } from './lib/runtime-config';
import { attachSocketServer, type Realtime, type SocketServer } from './lib/server/realtime';
import { closeRedis, openRedis } from './lib/server/redis';
import { queueWebhooksOnTracking, startWebhookSender } from './lib/server/integration/webhooks';
import { openReportDatabase } from './lib/server/reports/runner';
import { startRollupMerger } from './lib/server/reports/rollups';

async function main() {
  const config = loadConfig();
  // next-auth runs in this process and reads these; the API and next-auth share the one secret.
  process.env.NEXTAUTH_SECRET ??= config.secret;
  process.env.NEXTAUTH_URL ??= `http://localhost:${config.port}`;
  process.env.INTERNAL_API_URL ??= `http://127.0.0.1:${config.port}`;
  process.env.ACCESS_TOKEN_TTL_SECONDS = String(config.accessTokenTtlSeconds);

  // before the demo seed runs its actions: their tracking events queue webhooks as any action's do
  queueWebhooksOnTracking();
  const database = await bootstrapDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    // the demo data only with DEMO=1; in production, no start while its published credentials open the database
    demo: config.demo,
    production: !config.dev,
  });
  // Never awaited: with Redis down the server starts, signs people in (in-process lockout counters, said
  // in the log) and takes Redis up again when it answers; only realtime across instances pauses.
  const redis = config.redisUrl ? openRedis(config.redisUrl, 'lockout counters', { offlineQueue: false }) : undefined;
  // Several instances: a user's changed auth state must reach every instance's principal cache at once.
  const bus = redis ? redisInvalidationBus(redis as unknown as RedisPubSub) : undefined;
  // … and changed master data every instance's reference cache.
  const referenceBus = redis ? redisInvalidationBus(redis as unknown as RedisPubSub, REFERENCE_CHANNEL) : undefined;

  // The socket server needs Fastify's HTTP server, which needs the context: relay until both exist.
  const relay: Realtime & { to?: Realtime } = { emit: (event, payload) => relay.to?.emit(event, payload) };
  const ctx = createContext(config, database, relay, redis, bus, undefined, referenceBus);
  // Reports read a streaming replica when there is one, so a heavy report never slows the counter; on
  // PostgreSQL always through their own pool, whose connections are read-only with the statement timeout.
  const reportUrl = config.replicaUrl ?? (database.engine === 'postgres' ? config.databaseUrl : undefined);
  const reportDatabase = reportUrl ? await openReportDatabase(reportUrl) : undefined;
  if (reportDatabase) {
    ctx.reportDb = reportDatabase.db;
    ctx.reportEngine = reportDatabase.engine;
    ctx.reportGuarded = true;
  }
  const corsOrigins = (process.env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const app = await buildApp(ctx, { logger: { level: process.env.LOG_LEVEL ?? 'info' }, corsOrigins });

  const nextApp = next({ dev: config.dev, dir: __dirname, hostname: 'localhost', port: config.port });
  await nextApp.prepare();
  await app.register(nextFallback, { handle: nextApp.getRequestHandler(), dev: config.dev });

  const socket: SocketServer = await attachSocketServer(app.server, ctx, {
    redisUrl: config.redisUrl,
    // pages of these origins may open the socket (besides the one the request came to)
    origins: [new URL(process.env.NEXTAUTH_URL).origin, ...corsOrigins],
  });
  relay.to = socket;
  if (config.dev) {
    // Next's hot reload socket; socket.io leaves other upgrades alone (destroyUpgrade: false).
    const upgrade = nextApp.getUpgradeHandler();
    app.server.on('upgrade', (req, sock, head) => {
      if (!req.url?.startsWith('/socket.io')) void upgrade(req, sock, head);
    });
  }
  app.addHook('preClose', async () => {
    socket.io.disconnectSockets(true);
  });

  // customers' webhooks: what the tracking events queued, sent from here (claimed per row: instances share the work)
  const stopWebhooks = startWebhookSender(ctx, 5_000, (err) => app.log.warn({ err }, 'webhook sender'));
  // the reports' rollups: deltas written by each save, folded into the merged rows in the background
  const merger = startRollupMerger(ctx.db, ctx.engine, 5_000, (err) => app.log.warn({ err }, 'rollup merge'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `ready on http://localhost:${config.port} (${database.engine}${config.redisUrl ? ', redis' : ''}, ${config.dev ? 'development' : 'production'})`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      stopWebhooks();
      merger.stop();
      await app.close();
      await socket.close();
      await nextApp.close?.();
      await bus?.close();
      await referenceBus?.close();
      if (redis) await closeRedis(redis);
      await database.close();
      await reportDatabase?.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * Next.js handles whatever the API does not: registered in its own scope with a parser that reads
 * nothing, so next-auth's form POSTs and Next's own body parsing see the untouched stream.
 */
async function nextFallback(
  scope: FastifyInstance,
  { handle, dev }: { handle: ReturnType<ReturnType<typeof next>['getRequestHandler']>; dev: boolean },
) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
  // the inline bootstrap scripts of the built pages, allowed by their hashes (none to read in development)
  const scriptHashes = dev ? [] : inlineScriptHashes(path.join(__dirname, '.next', 'server', 'pages'));
  const apiUrl = runtimeConfig().apiUrl;
  const apiOrigin = /^https?:\/\//i.test(apiUrl) ? new URL(apiUrl).origin : undefined;
  const toNext = async (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    reply.hijack();
    const headers = pageSecurityHeaders({ dev, https: req.protocol === 'https', host: req.headers.host, apiOrigin, scriptHashes });
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
    // next-auth reads the client address from this header (it cannot see the socket): give it the
    // one Fastify worked out under TRUST_PROXY, never a value the client made up.
    req.raw.headers['x-forwarded-for'] = req.ip;
    await handle(req.raw, reply.raw);
  };
  scope.all('/api/auth/*', async (req, reply) => {
    dropInvalidCallbackUrl(req.raw);
    return toNext(req, reply);
  });
  scope.all('/*', toNext);
  scope.all('/', toNext);
}

main().catch((err) => {
  // Written synchronously: console output to a pipe could be lost on exit.
  fs.writeSync(2, `cannot start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
