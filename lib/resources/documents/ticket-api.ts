import * as z from 'zod';
import type { SlaPart } from '@/lib/helpdesk/sla';
import type { Fields } from '../engine/define';
import { fieldSchema } from '../engine/schema';
import { TICKET_ACTION_FIELDS } from './ticket-actions';
import { ticketDocument } from './ticket';

/*
 * The ticket's request bodies, shared by the helpdesk screens and the server (one schema for form and
 * API): the create, and each action's own inputs (declared as fields, so the action dialog renders them
 * and the server parses them with the same rules).
 */

const f = ticketDocument.fields;

export const ticketCreateBody = z.object({
  kind: fieldSchema(f.kind),
  channel: fieldSchema(f.channel),
  awb: fieldSchema(f.awb),
  caller_name: fieldSchema(f.caller_name),
  caller_phone: fieldSchema(f.caller_phone),
  subject: fieldSchema(f.subject),
  description: fieldSchema(f.description),
  request_id: z.string().uuid('A UUID').optional(),
});
export type TicketCreateBody = z.infer<typeof ticketCreateBody>;

export { TICKET_ACTION_FIELDS } from './ticket-actions';

const bodyOf = (fields: Fields) => z.object(Object.fromEntries(Object.entries(fields).map(([k, field]) => [k, fieldSchema(field)])));

export const ticketActionBodies = {
  assign: bodyOf(TICKET_ACTION_FIELDS.assign),
  note: bodyOf(TICKET_ACTION_FIELDS.note),
  wait: bodyOf(TICKET_ACTION_FIELDS.wait),
  reply: bodyOf(TICKET_ACTION_FIELDS.reply),
  resolve: bodyOf(TICKET_ACTION_FIELDS.resolve),
  claim: bodyOf(TICKET_ACTION_FIELDS.claim),
  'approve-claim': z.object({}),
  'reject-claim': bodyOf(TICKET_ACTION_FIELDS['reject-claim']),
  book: z.object({}),
};

/** GET /api/misc/get/ticket/sla: a live ticket against its limits now (the desk's SLA board). */
export interface SlaBoardRow {
  id: number;
  number: string;
  kind: string;
  status: string;
  awb: string | null;
  subject: string;
  assigned_to: string | null;
  response: SlaPart;
  resolution: SlaPart;
}

/** Who works the desk (GET /api/misc/get/ticket/staff): the people a ticket is assigned to. */
export interface DeskStaff {
  user_code: string;
  full_name: string;
}
