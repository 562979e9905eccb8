import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { DELIVERY_SHEET_INVOICE } from '@/lib/resources/documents/screens';

/* The delivery sheet list and cancel screens (add: DeliverySheetAddScreen; booking: DeliverySheetBookingScreen). */

export const DELIVERY_SHEET_LIST: DocumentListOptions = {
  title: 'Invoice delivery sheets',
  bulkPrints: ['sheet'],
  links: [
    { label: 'New delivery sheet', href: DELIVERY_SHEET_INVOICE.add },
    { label: 'Record results', href: DELIVERY_SHEET_INVOICE.booking },
  ],
};

export const DELIVERY_SHEET_CANCEL: DocumentListOptions = {
  title: 'Cancel delivery sheets',
  description: 'Cancelling a sheet still out brings all its invoices back to the office, whatever was recorded; a finished sheet cannot be cancelled.',
};
