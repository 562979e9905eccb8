import type { paymentDocument } from '@/lib/resources/documents/payment';
import type { DocumentHandlers } from '../engine/types';
import { cancelPayment } from './cancel';
import { enterPayment } from './entry';
import { printPaymentReceipt } from './print-receipt';

export const paymentHandlers = {
  create: enterPayment,
  actions: { cancel: cancelPayment },
  prints: { receipt: printPaymentReceipt },
} satisfies DocumentHandlers<typeof paymentDocument>;
