import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { PAYMENT } from '@/lib/resources/documents/screens';

export const PAYMENT_LIST: DocumentListOptions = {
  title: 'Customer payments',
  bulkPrints: ['receipt'],
  links: [{ label: 'Enter a payment', href: PAYMENT.entry }],
};

export const PAYMENT_CANCEL: DocumentListOptions = {
  title: 'Cancel payments',
  description: 'Cancelling reverses every allocation: the invoices owe again what it paid. Refused once its deposit was applied by a later payment.',
};
