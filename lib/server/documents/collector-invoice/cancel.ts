import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/** Cancel (not posted): the invoices are free of the collector again (the engine releases them). */
export const cancelCollection: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run() {
    return {};
  },
};
