import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { CREDIT_NOTE } from '@/lib/resources/documents/screens';
import type { DocumentRecord } from '@/services/documents/document-client';

/* The credit note worklists (the add screen, which also edits a draft, is a screen of its own). */

/** Where a draft is edited: the add screen opened on it. */
export const creditNoteEditHref = (row: Pick<DocumentRecord, 'id'>) => `${CREDIT_NOTE.add}?id=${row.id}`;

export const CREDIT_NOTE_DRAFTS: DocumentListOptions = {
  title: 'Draft credit notes',
  description:
    'Check each draft (its AWBs, amounts and reason), print it to look at it, then approve: approving posts it to the customer’s ledger. A credit note is approved by someone other than the person who drafted it.',
  rowActions: ['update', 'book'],
  bulkActions: ['book'],
  bulkPrints: ['note'],
  editHref: creditNoteEditHref,
  links: [{ label: 'Add a credit note', href: CREDIT_NOTE.add }],
};

export const CREDIT_NOTE_LIST: DocumentListOptions = {
  title: 'Credit notes',
  bulkPrints: ['note'],
  reasonFields: { cancel_reason: 'cancel' },
  links: [{ label: 'Add a credit note', href: CREDIT_NOTE.add }],
};

export const CREDIT_NOTE_CANCEL: DocumentListOptions = {
  title: 'Cancel credit notes',
  description:
    'Cancelling a draft simply drops it. An approved credit note is reversed: its invoice owes again what it took off, and its deposit is taken back — refused once that deposit was used by a payment.',
};
