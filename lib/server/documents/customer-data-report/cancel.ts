import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/** Cancel: every AWB the CDR holds is free for a new CDR (the engine releases them); its lines stay as a record. Refused while an invoice holds it (engine: heldBy). */
export const cancelCdr: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run() {
    return {};
  },
};
