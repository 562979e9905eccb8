import { documentListPage } from '@/components/document/document-list-page';
import { POD_RETURN_DRAFTS } from '@/components/documents/pod-return/pod-return-screens';
import { podReturnDocument } from '@/lib/resources/documents/pod-return';

export default documentListPage(podReturnDocument, POD_RETURN_DRAFTS);
