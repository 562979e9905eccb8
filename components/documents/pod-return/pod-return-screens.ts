import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { POD_RECEPTION, POD_RETURN } from '@/lib/resources/documents/screens';

/* The POD return and reception list screens (the add screens are scan screens). */

export const POD_RETURN_LIST: DocumentListOptions = {
  title: 'POD returns',
  bulkPrints: ['cover'],
  links: [{ label: 'Put paper PODs in a return (scan)', href: POD_RETURN.add }],
};

/** Drafts waiting to be sent: checked, then sent from here or from the scan screen. */
export const POD_RETURN_DRAFTS: DocumentListOptions = {
  title: 'POD returns to send',
  description: 'Draft POD returns: check what is in each, then send it with its printed cover sheet.',
  fixed: { stage: 'draft' },
  rowActions: ['book'],
  bulkPrints: ['cover'],
};

export const POD_RETURN_REPRINT: DocumentListOptions = {
  title: 'Reprint POD return cover sheets',
  description: 'Select sent POD returns and print their cover sheets again; every print is counted and kept in the history.',
  fixed: { stage: 'booked' },
  bulkPrints: ['cover'],
};

export const POD_RETURN_CANCEL: DocumentListOptions = {
  title: 'Cancel POD returns',
  description: 'Cancelling frees its papers for another return; one the origin is receiving is refused, naming the reception.',
};

export const POD_RECEPTION_LIST: DocumentListOptions = {
  title: 'POD receptions',
  links: [{ label: 'Receive paper PODs (scan)', href: POD_RECEPTION.add }],
};

export const POD_RECEPTION_CANCEL: DocumentListOptions = {
  title: 'Cancel POD receptions',
  description: 'Cancelling makes the papers it took in outstanding again and the POD return sent (not received) again.',
};
