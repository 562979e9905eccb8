import type { collectorInvoiceDocument } from '@/lib/resources/documents/collector-invoice';
import type { DocumentHandlers } from '../engine/types';
import { addCollection } from './add';
import { postCollection } from './book';
import { cancelCollection } from './cancel';
import { printCollectionSheet } from './print-sheet';
import { recordCollection } from './record';

export const collectorInvoiceHandlers = {
  create: addCollection,
  actions: { record: recordCollection, book: postCollection, cancel: cancelCollection },
  prints: { sheet: printCollectionSheet },
} satisfies DocumentHandlers<typeof collectorInvoiceDocument>;
