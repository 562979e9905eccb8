import { documentActionPage } from '@/components/document/document-list-page';
import { POD_RETURN_CANCEL } from '@/components/documents/pod-return/pod-return-screens';
import { podReturnDocument } from '@/lib/resources/documents/pod-return';

export default documentActionPage(podReturnDocument, 'cancel', POD_RETURN_CANCEL);
