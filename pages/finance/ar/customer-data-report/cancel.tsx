import { documentActionPage } from '@/components/document/document-list-page';
import { CDR_CANCEL } from '@/components/documents/customer-data-report/cdr-screens';
import { customerDataReportDocument } from '@/lib/resources/documents/customer-data-report';

export default documentActionPage(customerDataReportDocument, 'cancel', CDR_CANCEL);
