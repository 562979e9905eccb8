import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { VENDOR_PAYMENT } from '@/lib/resources/documents/screens';

/* The vendor payment list and cancel screens (the entry and the report are screens of their own). */

export const VENDOR_PAYMENT_LIST: DocumentListOptions = {
  title: 'Vendor payments',
  reasonFields: { cancel_reason: 'cancel' },
  links: [
    { label: 'Pay a vendor', href: VENDOR_PAYMENT.entry },
    { label: 'Report', href: VENDOR_PAYMENT.report },
  ],
};

export const VENDOR_PAYMENT_CANCEL: DocumentListOptions = {
  title: 'Cancel vendor payments',
  description: 'Cancelling reverses every allocation: the bills it paid owe again what it paid.',
};
