import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordChangeSchema, profileUpdateSchema } from '@/lib/resources/profile';
import { changeOwnPassword } from '../../auth/change-password';
import type { AppContext } from '../../context';
import { updateOwnProfile } from '../../users/actions';
import { ok } from '../reply';

/** The signed-in user's own record: any active user, no screen needed; always the caller's own. */
export function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/api/datamaster/update/profile', {
    config: { access: { screens: [] } },
    schema: { body: profileUpdateSchema },
    handler: async (req) => ok(await updateOwnProfile(ctx, req.principal!.userCode, req.body), 'Profile updated'),
  });

  r.put('/api/auth/update/password', {
    config: {
      access: { screens: [] },
      // Two bcrypt rounds per call: a cheap wall in front of them, like the sign-in's.
      rateLimit: { max: 30, timeWindow: '1 minute' },
    },
    schema: { body: passwordChangeSchema },
    handler: async (req) => {
      await changeOwnPassword(ctx, req.principal!.userCode, req.body, req.ip);
      return ok(null, 'Password changed. Every session has ended: sign in again with the new password.');
    },
  });
}
