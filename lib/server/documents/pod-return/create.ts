import { z } from 'zod';
import { podReturnDocument } from '@/lib/resources/documents/pod-return';
import { fieldSchema } from '@/lib/resources/engine/define';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import { badRequest } from '../../errors';
import type { CreateHandler } from '../engine/types';
import { allBranches, officeOf } from '../shared/office';

const f = podReturnDocument.fields;

export const podReturnBody = z.object({
  office_id: fieldSchema(f.office_id),
  destination_branch_id: fieldSchema(f.destination_branch_id),
  sent_via: fieldSchema(f.sent_via),
  notes: fieldSchema(f.notes),
  request_id: z.string().uuid('A UUID').optional(),
});
type Input = z.infer<typeof podReturnBody>;

/** A draft POD return at the delivering office, for the origin branch the papers go back to. */
export const createPodReturn: CreateHandler<Input> = {
  body: podReturnBody,
  async build(tx, input, ac) {
    const office = await officeOf(tx, ac.ctx.references, input.office_id as number);
    const to = (await allBranches(tx, ac.ctx.references)).get(input.destination_branch_id as number);
    const invalid = (message: string) => badRequest('Invalid body: check the highlighted fields', { destination_branch_id: [message] });
    if (!to) throw invalid('No such branch');
    if (!to.active) throw invalid('This branch is inactive');
    if (to.id === office.branchId) throw invalid('The papers of this branch’s own AWBs stay here: no return needed');
    return {
      set: {
        return_date: jakartaDay(ac.now),
        office_id: office.id,
        branch_id: office.branchId,
        destination_branch_id: to.id,
        sent_via: input.sent_via ?? null,
        notes: input.notes ?? null,
        status: 'DRAFT',
      },
      scopeCode: office.branchCode,
    };
  },
};
