import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/** Cancel (sent by mistake, came back): the invoice no longer has its PODs out (the engine releases it). */
export const cancelPodSending: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run() {
    return {};
  },
};
