import { z } from 'zod';
import type { ActionHandler } from '../engine/types';
import { noteLine } from './clock';

/** Close a resolved ticket (a later reply needs a new ticket). */
export const closeTicket: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: (doc) => (doc.status === 'RESOLVED' ? null : 'Resolve it first'),
  async run(_tx, _doc, _input, ac) {
    return { addLines: { notes: [noteLine(ac, 'STATUS', 'Closed')] } };
  },
};
