import type { deliveryStatusDocument } from '@/lib/resources/documents/delivery-status';
import type { DocumentHandlers } from '../engine/types';
import { cancelDeliveryStatus } from './cancel';
import { createDeliveryStatus } from './create';

export const deliveryStatusHandlers = {
  create: createDeliveryStatus,
  actions: { cancel: cancelDeliveryStatus },
  prints: {},
} satisfies DocumentHandlers<typeof deliveryStatusDocument>;
