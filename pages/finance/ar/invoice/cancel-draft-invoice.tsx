import { documentActionPage } from '@/components/document/document-list-page';
import { INVOICE_CANCEL_DRAFT } from '@/components/documents/invoice/invoice-screens';
import { invoiceDocument } from '@/lib/resources/documents/invoice';

export default documentActionPage(invoiceDocument, 'cancelDraft', INVOICE_CANCEL_DRAFT);
