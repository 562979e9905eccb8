import { documentListPage } from '@/components/document/document-list-page';
import { INVOICE_LIST } from '@/components/documents/invoice/invoice-screens';
import { invoiceDocument } from '@/lib/resources/documents/invoice';

export default documentListPage(invoiceDocument, INVOICE_LIST);
