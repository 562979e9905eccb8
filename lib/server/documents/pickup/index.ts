import type { pickupDocument } from '@/lib/resources/documents/pickup';
import type { DocumentHandlers } from '../engine/types';
import { bookPickup } from './book';
import { cancelPickup } from './cancel';
import { createPickup, updatePickup } from './create';
import { failPickup } from './fail';
import { pickedUp } from './picked-up';
import { printPickupSheet } from './print-sheet';

export const pickupHandlers = {
  create: createPickup,
  update: updatePickup,
  actions: { book: bookPickup, pickedUp, fail: failPickup, cancel: cancelPickup },
  prints: { sheet: printPickupSheet },
} satisfies DocumentHandlers<typeof pickupDocument>;
