import { z } from 'zod';
import { badRequest } from '../../errors';
import type { ActionHandler } from '../engine/types';
import { payOutBody } from './bodies';

/** Pay out the advance to the driver (cash from the cashier, or a transfer with its reference). */
export const payOutTripAllowance: ActionHandler<z.infer<typeof payOutBody>> = {
  body: payOutBody,
  refusal: (doc) => (doc.status === 'APPROVED' ? null : doc.status === 'PAID' ? 'Already paid out: settle it' : 'Already settled'),
  async run(_tx, _doc, input, ac) {
    if (input.payout_method === 'TRANSFER' && !input.payout_reference) throw badRequest('Invalid body: check the highlighted fields', { payout_reference: ['The transfer reference'] });
    return { set: { payout_method: input.payout_method, payout_reference: input.payout_reference ?? null, paid_at: ac.now.toISOString(), paid_by: ac.actor } };
  },
};
