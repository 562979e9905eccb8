import { documentActionPage } from '@/components/document/document-list-page';
import { RECEIVABLE_CANCEL } from '@/components/documents/receivable/receivable-screens';
import { receivableDocument } from '@/lib/resources/documents/receivable';

export default documentActionPage(receivableDocument, 'cancel', RECEIVABLE_CANCEL);
