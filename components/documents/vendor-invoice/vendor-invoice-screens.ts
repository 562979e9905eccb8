import type { DocumentListOptions } from '@/components/document/DocumentListScreen';
import { VENDOR_INVOICE } from '@/lib/resources/documents/screens';

/* The vendor invoice worklists (the add screen, which also edits a draft, is VendorInvoiceForm). */

export const VENDOR_INVOICE_DRAFTS: DocumentListOptions = {
  title: 'Draft vendor invoices',
  description: 'Check each draft against the vendor’s paper invoice (numbers, due date, what is billed against what was expected), then post it to the vendor’s ledger.',
  rowActions: ['update', 'book'],
  bulkActions: ['book'],
  editHref: (row) => `${VENDOR_INVOICE.add}?id=${row.id}`,
  links: [{ label: 'Enter a vendor invoice', href: VENDOR_INVOICE.add }],
};

export const VENDOR_INVOICE_LIST: DocumentListOptions = {
  title: 'Vendor invoices',
  reasonFields: { cancel_reason: 'cancel' },
  links: [{ label: 'Enter a vendor invoice', href: VENDOR_INVOICE.add }],
};

export const VENDOR_INVOICE_CANCEL: DocumentListOptions = {
  title: 'Cancel vendor invoices',
  description: 'Cancelling frees its hand-overs and manifests for another bill; a posted one is reversed on the vendor’s ledger. Refused while a payment pays it.',
};
