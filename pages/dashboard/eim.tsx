import type { ReactElement } from 'react';
import { EimDashboardScreen } from '@/components/dashboards/EimDashboard';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';

const EimDashboardPage: AppPage = () => <EimDashboardScreen />;
EimDashboardPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default EimDashboardPage;
