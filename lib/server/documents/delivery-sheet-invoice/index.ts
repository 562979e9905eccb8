import type { deliverySheetInvoiceDocument } from '@/lib/resources/documents/delivery-sheet-invoice';
import type { DocumentHandlers } from '../engine/types';
import { addDeliverySheet } from './add';
import { finishDeliverySheet } from './book';
import { cancelDeliverySheet } from './cancel';
import { printDeliverySheet } from './print-sheet';
import { recordDeliverySheetResult } from './record';

export const deliverySheetInvoiceHandlers = {
  create: addDeliverySheet,
  actions: { record: recordDeliverySheetResult, book: finishDeliverySheet, cancel: cancelDeliverySheet },
  prints: { sheet: printDeliverySheet },
} satisfies DocumentHandlers<typeof deliverySheetInvoiceDocument>;
