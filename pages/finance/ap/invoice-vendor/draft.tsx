import { documentActionPage } from '@/components/document/document-list-page';
import { VENDOR_INVOICE_DRAFTS } from '@/components/documents/vendor-invoice/vendor-invoice-screens';
import { vendorInvoiceDocument } from '@/lib/resources/documents/vendor-invoice';

export default documentActionPage(vendorInvoiceDocument, 'book', VENDOR_INVOICE_DRAFTS);
