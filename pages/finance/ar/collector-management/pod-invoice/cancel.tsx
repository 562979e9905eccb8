import { documentActionPage } from '@/components/document/document-list-page';
import { POD_SENDING_CANCEL } from '@/components/documents/pod-invoice/pod-invoice-screens';
import { podInvoiceDocument } from '@/lib/resources/documents/pod-invoice';

export default documentActionPage(podInvoiceDocument, 'cancel', POD_SENDING_CANCEL);
