import { documentCreatePage } from '@/components/document/document-create-page';
import { PICKUP_ADD } from '@/components/documents/pickup/pickup-add';
import { pickupDocument } from '@/lib/resources/documents/pickup';

export default documentCreatePage(pickupDocument, PICKUP_ADD);
