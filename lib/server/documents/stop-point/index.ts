import type { stopPointDocument } from '@/lib/resources/documents/stop-point';
import type { DocumentHandlers } from '../engine/types';
import { cancelStopPoint } from './cancel';
import { createStopPoint } from './create';

export const stopPointHandlers = {
  create: createStopPoint,
  actions: { cancel: cancelStopPoint },
  prints: {},
} satisfies DocumentHandlers<typeof stopPointDocument>;
