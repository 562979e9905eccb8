/**
 * user-get-breakdown (opt-in: `npm run bench -- user-get-breakdown`): where the gap between our API and
 * bare node http goes on GET /api/datamaster/get/user/{id}. Each row adds one piece on the bare server:
 *
 *   bare node http                     the profile query only (the user-get baseline)
 *   bare Fastify route                 + Fastify's router and reply, no plugins, no hooks
 *   bare + JWT verify                  + the access token check (jose, HS256), no database
 *   bare + JWT + loadPrincipal         + the principal query: the same database work as ours
 *   ours (Fastify API)                 the real stack
 *
 * If "bare + JWT + loadPrincipal" is close to ours, the cost is the work done per request (the second
 * query), not the framework or its plugins.
 */
import Fastify from 'fastify';
import { loadPrincipal } from '@/lib/server/auth/principal';
import { DEMO_PASSWORD } from '@/lib/server/seed/seed';
import { getUserProfile } from '@/lib/server/users/queries';
import { compareTargets } from '../lib/compare';
import { getJson, signIn, startOurApi } from '../lib/ours';
import { listenBare, listenFastify, type RunningServer } from '../lib/servers';
import type { BenchEnv, Scenario } from '../lib/types';
import { bareUserGet, USER_GET_ROUTE } from '../lib/user-profile';

const NAME = 'user-get-breakdown';
const READ_USER = 'counter';

const scenario: Scenario = {
  name: NAME,
  optional: true,
  description: 'user-get, piece by piece: bare, + Fastify, + JWT verify, + principal query, ours',

  async run(env: BenchEnv) {
    const { db } = env.database;
    const servers: RunningServer[] = [];
    try {
      const { server: ours, ctx } = await startOurApi(env);
      servers.push(ours);
      const token = await signIn(ours.url, 'admin', DEMO_PASSWORD);
      const headers = { authorization: `Bearer ${token}` };
      const bearer = (req: { headers: { authorization?: string } }) => req.headers.authorization?.slice(7) ?? '';

      const bare = await listenBare(bareUserGet(db));
      const fastify = Fastify({ logger: false });
      fastify.get(`${USER_GET_ROUTE}:id`, async (req) => ({
        message: 'OK',
        data: await getUserProfile(db, (req.params as { id: string }).id),
      }));
      const bareFastify = await listenFastify(fastify);
      const withJwt = await listenBare(
        bareUserGet(db, async (req) => {
          await ctx.tokens.verify(bearer(req));
          return true;
        }),
      );
      const withPrincipal = await listenBare(
        bareUserGet(db, async (req) => {
          const claims = await ctx.tokens.verify(bearer(req));
          const principal = await loadPrincipal(db, claims.sub);
          return !!principal && principal.tokenVersion === claims.tv;
        }),
      );
      servers.push(bare, bareFastify, withJwt, withPrincipal);

      const path = `${USER_GET_ROUTE}${READ_USER}`;
      const targets = [
        { server: 'bare node http', url: `${bare.url}${path}` },
        { server: 'bare Fastify route', url: `${bareFastify.url}${path}` },
        { server: 'bare + JWT verify', url: `${withJwt.url}${path}`, headers },
        { server: 'bare + JWT + loadPrincipal', url: `${withPrincipal.url}${path}`, headers },
        { server: 'ours (Fastify API)', url: `${ours.url}${path}`, headers },
      ];
      for (const t of targets) {
        const r = await getJson(t.url, t.headers);
        if (r.status !== 200) throw new Error(`${t.server}: first call answered ${r.status} ${r.body.message ?? ''}`);
      }
      const measurements = await compareTargets(env, NAME, targets);
      return {
        title: `${NAME}: GET ${path}, adding one piece at a time`,
        measurements,
        checks: [],
        notes: ['ratio = req/s / bare node http req/s at the same connection count'],
      };
    } finally {
      for (const s of servers.reverse()) await s.close().catch(() => undefined);
    }
  },
};

export default scenario;
