import { documentActionPage } from '@/components/document/document-list-page';
import { DELIVERY_SHEET_CANCEL } from '@/components/documents/delivery-sheet-invoice/delivery-sheet-invoice-screens';
import { deliverySheetInvoiceDocument } from '@/lib/resources/documents/delivery-sheet-invoice';

export default documentActionPage(deliverySheetInvoiceDocument, 'cancel', DELIVERY_SHEET_CANCEL);
