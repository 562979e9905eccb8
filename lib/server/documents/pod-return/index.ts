import type { podReturnDocument } from '@/lib/resources/documents/pod-return';
import type { DocumentHandlers } from '../engine/types';
import { cancelPodReturn, sendPodReturn } from './book';
import { createPodReturn } from './create';
import { printPodReturnCover } from './print-cover';
import { scanOntoPodReturn, takeOffPodReturn } from './scan';

export const podReturnHandlers = {
  create: createPodReturn,
  actions: { scan: scanOntoPodReturn, takeOut: takeOffPodReturn, book: sendPodReturn, cancel: cancelPodReturn },
  prints: { cover: printPodReturnCover },
} satisfies DocumentHandlers<typeof podReturnDocument>;
