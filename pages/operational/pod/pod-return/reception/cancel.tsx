import { documentActionPage } from '@/components/document/document-list-page';
import { POD_RECEPTION_CANCEL } from '@/components/documents/pod-return/pod-return-screens';
import { podReceptionDocument } from '@/lib/resources/documents/pod-reception';

export default documentActionPage(podReceptionDocument, 'cancel', POD_RECEPTION_CANCEL);
