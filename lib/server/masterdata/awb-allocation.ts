import { max, sql } from 'drizzle-orm';
import { FIRST_AWB_NUMBER } from '@/lib/resources/awb';
import type { ResourceHooks } from '../crud/hooks';
import { awbAllocations } from '../db/schema/resources';
import { HttpError } from '../http/errors';

/**
 * A quantity takes the next free numbers after the highest allocated one. The table is locked against
 * other allocations for the rest of the transaction, so two clerks asking at once get consecutive
 * ranges instead of one of them a conflict; the exclusion constraint stays the last word.
 */
export const awbAllocationHooks: ResourceHooks = {
  async beforeWrite(input, { tx, existing }) {
    const used = Number(existing?.used ?? 0);
    const withCounts = (start: number, end: number) => {
      const quantity = end - start + 1;
      if (quantity < used) throw new HttpError(409, `${used} numbers of this range are already used: it cannot hold fewer`, { quantity: [`At least ${used}`] });
      return { ...input, range_start: start, range_end: end, quantity, remaining: quantity - used };
    };
    const start = input.range_start as number | null;
    const end = input.range_end as number | null;
    if (typeof start === 'number' && typeof end === 'number') return withCounts(start, end);
    const quantity = input.quantity as number;
    if (existing && existing.quantity === quantity) return withCounts(existing.range_start as number, existing.range_end as number);
    await tx.execute(sql`lock table ${awbAllocations} in share row exclusive mode`);
    const [{ highest }] = await tx.select({ highest: max(awbAllocations.range_end) }).from(awbAllocations);
    const first = highest === null || highest === undefined ? FIRST_AWB_NUMBER : Number(highest) + 1;
    return withCounts(first, first + quantity - 1);
  },
};
