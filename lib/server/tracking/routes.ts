import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq, or } from 'drizzle-orm';
import { DELIVERY_STATUS, HELPDESK, POS } from '@/lib/resources/documents/screens';
import { deliveryStatuses, podImages } from '../db/schema/documents';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import type { DocumentDefinition } from '@/lib/resources/engine/define-document';
import { canSeeDocument } from '../documents/engine/branch-scope';
import { seesCharges } from '@/lib/rules/charges';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { ok } from '../http/reply';
import { providerName } from '../documents/shared/site';
import { lookupTracking, publicTracking } from './queries';

const shipmentDef = shipmentDocument as unknown as DocumentDefinition;

/*
 *   GET /api/operational/get/tracking?q=…   staff: AWBs (one per line, comma or space), a reference or a phone
 *   GET /api/public/track/:awb              customers: no sign-in, 30 a minute per address (GET and HEAD together)
 *   GET /api/public/provider                the company's name for the public page's header (no sign-in)
 */


export function trackingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // the counters' tracking screen, and the customer-service desk's
  r.get('/api/operational/get/tracking', {
    config: { access: { screens: [POS.tracking, HELPDESK.tracking] } },
    schema: { querystring: z.object({ q: z.string().trim().min(1, 'An AWB number, a reference or a phone number').max(2_000, 'At most 100 AWB numbers at once') }) },
    handler: async (req) => ok(await lookupTracking(ctx.db, req.query.q, seesCharges(req.principal!.permissions), req.principal!.branches ?? null)),
  });

  // a POD's signature or photo, for the staff who track or record deliveries
  r.get('/api/operational/get/pod-image/:id', {
    config: { access: { screens: [POS.tracking, HELPDESK.tracking, DELIVERY_STATUS.add, DELIVERY_STATUS.cancel] } },
    schema: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
    handler: async (req, reply) => {
      const [image] = await ctx.db.select().from(podImages).where(eq(podImages.id, req.params.id));
      if (!image) throw notFound('Image');
      // the POD it proves, or the AWB it was taken for, must be one the user may see (branch-scope): the
      // origin reads the signature its parcel was delivered with at another branch
      const branches = req.principal!.branches ?? null;
      if (branches !== null) {
        const [pod] = await ctx.db
          .select({ branch_id: deliveryStatuses.branch_id, shipment_id: deliveryStatuses.shipment_id })
          .from(deliveryStatuses)
          .where(or(eq(deliveryStatuses.signature_id, image.id), eq(deliveryStatuses.photo_id, image.id)))
          .limit(1);
        const seen = pod && (branches.includes(pod.branch_id as number) || (await canSeeDocument(ctx.db, shipmentDef, { id: pod.shipment_id }, branches)));
        if (!seen) throw notFound('Image');
      }
      return reply
        .header('content-type', image.content_type)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-sha256', image.sha256)
        .send(image.data);
    },
  });

  // AWB numbers are sequential: one budget per address for every look-up, whatever it asks or finds. One
  // limiter, not the route's own: Fastify adds a HEAD route beside the GET, and each route's limiter counts apart
  const lookups = app.rateLimit({ max: 30, timeWindow: '1 minute' });
  r.get('/api/public/track/:awb', {
    config: { access: { public: true }, rateLimit: false },
    onRequest: lookups,
    schema: { params: z.object({ awb: z.string().regex(/^R?\d{12}$/, 'An AWB number has 12 digits (a return: R and 12 digits)') }) },
    handler: async (req, reply) => {
      const view = await publicTracking(ctx.db, req.params.awb);
      if (!view) throw notFound('Shipment');
      reply.header('cache-control', 'no-store');
      return ok(view);
    },
  });

  r.get('/api/public/provider', {
    config: { access: { public: true }, rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok({ name: await providerName(ctx.db, ctx.references) });
    },
  });
}
