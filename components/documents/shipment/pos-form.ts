import { lazily } from '@/components/data/lazy-schema';
import type { FieldError, Resolver } from 'react-hook-form';
import type { ShipmentBody } from '@/lib/resources/documents/shipment-api';
import type { QuoteRequest } from '@/hooks/documents/use-shipment-entry';
import type { DocumentRecord } from '@/services/documents/document-client';
import type { PaymentMethod, PaymentType, ShipmentUpdateBody } from '@/services/documents/shipments';

// one fill of the form, one request id (the same helper every document form uses)
export { newRequestId } from '@/components/document/request-id';

/*
 * The POS entry form: what its inputs hold (texts, a checkbox, the picked cost cases), how that becomes
 * the contract's body (shipmentBody, the schema the API applies) and the quote's body. No price is
 * computed here: the quote and the stored row are the only figures the screen shows.
 */

export interface PosKoliValues {
  weight_kg: string;
  length_cm: string;
  width_cm: string;
  height_cm: string;
}

export interface PosFormValues {
  payment_type: PaymentType;
  office_id: string;
  customer_id: string;
  customer_reference: string;
  awb: string;
  shipper_phone: string;
  shipper_name: string;
  shipper_address: string;
  origin_area_id: string;
  consignee_phone: string;
  consignee_name: string;
  consignee_address: string;
  destination_area_id: string;
  koli: PosKoliValues[];
  goods_description: string;
  goods_value: string;
  insured: boolean;
  cod_amount: string;
  special_instructions: string;
  cost_case_ids: number[];
  service_id: string;
  payment_method: PaymentMethod | '';
  payment_reference: string;
  amount_received: string;
}

export const KOLI_FIELDS = ['weight_kg', 'length_cm', 'width_cm', 'height_cm'] as const;
export type KoliField = (typeof KOLI_FIELDS)[number];

export const emptyKoli = (): PosKoliValues => ({ weight_kg: '', length_cm: '', width_cm: '', height_cm: '' });

export function emptyPosValues(paymentType: PaymentType, defaults: { officeId?: number | null; originAreaId?: number | null } = {}): PosFormValues {
  return {
    payment_type: paymentType,
    office_id: defaults.officeId ? String(defaults.officeId) : '',
    customer_id: '',
    customer_reference: '',
    awb: '',
    shipper_phone: '',
    shipper_name: '',
    shipper_address: '',
    origin_area_id: defaults.originAreaId ? String(defaults.originAreaId) : '',
    consignee_phone: '',
    consignee_name: '',
    consignee_address: '',
    destination_area_id: '',
    koli: [emptyKoli()],
    goods_description: '',
    goods_value: '',
    insured: false,
    cod_amount: '',
    special_instructions: '',
    cost_case_ids: [],
    service_id: '',
    payment_method: paymentType === 'CASH' ? 'CASH' : '',
    payment_reference: '',
    amount_received: '',
  };
}

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** A stored value as an input holds it: numbers and ids as their text, nothing as empty. */
const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/**
 * The form filled from a stored draft (`GET …/get/shipment/{id}`): its header, every koli with its raw
 * measurements, and the costs the clerk asked for (`lines.costs` not added automatically).
 */
export function draftPosValues(draft: DocumentRecord): PosFormValues {
  const paymentType: PaymentType = draft.payment_type === 'CREDIT' ? 'CREDIT' : 'CASH';
  const method = (paymentType === 'CASH' ? text(draft.payment_method) : '') as PaymentMethod | '';
  const koli = (draft.lines?.koli ?? []).map((k) => ({
    weight_kg: text(k.weight_kg),
    length_cm: text(k.length_cm),
    width_cm: text(k.width_cm),
    height_cm: text(k.height_cm),
  }));
  const requested = (draft.lines?.costs ?? []).filter((c) => c.automatic === false).map((c) => Number(c.cost_case_id));
  return {
    payment_type: paymentType,
    office_id: text(draft.office_id),
    customer_id: paymentType === 'CREDIT' ? text(draft.customer_id) : '',
    customer_reference: text(draft.customer_reference),
    awb: '',
    shipper_phone: text(draft.shipper_phone),
    shipper_name: text(draft.shipper_name),
    shipper_address: text(draft.shipper_address),
    origin_area_id: text(draft.origin_area_id),
    consignee_phone: text(draft.consignee_phone),
    consignee_name: text(draft.consignee_name),
    consignee_address: text(draft.consignee_address),
    destination_area_id: text(draft.destination_area_id),
    koli: koli.length ? koli : [emptyKoli()],
    goods_description: text(draft.goods_description),
    goods_value: text(draft.goods_value),
    insured: draft.insured === true,
    cod_amount: text(draft.cod_amount),
    special_instructions: text(draft.special_instructions),
    cost_case_ids: [...new Set(requested.filter((id) => Number.isInteger(id) && id > 0))],
    service_id: text(draft.service_id),
    payment_method: method,
    payment_reference: method && method !== 'CASH' ? text(draft.payment_reference) : '',
    // a non-cash payment is stored as received in full: not a figure the clerk typed
    amount_received: method === 'CASH' ? text(draft.amount_received) : '',
  };
}

/** The body of an edit: a create's, without what only a create takes (its AWB, its request id), with the version read. */
export function updateBody(body: ShipmentBody, version: number): ShipmentUpdateBody {
  const { awb: _awb, request_id: _requestId, ...rest } = body;
  return { ...rest, version };
}

/** "1,5" (an Indonesian keyboard's decimal comma) → "1.5"; a scale's "1.25" stays. */
export function decimalText(value: string): string {
  const t = value.trim();
  return t.includes(',') && !t.includes('.') ? t.replace(',', '.') : t;
}

/** "Rp 1.500.000" or "1,500,000" → "1500000": whole rupiah, typed with or without grouping. */
export function rupiahText(value: string): string {
  return value
    .trim()
    .replace(/^rp\.?\s*/i, '')
    .replace(/[\s.,]/g, '');
}

/** Whole rupiah typed in a box, or null when blank or not a number. */
export function rupiahValue(value: string): number | null {
  const t = rupiahText(value);
  if (!t) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

/** A number for the quote; what does not read as one is sent as typed (the server names the problem). */
function numberOrText(text: string): number | string | null {
  if (blank(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
}

const isKoliBlank = (k: PosKoliValues) => KOLI_FIELDS.every((f) => blank(k[f]));

/** Rows left completely empty (Enter in the last row adds one), unless it is the only row. */
export function blankKoliRows(koli: readonly PosKoliValues[]): number[] {
  const blanks = koli.flatMap((k, i) => (isKoliBlank(k) ? [i] : []));
  return blanks.length === koli.length ? blanks.slice(1) : blanks;
}

/** The AWB as scanned or typed: spaces and dashes of a printed grouping dropped. */
export const awbText = (value: string) => value.replace(/[\s-]/g, '');

/** What the contract's schema reads: one value per field, the ones of the other payment type empty. */
export function schemaInput(values: PosFormValues): Record<string, unknown> {
  const credit = values.payment_type === 'CREDIT';
  const method = credit ? null : values.payment_method || null;
  return {
    payment_type: values.payment_type,
    office_id: values.office_id,
    customer_id: credit ? values.customer_id : null,
    customer_reference: credit ? values.customer_reference : null,
    pickup_id: null,
    origin_area_id: values.origin_area_id,
    destination_area_id: values.destination_area_id,
    service_id: values.service_id,
    shipper_name: values.shipper_name,
    shipper_phone: values.shipper_phone,
    shipper_address: values.shipper_address,
    consignee_name: values.consignee_name,
    consignee_phone: values.consignee_phone,
    consignee_address: values.consignee_address,
    goods_description: values.goods_description,
    goods_value: rupiahText(values.goods_value),
    insured: values.insured,
    cod_amount: rupiahText(values.cod_amount),
    special_instructions: values.special_instructions,
    cost_case_ids: values.cost_case_ids,
    koli: values.koli.map((k) => ({
      weight_kg: decimalText(k.weight_kg),
      length_cm: decimalText(k.length_cm),
      width_cm: decimalText(k.width_cm),
      height_cm: decimalText(k.height_cm),
    })),
    payment_method: method,
    payment_reference: method && method !== 'CASH' ? values.payment_reference : null,
    amount_received: method === 'CASH' ? rupiahText(values.amount_received) : null,
    awb: awbText(values.awb),
  };
}

/**
 * What the counter needs besides the contract's field rules: the customer billed on credit, how a
 * cash customer pays, the reference of a non-cash payment, the cash handed over.
 */
export function counterRules(values: PosFormValues): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const need = (name: keyof PosFormValues, message: string) => (errors[name] = { type: 'required', message });
  if (values.payment_type === 'CREDIT') {
    if (blank(values.customer_id)) need('customer_id', 'Choose the customer billed');
    return errors;
  }
  if (!values.payment_method) need('payment_method', 'Choose how the customer pays');
  else if (values.payment_method === 'CASH') {
    if (blank(values.amount_received)) need('amount_received', 'Type the amount received');
  } else if (blank(values.payment_reference)) need('payment_reference', 'The approval code or transfer reference');
  return errors;
}

/** The schema's resolver (zod and the contract's schema), in its own chunk; a failed download is tried again next time. */
const loadSchemaResolver = lazily(() => import('./pos-schema').then((m) => m.shipmentBodyResolver));

/** Starts loading the form's validation, so that it is there before the first save. */
export function preloadPosResolver(): void {
  loadSchemaResolver().catch(() => undefined);
}

/** The contract's schema (shipmentBody) on the normalised values, plus the counter's rules, together. */
export function posResolver(): Resolver<PosFormValues, unknown, ShipmentBody> {
  return async (values, context, options) => {
    const resolve = await loadSchemaResolver();
    const result = await resolve(schemaInput(values), context, options as unknown as Parameters<typeof resolve>[2]);
    const extra = counterRules(values);
    if (!Object.keys(extra).length) return result as Awaited<ReturnType<Resolver<PosFormValues, unknown, ShipmentBody>>>;
    return { values: {}, errors: { ...result.errors, ...extra } };
  };
}

/** The quote's body, once the minimum is there: office, origin, destination and one koli with a weight. */
export function quoteRequest(values: PosFormValues): QuoteRequest | null {
  const rows = values.koli.flatMap((k, i) => (blank(k.weight_kg) ? [] : [i]));
  const office = Number(values.office_id);
  const origin = Number(values.origin_area_id);
  const destination = Number(values.destination_area_id);
  if (!office || !origin || !destination || !rows.length) return null;
  const credit = values.payment_type === 'CREDIT';
  const customer = credit && !blank(values.customer_id) ? Number(values.customer_id) : null;
  return {
    rows,
    body: {
      payment_type: values.payment_type,
      office_id: office,
      customer_id: customer,
      origin_area_id: origin,
      destination_area_id: destination,
      service_id: null,
      goods_value: numberOrText(rupiahText(values.goods_value)),
      insured: values.insured,
      cod_amount: numberOrText(rupiahText(values.cod_amount)),
      cost_case_ids: [...values.cost_case_ids].sort((a, b) => a - b),
      koli: rows.map((i) => {
        const k = values.koli[i];
        return {
          weight_kg: numberOrText(decimalText(k.weight_kg)) ?? '',
          length_cm: numberOrText(decimalText(k.length_cm)),
          width_cm: numberOrText(decimalText(k.width_cm)),
          height_cm: numberOrText(decimalText(k.height_cm)),
        };
      }),
    },
  };
}

/** Field errors of a quote (`koli.{sent}.…`) moved to the form's rows (`koli.{row}.…`). */
export function errorsAtRows(errors: Record<string, string[]> | undefined, rows: readonly number[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const key = path.replace(/^koli\.(\d+)(?=\.|$)/, (_, i: string) => `koli.${rows[Number(i)] ?? i}`);
    (out[key] ??= []).push(...messages);
  }
  return out;
}

/** The top-level fields a server error may name and the form shows at an input. */
export const POS_FIELDS = [
  'office_id',
  'customer_id',
  'customer_reference',
  'awb',
  'shipper_phone',
  'shipper_name',
  'shipper_address',
  'origin_area_id',
  'consignee_phone',
  'consignee_name',
  'consignee_address',
  'destination_area_id',
  'goods_description',
  'goods_value',
  'insured',
  'cod_amount',
  'special_instructions',
  'cost_case_ids',
  'service_id',
  'payment_method',
  'payment_reference',
  'amount_received',
] as const satisfies readonly (keyof PosFormValues)[];

/** Every path an error can be placed at, for a form of `koliCount` rows. */
export function posFieldPaths(koliCount: number): string[] {
  const koli = Array.from({ length: koliCount }, (_, i) => KOLI_FIELDS.map((f) => `koli.${i}.${f}`)).flat();
  return [...POS_FIELDS, ...koli];
}

/** 12-digit AWB → "1234 5678 9012", easier to read out at a counter. */
export function groupAwb(awb: string): string {
  return /^\d{12}$/.test(awb) ? awb.replace(/(\d{4})(?=\d)/g, '$1 ') : awb;
}

/**
 * Field errors split into those shown at an input (`cost_case_ids.1` at the cost cases) and the
 * messages of paths the form has no input for (`rate`: no price on the route), shown with the services.
 */
export function splitErrors(errors: Record<string, string[]>, paths: readonly string[]): { at: Record<string, string[]>; rest: string[] } {
  const at: Record<string, string[]> = {};
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const field = paths.find((p) => path === p || path.startsWith(`${p}.`));
    if (field) (at[field] ??= []).push(...messages);
    else rest.push(...messages);
  }
  return { at, rest };
}
