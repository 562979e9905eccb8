import { documentActionPage } from '@/components/document/document-list-page';
import { OUTGOING_CANCEL } from '@/components/documents/outgoing-manifest/outgoing-screens';
import { outgoingManifestDocument } from '@/lib/resources/documents/outgoing-manifest';

export default documentActionPage(outgoingManifestDocument, 'cancel', OUTGOING_CANCEL);
