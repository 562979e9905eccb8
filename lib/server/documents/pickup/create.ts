import { z } from 'zod';
import { pickupDocument } from '@/lib/resources/documents/pickup';
import { fieldSchema } from '@/lib/resources/engine/define';
import { coverageAreas, customers, services } from '../../db/schema/resources';
import { badRequest } from '../../errors';
import type { ReferenceCache } from '../../cache/reference-cache';
import type { CreateHandler, UpdateHandler } from '../engine/types';
import { activeRow, officeOf } from '../shared/office';

const f = pickupDocument.fields;

/** The request as the add screen (or a call centre) sends it. */
export const pickupBody = z
  .object({
    pickup_date: fieldSchema(f.pickup_date),
    office_id: fieldSchema(f.office_id),
    customer_id: fieldSchema(f.customer_id),
    contact_name: fieldSchema(f.contact_name),
    contact_phone: fieldSchema(f.contact_phone),
    address: fieldSchema(f.address),
    area_id: fieldSchema(f.area_id),
    window_from: fieldSchema(f.window_from),
    window_to: fieldSchema(f.window_to),
    estimated_koli: fieldSchema(f.estimated_koli),
    estimated_kg: fieldSchema(f.estimated_kg),
    service_id: fieldSchema(f.service_id),
    notes: fieldSchema(f.notes),
    request_id: z.string().uuid('A UUID').optional(),
  })
  .superRefine((v, ctx) => {
    const from = Date.parse(String(v.window_from));
    const to = Date.parse(String(v.window_to));
    if (from && to && to <= from) ctx.addIssue({ code: 'custom', path: ['window_to'], message: 'Must be after "From"' });
    if (from && to && to - from > 7 * 86_400_000) ctx.addIssue({ code: 'custom', path: ['window_to'], message: 'A window of at most 7 days' });
  });
type PickupInput = z.infer<typeof pickupBody>;

/** Checks the references and derives the branch; shared by create and edit. */
async function values(tx: Parameters<CreateHandler<PickupInput>['build']>[0], refs: ReferenceCache, input: PickupInput) {
  const office = await officeOf(tx, refs, input.office_id as number);
  await activeRow(tx, coverageAreas, input.area_id as number, 'area_id', 'area');
  if (input.customer_id) await activeRow(tx, customers, input.customer_id as number, 'customer_id', 'customer');
  if (input.service_id) await activeRow(tx, services, input.service_id as number, 'service_id', 'service');
  const { request_id: _r, ...fields } = input;
  return { office, set: { ...fields, branch_id: office.branchId } };
}

export const createPickup: CreateHandler<PickupInput> = {
  body: pickupBody,
  async build(tx, input, ac) {
    const today = new Date(ac.now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    if (String(input.pickup_date) < today) throw badRequest('Invalid body: check the highlighted fields', { pickup_date: ['A pickup cannot be asked for a past day'] });
    const { office, set } = await values(tx, ac.ctx.references, input);
    return { set: { ...set, status: 'REQUESTED' }, scopeCode: office.branchCode };
  },
};

export const updatePickup: UpdateHandler<PickupInput> = {
  body: pickupBody,
  async build(tx, _doc, input, ac) {
    const { set } = await values(tx, ac.ctx.references, input);
    return { set };
  },
};
