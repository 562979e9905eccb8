import { documentListPage } from '@/components/document/document-list-page';
import { VENDOR_HANDOVER_LIST } from '@/components/documents/vendor-handover/vendor-handover-screens';
import { vendorHandoverDocument } from '@/lib/resources/documents/vendor-handover';

export default documentListPage(vendorHandoverDocument, VENDOR_HANDOVER_LIST);
