import type { vendorPaymentDocument } from '@/lib/resources/documents/vendor-payment';
import type { DocumentHandlers } from '../engine/types';
import { cancelVendorPayment } from './cancel';
import { enterVendorPayment } from './entry';

export const vendorPaymentHandlers = {
  create: enterVendorPayment,
  actions: { cancel: cancelVendorPayment },
  prints: {},
} satisfies DocumentHandlers<typeof vendorPaymentDocument>;
