import type { ReactElement } from 'react';
import { EidDashboardScreen } from '@/components/dashboards/EidDashboard';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';

const EidDashboardPage: AppPage = () => <EidDashboardScreen />;
EidDashboardPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default EidDashboardPage;
