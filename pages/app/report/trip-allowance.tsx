import { reportPage } from '@/components/reports/ReportScreen';

export default reportPage('trip-allowance');
