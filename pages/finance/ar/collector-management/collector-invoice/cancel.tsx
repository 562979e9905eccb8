import { documentActionPage } from '@/components/document/document-list-page';
import { COLLECTION_CANCEL } from '@/components/documents/collector-invoice/collector-invoice-screens';
import { collectorInvoiceDocument } from '@/lib/resources/documents/collector-invoice';

export default documentActionPage(collectorInvoiceDocument, 'cancel', COLLECTION_CANCEL);
