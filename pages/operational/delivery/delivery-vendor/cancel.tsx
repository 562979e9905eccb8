import { documentActionPage } from '@/components/document/document-list-page';
import { VENDOR_HANDOVER_CANCEL } from '@/components/documents/vendor-handover/vendor-handover-screens';
import { vendorHandoverDocument } from '@/lib/resources/documents/vendor-handover';

export default documentActionPage(vendorHandoverDocument, 'cancel', VENDOR_HANDOVER_CANCEL);
