import { AxiosError } from 'axios';
import { apiClient } from '@/services/api-client';
import type { KnownShipper, ShipmentBody, ShipmentQuote } from '@/lib/resources/documents/shipment-api';
import type { PAYMENT_TYPES } from '@/lib/resources/documents/shipment';
import type { PAYMENT_METHODS } from '@/lib/resources/documents/cash-register';

/*
 * The shipment calls of the POS entry screen (contract: lib/resources/documents/shipment-api.ts).
 * Every figure shown comes from the server: the quote while the clerk types, the stored row after save.
 */

export type PaymentType = (typeof PAYMENT_TYPES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

interface Envelope<T> {
  message: string;
  data: T;
}

/**
 * The quote body as the screen sends it: the contract's fields, where a number the clerk mistyped is
 * sent as typed (the server answers it per field, so the message is the server's).
 */
export interface QuoteRequestBody {
  payment_type: PaymentType;
  office_id: number;
  customer_id: number | null;
  origin_area_id: number;
  destination_area_id: number;
  service_id: null;
  goods_value: number | string | null;
  insured: boolean;
  cod_amount: number | string | null;
  cost_case_ids: number[];
  koli: { weight_kg: number | string; length_cm: number | string | null; width_cm: number | string | null; height_cm: number | string | null }[];
}

/** The stored shipment row a create answers (the fields the screen reads; the row carries more). */
export interface ShipmentRow {
  id: number;
  /** The 12-digit AWB number. */
  number: string;
  stage: string;
  version: number;
  total: number;
  change_given: number | null;
  payment_type?: PaymentType;
  payment_method?: PaymentMethod | null;
  amount_received?: number | null;
  chargeable_kg?: number | null;
  koli_count?: number | null;
  service_id_label?: string | null;
  destination_area_id_label?: string | null;
  [field: string]: unknown;
}

/** The body of an edit of a draft: a create's without its AWB and request id, with the version read (the payment type stays). */
export type ShipmentUpdateBody = Omit<ShipmentBody, 'awb' | 'request_id'> & { version: number };

export const SHIPMENT_PATHS = {
  quote: '/operational/get/shipment/quote',
  create: '/operational/create/shipment',
  update: (id: number) => `/operational/update/shipment/${encodeURIComponent(String(id))}`,
  shipper: '/operational/get/shipment/shipper',
  print: (kind: ShipmentPrint, id: number) => `/operational/print/shipment/${kind}/${encodeURIComponent(String(id))}`,
} as const;

/** The prints of a shipment (the declaration's `prints`). */
export type ShipmentPrint = 'label' | 'receipt';

/** Every service on the route priced for these parcels (the body's `service_id` left empty). */
export async function quoteShipment(body: QuoteRequestBody, signal?: AbortSignal): Promise<ShipmentQuote> {
  const res = await apiClient.post<Envelope<ShipmentQuote>>(SHIPMENT_PATHS.quote, body, { signal });
  return res.data.data;
}

/** A draft AWB, priced and numbered by the server; the same `request_id` answers the same AWB. */
export async function createShipment(body: ShipmentBody): Promise<ShipmentRow> {
  const res = await apiClient.post<Envelope<ShipmentRow>>(SHIPMENT_PATHS.create, body);
  return res.data.data;
}

/** Edits a draft AWB: priced again by the server; a stale version (booked or edited meanwhile) is a 409. */
export async function updateShipment(id: number, body: ShipmentUpdateBody): Promise<ShipmentRow> {
  const res = await apiClient.put<Envelope<ShipmentRow>>(SHIPMENT_PATHS.update(id), body);
  return res.data.data;
}

/** Shippers the office has sent for before, by (part of) their phone number. */
export async function recallShippers(phone: string, signal?: AbortSignal): Promise<KnownShipper[]> {
  const res = await apiClient.get<Envelope<KnownShipper[]>>(SHIPMENT_PATHS.shipper, { params: { phone }, signal });
  return res.data.data;
}

/** A failed blob request carries its JSON error as a Blob: read it, so the usual message helpers work. */
async function readBlobError(error: unknown): Promise<never> {
  const response = error instanceof AxiosError ? error.response : undefined;
  if (response && typeof Blob !== 'undefined' && response.data instanceof Blob) {
    try {
      response.data = JSON.parse(await response.data.text()) as unknown;
    } catch {
      response.data = undefined;
    }
  }
  throw error;
}

/** A print of a shipment as a PDF, through the API client (the Bearer token goes along). */
export async function fetchShipmentPrint(kind: ShipmentPrint, id: number): Promise<Blob> {
  const res = await apiClient.get<Blob>(SHIPMENT_PATHS.print(kind, id), { responseType: 'blob' }).catch(readBlobError);
  return res.data;
}
