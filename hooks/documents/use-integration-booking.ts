import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { useResourceMutation } from '@/hooks/resource/use-resource';
import { koliInput } from '@/lib/resources/documents/shipment-api';
import { shipmentDocument } from '@/lib/resources/documents/shipment';
import { runDocumentAction, type DocumentRecord } from '@/services/documents/document-client';
import type { QuoteRequestBody } from '@/services/documents/shipments';
import { fetchResource, listResource } from '@/services/resource/client';
import { useShipmentQuote, type QuoteRequest } from './use-shipment-entry';

/*
 * The integration booking counter: AWBs a credit customer sent through the API wait as drafts
 * (channel INTEGRATION, stage draft) until their parcel is weighed here. A scan finds the draft, the
 * measured koli are priced live with the same quote as the POS entry, and `receive` books it.
 * Every call goes through the generic document clients; the figures shown are the server's.
 */

/** The worklist and the scan look only here. */
export const INTEGRATION_DRAFTS = { channel: 'INTEGRATION', stage: 'draft' } as const;

/** A scanner types the 12 digits of the AWB (a printed grouping may add spaces or dashes). */
export const AWB_PATTERN = /^\d{12}$/;
export const awbDigits = (text: string) => text.replace(/[\s-]/g, '');

export type DraftLookup =
  /** The draft waiting for its parcel, with its lines (`lines.koli`) and the actions the user may take. */
  | { kind: 'found'; draft: DocumentRecord }
  /** The AWB exists, but is not an integration draft (booked already, cancelled, or entered at a counter). */
  | { kind: 'elsewhere'; awb: string; row: DocumentRecord }
  | { kind: 'missing'; awb: string };

const isWaiting = (row: DocumentRecord) => row.stage === 'draft' && row.channel === 'INTEGRATION';

/** An AWB scanned at the counter: its integration draft, or what became of that number. */
export async function lookupAwb(awb: string): Promise<DraftLookup> {
  const drafts = await listResource<DocumentRecord>(shipmentDocument, { number: awb, ...INTEGRATION_DRAFTS });
  const hit = drafts.data.find((r) => r.number === awb);
  if (hit) return openDraft(hit.id);
  const any = await listResource<DocumentRecord>(shipmentDocument, { number: awb });
  const row = any.data.find((r) => r.number === awb);
  return row ? { kind: 'elsewhere', awb, row } : { kind: 'missing', awb };
}

/** A document picked from the worklist (or read again after a conflict), with its lines. */
export async function openDraft(id: number): Promise<DraftLookup> {
  const row = await fetchResource<DocumentRecord>(shipmentDocument, id);
  return isWaiting(row) ? { kind: 'found', draft: row } : { kind: 'elsewhere', awb: row.number, row };
}

/**
 * Finds the draft to receive, by a scanned AWB or by id. Only the latest lookup's answer counts (two
 * quick scans: the second wins), read from `data`.
 */
export function useDraftLookup() {
  return useMutation({
    mutationFn: (target: { awb: string } | { id: number }) => ('awb' in target ? lookupAwb(target.awb) : openDraft(target.id)),
  });
}

/** The body of `receive`: the measured koli (the server's rule, lib/server/documents/shipment/receive.ts). */
export const receiveBody = z.object({ koli: z.array(koliInput).min(1, 'At least one koli').max(1_000) });
export type ReceiveBody = z.infer<typeof receiveBody>;

/** What receive is sent: the version read and each koli's weight, with only the sides measured. */
export type ReceiveRequest = {
  version: number;
  koli: { weight_kg: unknown; length_cm?: unknown; width_cm?: unknown; height_cm?: unknown }[];
};

/**
 * PUT …/update/shipment/receive/{id} with the version read: the measured koli replace the announced
 * ones, the server prices again and books. No toast: the screen says what was booked. Field errors and
 * conflicts are the screen's to show; the shipment lists (the worklist) are fetched again.
 */
export function useReceiveParcel() {
  return useResourceMutation<DocumentRecord, { id: number; body: ReceiveRequest }>(
    shipmentDocument,
    ({ id, body }) => runDocumentAction(shipmentDocument, 'receive', id, body),
    { inlineErrors: true },
  );
}

/** One koli as typed in its boxes (the POS entry's koli rows have the same shape). */
export interface KoliBoxes {
  weight_kg: string;
  length_cm: string;
  width_cm: string;
  height_cm: string;
}

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** "1,5" (a decimal comma) → "1.5". */
const decimal = (text: string) => {
  const t = text.trim();
  return t.includes(',') && !t.includes('.') ? t.replace(',', '.') : t;
};

/** A number for the quote; what does not read as one goes as typed (the server names the problem). */
function numberOrText(text: string): number | string | null {
  const t = decimal(text);
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
}

/** A figure of a row (the database's numeric columns may arrive as text), or null. */
export function figure(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const boxText = (value: unknown) => {
  const n = figure(value);
  return n === null ? '' : String(n);
};

/** The koli the customer announced, as the form's boxes (what the clerk starts from). */
export function announcedKoli(draft: DocumentRecord): KoliBoxes[] {
  const lines = draft.lines?.koli ?? [];
  const rows = lines.map((k) => ({ weight_kg: boxText(k.weight_kg), length_cm: boxText(k.length_cm), width_cm: boxText(k.width_cm), height_cm: boxText(k.height_cm) }));
  return rows.length ? rows : [{ weight_kg: '', length_cm: '', width_cm: '', height_cm: '' }];
}

/** The costs asked for on request (not the automatic ones): `receive` prices them again, so the quote does too. */
export function requestedCosts(draft: DocumentRecord): number[] {
  return (draft.lines?.costs ?? [])
    .filter((c) => !c.automatic)
    .map((c) => Number(c.cost_case_id))
    .filter((id) => Number.isInteger(id) && id > 0)
    .sort((a, b) => a - b);
}

/**
 * The quote of the draft with the measured koli: its customer (their contract), office, route and
 * service, the goods' extras, and the koli rows that have a weight. Null while no row has one.
 */
export function receiveQuoteRequest(draft: DocumentRecord, koli: readonly KoliBoxes[]): QuoteRequest | null {
  const rows = koli.flatMap((k, i) => (blank(k.weight_kg) ? [] : [i]));
  const office = figure(draft.office_id);
  const origin = figure(draft.origin_area_id);
  const destination = figure(draft.destination_area_id);
  const service = figure(draft.service_id);
  if (!office || !origin || !destination || !service || !rows.length) return null;
  const body = {
    payment_type: 'CREDIT',
    office_id: office,
    customer_id: figure(draft.customer_id),
    origin_area_id: origin,
    destination_area_id: destination,
    service_id: service,
    goods_value: figure(draft.goods_value),
    insured: Boolean(draft.insured),
    cod_amount: figure(draft.cod_amount),
    cost_case_ids: requestedCosts(draft),
    koli: rows.map((i) => ({
      weight_kg: numberOrText(koli[i].weight_kg) ?? '',
      length_cm: numberOrText(koli[i].length_cm),
      width_cm: numberOrText(koli[i].width_cm),
      height_cm: numberOrText(koli[i].height_cm),
    })),
  };
  // The POS entry's body type asks for every service (service_id: null); the contract (shipmentQuoteBody)
  // takes one too, and this screen prices only the draft's.
  return { rows, body: body as unknown as QuoteRequestBody };
}

/** The live price of the draft with the koli as measured (debounced; the last answer stays while the next loads). */
export function useReceiveQuote(draft: DocumentRecord, koli: readonly KoliBoxes[]) {
  const quote = useShipmentQuote(receiveQuoteRequest(draft, koli));
  const serviceId = figure(draft.service_id);
  const options = quote.answer?.quote.options;
  const option = options?.find((o) => o.service_id === serviceId) ?? options?.[0];
  return { ...quote, option };
}

export interface Change {
  announced: number;
  measured: number;
  /** measured − announced. */
  difference: number;
}

/** Kilograms compared at the scale's two decimals (one rounding place). */
export function kgChange(announced: number, measured: number): Change {
  const a = Math.round(announced * 100);
  const m = Math.round(measured * 100);
  return { announced: a / 100, measured: m / 100, difference: (m - a) / 100 };
}

/** Whole rupiah. */
export function rupiahChange(announced: number, measured: number): Change {
  return { announced, measured, difference: measured - announced };
}
