import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/** Reject (with a reason): nothing was done yet, so nothing to undo. */
export const rejectMemo: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run() {
    return {};
  },
};
