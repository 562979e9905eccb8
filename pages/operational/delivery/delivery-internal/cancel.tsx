import { documentActionPage } from '@/components/document/document-list-page';
import { RUNSHEET_CANCEL } from '@/components/documents/delivery-runsheet/runsheet-screens';
import { deliveryRunsheetDocument } from '@/lib/resources/documents/delivery-runsheet';

export default documentActionPage(deliveryRunsheetDocument, 'cancel', RUNSHEET_CANCEL);
