import type { ReactElement } from 'react';
import { EisDashboardScreen } from '@/components/dashboards/EisDashboard';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';

const EisDashboardPage: AppPage = () => <EisDashboardScreen />;
EisDashboardPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default EisDashboardPage;
