import type { DocumentCreateOptions } from '@/components/document/DocumentCreateScreen';
import { PICKUP } from '@/lib/resources/documents/screens';

/** The add screen of a pickup request: today and the user's office to start with. */
export const PICKUP_ADD: DocumentCreateOptions = {
  title: 'Add pickup',
  prefill: { userOffice: 'office_id', today: ['pickup_date'] },
  listHref: PICKUP.list,
};
