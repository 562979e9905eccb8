import { documentListPage } from '@/components/document/document-list-page';
import { DELIVERY_SHEET_LIST } from '@/components/documents/delivery-sheet-invoice/delivery-sheet-invoice-screens';
import { deliverySheetInvoiceDocument } from '@/lib/resources/documents/delivery-sheet-invoice';

export default documentListPage(deliverySheetInvoiceDocument, DELIVERY_SHEET_LIST);
