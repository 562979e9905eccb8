import { ticketActionBodies } from '@/lib/resources/documents/ticket-api';
import type { ActionHandler } from '../engine/types';
import { noteLine, withClock } from './clock';

type Body = { text: string; customer_facing: boolean };

/** A note, internal or said to the customer; the first said to the customer is the ticket's first response. */
export const noteTicket: ActionHandler<Body> = {
  body: ticketActionBodies.note as never,
  async run(_tx, doc, input, ac) {
    const set: Record<string, unknown> = {};
    if (input.customer_facing && !doc.first_response_at) set.first_response_at = ac.now.toISOString();
    if (doc.status === 'OPEN') set.status = 'IN_PROGRESS';
    return { set: await withClock(doc, set, ac), addLines: { notes: [noteLine(ac, 'NOTE', input.text, input.customer_facing)] } };
  },
};
