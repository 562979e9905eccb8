import { z } from 'zod';
import { badRequest } from '../../errors';
import type { ActionHandler } from '../engine/types';
import { settleBody } from './bodies';

/** Settle with the receipts: what was spent per component; the difference is returned (positive) or paid to the driver (negative). */
export const settleTripAllowance: ActionHandler<z.infer<typeof settleBody>> = {
  body: settleBody,
  refusal: (doc) => (doc.status === 'PAID' ? null : doc.status === 'APPROVED' ? 'Pay it out first' : 'Already settled'),
  async run(_tx, doc, input, ac) {
    const total = input.actual_fuel + input.actual_tolls + input.actual_loading + input.actual_meals + input.actual_other;
    const difference = Number(doc.advance_total) - total;
    if (difference !== 0 && !input.settlement_note) {
      throw badRequest('Invalid body: check the highlighted fields', { settlement_note: [difference > 0 ? `The driver returns Rp ${difference.toLocaleString('id-ID')}: note it` : `The driver is owed Rp ${(-difference).toLocaleString('id-ID')}: note it`] });
    }
    return { set: { ...input, actual_total: total, difference, settled_at: ac.now.toISOString(), settlement_note: input.settlement_note ?? null } };
  },
};
