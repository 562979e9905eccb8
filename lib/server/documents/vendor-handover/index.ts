import type { vendorHandoverDocument } from '@/lib/resources/documents/vendor-handover';
import type { DocumentHandlers } from '../engine/types';
import { handOver } from './book';
import { cancelHandover } from './cancel';
import { createVendorHandover } from './create';
import { printHandover } from './print-handover';
import { scanOntoHandover } from './scan';
import { setHandoverItem } from './set-item';
import { takeOffHandover } from './take-out';

export const vendorHandoverHandlers = {
  create: createVendorHandover,
  actions: { scan: scanOntoHandover, setItem: setHandoverItem, takeOut: takeOffHandover, book: handOver, cancel: cancelHandover },
  prints: { handover: printHandover },
} satisfies DocumentHandlers<typeof vendorHandoverDocument>;
