import * as z from 'zod';
import { CHANGE_KIND_DEFS, type ChangeKind, type ChangeValueKey } from '@/lib/helpdesk/change-kinds';
import { fieldSchema } from '../engine/schema';
import { changeRequestDocument } from './change-request';
import { MAX_BATCH_AWBS } from './awb-list';
import { koliInput } from './shipment-api';

/*
 * The change request's bodies and answers, shared by the helpdesk screens and the server (one schema
 * for form and API):
 *   POST /api/misc/get/change-request/preview         before and after of every AWB, priced again (reads only)
 *   POST /api/misc/create/change-request              the request (idempotent by request_id)
 *   PUT  /api/misc/update/change-request/book/:id     approve and apply (+ version)
 *   PUT  /api/misc/update/change-request/cancel/:id   reject with a reason (+ version)
 */

const f = changeRequestDocument.fields;

export { MAX_BATCH_AWBS, parseAwbList } from './awb-list';

const VALUE_FIELDS: Record<Exclude<ChangeValueKey, 'new_koli'>, z.ZodType> = {
  new_text: fieldSchema(f.new_text),
  new_phone: fieldSchema(f.new_phone),
  new_area_id: fieldSchema(f.new_area_id),
  new_service_id: fieldSchema(f.new_service_id),
  new_customer_id: fieldSchema(f.new_customer_id),
  new_date: fieldSchema(f.new_date, { range: false }),
  new_rate_per_kg: fieldSchema(f.new_rate_per_kg),
  new_insured: fieldSchema(f.new_insured),
  new_goods_value: fieldSchema(f.new_goods_value),
  new_cost_case_ids: fieldSchema(f.new_cost_case_ids),
};

/** Which new values a kind must be given (the rest may stay empty: an address without a new phone keeps the old phone). */
const REQUIRED_VALUES: Partial<Record<ChangeKind, readonly ChangeValueKey[]>> = {
  koli: ['new_koli'],
  weight: ['new_koli'],
  price: ['new_rate_per_kg'],
  origin: ['new_area_id'],
  destination: ['new_area_id'],
  service: ['new_service_id'],
  account: ['new_customer_id'],
  date: ['new_date'],
  'shipper-name': ['new_text'],
  'consignee-name': ['new_text'],
  'shipper-address': ['new_text'],
  'consignee-address': ['new_text'],
};

export const changeRequestBody = z
  .object({
    kind: fieldSchema(f.kind) as z.ZodType<ChangeKind>,
    awbs: z.array(z.string().trim().toUpperCase().min(1).max(30).regex(/^[A-Z0-9./-]+$/, 'An AWB number: letters, digits, dots and dashes')).min(1, 'At least one AWB').max(MAX_BATCH_AWBS, `At most ${MAX_BATCH_AWBS} AWBs in one request`),
    reason_code: fieldSchema(f.reason_code),
    reason: fieldSchema(f.reason),
    ticket_id: fieldSchema(f.ticket_id),
    attachments: z.array(z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/, 'An uploaded file')).max(5, 'At most 5 attachments').default([]),
    new_koli: z.array(koliInput).min(1, 'At least one koli').max(1000).optional(),
    ...VALUE_FIELDS,
    request_id: z.string().uuid('A UUID').optional(),
  })
  .superRefine((body, ctx) => {
    const def = CHANGE_KIND_DEFS[body.kind];
    if (!def) return;
    if (!def.batch && new Set(body.awbs).size > 1) ctx.addIssue({ code: 'custom', path: ['awbs'], message: `A ${def.label.toLowerCase()} change is made for one AWB at a time` });
    if (new Set(body.awbs).size !== body.awbs.length) ctx.addIssue({ code: 'custom', path: ['awbs'], message: 'An AWB is listed twice' });
    for (const key of REQUIRED_VALUES[body.kind] ?? []) {
      const v = (body as Record<string, unknown>)[key];
      if (v === null || v === undefined || v === '') ctx.addIssue({ code: 'custom', path: [key], message: 'Required' });
    }
    if (body.kind === 'insurance' && body.new_insured && !body.new_goods_value) ctx.addIssue({ code: 'custom', path: ['new_goods_value'], message: 'Insured parcels need their goods value' });
  });
export type ChangeRequestBody = z.infer<typeof changeRequestBody>;

/** One AWB of a preview: what it is now, what it would be, the money consequence, or why it cannot change. */
export interface ChangePreviewLine {
  awb: string;
  shipment_id: number | null;
  before: string;
  after: string;
  total_before: number;
  total_after: number;
  delta: number;
  consequence: string;
  /** What happens to the money, in words (the credit note on invoice INV-…). */
  consequence_words: string;
  refusal: string | null;
  /** Charges before → after, for the detail of a single AWB. */
  charges?: { before: Record<string, number>; after: Record<string, number> };
}

export interface ChangePreview {
  lines: ChangePreviewLine[];
  awb_count: number;
  refused_count: number;
  total_before: number;
  total_after: number;
  delta: number;
  needs_supervisor: boolean;
  needs_manager: boolean;
}
