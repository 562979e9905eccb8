import { DeliverySheetAddPage } from '@/components/documents/delivery-sheet-invoice/DeliverySheetAddScreen';

export default DeliverySheetAddPage;
