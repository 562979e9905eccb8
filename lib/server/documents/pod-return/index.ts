import type { podReturnDocument } from '@/lib/resources/documents/pod-return';
import type { DocumentHandlers } from '../engine/types';
import { sendPodReturn } from './book';
import { cancelPodReturn } from './cancel';
import { createPodReturn } from './create';
import { printPodReturnCover } from './print-cover';
import { scanOntoPodReturn } from './scan';
import { takeOffPodReturn } from './take-out';

export const podReturnHandlers = {
  create: createPodReturn,
  actions: { scan: scanOntoPodReturn, takeOut: takeOffPodReturn, book: sendPodReturn, cancel: cancelPodReturn },
  prints: { cover: printPodReturnCover },
} satisfies DocumentHandlers<typeof podReturnDocument>;
