import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { COLLECTOR_INVOICE } from '@/lib/resources/documents/screens';

/* The collection list and cancel screens (add: CollectionAddScreen; entry and posting: CollectionDraftScreen). */

export const COLLECTION_LIST: DocumentListOptions = {
  title: 'Collections',
  bulkPrints: ['sheet'],
  links: [
    { label: 'New collection', href: COLLECTOR_INVOICE.add },
    { label: 'Enter collections', href: COLLECTOR_INVOICE.draft },
  ],
};

export const COLLECTION_CANCEL: DocumentListOptions = {
  title: 'Cancel collections',
  description: 'Cancelling a collection not posted yet releases its invoices from the collector; what was entered is dropped. A posted one cannot be cancelled: cancel its payments instead.',
};
