import { VendorPaymentReportPage } from '@/components/finance/reports/VendorPaymentReportScreen';

export default VendorPaymentReportPage;
