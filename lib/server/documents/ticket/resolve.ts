import { ticketActionBodies } from '@/lib/resources/documents/ticket-api';
import type { ActionHandler } from '../engine/types';
import { endPause, holidaySet, noteLine, withClock } from './clock';

type Body = { text: string };

/** Resolved: told to the customer (a response, if none was given yet); closed later, reopened by a reply. */
export const resolveTicket: ActionHandler<Body> = {
  body: ticketActionBodies.resolve as never,
  refusal: (doc) => (doc.status === 'RESOLVED' ? 'Already resolved' : doc.claim_status === 'REQUESTED' ? 'A claim waits for approval: approve or reject it first' : null),
  async run(_tx, doc, input, ac) {
    const days = await holidaySet(ac.ctx.db, ac.ctx.references);
    const now = ac.now.toISOString();
    const set = { ...endPause(doc, ac.now, days), resolved_at: now, resolution: input.text, ...(doc.first_response_at ? {} : { first_response_at: now }) };
    return { set: await withClock(doc, set, ac), addLines: { notes: [noteLine(ac, 'STATUS', `Resolved: ${input.text}`, true)] } };
  },
};
