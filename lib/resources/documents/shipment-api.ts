import * as z from 'zod';
import { fieldSchema } from '../engine/schema';
import { shipmentDocument } from './shipment';

/*
 * The shipment API's bodies and answers, shared by the POS entry screen and the server (one schema for
 * form and API). The field rules come from the declaration; the koli limits and COD limit are settings,
 * checked by the server's pricing (lib/pricing/validate.ts) and answered per field.
 *
 *   POST /api/operational/get/shipment/quote      the price of every service on the route, live as the clerk types
 *   POST /api/operational/create/shipment         a draft AWB (idempotent by request_id), priced and numbered on the server
 *   PUT  /api/operational/update/shipment/:id     edit a draft (same body + version)
 *   GET  /api/operational/get/shipment/shipper?phone=…   shippers recalled by phone number
 *   GET  /api/operational/print/shipment/label/:id       the AWB labels (PDF), ?ids=1,2,3 for several
 */

const f = shipmentDocument.fields;
const koliFields = shipmentDocument.lines!.koli.fields;

export const koliInput = z.object({
  weight_kg: fieldSchema(koliFields.weight_kg),
  length_cm: fieldSchema(koliFields.length_cm),
  width_cm: fieldSchema(koliFields.width_cm),
  height_cm: fieldSchema(koliFields.height_cm),
});
export type KoliInput = z.infer<typeof koliInput>;

/** What the quote needs: the route, the parcels and what is added to them. */
export const shipmentQuoteBody = z.object({
  payment_type: fieldSchema(f.payment_type),
  office_id: fieldSchema(f.office_id),
  customer_id: fieldSchema(f.customer_id),
  origin_area_id: fieldSchema(f.origin_area_id),
  destination_area_id: fieldSchema(f.destination_area_id),
  /** Empty: price every service on the route. */
  service_id: fieldSchema({ ...f.service_id, required: false }),
  goods_value: fieldSchema(f.goods_value),
  insured: fieldSchema(f.insured),
  cod_amount: fieldSchema(f.cod_amount),
  cost_case_ids: z.array(z.number().int().positive()).max(20).default([]),
  koli: z.array(koliInput).min(1, 'At least one koli').max(10_000),
});
export type ShipmentQuoteBody = z.infer<typeof shipmentQuoteBody>;

/** The body of a create (and, with `version`, of an edit of a draft). */
export const shipmentBody = shipmentQuoteBody.extend({
  service_id: fieldSchema(f.service_id),
  customer_reference: fieldSchema(f.customer_reference),
  pickup_id: fieldSchema(f.pickup_id),
  shipper_name: fieldSchema(f.shipper_name),
  shipper_phone: fieldSchema(f.shipper_phone),
  shipper_address: fieldSchema(f.shipper_address),
  consignee_name: fieldSchema(f.consignee_name),
  consignee_phone: fieldSchema(f.consignee_phone),
  consignee_address: fieldSchema(f.consignee_address),
  goods_description: fieldSchema(f.goods_description),
  special_instructions: fieldSchema(f.special_instructions),
  payment_method: fieldSchema(f.payment_method),
  payment_reference: fieldSchema(f.payment_reference),
  amount_received: fieldSchema(f.amount_received),
  /** A pre-printed AWB number typed or scanned; empty: the next free number of the office's (or customer's) stock. */
  awb: z.preprocess((v) => (v === '' ? null : v), z.string().trim().regex(/^\d{12}$/, '12 digits').nullish()),
  /** The client's id of this create: sending it again (a double click, a retry) answers the same AWB. */
  request_id: z.string().uuid('A UUID').optional(),
  /** Save & book: stored booked at once (paid in full, or billed to the customer), its label final. */
  book: z.boolean().optional(),
});
export type ShipmentBody = z.infer<typeof shipmentBody>;

export const shipmentUpdateBody = shipmentBody.omit({ request_id: true, awb: true, book: true }).extend({ version: z.coerce.number().int().positive() });

export interface Charges {
  freight: number;
  additional: number;
  insurance: number;
  cod_fee: number;
  discount: number;
  tax: number;
  total: number;
}

/** One service the route offers, priced for these parcels (or why it cannot be). */
export interface QuoteOption {
  service_id: number;
  code: string;
  name: string;
  available: boolean;
  /** Why not (no price for the route on this date, over the service's limits …). */
  reason?: string;
  rate_per_kg?: number;
  rate_source?: 'price-list' | 'contract' | 'special-price' | 'manual';
  chargeable_kg?: number;
  charges?: Charges;
  additional_costs?: { code: string; name: string; amount: number; automatic: boolean }[];
  eta?: { from: string; to: string };
}

export interface ShipmentQuote {
  weight: { actual_kg: number; volumetric_kg: number; koli: { actual_kg: number; volumetric_kg: number }[] };
  options: QuoteOption[];
  /** Per-field problems of the parcels or amounts (koli.0.weight_kg, cod_amount …); the options are then empty. */
  errors?: Record<string, string[]>;
  /** The additional costs the clerk may add on request (wooden crate …) for this route and service. */
  requestable_costs: { id: number; code: string; name: string; service_id: number | null }[];
  /** Credit: the customer's open amount + this total against their limit. */
  credit?: { limit: number; used: number; over: boolean } | null;
}

/** A shipper the office has sent for before, recalled by phone. */
export interface KnownShipper {
  name: string;
  phone: string;
  address: string;
  origin_area_id: number | null;
  last_used: string;
}

/** Re-exported from the declarations (no zod there): the POS screen reads it without this module's schemas. */
export { PAYMENT_METHOD_LABELS } from './cash-register';
