import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/** Cancel frees its papers for another return (the engine releases them, with the declared event once sent); refused by the engine while a reception holds it. */
export const cancelPodReturn: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run() {
    return {};
  },
};
