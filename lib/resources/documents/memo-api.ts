import * as z from 'zod';
import { fieldSchema } from '../engine/schema';
import { memoDocument } from './memo';

/*
 * The internal memos' bodies, one per kind, shared by the add screens and the server (one schema for
 * form and API): POST /api/misc/create/memo; approve and reject are the engine's actions
 * (PUT /api/misc/update/memo/book|cancel/:id).
 */

const f = memoDocument.fields;
const required = <T extends keyof typeof f>(key: T) => fieldSchema({ ...f[key], required: true } as (typeof f)[T]);
const common = { reason: fieldSchema(f.reason), request_id: z.string().uuid('A UUID').optional() };

export const voidReceiptBody = z.object({ kind: z.literal('VOID_RECEIPT'), awb: required('awb'), ...common });

export const revisionInvoiceBody = z.object({
  kind: z.literal('REVISION_INVOICE'),
  invoice_id: required('invoice_id'),
  new_invoice_date: fieldSchema(f.new_invoice_date),
  lines: z
    .array(z.object({ invoice_line_id: z.number().int().positive().max(2_147_483_647), revised: z.number({ error: 'The revised amount' }).int('Whole rupiah').min(0, 'Not negative').max(10_000_000_000) }))
    .min(1, 'Revise at least one AWB')
    .max(5000),
  ...common,
});

export const specialPriceBody = z
  .object({
    kind: z.literal('SPECIAL_PRICE'),
    customer_id: required('customer_id'),
    origin_area_id: required('origin_area_id'),
    destination_area_id: fieldSchema(f.destination_area_id),
    destination_regency: fieldSchema(f.destination_regency),
    service_id: required('service_id'),
    rate_per_kg: required('rate_per_kg'),
    valid_from: required('valid_from'),
    valid_to: required('valid_to'),
    ...common,
  })
  .superRefine((b, ctx) => {
    if (Boolean(b.destination_area_id) === Boolean(b.destination_regency)) {
      ctx.addIssue({ code: 'custom', path: ['destination_area_id'], message: 'A destination district, or a whole city — one of the two' });
    }
    if (b.valid_from && b.valid_to && String(b.valid_to) < String(b.valid_from)) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'Not before “valid from”' });
  });

export const memoBody = z.discriminatedUnion('kind', [voidReceiptBody, revisionInvoiceBody, specialPriceBody]);
export type MemoBody = z.infer<typeof memoBody>;
