import * as z from 'zod';

/*
 * The integration API's contract (credit customers code against it: keep it exactly; adding fields is
 * fine). One set of zod schemas validates the requests and generates the OpenAPI document.
 *   POST /api/integration/create/shipment      X-API-Key; idempotent by `reference`
 *   GET  /api/integration/get/shipment/{awb}   status and customer-facing events
 *   GET  /api/integration/get/shipment/{awb}/label   the AWB labels (PDF)
 */

export const API_KEY_HEADER = 'x-api-key';
export const WEBHOOK_SIGNATURE_HEADER = 'x-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-timestamp';

const text = (max: number, what: string) => z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`).max(max, `At most ${max} characters`).regex(/^[^\0]*$/, 'Must not contain a NUL character');
const phone = z.string({ error: 'A phone number is required' }).trim().regex(/^\+?[0-9 ()-]{6,20}$/, 'A phone number like 0812 3456 7890 or +62 812 3456 7890');
const party = (what: string) =>
  z.object({
    name: text(100, `${what} name`),
    phone,
    address: text(500, `${what} address`),
  });
const areaCode = z.string({ error: 'A coverage-area code like 31.71.01' }).trim().regex(/^\d{2}(\.\d{2}){1,2}$/, 'A coverage-area code like 31.71.01');
const money = (what: string) => z.number({ error: `${what}: a whole number of rupiah` }).int(`${what}: a whole number of rupiah`).min(0, 'Must not be negative').max(10_000_000_000, 'Too large');
const positive = (what: string, max: number, decimals: number) =>
  z
    .number({ error: `${what}: a number` })
    .positive(`${what} must be more than 0`)
    .max(max, `${what}: at most ${max}`)
    .refine((v) => Math.abs(Math.round(v * 10 ** decimals) - v * 10 ** decimals) < 1e-6, `${what}: at most ${decimals} decimals`);

export const integrationKoli = z.object({
  weight_kg: positive('Weight', 100_000, 2),
  length_cm: positive('Length', 10_000, 1).optional(),
  width_cm: positive('Width', 10_000, 1).optional(),
  height_cm: positive('Height', 10_000, 1).optional(),
});

export const integrationShipmentRequest = z.object({
  /** Your own id of this shipment: sending it again answers the same AWB (200). */
  reference: z.string({ error: 'Your reference is required' }).trim().min(1, 'Your reference is required').max(60, 'At most 60 characters').regex(/^[A-Za-z0-9/_.:-]+$/, 'Letters, digits and / _ . : -'),
  service: z.string({ error: 'A service code like REG' }).trim().toUpperCase().min(1, 'A service code like REG').max(10),
  origin_area: areaCode,
  destination_area: areaCode,
  shipper: party('Shipper'),
  consignee: party('Consignee'),
  koli: z.array(integrationKoli, { error: 'At least one koli' }).min(1, 'At least one koli').max(1000, 'At most 1,000 koli'),
  goods: z.object({ description: text(200, 'Goods description'), value: money('Goods value').optional() }),
  insured: z.boolean().default(false),
  cod_amount: money('COD amount').optional(),
  special_instructions: z.string().trim().max(300, 'At most 300 characters').regex(/^[^\0]*$/, 'Must not contain a NUL character').optional(),
});
export type IntegrationShipmentRequest = z.infer<typeof integrationShipmentRequest>;

export const integrationCharges = z.object({
  freight: z.number().int(),
  additional: z.number().int(),
  insurance: z.number().int(),
  cod_fee: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});

export const integrationShipmentAnswer = z.object({
  awb: z.string().describe('The AWB number (12 digits)'),
  status: z.string().describe('Normalized tracking status: pending, picked_up, in_transit, out_for_delivery, delivered, on_hold, delivery_failed, return_to_sender, cancelled'),
  reference: z.string(),
  chargeable_kg: z.number(),
  charges: integrationCharges,
  eta: z.object({ from: z.string(), to: z.string() }),
  label_url: z.string().describe('The AWB labels (PDF), one page per koli; send your X-API-Key'),
});
export type IntegrationShipmentAnswer = z.infer<typeof integrationShipmentAnswer>;

export const integrationEvent = z.object({
  at: z.string(),
  status: z.string(),
  code: z.string(),
  text: z.string().describe('Customer-facing text, in Indonesian'),
  place: z.string().nullable(),
});

export const integrationTrackingAnswer = integrationShipmentAnswer.omit({ label_url: true }).extend({
  stage: z.string().describe('draft: waiting for the parcel at our counter; booked: accepted; cancelled'),
  events: z.array(integrationEvent),
});

/** The webhook body: one tracking event of one of your shipments. Verify `X-Signature: sha256=<hex>` = HMAC-SHA256(secret, `${X-Timestamp}.${body}`). */
export const webhookPayload = z.object({
  id: z.number().describe('Delivery id: the same event may arrive more than once, deduplicate on it'),
  event: z.literal('tracking'),
  awb: z.string(),
  reference: z.string().nullable(),
  status: z.string(),
  code: z.string(),
  text: z.string(),
  place: z.string().nullable(),
  at: z.string(),
});

export const errorAnswer = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() });

/** Internal field names → the contract's (a per-field error speaks the caller's language). */
export const CONTRACT_FIELDS: Record<string, string> = {
  origin_area_id: 'origin_area',
  destination_area_id: 'destination_area',
  service_id: 'service',
  shipper_name: 'shipper.name',
  shipper_phone: 'shipper.phone',
  shipper_address: 'shipper.address',
  consignee_name: 'consignee.name',
  consignee_phone: 'consignee.phone',
  consignee_address: 'consignee.address',
  goods_description: 'goods.description',
  goods_value: 'goods.value',
  customer_id: 'api_key',
  awb: 'reference',
  rate: 'service',
};
