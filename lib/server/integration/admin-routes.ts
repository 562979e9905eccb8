import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { webhookEndpoints } from '../db/schema/integration';
import { ok } from '../http/reply';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import { saveWebhookEndpoint } from './webhook-endpoint';

/*
 * An administrator gives a credit customer its API keys and its webhook, on the customer's screens:
 *   GET  /api/datamaster/get/customer-api-key?customer_id=   the keys (never the key itself)
 *   POST /api/datamaster/create/customer-api-key            { customer_id, name } → the key, shown once
 *   PUT  /api/datamaster/update/customer-api-key/revoke/:id
 *   GET  /api/datamaster/get/customer-webhook/:id           the customer's endpoint (never its secret)
 *   PUT  /api/datamaster/update/customer-webhook/:id        { url, active, rotate_secret } → the secret when new or rotated
 */

const CUSTOMERS = { read: ['/app/master-data/customers/list', '/app/master-data/customers/add'], write: ['/app/master-data/customers/add'] };
const id = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
// where it may point is checked by saveWebhookEndpoint (public addresses, or the allow-list setting)
const webhookUrl = z.string().trim().min(1, 'A URL like https://shop.example/webhooks/courier').max(500, 'At most 500 characters');

export function integrationAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/datamaster/get/customer-api-key', {
    config: { access: { screens: CUSTOMERS.read } },
    schema: { querystring: z.object({ customer_id: z.coerce.number().int().positive().max(2_147_483_647) }) },
    handler: async (req) => ok(await listApiKeys(ctx.db, req.query.customer_id)),
  });

  r.post('/api/datamaster/create/customer-api-key', {
    config: { access: { screens: CUSTOMERS.write } },
    schema: { body: z.object({ customer_id: z.number().int().positive().max(2_147_483_647), name: z.string().trim().min(1, 'Name the key (e.g. "Shop backend")').max(100).regex(/^[^\0]*$/) }) },
    handler: async (req, reply) => {
      reply.status(201);
      return ok(await createApiKey(ctx, req.principal!.userCode, req.body.customer_id, req.body.name), 'API key created: copy it now, it is not shown again');
    },
  });

  r.put('/api/datamaster/update/customer-api-key/revoke/:id', {
    config: { access: { screens: CUSTOMERS.write } },
    schema: { params: id },
    handler: async (req) => ok(await revokeApiKey(ctx, req.principal!.userCode, req.params.id), 'API key revoked'),
  });

  r.get('/api/datamaster/get/customer-webhook/:id', {
    config: { access: { screens: CUSTOMERS.read } },
    schema: { params: id },
    handler: async (req) => {
      const [row] = await ctx.db
        .select({ url: webhookEndpoints.url, active: webhookEndpoints.active, version: webhookEndpoints.version, updated_at: webhookEndpoints.updated_at })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.customer_id, req.params.id));
      return ok(row ? { ...row, active: row.active === 1 } : null);
    },
  });

  r.put('/api/datamaster/update/customer-webhook/:id', {
    config: { access: { screens: CUSTOMERS.write } },
    schema: { params: id, body: z.object({ url: webhookUrl, active: z.boolean().default(true), rotate_secret: z.boolean().default(false) }) },
    handler: async (req) => {
      const result = await saveWebhookEndpoint(ctx, req.principal!.userCode, req.params.id, req.body);
      return ok(result, result.secret ? 'Webhook saved: copy its secret now, it is not shown again' : 'Webhook saved');
    },
  });
}
