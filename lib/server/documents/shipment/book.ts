import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/**
 * Booking locks the AWB (after it, only its own actions and — later — the helpdesk's change requests
 * change it) and writes its "accepted at the counter" tracking event (the engine, from the declaration).
 */
export const bookShipment: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run() {
    return {};
  },
};
