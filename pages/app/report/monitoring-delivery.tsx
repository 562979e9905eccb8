import { reportPage } from '@/components/reports/ReportScreen';

export default reportPage('monitoring-delivery');
