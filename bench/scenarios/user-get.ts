/**
 * user-get: an authenticated `GET /api/datamaster/get/user/{id}` through our real API stack, against
 * the same SQL behind a bare node:http server, measured in turn (never at the same time) on one
 * database object shared by both.
 *
 * "Ours" is the Fastify app of lib/server/http/app.ts exactly as server.ts builds it (helmet,
 * multipart, the rate-limit plugin, zod validation, the access hook: token check + principal load),
 * with the rate limit off (rateLimitPerMinute: 0) and the logger off. Next.js is not in the path of
 * an /api request: server.ts registers it only as Fastify's fallback after the API routes.
 *
 * "Bare" runs getUserProfile() — the very drizzle query the route runs — and writes the same JSON
 * envelope, with no authentication, validation or security headers: the ceiling for this query.
 */
import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import { compareTargets, ratioChecks } from '../lib/compare';
import { getJson, signIn, startOurApi } from '../lib/ours';
import { listenBare, type RunningServer } from '../lib/servers';
import type { BenchEnv, Scenario } from '../lib/types';
import { bareUserGet, USER_GET_ROUTE } from '../lib/user-profile';

const NAME = 'user-get';
const TARGET = 0.6;
/** Signed in as the demo administrator, reading another demo user: the screen-permission check runs. */
const SIGN_IN_AS = 'admin';
const READ_USER = 'counter';

const scenario: Scenario = {
  name: NAME,
  description: `authenticated GET ${USER_GET_ROUTE}{id}: our API vs the same SQL behind bare node http`,

  async run(env: BenchEnv) {
    const servers: RunningServer[] = [];
    try {
      const bare = await listenBare(bareUserGet(env.database.db));
      servers.push(bare);
      const ours = (await startOurApi(env)).server;
      servers.push(ours);

      const token = await signIn(ours.url, SIGN_IN_AS, DEMO_PASSWORD);
      const headers = { authorization: `Bearer ${token}` };
      const bareUrl = `${bare.url}${USER_GET_ROUTE}${READ_USER}`;
      const oursUrl = `${ours.url}${USER_GET_ROUTE}${READ_USER}`;

      // Same answer from both, and ours really checks the token: otherwise the comparison means nothing.
      const [b, o, anon] = await Promise.all([getJson(bareUrl), getJson(oursUrl, headers), getJson(oursUrl)]);
      if (b.status !== 200 || o.status !== 200) throw new Error(`first call failed: bare ${b.status}, ours ${o.status}`);
      if (JSON.stringify(b.body.data) !== JSON.stringify(o.body.data)) {
        throw new Error('bare and ours return different data for the same user');
      }
      if (anon.status !== 401) throw new Error(`ours answered ${anon.status} without a token (expected 401)`);

      const measurements = await compareTargets(env, NAME, [
        { server: 'bare node http', url: bareUrl },
        { server: 'ours (Fastify API)', url: oursUrl, headers },
      ]);
      return {
        title: `${NAME}: GET ${USER_GET_ROUTE}${READ_USER} as ${SIGN_IN_AS} (Bearer), ours vs bare node http + same query`,
        measurements,
        checks: ratioChecks(NAME, measurements, 'ours (Fastify API)', TARGET),
        notes: [`ratio = req/s / bare req/s at the same connection count; target for ours >= ${TARGET}`],
      };
    } finally {
      for (const s of servers.reverse()) await s.close().catch(() => undefined);
    }
  },
};

export default scenario;
