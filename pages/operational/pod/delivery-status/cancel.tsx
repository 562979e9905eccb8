import { documentActionPage } from '@/components/document/document-list-page';
import { DELIVERY_STATUS_CANCEL } from '@/components/documents/delivery-status/delivery-status-screens';
import { deliveryStatusDocument } from '@/lib/resources/documents/delivery-status';

export default documentActionPage(deliveryStatusDocument, 'cancel', DELIVERY_STATUS_CANCEL);
