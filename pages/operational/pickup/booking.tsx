import { documentListPage } from '@/components/document/document-list-page';
import { PICKUP_BOOKING } from '@/components/documents/pickup/pickup-screens';
import { pickupDocument } from '@/lib/resources/documents/pickup';

export default documentListPage(pickupDocument, PICKUP_BOOKING);
