import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { POD_INVOICE } from '@/lib/resources/documents/screens';

/* The POD sending cancel screen (add, with the recent sendings: PodSendingScreen). */

export const POD_SENDING_CANCEL: DocumentListOptions = {
  title: 'Cancel POD sendings',
  description: 'Cancel a sending recorded by mistake or whose PODs came back: the invoice no longer has its PODs out, and they can be sent again.',
  links: [{ label: 'Send paper PODs', href: POD_INVOICE.add }],
};
