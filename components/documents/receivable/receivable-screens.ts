import type { DocumentCreateOptions } from '@/components/document/DocumentCreateScreen';
import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { RECEIVABLE } from '@/lib/resources/documents/screens';

export const RECEIVABLE_ADD: DocumentCreateOptions = {
  title: 'Add a receivable',
  description: 'An opening balance from the old books, a claim or another charge: posted to the customer’s card at once. A correction (negative) lowers what they owe without money: it counts once someone else approves it (Receivables list).',
  submitLabel: 'Post receivable',
  againLabel: 'Add another',
  listHref: RECEIVABLE.list,
  prefill: { today: ['receivable_date', 'due_date'] },
};

export const RECEIVABLE_LIST: DocumentListOptions = {
  title: 'Receivables',
  // a correction waits for a second person's approval
  rowActions: ['book'],
  links: [
    { label: 'Add a receivable', href: RECEIVABLE.add },
    { label: 'Receivable card', href: RECEIVABLE.card },
  ],
};

export const RECEIVABLE_CANCEL: DocumentListOptions = {
  title: 'Cancel receivables',
  description: 'Cancelling posts the reversing entry; refused while a payment settles it.',
};
