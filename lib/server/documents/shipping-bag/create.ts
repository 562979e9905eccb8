import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { branches } from '../../db/schema/resources';
import { badRequest } from '../../errors';
import type { CreateHandler } from '../engine/types';
import { officeOf } from '../shared/office';

const f = shippingBagDocument.fields;

export const shippingBagBody = z.object({
  office_id: fieldSchema(f.office_id),
  destination_branch_id: fieldSchema(f.destination_branch_id),
  notes: fieldSchema(f.notes),
  request_id: z.string().uuid('A UUID').optional(),
});
type ShippingBagInput = z.infer<typeof shippingBagBody>;

/** An open bag at the dispatcher's office for one destination branch or hub (never its own branch). */
export const createShippingBag: CreateHandler<ShippingBagInput> = {
  body: shippingBagBody,
  async build(tx, input, ac) {
    const office = await officeOf(tx, ac.ctx.references, input.office_id as number);
    const [destination] = await tx.select({ id: branches.id, active: branches.active }).from(branches).where(eq(branches.id, input.destination_branch_id as number));
    const invalid = (message: string) => badRequest('Invalid body: check the highlighted fields', { destination_branch_id: [message] });
    if (!destination) throw invalid('No such branch');
    if (!destination.active) throw invalid('This branch is inactive');
    if (destination.id === office.branchId) throw invalid('A bag travels to another branch or hub than its own');
    return {
      set: { office_id: office.id, branch_id: office.branchId, destination_branch_id: destination.id, bag_date: jakartaDay(ac.now), notes: input.notes ?? null, status: 'OPEN' },
      scopeCode: office.branchCode,
    };
  },
};
