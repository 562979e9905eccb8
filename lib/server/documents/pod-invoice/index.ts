import type { podInvoiceDocument } from '@/lib/resources/documents/pod-invoice';
import type { DocumentHandlers } from '../engine/types';
import { addPodSending } from './add';
import { cancelPodSending } from './cancel';
import { printPodSendingCover } from './print-cover';

export const podInvoiceHandlers = {
  create: addPodSending,
  actions: { cancel: cancelPodSending },
  prints: { cover: printPodSendingCover },
} satisfies DocumentHandlers<typeof podInvoiceDocument>;
