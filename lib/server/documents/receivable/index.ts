import type { receivableDocument } from '@/lib/resources/documents/receivable';
import type { DocumentHandlers } from '../engine/types';
import { addReceivable } from './add';
import { approveCorrection } from './book';
import { cancelReceivable } from './cancel';

export const receivableHandlers = {
  create: addReceivable,
  actions: { book: approveCorrection, cancel: cancelReceivable },
  prints: {},
} satisfies DocumentHandlers<typeof receivableDocument>;
