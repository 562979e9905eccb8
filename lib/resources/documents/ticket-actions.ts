import type { Fields } from '../engine/define';

/*
 * The ticket actions' inputs, as fields: the action dialogs draw them, the server builds each body from
 * the same (ticket-api.ts). Kept apart from the schemas so a worklist does not load zod to show a form.
 */

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

