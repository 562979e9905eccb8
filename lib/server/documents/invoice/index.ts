import type { invoiceDocument } from '@/lib/resources/documents/invoice';
import type { DocumentHandlers } from '../engine/types';
import { cancelIssuedInvoice } from './cancel';
import { cancelInvoiceDraft } from './cancel-draft';
import { generateInvoice } from './generate';
import { issueInvoice } from './issue';
import { printInvoice } from './print-invoice';
import { updateInvoiceDraft } from './update';

export const invoiceHandlers = {
  create: generateInvoice,
  update: updateInvoiceDraft,
  actions: { issue: issueInvoice, cancelDraft: cancelInvoiceDraft, cancel: cancelIssuedInvoice },
  prints: { invoice: printInvoice },
} satisfies DocumentHandlers<typeof invoiceDocument>;
