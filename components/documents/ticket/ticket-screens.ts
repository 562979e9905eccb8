import type { ActionUis } from '@/components/document/action-ui';
import type { DocumentListOptions, DocumentView } from '@/components/document/DocumentListScreen';
import { TICKET_ACTION_FIELDS } from '@/lib/resources/documents/ticket-actions';
import type { DeskStaff } from '@/lib/resources/documents/ticket-api';
import type { Field } from '@/lib/resources/engine/define';

/* What the tickets' worklists show and offer; each action's inputs are the API's own (ticket-api.ts). */

export const TICKET_ACTION_UI: ActionUis = {
  assign: { fields: TICKET_ACTION_FIELDS.assign, description: 'Whoever takes the ticket on.' },
  note: { fields: TICKET_ACTION_FIELDS.note, description: 'An internal note, or what was said to the customer (the first one said to them is the first response).' },
  wait: { fields: TICKET_ACTION_FIELDS.wait, description: 'Ask the customer something: the SLA clock stops until they reply.' },
  reply: { fields: TICKET_ACTION_FIELDS.reply, description: 'The customer answered: the clock runs again (a resolved ticket is reopened).' },
  resolve: { fields: TICKET_ACTION_FIELDS.resolve, description: 'Told to the customer; close it once they are satisfied.' },
  claim: { fields: TICKET_ACTION_FIELDS.claim, description: 'Compensation for a lost or damaged parcel, at most the AWB’s liability cap; a supervisor approves it.' },
  'approve-claim': { description: 'Credits the customer (a correction on their account), or refunds a cash customer through the counter’s next register.' },
  'reject-claim': { fields: TICKET_ACTION_FIELDS['reject-claim'] },
};

// each worklist offers the few actions of its stage of work (a row with ten buttons leaves no room for the ticket)
const WORKING = ['assign', 'note', 'wait', 'reply', 'resolve'];

const VIEWS: DocumentView[] = [
  { key: 'open', label: 'Open', fixed: { stage: 'draft', status: 'OPEN,IN_PROGRESS,WAITING', order: 'asc' }, rowActions: WORKING, bulkActions: ['assign'], emptyMessage: 'No open ticket.' },
  { key: 'resolved', label: 'Resolved (to close)', fixed: { stage: 'draft', status: 'RESOLVED' }, rowActions: ['reply', 'book'], bulkActions: ['book'], emptyMessage: 'Nothing to close.' },
  { key: 'claims', label: 'Claims to approve', fixed: { claim_status: 'REQUESTED' }, rowActions: ['approve-claim', 'reject-claim'], emptyMessage: 'No claim waits for approval.' },
  { key: 'all', label: 'All tickets', rowActions: ['claim', 'assign', 'cancel'], bulkActions: ['assign'], description: 'Claim compensation for a lost or damaged parcel, assign, or void a duplicate.' },
];

export const TICKET_LIST: DocumentListOptions = {
  title: 'Tickets',
  views: VIEWS,
  actionUi: TICKET_ACTION_UI,
  reasonFields: { cancel_reason: 'cancel' },
};

/**
 * The worklists with the desk's people by name: Assign picks one of them (the server accepts only those),
 * and a ticket's detail says who has it.
 */
export function ticketListWithStaff(staff: readonly DeskStaff[] | undefined): DocumentListOptions {
  if (!staff?.length) return TICKET_LIST;
  const labels = Object.fromEntries(staff.map((s) => [s.user_code, `${s.full_name} (${s.user_code})`]));
  const assignedTo: Field = { type: 'enum', label: 'Assign to', options: staff.map((s) => s.user_code), labels, required: true };
  return {
    ...TICKET_LIST,
    actionUi: { ...TICKET_ACTION_UI, assign: { ...TICKET_ACTION_UI.assign, fields: { assigned_to: assignedTo } } },
    fieldViews: { assigned_to: (row) => (typeof row.assigned_to === 'string' ? (labels[row.assigned_to] ?? row.assigned_to) : '–') },
  };
}
