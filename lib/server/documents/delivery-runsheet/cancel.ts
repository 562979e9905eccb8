import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/**
 * Cancel takes every AWB off (back at the branch, in transit, free for another runsheet); refused once
 * a delivery result is recorded on it — those are cancelled first.
 */
export const cancelRunsheet: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (r) =>
    Number(r.delivered_count) + Number(r.failed_count) > 0 ? 'Delivery results are recorded on it: cancel those delivery statuses first' : null,
  // the engine takes the AWBs off, with what the declaration's `release` says for a runsheet that was out
  async run() {
    return {};
  },
};
