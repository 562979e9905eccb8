import { PaymentReportPage } from '@/components/finance/reports/PaymentReportScreen';

export default PaymentReportPage;
