import { documentListPage } from '@/components/document/document-list-page';
import { RECEIVABLE_LIST } from '@/components/documents/receivable/receivable-screens';
import { receivableDocument } from '@/lib/resources/documents/receivable';

export default documentListPage(receivableDocument, RECEIVABLE_LIST);
