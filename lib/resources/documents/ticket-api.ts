import * as z from 'zod';
import type { SlaPart } from '@/lib/helpdesk/sla';
import type { Fields } from '../engine/define';
import { fieldSchema } from '../engine/schema';
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

const text = (label: string, required = true) => ({ type: 'textarea', label, max: 2000, required }) as const;

/** Each action's inputs, as fields (the dialog's) — the server's body is built from the same. */
export const TICKET_ACTION_FIELDS = {
  assign: { assigned_to: { type: 'text', label: 'Assign to (user code)', max: 30, required: true, help: 'The user code of whoever takes it on.' } },
  note: { text: text('Note'), customer_facing: { type: 'bool', label: 'Said to the customer (counts as a response)' } },
  wait: { text: text('What we asked the customer') },
  reply: { text: text('What the customer answered') },
  resolve: { text: text('How it was resolved') },
  claim: { amount: { type: 'money', label: 'Compensation claimed', unit: 'Rp', min: 1, max: 10_000_000_000, required: true }, text: text('Why (what was lost or damaged, the evidence)') },
  'approve-claim': {},
  'reject-claim': { text: text('Why the claim is rejected') },
  book: {},
} as const satisfies Record<string, Fields>;

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
