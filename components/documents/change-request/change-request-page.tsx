import type { ReactElement } from 'react';
import type { ChangeKind } from '@/lib/helpdesk/change-kinds';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';
import { ChangeRequestScreen } from './ChangeRequestScreen';

/** The page of one kind of change (pages/misc/helpdesk/change-{kind}.tsx is one line). */
export function changeRequestPage(kind: ChangeKind): AppPage {
  const Page: AppPage = () => <ChangeRequestScreen kind={kind} />;
  Page.displayName = `ChangeRequestPage(${kind})`;
  Page.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
  return Page;
}
