import { documentListPage } from '@/components/document/document-list-page';
import { OUTGOING_LIST } from '@/components/documents/outgoing-manifest/outgoing-screens';
import { outgoingManifestDocument } from '@/lib/resources/documents/outgoing-manifest';

export default documentListPage(outgoingManifestDocument, OUTGOING_LIST);
