import { documentActionPage } from '@/components/document/document-list-page';
import { INCOMING_CANCEL } from '@/components/documents/incoming/incoming-screens';
import { incomingDocument } from '@/lib/resources/documents/incoming';

export default documentActionPage(incomingDocument, 'cancel', INCOMING_CANCEL);
