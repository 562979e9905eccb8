import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { OUTGOING } from '@/lib/resources/documents/screens';

/*
 * The outgoing-manifest list, reprint and cancel screens (the add screen is the scan screen). What each
 * row allows is the server's: buttons render from the row's `actions`.
 */

export const OUTGOING_LIST: DocumentListOptions = {
  title: 'Outgoing manifests',
  bulkPrints: ['manifest'],
  links: [{ label: 'Load a manifest (scan)', href: OUTGOING.add }],
};

/** Departed manifests, to print again (each print is counted and kept in the history). */
export const OUTGOING_REPRINT: DocumentListOptions = {
  title: 'Reprint manifests',
  description: 'Select departed manifests and print them again; every print is counted on the manifest and kept in its history.',
  fixed: { stage: 'booked' },
  bulkPrints: ['manifest'],
};

/** Open and departed manifests (one the destination has received is refused by the server, which says so). */
export const OUTGOING_CANCEL: DocumentListOptions = {
  title: 'Cancel outgoing manifests',
  description: 'Cancelling releases its bags and loose AWBs; a departed manifest puts its AWBs back at the origin, with a tracking event.',
};
