import type { ReactElement } from 'react';
import { TrackingHelpdeskScreen } from '@/components/documents/ticket/TrackingHelpdeskScreen';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';

const TrackingHelpdeskPage: AppPage = () => <TrackingHelpdeskScreen />;
TrackingHelpdeskPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default TrackingHelpdeskPage;
