import type { changeRequestDocument } from '@/lib/resources/documents/change-request';
import type { DocumentHandlers } from '../engine/types';
import { approveChangeRequest } from './book';
import { rejectChangeRequest } from './cancel';
import { createChangeRequest } from './create';
import { printChangedLabels } from './print-labels';

export const changeRequestHandlers = {
  create: createChangeRequest,
  actions: { book: approveChangeRequest, cancel: rejectChangeRequest },
  prints: { labels: printChangedLabels },
} satisfies DocumentHandlers<typeof changeRequestDocument>;
