import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { INCOMING } from '@/lib/resources/documents/screens';

/*
 * The incoming list and cancel screens (the add screen is the scan screen: IncomingScanScreen). What each
 * row allows is the server's: buttons render from the row's `actions`.
 */

export const INCOMING_LIST: DocumentListOptions = {
  title: 'Incoming manifests',
  links: [{ label: 'Receive a manifest (scan)', href: INCOMING.add }],
};

/** Open and finished incomings (one whose AWBs have moved on — bagged again, out for delivery — is refused by the server, naming the AWB). */
export const INCOMING_CANCEL: DocumentListOptions = {
  title: 'Cancel incomings',
  description: 'Cancelling puts every AWB received back in its bag and on its manifest, in transit; the manifest can then be received again.',
};
