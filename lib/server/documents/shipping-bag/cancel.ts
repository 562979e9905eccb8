import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/** Unbag: every AWB comes out, free for another bag (the engine releases them, with the declared UNBAGGED event); the bag's lines stay as the record of what it held. */
export const cancelBag: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run() {
    return {};
  },
};
