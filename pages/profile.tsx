import type { ReactElement } from 'react';
import { ProfileScreen } from '@/components/admin/ProfileScreen';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';

const ProfilePage: AppPage = () => <ProfileScreen />;
ProfilePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default ProfilePage;
