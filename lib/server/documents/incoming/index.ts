import type { incomingDocument } from '@/lib/resources/documents/incoming';
import type { DocumentHandlers } from '../engine/types';
import { finishIncoming } from './book';
import { cancelIncoming } from './cancel';
import { createIncoming } from './create';
import { openIncomingBag } from './open-bag';
import { scanIncomingAwb } from './scan';

export const incomingHandlers = {
  create: createIncoming,
  actions: { openBag: openIncomingBag, scan: scanIncomingAwb, book: finishIncoming, cancel: cancelIncoming },
  prints: {},
} satisfies DocumentHandlers<typeof incomingDocument>;
