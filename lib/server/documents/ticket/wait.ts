import { ticketActionBodies } from '@/lib/resources/documents/ticket-api';
import type { ActionHandler } from '../engine/types';
import { noteLine, withClock } from './clock';

type Body = { text: string };

/** Ask the customer something: said to them (a response), and the SLA clock stops until they reply. */
export const waitTicket: ActionHandler<Body> = {
  body: ticketActionBodies.wait as never,
  refusal: (doc) => (doc.status === 'WAITING' ? 'Already waiting for the customer' : doc.status === 'RESOLVED' ? 'Resolved: nothing to wait for' : null),
  async run(_tx, doc, input, ac) {
    const now = ac.now.toISOString();
    const set = { waiting_since: now, ...(doc.first_response_at ? {} : { first_response_at: now }) };
    return { set: await withClock(doc, set, ac), addLines: { notes: [noteLine(ac, 'NOTE', input.text, true)] } };
  },
};
