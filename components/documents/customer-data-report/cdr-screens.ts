import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { CDR } from '@/lib/resources/documents/screens';

/* The CDR list and cancel screens (the posting screen generates, reviews and posts: CdrPostingScreen). */

export const CDR_LIST: DocumentListOptions = {
  title: 'Customer data reports',
  bulkPrints: ['sheet'],
  links: [{ label: 'Post a CDR', href: CDR.posting }],
};

export const CDR_CANCEL: DocumentListOptions = {
  title: 'Cancel CDRs',
  description: 'Cancelling releases every AWB of the CDR (free for a new one); refused while an invoice holds it — cancel the invoice first.',
};
