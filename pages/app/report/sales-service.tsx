import { reportPage } from '@/components/reports/ReportScreen';

export default reportPage('sales-service');
