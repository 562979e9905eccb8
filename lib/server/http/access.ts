import type { FastifyReply, FastifyRequest } from 'fastify';
import { INACTIVE_STATUS } from '@/lib/resources/user';
import { modeOfMethod, type AccessMode } from '@/lib/rules/grants';
import { hasAnyPermission, type Principal } from '../auth/principal';
import { TokenError, type AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { isConnectionLost } from '../db/connection-lost';
import { HttpError } from '../errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from './retry-reads';

/** Declared on every API route (config.access); a route without it is refused at start-up. */
export type Access =
  | { public: true }
  | {
      public?: false;
      /** Screen routes any of which grants the call; empty = any signed-in user. */
      screens: readonly string[];
      /**
       * What the call does through those screens. Default: GET/HEAD read, every other method writes —
       * and a read-only grant of a screen (`…:read`) opens only its reads.
       */
      mode?: AccessMode;
      /** A route param that, when it names the caller, grants the call without a screen (own record). */
      selfParam?: string;
      /** An inactive user may still make this call: 'self' only on its own record. */
      inactive?: 'allow' | 'self';
      /** Verify the token but accept one that was revoked by a logout (so logging out twice is fine). */
      acceptRevoked?: boolean;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
    claims: AccessClaims | null;
  }
}

export const INACTIVE_MESSAGE = 'Maaf, Akun Anda Tidak Aktif';
export const READ_ONLY_MESSAGE = 'Your role may only view this screen, not change anything through it';

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1] : null;
}

/** preParsing hook (after the rate limit, before the body is read): authentication (401), then active status and permission (403). */
export function accessHook(ctx: AppContext) {
  return async function checkAccess(req: FastifyRequest, _reply: FastifyReply) {
    const access = req.routeOptions.config.access;
    req.principal = null;
    req.claims = null;
    if (!access) throw new HttpError(404, 'Not found');
    if (access.public) return;

    const token = bearer(req);
    if (!token) throw new HttpError(401, 'Authentication required');
    let claims: AccessClaims;
    try {
      claims = await ctx.tokens.verify(token);
    } catch (err) {
      throw new HttpError(401, err instanceof TokenError ? err.message : 'Invalid token');
    }
    // the first database read of a request once the cache has expired: retried once on a lost
    // connection like a read handler (any method: loading who is calling changes nothing)
    const principal = await ctx.principals.get(claims.sub).catch((err: unknown) => {
      if (!isConnectionLost(err)) throw err;
      return ctx.principals.get(claims.sub).catch((again: unknown) => {
        throw isConnectionLost(again) ? new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE) : again;
      });
    });
    if (!principal) throw new HttpError(401, 'Invalid token');
    if (principal.tokenVersion !== claims.tv && !access.acceptRevoked) {
      throw new HttpError(401, 'Session has ended; sign in again');
    }
    req.claims = claims;
    req.principal = principal;

    const params = req.params as Record<string, string | undefined>;
    const isSelf = access.selfParam !== undefined && params[access.selfParam] === principal.userCode;
    if (principal.status === INACTIVE_STATUS) {
      const allowed = access.inactive === 'allow' || (access.inactive === 'self' && isSelf);
      if (!allowed) throw new HttpError(403, INACTIVE_MESSAGE);
    }
    const mode = access.mode ?? modeOfMethod(req.method);
    if (access.screens.length && !isSelf && !hasAnyPermission(principal, access.screens, mode)) {
      const viewOnly = mode === 'write' && hasAnyPermission(principal, access.screens, 'read');
      throw new HttpError(403, viewOnly ? READ_ONLY_MESSAGE : 'You do not have permission for this action');
    }
  };
}
