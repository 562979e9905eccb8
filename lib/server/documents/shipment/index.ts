import type { shipmentDocument } from '@/lib/resources/documents/shipment';
import type { DocumentHandlers } from '../engine/types';
import { bookShipment } from './book';
import { cancelShipment } from './cancel';
import { createShipment, updateShipment } from './create';
import { printLabel, printReceipt } from './print';
import { receiveShipment } from './receive';

export const shipmentHandlers = {
  create: createShipment,
  update: updateShipment,
  actions: { book: bookShipment, receive: receiveShipment, cancel: cancelShipment },
  prints: { label: printLabel, receipt: printReceipt },
} satisfies DocumentHandlers<typeof shipmentDocument>;
