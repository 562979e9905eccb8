import type { ReactElement } from 'react';
import { TransactionsLogScreen } from '@/components/logs/TransactionsLogScreen';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';

const TransactionsLogPage: AppPage = () => <TransactionsLogScreen />;
TransactionsLogPage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default TransactionsLogPage;
