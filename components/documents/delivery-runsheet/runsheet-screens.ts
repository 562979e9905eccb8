import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { DELIVERY_INTERNAL } from '@/lib/resources/documents/screens';

/* The runsheet list and cancel screens (the add screen is the scan screen: RunsheetScanScreen). */

export const RUNSHEET_LIST: DocumentListOptions = {
  title: 'Delivery runsheets',
  bulkPrints: ['runsheet'],
  links: [{ label: 'Load a runsheet (scan)', href: DELIVERY_INTERNAL.add }],
};

/** Open and dispatched runsheets (one with delivery results is refused by the server, which says so). */
export const RUNSHEET_CANCEL: DocumentListOptions = {
  title: 'Cancel delivery runsheets',
  description: 'Cancelling takes every AWB off the runsheet, back at the branch; a runsheet with delivery results recorded needs those cancelled first.',
};
