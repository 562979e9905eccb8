import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/**
 * Cancelling keeps the AWB and its number (a used number is never given out again) and writes the
 * "cancelled" tracking event; the engine refuses while a cash register holds it.
 */
export const cancelShipment: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run() {
    return { set: { status: 'cancelled' } };
  },
};
