import { TICKET_KIND_LABELS, TICKET_KINDS } from '@/lib/helpdesk/sla';
import { phoneField } from '../engine/common-fields';
import { defineDocument } from '../engine/define-document';
import { HELPDESK } from './screens';

/*
 * A complaint ticket of the customer-service desk: a caller's late, damaged or lost parcel, a wrong
 * address, a COD or POD dispute. Its status runs open → in progress → waiting (for the customer: the
 * SLA clock stops) → resolved → closed, and a reply reopens it. Every step is a note on it (internal,
 * or said to the customer); the first one said to the customer is its first response. It may raise a
 * change request of its AWB (the change request keeps the ticket), or a claim for a lost or damaged
 * parcel — capped by the liability rule, approved by a supervisor other than whoever entered it, and
 * settled as a credit to the customer. The engine's stage: a live ticket is a draft, a closed one
 * booked, a voided one (a duplicate) cancelled.
 */

export const TICKET_STATUSES = ['OPEN', 'IN_PROGRESS', 'WAITING', 'RESOLVED', 'CLOSED', 'CANCELLED'] as const;
export const TICKET_CHANNELS = ['PHONE', 'WHATSAPP', 'EMAIL', 'COUNTER', 'WEB'] as const;
export const TICKET_CHANNEL_LABELS: Record<(typeof TICKET_CHANNELS)[number], string> = { PHONE: 'Phone', WHATSAPP: 'WhatsApp', EMAIL: 'E-mail', COUNTER: 'At the counter', WEB: 'Web form' };
export const CLAIM_STATUSES = ['NONE', 'REQUESTED', 'APPROVED', 'REJECTED'] as const;
export const CLAIM_STATUS_LABELS: Record<(typeof CLAIM_STATUSES)[number], string> = { NONE: 'No claim', REQUESTED: 'Claim waiting for approval', APPROVED: 'Claim approved', REJECTED: 'Claim rejected' };
export const NOTE_KINDS = ['NOTE', 'REPLY', 'STATUS', 'CLAIM'] as const;
export const NOTE_KIND_LABELS: Record<(typeof NOTE_KINDS)[number], string> = { NOTE: 'Note', REPLY: 'Customer replied', STATUS: 'Status', CLAIM: 'Claim' };

const DESK = [HELPDESK.tracking];
/** A claim's approval: the helpdesk supervisor's screen. */
const SUPERVISOR = [HELPDESK.report];

export const ticketDocument = defineDocument({
  name: 'ticket',
  table: 'tickets',
  module: 'misc',
  label: 'Ticket',
  plural: 'Tickets',
  numbering: { prefix: 'TCK', scope: 'branch', period: 'YYMM', digits: 5 },
  statuses: TICKET_STATUSES,
  dateField: 'ticket_date',
  branchField: 'branch_id',
  screens: { read: [HELPDESK.tracking, HELPDESK.report], create: DESK },
  fields: {
    ticket_date: { type: 'date', label: 'Date', required: true, readonly: true },
    opened_at: { type: 'datetime', label: 'Opened', readonly: true },
    kind: { type: 'enum', label: 'Complaint', options: TICKET_KINDS, labels: TICKET_KIND_LABELS, required: true },
    channel: { type: 'enum', label: 'Channel', options: TICKET_CHANNELS, labels: TICKET_CHANNEL_LABELS, required: true, default: 'PHONE' },
    branch_id: { type: 'ref', label: 'Branch', resource: 'branch', readonly: true },
    awb: { type: 'text', label: 'AWB', max: 30, upper: true, help: 'The AWB complained about (empty for a general complaint).' },
    shipment_id: { type: 'int', label: 'Shipment', readonly: true },
    customer_id: { type: 'ref', label: 'Customer', resource: 'customer', readonly: true },
    caller_name: { type: 'text', label: 'Caller', max: 100, required: true },
    caller_phone: phoneField('Caller phone'),
    subject: { type: 'text', label: 'Subject', max: 150, required: true },
    description: { type: 'textarea', label: 'What the customer says', max: 2000, required: true },
    assigned_to: { type: 'text', label: 'Assigned to', max: 30, readonly: true },
    first_response_at: { type: 'datetime', label: 'First response', readonly: true },
    waiting_since: { type: 'datetime', label: 'Waiting since', readonly: true },
    paused_minutes: { type: 'int', label: 'Waited (business minutes)', readonly: true },
    response_due_at: { type: 'datetime', label: 'Response due', readonly: true },
    resolution_due_at: { type: 'datetime', label: 'Resolution due', readonly: true },
    resolved_at: { type: 'datetime', label: 'Resolved', readonly: true },
    resolution: { type: 'textarea', label: 'Resolution', max: 2000, readonly: true },
    claim_status: { type: 'enum', label: 'Claim', options: CLAIM_STATUSES, labels: CLAIM_STATUS_LABELS, readonly: true, default: 'NONE' },
    claim_amount: { type: 'money', label: 'Claimed', unit: 'Rp', readonly: true },
    claim_cap: { type: 'money', label: 'Liability cap', unit: 'Rp', readonly: true, help: 'Insured: the goods value; otherwise 10 × the shipping charge (never above the goods value declared).' },
    claim_by: { type: 'text', label: 'Claim entered by', max: 30, readonly: true },
    claim_document: { type: 'text', label: 'Claim settled by', max: 60, readonly: true },
  },
  listFields: ['ticket_date', 'kind', 'awb', 'caller_name', 'subject', 'assigned_to', 'response_due_at', 'resolution_due_at', 'claim_status'],
  searchFields: ['awb', 'caller_name', 'caller_phone', 'subject'],
  lookups: { fields: ['shipment_id', 'awb'], phones: ['caller_phone'] },
  lines: {
    notes: {
      label: 'Note',
      plural: 'Notes',
      fields: {
        at: { type: 'datetime', label: 'At', readonly: true },
        by: { type: 'text', label: 'By', max: 30, readonly: true },
        kind: { type: 'enum', label: 'Kind', options: NOTE_KINDS, labels: NOTE_KIND_LABELS, readonly: true },
        customer_facing: { type: 'bool', label: 'Said to the customer', readonly: true },
        text: { type: 'textarea', label: 'Text', max: 2000, readonly: true },
      },
    },
  },
  actions: {
    assign: { label: 'Assign', done: 'Ticket assigned', screens: DESK, from: ['draft'], bulk: true },
    note: { label: 'Add a note', done: 'Note added', screens: DESK, from: ['draft'] },
    wait: { label: 'Ask the customer', done: 'Waiting for the customer: the SLA clock stops', screens: DESK, from: ['draft'], status: 'WAITING' },
    reply: { label: 'Customer replied', done: 'Reply noted: the ticket is in progress again', screens: DESK, from: ['draft'], status: 'IN_PROGRESS' },
    resolve: { label: 'Resolve', done: 'Ticket resolved', screens: DESK, from: ['draft'], status: 'RESOLVED' },
    claim: { label: 'Claim compensation', done: 'Claim entered: a supervisor approves it', screens: DESK, from: ['draft'] },
    'approve-claim': { label: 'Approve claim', done: 'Claim approved and credited', screens: SUPERVISOR, from: ['draft', 'booked'] },
    'reject-claim': { label: 'Reject claim', done: 'Claim rejected', screens: SUPERVISOR, from: ['draft', 'booked'] },
    book: { label: 'Close', done: 'Ticket closed', screens: DESK, from: ['draft'], to: 'booked', status: 'CLOSED', bulk: true },
    cancel: { label: 'Void ticket', done: 'Ticket voided', screens: DESK, from: ['draft'], to: 'cancelled', status: 'CANCELLED', reason: 'cancel', danger: true },
  },
});
