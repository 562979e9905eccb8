import { documentListPage } from '@/components/document/document-list-page';
import { POD_RECEPTION_LIST } from '@/components/documents/pod-return/pod-return-screens';
import { podReceptionDocument } from '@/lib/resources/documents/pod-reception';

export default documentListPage(podReceptionDocument, POD_RECEPTION_LIST);
