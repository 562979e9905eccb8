import { documentListPage } from '@/components/document/document-list-page';
import { VENDOR_INVOICE_LIST } from '@/components/documents/vendor-invoice/vendor-invoice-screens';
import { vendorInvoiceDocument } from '@/lib/resources/documents/vendor-invoice';

export default documentListPage(vendorInvoiceDocument, VENDOR_INVOICE_LIST);
