import { DeliveryStatusPage } from '@/components/documents/delivery-status/DeliveryStatusScreen';

export default DeliveryStatusPage;
