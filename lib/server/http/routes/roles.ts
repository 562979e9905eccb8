import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ROLES_SCREEN,
  USERS_SCREEN,
  roleCreateSchema,
  roleIdParams,
  roleListQuery,
  roleUpdateSchema,
} from '@/lib/resources/role';
import type { AppContext } from '../../context';
import { createRole, deleteRole, updateRole } from '../../roles/actions';
import { getRole, listRoles } from '../../roles/queries';
import { notFound } from '../../errors';
import { ok, page } from '../reply';

const screens = [ROLES_SCREEN];
// The user form picks a role: whoever manages users reads the roles too.
const readers = [ROLES_SCREEN, USERS_SCREEN];

export function roleRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/datamaster/get/role', {
    config: { access: { screens: readers } },
    schema: { querystring: roleListQuery },
    handler: async (req) => {
      const { rows, meta } = await listRoles(ctx.db, req.query);
      return page(rows, meta);
    },
  });

  r.get('/api/datamaster/get/role/:id', {
    config: { access: { screens: readers } },
    schema: { params: roleIdParams },
    handler: async (req) => {
      const role = await getRole(ctx.db, req.params.id);
      if (!role) throw notFound('Role');
      return ok(role);
    },
  });

  r.post('/api/datamaster/create/role', {
    config: { access: { screens } },
    schema: { body: roleCreateSchema },
    handler: async (req, reply) => {
      reply.status(201);
      return ok(await createRole(ctx, req.principal!.userCode, req.body), 'Role created');
    },
  });

  r.put('/api/datamaster/update/role/:id', {
    config: { access: { screens } },
    schema: { params: roleIdParams, body: roleUpdateSchema },
    handler: async (req) => ok(await updateRole(ctx, req.principal!.userCode, req.params.id, req.body), 'Role updated'),
  });

  r.delete('/api/datamaster/delete/role/:id', {
    config: { access: { screens } },
    schema: { params: roleIdParams },
    handler: async (req) => {
      await deleteRole(ctx, req.principal!.userCode, req.params.id);
      return ok(null, 'Role deleted');
    },
  });
}
