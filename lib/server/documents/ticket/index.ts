import type { ticketDocument } from '@/lib/resources/documents/ticket';
import type { DocumentHandlers } from '../engine/types';
import { approveClaim } from './approve-claim';
import { assignTicket } from './assign';
import { closeTicket } from './book';
import { voidTicket } from './cancel';
import { claimTicket } from './claim';
import { createTicket } from './create';
import { noteTicket } from './note';
import { rejectClaim } from './reject-claim';
import { replyTicket } from './reply';
import { resolveTicket } from './resolve';
import { waitTicket } from './wait';

export const ticketHandlers = {
  create: createTicket,
  actions: {
    assign: assignTicket,
    note: noteTicket,
    wait: waitTicket,
    reply: replyTicket,
    resolve: resolveTicket,
    claim: claimTicket,
    'approve-claim': approveClaim,
    'reject-claim': rejectClaim,
    book: closeTicket,
    cancel: voidTicket,
  },
  prints: {},
} satisfies DocumentHandlers<typeof ticketDocument>;
