import type { ReactElement } from 'react';
import { UsersScreen } from '@/components/admin/UsersScreen';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';

const UsersPage: AppPage = () => <UsersScreen />;
UsersPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default UsersPage;
