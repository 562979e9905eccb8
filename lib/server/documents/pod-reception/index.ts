import type { podReceptionDocument } from '@/lib/resources/documents/pod-reception';
import type { DocumentHandlers } from '../engine/types';
import { finishPodReception } from './book';
import { cancelPodReception } from './cancel';
import { receivePodPaper } from './scan';
import { createPodReception } from './create';

export const podReceptionHandlers = {
  create: createPodReception,
  actions: { scan: receivePodPaper, book: finishPodReception, cancel: cancelPodReception },
  prints: {},
} satisfies DocumentHandlers<typeof podReceptionDocument>;
