import { documentActionPage } from '@/components/document/document-list-page';
import { INVOICE_DRAFTS } from '@/components/documents/invoice/invoice-screens';
import { invoiceDocument } from '@/lib/resources/documents/invoice';

export default documentActionPage(invoiceDocument, 'issue', INVOICE_DRAFTS);
