import { InvoiceReportPage } from '@/components/finance/reports/InvoiceReportScreen';

export default InvoiceReportPage;
