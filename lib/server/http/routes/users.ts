import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  USERS_SCREEN,
  userCreateSchema,
  userIdParams,
  userListQuery,
  userPasswordResetSchema,
  userStatusUpdateSchema,
  userUpdateSchema,
} from '@/lib/resources/user';
import type { AppContext } from '../../context';
import {
  createUser,
  deleteUser,
  resetUserPassword,
  setUserPhoto,
  setUserStatus,
  updateUser,
} from '../../users/actions';
import { getUserProfile, listUsers } from '../../users/queries';
import { removeUpload, saveImageUpload } from '../../uploads';
import { notFound } from '../../errors';
import { ok, page } from '../reply';

const screens = [USERS_SCREEN];

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/datamaster/get/user', {
    config: { access: { screens } },
    schema: { querystring: userListQuery },
    handler: async (req) => {
      const { rows, meta } = await listUsers(ctx.db, req.query);
      return page(rows, meta);
    },
  });

  // Everyone may read their own record, inactive users too: that is how the app learns it is inactive.
  r.get('/api/datamaster/get/user/:id', {
    config: { access: { screens, selfParam: 'id', inactive: 'self' } },
    schema: { params: userIdParams },
    handler: async (req) => {
      const profile = await getUserProfile(ctx.db, req.params.id);
      if (!profile) throw notFound('User');
      return ok(profile);
    },
  });

  r.post('/api/datamaster/create/user', {
    config: { access: { screens } },
    schema: { body: userCreateSchema },
    handler: async (req, reply) => {
      reply.status(201);
      return ok(await createUser(ctx, req.principal!.userCode, req.body), 'User created');
    },
  });

  r.put('/api/datamaster/update/user/:id', {
    config: { access: { screens } },
    schema: { params: userIdParams, body: userUpdateSchema },
    handler: async (req) => ok(await updateUser(ctx, req.principal!.userCode, req.params.id, req.body), 'User updated'),
  });

  r.put('/api/datamaster/update/user/status/:id', {
    config: { access: { screens } },
    schema: { params: userIdParams, body: userStatusUpdateSchema },
    handler: async (req) =>
      ok(
        await setUserStatus(ctx, req.principal!.userCode, req.params.id, req.body.status, req.body.version),
        'User status updated',
      ),
  });

  // The explicit reset of the user screen (the generic update above still accepts `password` too).
  r.put('/api/datamaster/update/user/password/:id', {
    config: { access: { screens } },
    schema: { params: userIdParams, body: userPasswordResetSchema },
    handler: async (req) =>
      ok(
        await resetUserPassword(ctx, req.principal!.userCode, req.params.id, req.body.password),
        "Password set; the user's open sessions have ended",
      ),
  });

  r.delete('/api/datamaster/delete/user/:id', {
    config: { access: { screens } },
    schema: { params: userIdParams },
    handler: async (req) => {
      const photo = await deleteUser(ctx, req.principal!.userCode, req.params.id);
      if (photo) await removeUpload(ctx.config.uploadsDir, 'users', photo);
      return ok(null, 'User deleted');
    },
  });

  // Own photo, or any user's photo for whoever manages users.
  r.put('/api/datamaster/update/user/photo/:id', {
    config: { access: { screens, selfParam: 'id' } },
    schema: { params: userIdParams },
    handler: async (req) => {
      const exists = await getUserProfile(ctx.db, req.params.id);
      if (!exists) throw notFound('User');
      const file = await saveImageUpload(req, ctx.config.uploadsDir, 'users');
      try {
        const { profile, previous } = await setUserPhoto(ctx, req.principal!.userCode, req.params.id, file);
        if (previous) await removeUpload(ctx.config.uploadsDir, 'users', previous);
        return ok(profile, 'Photo updated');
      } catch (err) {
        await removeUpload(ctx.config.uploadsDir, 'users', file);
        throw err;
      }
    },
  });
}
