import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/** Reject (with a reason; the requester may withdraw their own): nothing of the AWBs changed, so nothing to undo. */
export const rejectChangeRequest: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run() {
    return { set: {} };
  },
};
