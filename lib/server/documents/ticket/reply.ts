import { ticketActionBodies } from '@/lib/resources/documents/ticket-api';
import type { ActionHandler } from '../engine/types';
import { endPause, holidaySet, noteLine, withClock } from './clock';

type Body = { text: string };

/** The customer replied: the clock runs again; a resolved ticket is reopened. */
export const replyTicket: ActionHandler<Body> = {
  body: ticketActionBodies.reply as never,
  refusal: (doc) => (doc.status === 'WAITING' || doc.status === 'RESOLVED' ? null : 'Not waiting for the customer: add a note instead'),
  async run(_tx, doc, input, ac) {
    const days = await holidaySet(ac.ctx.db, ac.ctx.references);
    const reopened = doc.status === 'RESOLVED';
    const set = { ...endPause(doc, ac.now, days), ...(reopened ? { resolved_at: null, resolution: null } : {}) };
    const notes = [noteLine(ac, 'REPLY', input.text)];
    if (reopened) notes.push(noteLine(ac, 'STATUS', 'Reopened on the customer’s reply'));
    return { set: await withClock(doc, set, ac), addLines: { notes } };
  },
};
