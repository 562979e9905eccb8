import { z } from 'zod';
import { REASON_LISTS } from '@/lib/resources/engine/define-document';
import { badRequest } from '../../errors';
import type { ActionHandler } from '../engine/types';

const reasons = REASON_LISTS.cashDifference.map((r) => r.code) as [string, ...string[]];

const body = z.object({
  counted_amount: z.number({ error: 'The cash counted' }).int('Whole rupiah').min(0).max(100_000_000_000),
  difference_reason: z.enum(reasons, { message: 'Pick a reason' }).nullish(),
  difference_note: z.string().trim().max(500).nullish(),
});

/** Booking confirms the cash handed over: counted against the expected cash; a difference needs its reason. */
export const bookCashRegister: ActionHandler<z.infer<typeof body>> = {
  body,
  async run(_tx, doc, input) {
    const difference = input.counted_amount - Number(doc.total_cash ?? 0);
    if (difference !== 0 && !input.difference_reason) {
      throw badRequest('Invalid body: check the highlighted fields', { difference_reason: [`The count differs by Rp ${difference.toLocaleString('id-ID')}: say why`] });
    }
    if (input.difference_reason === 'OTHER' && !input.difference_note) throw badRequest('Invalid body: check the highlighted fields', { difference_note: ['Say why'] });
    return {
      set: {
        counted_amount: input.counted_amount,
        difference,
        difference_reason: difference === 0 ? null : input.difference_reason,
        difference_note: difference === 0 ? null : (input.difference_note ?? null),
      },
    };
  },
};
