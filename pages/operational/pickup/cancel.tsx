import { documentActionPage } from '@/components/document/document-list-page';
import { PICKUP_CANCEL } from '@/components/documents/pickup/pickup-screens';
import { pickupDocument } from '@/lib/resources/documents/pickup';

export default documentActionPage(pickupDocument, 'cancel', PICKUP_CANCEL);
