import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/** Cancel never deletes: the engine keeps the reason, the note, who and when; a driver's assignment stays on record. */
export const cancelPickup: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (doc) => (doc.status === 'PICKED_UP' ? 'Already picked up: its AWBs are on their way' : doc.status === 'FAILED' ? 'Already closed as failed' : null),
  async run() {
    return {};
  },
};
