import { reportPage } from '@/components/reports/ReportScreen';

export default reportPage('tax-purchase');
