import { ticketActionBodies } from '@/lib/resources/documents/ticket-api';
import { badRequest } from '../../errors';
import type { ActionHandler } from '../engine/types';
import { noteLine } from './clock';
import { deskStaff } from './staff';

type Body = { assigned_to: string };

/** Assign to someone who works the desk (an open ticket is then in progress). */
export const assignTicket: ActionHandler<Body> = {
  body: ticketActionBodies.assign as never,
  refusal: (doc) => (doc.status === 'RESOLVED' ? 'Resolved: reopen it with the customer’s reply first' : null),
  async run(tx, doc, input, ac) {
    const user = (await deskStaff(tx)).find((s) => s.user_code.toLowerCase() === input.assigned_to.trim().toLowerCase());
    if (!user) throw badRequest('Invalid body: check the highlighted fields', { assigned_to: ['Not someone who works the desk (an active user whose role holds Tracking Helpdesk)'] });
    return {
      set: { assigned_to: user.user_code, ...(doc.status === 'OPEN' ? { status: 'IN_PROGRESS' } : {}) },
      addLines: { notes: [noteLine(ac, 'STATUS', `Assigned to ${user.full_name} (${user.user_code})`)] },
    };
  },
};
