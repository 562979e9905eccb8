import { documentListPage } from '@/components/document/document-list-page';
import { OUTGOING_REPRINT } from '@/components/documents/outgoing-manifest/outgoing-screens';
import { outgoingManifestDocument } from '@/lib/resources/documents/outgoing-manifest';

export default documentListPage(outgoingManifestDocument, OUTGOING_REPRINT);
