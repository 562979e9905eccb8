import { reportPage } from '@/components/reports/ReportScreen';

export default reportPage('report-helpdesk');
