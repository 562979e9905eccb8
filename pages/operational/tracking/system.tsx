import type { ReactElement } from 'react';
import { TrackingScreen } from '@/components/tracking/TrackingScreen';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';

const TrackingSystemPage: AppPage = () => <TrackingScreen />;
TrackingSystemPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default TrackingSystemPage;
