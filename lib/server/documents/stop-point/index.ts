import { z } from 'zod';
import type { stopPointDocument } from '@/lib/resources/documents/stop-point';
import type { DocumentHandlers } from '../engine/types';
import { createStopPoint } from './create';

export const stopPointHandlers = {
  create: createStopPoint,
  // a stop recorded by mistake: cancelled with its reason, nothing else depends on it
  actions: { cancel: { body: z.object({}), run: async () => ({}) } },
  prints: {},
} satisfies DocumentHandlers<typeof stopPointDocument>;
