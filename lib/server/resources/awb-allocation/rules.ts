import { max, sql } from 'drizzle-orm';
import { awbAllocationResource, FIRST_AWB_NUMBER } from '@/lib/resources/awb';
import { awbAllocations } from '../../db/schema/resources';
import { HttpError } from '../../errors';
import { defineRules } from '../rules';

/**
 * A quantity takes the next free numbers after the highest allocated one. The table is locked against
 * other allocations for the rest of the transaction, so two clerks asking at once get consecutive
 * ranges instead of one of them a conflict; the exclusion constraint stays the last word.
 */
export const awbAllocationRules = defineRules(awbAllocationResource, {
  async beforeWrite(input, { tx, existing }) {
    const used = existing?.used ?? 0;
    const withCounts = (start: number, end: number) => {
      const quantity = end - start + 1;
      if (quantity < used) throw new HttpError(409, `${used} numbers of this range are already used: it cannot hold fewer`, { quantity: [`At least ${used}`] });
      return { ...input, range_start: start, range_end: end, quantity, remaining: quantity - used };
    };
    const start = input.range_start;
    const end = input.range_end;
    if (typeof start === 'number' && typeof end === 'number') return withCounts(start, end);
    const quantity = input.quantity as number;
    if (existing && existing.quantity === quantity && existing.range_start !== null && existing.range_end !== null) {
      return withCounts(Number(existing.range_start), Number(existing.range_end));
    }
    await tx.execute(sql`lock table ${awbAllocations} in share row exclusive mode`);
    const [{ highest }] = await tx.select({ highest: max(awbAllocations.range_end) }).from(awbAllocations);
    const first = highest === null || highest === undefined ? FIRST_AWB_NUMBER : Number(highest) + 1;
    return withCounts(first, first + quantity - 1);
  },
});
