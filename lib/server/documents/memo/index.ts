import type { memoDocument } from '@/lib/resources/documents/memo';
import type { DocumentHandlers } from '../engine/types';
import { approveMemo } from './book';
import { rejectMemo } from './cancel';
import { createMemo } from './create';

export const memoHandlers = {
  create: createMemo,
  actions: { book: approveMemo, cancel: rejectMemo },
  prints: {},
} satisfies DocumentHandlers<typeof memoDocument>;
