import { documentListPage } from '@/components/document/document-list-page';
import { RUNSHEET_LIST } from '@/components/documents/delivery-runsheet/runsheet-screens';
import { deliveryRunsheetDocument } from '@/lib/resources/documents/delivery-runsheet';

export default documentListPage(deliveryRunsheetDocument, RUNSHEET_LIST);
