import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasInternalAuth, INTERNAL_HEADER } from '@/lib/auth/internal';
import { logout, signInWithIdentity, signInWithPassword } from '../../auth/sign-in';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { ok } from '../reply';


export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/auth/login', {
    config: {
      access: { public: true },
      // A cheap first wall in front of the per-user/per-IP lockout kept in the database.
      rateLimit: { max: 60, timeWindow: '1 minute' },
    },
    schema: {
      body: z.object({
        user_code: z.string().trim().min(1, 'User code is required').max(60),
        password: z.string().min(1, 'Password is required').max(256),
      }),
    },
    handler: async (req) => ok(await signInWithPassword(ctx, req.body.user_code, req.body.password, req.ip), 'Signed in'),
  });

  r.post('/api/auth/sso', {
    config: { access: { public: true } },
    schema: {
      body: z
        .object({ user_code: z.string().trim().max(60).nullish(), email: z.string().trim().max(200).nullish() })
        .refine((b) => b.user_code || b.email, { message: 'user_code or email is required' }),
    },
    handler: async (req) => {
      if (!hasInternalAuth(req.headers[INTERNAL_HEADER], ctx.config.secret)) throw new HttpError(401, 'Authentication required');
      return ok(await signInWithIdentity(ctx, req.body, req.ip), 'Signed in');
    },
  });

  r.post('/api/auth/logout', {
    config: { access: { screens: [], inactive: 'allow', acceptRevoked: true } },
    schema: { body: z.object({ user_code: z.string().trim().min(1).max(60) }) },
    handler: async (req) => {
      const claims = req.claims!;
      if (req.body.user_code !== claims.sub) throw new HttpError(403, 'You can only log yourself out');
      return ok(await logout(ctx, claims.sub, claims.tv, req.ip), 'Logged out');
    },
  });
}
