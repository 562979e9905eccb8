import { documentCreatePage } from '@/components/document/document-create-page';
import { RECEIVABLE_ADD } from '@/components/documents/receivable/receivable-screens';
import { receivableDocument } from '@/lib/resources/documents/receivable';

export default documentCreatePage(receivableDocument, RECEIVABLE_ADD);
