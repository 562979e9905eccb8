import { documentActionPage } from '@/components/document/document-list-page';
import { VENDOR_INVOICE_CANCEL } from '@/components/documents/vendor-invoice/vendor-invoice-screens';
import { vendorInvoiceDocument } from '@/lib/resources/documents/vendor-invoice';

export default documentActionPage(vendorInvoiceDocument, 'cancel', VENDOR_INVOICE_CANCEL);
