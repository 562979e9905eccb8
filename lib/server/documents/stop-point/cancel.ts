import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/** A stop recorded by mistake: cancelled with its reason, nothing else depends on it. */
export const cancelStopPoint: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run() {
    return {};
  },
};
