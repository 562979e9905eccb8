import type { vendorHandoverDocument } from '@/lib/resources/documents/vendor-handover';
import type { DocumentHandlers } from '../engine/types';
import { cancelHandover, handOver } from './book';
import { createVendorHandover } from './create';
import { printHandover } from './print-handover';
import { scanOntoHandover, setHandoverItem, takeOffHandover } from './scan';

export const vendorHandoverHandlers = {
  create: createVendorHandover,
  actions: { scan: scanOntoHandover, setItem: setHandoverItem, takeOut: takeOffHandover, book: handOver, cancel: cancelHandover },
  prints: { handover: printHandover },
} satisfies DocumentHandlers<typeof vendorHandoverDocument>;
