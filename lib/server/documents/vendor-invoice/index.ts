import type { vendorInvoiceDocument } from '@/lib/resources/documents/vendor-invoice';
import type { DocumentHandlers } from '../engine/types';
import { addVendorInvoice, updateVendorInvoice } from './add';
import { postVendorInvoice } from './book';
import { cancelVendorInvoice } from './cancel';

export const vendorInvoiceHandlers = {
  create: addVendorInvoice,
  update: updateVendorInvoice,
  actions: { book: postVendorInvoice, cancel: cancelVendorInvoice },
  prints: {},
} satisfies DocumentHandlers<typeof vendorInvoiceDocument>;
