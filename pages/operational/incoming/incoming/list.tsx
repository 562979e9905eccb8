import { documentListPage } from '@/components/document/document-list-page';
import { INCOMING_LIST } from '@/components/documents/incoming/incoming-screens';
import { incomingDocument } from '@/lib/resources/documents/incoming';

export default documentListPage(incomingDocument, INCOMING_LIST);
