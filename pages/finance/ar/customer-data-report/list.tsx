import { documentListPage } from '@/components/document/document-list-page';
import { CDR_LIST } from '@/components/documents/customer-data-report/cdr-screens';
import { customerDataReportDocument } from '@/lib/resources/documents/customer-data-report';

export default documentListPage(customerDataReportDocument, CDR_LIST);
