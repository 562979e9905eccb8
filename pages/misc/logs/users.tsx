import type { ReactElement } from 'react';
import { UsersLogScreen } from '@/components/logs/UsersLogScreen';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';

const UsersLogPage: AppPage = () => <UsersLogScreen />;
UsersLogPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default UsersLogPage;
