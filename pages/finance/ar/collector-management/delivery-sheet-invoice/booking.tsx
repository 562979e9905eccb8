import { DeliverySheetBookingPage } from '@/components/documents/delivery-sheet-invoice/DeliverySheetBookingScreen';

export default DeliverySheetBookingPage;
