import type { TrackingStatus } from '../engine/define-document';

/*
 * The tracking answers (staff: GET /api/operational/get/tracking?q=…; customers: GET /api/public/track/{awb}).
 */

export interface TrackingEventView {
  event_at: string;
  input_at: string;
  status: TrackingStatus;
  code: string;
  text: string;
  place: string | null;
  user_code: string | null;
  document_type: string | null;
  document_number: string | null;
  public: boolean;
}

export interface TrackedShipment {
  id: number;
  awb: string;
  stage: string;
  status: TrackingStatus;
  shipment_date: string;
  payment_type: string;
  channel: string;
  service: string;
  origin: string;
  destination: string;
  office: string | null;
  customer: string | null;
  customer_reference: string | null;
  shipper: { name: string; phone: string; address: string };
  consignee: { name: string; phone: string; address: string };
  goods_description: string;
  koli: { position: number; weight_kg: number; length_cm: number | null; width_cm: number | null; height_cm: number | null; volumetric_kg: number }[];
  chargeable_kg: number;
  eta: { from: string | null; to: string | null };
  cod_amount: number | null;
  /** Only for holders of a finance screen. */
  charges?: { freight: number; additional: number; insurance: number; cod_fee: number; discount: number; tax: number; total: number };
  pickup: { id: number; number: string; status: string; picked_up_at: string | null } | null;
  /** Every document it passed through, in order (pickup, cash register, later bags and manifests). */
  documents: { type: string; number: string }[];
  /** The latest delivery: who received it, when, and where its signature and photo are (staff only). */
  pod?: {
    number: string;
    receiver_name: string | null;
    receiver_relation: string | null;
    event_at: string;
    signature_url: string | null;
    photo_url: string | null;
    /** The customer needs the signed paper back at origin. */
    paper_required: boolean;
    paper_received_at: string | null;
  } | null;
  /** A return AWB: the shipment it returns. */
  return_of_id?: number | null;
  events: TrackingEventView[];
}

export interface TrackingLookup {
  /** What was looked for: the AWB numbers, a reference or a phone number. */
  kind: 'awb' | 'reference' | 'phone';
  terms: string[];
  shipments: TrackedShipment[];
  /** AWB numbers asked for and not found. */
  missing: string[];
  /** More shipments matched a reference or phone than are shown. */
  truncated: boolean;
}

/** What a customer sees on the public tracking page: no prices, names masked, customer-facing events only. */
export interface PublicTracking {
  awb: string;
  status: TrackingStatus;
  status_label: string;
  service: string;
  origin: string;
  destination: string;
  shipper: string;
  consignee: string;
  koli: number;
  chargeable_kg: number;
  /** What the consignee pays the courier (cash on delivery), if anything. */
  cod_amount: number | null;
  eta: { from: string | null; to: string | null };
  events: { at: string; status: TrackingStatus; text: string; place: string | null }[];
}

/** "Budi Santoso" → "Bu*** Sa*****": enough for the receiver to recognise, not enough to harvest. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((w) => (w.length <= 2 ? `${w[0]}*` : `${w.slice(0, 2)}${'*'.repeat(Math.min(w.length - 2, 6))}`))
    .join(' ');
}

/** An AWB number as typed or scanned: 12 digits; a return's is R and 12 digits. */
export const AWB_NUMBER = /^[Rr]?\d{12}$/;

/** Splits a pasted or scanned list into terms: AWB numbers (12 digits; a return's: R and 12 digits) or one reference / phone number. */
export function parseTrackingQuery(q: string): { kind: TrackingLookup['kind']; terms: string[] } {
  const parts = q.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean);
  // a scanned or pasted list: AWB numbers, maybe with a bad scan among them (reported as not found)
  const awbs = parts.filter((p) => AWB_NUMBER.test(p));
  if (awbs.length && (awbs.length === parts.length || (parts.length > 1 && /^[\dRr\s,;]+$/.test(q)))) {
    return { kind: 'awb', terms: [...new Set(parts.map((p) => p.toUpperCase()))].slice(0, 100) };
  }
  const text = q.trim();
  const digits = text.replace(/[\s()+-]/g, '');
  if (/^\d{6,15}$/.test(digits)) return { kind: 'phone', terms: [digits.replace(/^62/, '0')] };
  return { kind: 'reference', terms: [text] };
}
