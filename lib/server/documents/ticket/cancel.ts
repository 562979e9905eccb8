import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/** Void a ticket opened by mistake or twice (with a reason); refused while a claim waits. */
export const voidTicket: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (doc) => (doc.claim_status === 'REQUESTED' ? 'A claim waits for approval: reject it first' : null),
  async run() {
    return {};
  },
};
