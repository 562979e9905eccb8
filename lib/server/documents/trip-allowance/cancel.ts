import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/** Cancel while not paid out. */
export const cancelTripAllowance: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (doc) => (doc.status === 'PAID' || doc.status === 'SETTLED' ? 'Paid out: it is settled, not cancelled' : null),
  async run() {
    return {};
  },
};
