import type { ReactElement } from 'react';
import { SystemSettingsScreen } from '@/components/admin/SystemSettingsScreen';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';

const SystemSettingsPage: AppPage = () => <SystemSettingsScreen />;
SystemSettingsPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default SystemSettingsPage;
