import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { INVOICE } from '@/lib/resources/documents/screens';

/* The invoice worklists (the generate screen and the report are screens of their own). */

export const INVOICE_DRAFTS: DocumentListOptions = {
  title: 'Draft invoices',
  description: 'Check each draft (dates, terms, collector, lines detailed or summarized, tax invoice number), print it to look at it, then issue.',
  rowActions: ['update', 'issue'],
  bulkActions: ['issue'],
  bulkPrints: ['invoice'],
  links: [{ label: 'Generate drafts', href: INVOICE.generate }],
};

export const INVOICE_LIST: DocumentListOptions = {
  title: 'Invoices',
  bulkPrints: ['invoice'],
  reasonFields: { cancel_reason: 'cancel' },
};

export const INVOICE_CANCEL: DocumentListOptions = {
  title: 'Cancel invoices',
  description: 'Cancelling an issued invoice reverses it on the customer’s ledger and frees its CDRs; refused while a payment or credit note settles it.',
};

export const INVOICE_CANCEL_DRAFT: DocumentListOptions = {
  title: 'Cancel draft invoices',
  description: 'Cancelling a draft frees its CDRs for a new invoice.',
};
