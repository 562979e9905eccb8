import { ticketActionBodies } from '@/lib/resources/documents/ticket-api';
import type { ActionHandler } from '../engine/types';
import { noteLine } from './clock';

type Body = { text: string };

/** Reject a claim, saying why (a new claim may be entered afterwards). */
export const rejectClaim: ActionHandler<Body> = {
  body: ticketActionBodies['reject-claim'] as never,
  refusal: (doc) => (doc.claim_status === 'REQUESTED' ? null : 'No claim waits for approval'),
  async run(_tx, _doc, input, ac) {
    return { set: { claim_status: 'REJECTED' }, addLines: { notes: [noteLine(ac, 'CLAIM', `Claim rejected: ${input.text}`)] } };
  },
};
