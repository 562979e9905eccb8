import { documentListPage } from '@/components/document/document-list-page';
import { COLLECTION_LIST } from '@/components/documents/collector-invoice/collector-invoice-screens';
import { collectorInvoiceDocument } from '@/lib/resources/documents/collector-invoice';

export default documentListPage(collectorInvoiceDocument, COLLECTION_LIST);
