import type { DocumentListOptions } from '@/components/document/DocumentListScreen';

/** Delivery statuses recorded (each cancel puts its AWB back as it was, and cancels a return AWB nobody moved). */
export const DELIVERY_STATUS_CANCEL: DocumentListOptions = {
  title: 'Cancel delivery statuses',
  description: 'Cancelling a delivery status puts the AWB back as it was before (out for delivery on its runsheet); refused once the AWB has moved on, e.g. its paper POD is on a POD return.',
};
