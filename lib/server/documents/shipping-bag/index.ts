import type { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';
import type { DocumentHandlers } from '../engine/types';
import { sealBag } from './book';
import { cancelBag } from './cancel';
import { createShippingBag } from './create';
import { printBagLabel } from './print-label';
import { scanIntoBag } from './scan';
import { takeOutOfBag } from './take-out';

export const shippingBagHandlers = {
  create: createShippingBag,
  actions: { scan: scanIntoBag, takeOut: takeOutOfBag, book: sealBag, cancel: cancelBag },
  prints: { label: printBagLabel },
} satisfies DocumentHandlers<typeof shippingBagDocument>;
