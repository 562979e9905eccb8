import { z } from 'zod';
import type { ActionHandler } from '../engine/types';

/** The courier could not collect: the reason (from the pickup-failure list) and its note stay on the pickup. */
export const failPickup: ActionHandler<{ reason?: string; note?: string }> = {
  body: z.object({}),
  refusal: (doc) => (doc.status !== 'ASSIGNED' ? `Already ${String(doc.status).toLowerCase().replace('_', ' ')}` : null),
  async run(_tx, _doc, input) {
    return { set: { failure_reason: input.reason, failure_note: input.note || null } };
  },
};
