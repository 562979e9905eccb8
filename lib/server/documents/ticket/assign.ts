import { eq } from 'drizzle-orm';
import { ticketActionBodies } from '@/lib/resources/documents/ticket-api';
import { users } from '../../db/schema';
import { badRequest } from '../../errors';
import type { ActionHandler } from '../engine/types';
import { noteLine } from './clock';

type Body = { assigned_to: string };

/** Assign to a user (an open ticket is then in progress). */
export const assignTicket: ActionHandler<Body> = {
  body: ticketActionBodies.assign as never,
  refusal: (doc) => (doc.status === 'RESOLVED' ? 'Resolved: reopen it with the customer’s reply first' : null),
  async run(tx, doc, input, ac) {
    const [user] = await tx.select({ code: users.userCode }).from(users).where(eq(users.userCode, input.assigned_to));
    if (!user) throw badRequest('Invalid body: check the highlighted fields', { assigned_to: ['No such user'] });
    return {
      set: { assigned_to: user.code, ...(doc.status === 'OPEN' ? { status: 'IN_PROGRESS' } : {}) },
      addLines: { notes: [noteLine(ac, 'STATUS', `Assigned to ${user.code}`)] },
    };
  },
};
