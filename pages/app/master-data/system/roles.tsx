import type { ReactElement } from 'react';
import { RolesScreen } from '@/components/admin/RolesScreen';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';

const RolesPage: AppPage = () => <RolesScreen />;
RolesPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default RolesPage;
