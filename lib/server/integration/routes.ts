import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POS } from '@/lib/resources/documents/screens';
import { getDocument as documentDef } from '@/lib/resources/documents/registry';
import { API_KEY_HEADER, CONTRACT_FIELDS, integrationShipmentRequest, type IntegrationShipmentAnswer } from '@/lib/resources/integration';
import type { Principal } from '../auth/principal';
import type { AppContext } from '../context';
import { shipments } from '../db/schema/documents';
import { getDocument } from '../documents/engine/queries';
import { createDocument } from '../documents/engine/run-document-action';
import type { DocRow } from '../documents/engine/types';
import { createIntegrationShipment } from '../documents/shipment/create-integration';
import { shipmentHandlers } from '../documents/shipment';
import { HttpError, notFound } from '../errors';
import { trackShipments } from '../tracking/queries';
import { authenticateKey, hashKey, type ApiCaller } from './api-keys';
import { openApiDocument } from './openapi';

/*
 * The integration API (contract: lib/resources/integration.ts). Authenticated by the customer's key in
 * X-API-Key (not a staff session); rate-limited per key.
 */

declare module 'fastify' {
  interface FastifyRequest {
    apiCaller: ApiCaller | null;
  }
}

/** Errors speak the contract's field names (origin_area, shipper.name …), not our columns. */
function inContractTerms(err: unknown): never {
  if (err instanceof HttpError && err.errors) {
    const errors: Record<string, string[]> = {};
    for (const [key, messages] of Object.entries(err.errors)) (errors[CONTRACT_FIELDS[key] ?? key] ??= []).push(...messages);
    throw new HttpError(err.statusCode, err.message, errors);
  }
  throw err;
}

const awbParams = z.object({ awb: z.string().regex(/^\d{12}$/, 'An AWB number has 12 digits') });

export function integrationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const shipmentDef = documentDef('shipment');
  const handlers = { ...shipmentHandlers, create: createIntegrationShipment };
  const perKey = {
    max: ctx.config.rateLimitPerMinute > 0 ? 300 : 1_000_000,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => {
      const key = req.headers[API_KEY_HEADER];
      return typeof key === 'string' ? `key:${hashKey(key)}` : `ip:${req.ip}`;
    },
  };
  const caller = async (req: FastifyRequest) => {
    req.apiCaller = await authenticateKey(ctx.db, req.headers[API_KEY_HEADER] as string | undefined);
  };
  const ownShipment = async (customerId: number, awb: string) => {
    const [row] = await ctx.db.select({ id: shipments.id }).from(shipments).where(and(eq(shipments.number, awb), eq(shipments.customer_id, customerId)));
    if (!row) throw notFound('Shipment');
    return row.id as number;
  };
  const answer = (doc: DocRow): IntegrationShipmentAnswer => ({
    awb: doc.number,
    status: doc.status,
    reference: String(doc.customer_reference ?? ''),
    chargeable_kg: Number(doc.chargeable_kg),
    charges: { freight: Number(doc.freight), additional: Number(doc.additional), insurance: Number(doc.insurance), cod_fee: Number(doc.cod_fee), discount: Number(doc.discount), tax: Number(doc.tax), total: Number(doc.total) },
    eta: { from: String(doc.eta_from), to: String(doc.eta_to) },
    label_url: `${ctx.config.publicUrl}/api/integration/get/shipment/${doc.number}/label`,
  });

  r.post('/api/integration/create/shipment', {
    config: { access: { public: true }, rateLimit: perKey },
    preHandler: caller,
    schema: { body: integrationShipmentRequest },
    handler: async (req, reply) => {
      const who = req.apiCaller!;
      const principal: Principal = { userCode: `api:${who.customerCode}`, fullName: who.customerCode, userGroup: 'API', roleId: 0, status: 'AKTIF', permissions: [POS.creditEntry], tokenVersion: 0, active: true, branches: null };
      const input = { ...req.body, customer_id: who.customerId, request_id: `int:${who.customerId}:${req.body.reference}` };
      const { doc, created } = await createDocument({ ctx, actor: principal.userCode, principal, now: new Date() }, shipmentDef, handlers, input).catch(inContractTerms);
      reply.status(created ? 201 : 200);
      return answer(doc);
    },
  });

  r.get('/api/integration/get/shipment/:awb', {
    config: { access: { public: true }, rateLimit: perKey },
    preHandler: caller,
    schema: { params: awbParams },
    handler: async (req) => {
      const id = await ownShipment(req.apiCaller!.customerId, req.params.awb);
      const doc = (await getDocument(ctx.db, shipmentDef, id)) as unknown as DocRow;
      const [tracked] = await trackShipments(ctx.db, [id], { withCharges: false, publicOnly: true });
      const { label_url: _label, ...rest } = answer(doc);
      return { ...rest, stage: doc.stage, events: tracked.events.map((e) => ({ at: e.event_at, status: e.status, code: e.code, text: e.text, place: e.place })) };
    },
  });

  r.get('/api/integration/get/shipment/:awb/label', {
    config: { access: { public: true }, rateLimit: perKey },
    preHandler: caller,
    schema: { params: awbParams },
    handler: async (req, reply) => {
      const id = await ownShipment(req.apiCaller!.customerId, req.params.awb);
      const doc = (await getDocument(ctx.db, shipmentDef, id)) as unknown as DocRow;
      const pdf = await shipmentHandlers.prints.label.render(ctx, [doc], { actor: `api:${req.apiCaller!.customerCode}`, now: new Date() });
      return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="label-${doc.number}.pdf"`).send(pdf);
    },
  });

  r.get('/api/integration/openapi.json', {
    config: { access: { public: true } },
    handler: async () => openApiDocument(ctx.config.publicUrl),
  });
}
