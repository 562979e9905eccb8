import { z } from 'zod';
import { errorAnswer, integrationShipmentAnswer, integrationShipmentRequest, integrationTrackingAnswer, webhookPayload } from '@/lib/resources/integration';

/*
 * The OpenAPI document of the integration API, generated from the same zod schemas that validate it,
 * so the document and the behaviour cannot drift apart. Served at /api/integration/openapi.json and
 * shown as a page at /integration/docs.
 */

const json = (schema: z.ZodType, io: 'input' | 'output' = 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' });

export function openApiDocument(serverUrl: string) {
  const errors = (description: string) => ({ description, content: { 'application/json': { schema: json(errorAnswer) } } });
  const awb = { name: 'awb', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d{12}$' } };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Courier integration API',
      version: '1.0.0',
      description:
        'Credit customers send shipments and follow them. Send your API key in the X-API-Key header. Creating a shipment is idempotent by your `reference`: the same reference again answers the same AWB (200). Errors are `{ message, errors: { field: [messages] } }`. Rate limit: 300 requests per minute per key (429 beyond).',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
      schemas: {
        ShipmentRequest: json(integrationShipmentRequest, 'input'),
        ShipmentAnswer: json(integrationShipmentAnswer),
        TrackingAnswer: json(integrationTrackingAnswer),
        WebhookPayload: json(webhookPayload),
        Error: json(errorAnswer),
      },
    },
    security: [{ apiKey: [] }],
    paths: {
      '/api/integration/create/shipment': {
        post: {
          summary: 'Create a shipment (a draft waiting for the parcel at our counter)',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/ShipmentRequest' } } } },
          responses: {
            201: { description: 'Created', content: { 'application/json': { schema: { $ref: '#/components/schemas/ShipmentAnswer' } } } },
            200: { description: 'The same reference was sent before: the same AWB', content: { 'application/json': { schema: { $ref: '#/components/schemas/ShipmentAnswer' } } } },
            400: errors('A field is wrong: `errors` names it (e.g. `koli.0.weight_kg`, `destination_area`, `service`, `cod_amount`)'),
            401: errors('No key, or an unknown or revoked key'),
            409: errors('No AWB numbers for your shipments (no allocation of your own left, no integration stock at your branch), or too many of your shipments still wait to be handed over (the limit of your account)'),
            429: errors('Too many requests'),
          },
        },
      },
      '/api/integration/get/shipment/{awb}': {
        get: {
          summary: 'Status and customer-facing events of one of your shipments',
          parameters: [awb],
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/TrackingAnswer' } } } },
            404: errors('Not one of your shipments'),
          },
        },
      },
      '/api/integration/get/shipment/{awb}/label': {
        get: { summary: 'The AWB labels (PDF, 100 × 150 mm, one page per koli)', parameters: [awb], responses: { 200: { description: 'PDF', content: { 'application/pdf': {} } }, 404: errors('Not one of your shipments') } },
      },
    },
    webhooks: {
      tracking: {
        post: {
          summary:
            'A tracking event of one of your shipments, POSTed to your webhook URL. Verify `X-Signature: sha256=<hex>` = HMAC-SHA256(your webhook secret, `<X-Timestamp>.<raw body>`). Answer 2xx; otherwise it is retried after 1 min, 5 min, 30 min, 2 h and 12 h. Deduplicate on `id`.',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookPayload' } } } },
          responses: { 200: { description: 'Received' } },
        },
      },
    },
  };
}
