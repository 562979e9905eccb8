import type { ReactElement } from 'react';
import { AppLayout } from '@/layouts/AppLayout';
import type { PaymentType } from '@/services/documents/shipments';
import type { AppPage } from '@/types/page';
import { PosEntryScreen } from './PosEntryScreen';

/** The POS entry page of a payment type (cash or credit) inside the app's shell. */
export function posEntryPage(paymentType: PaymentType): AppPage {
  const Page: AppPage = () => <PosEntryScreen paymentType={paymentType} />;
  Page.displayName = `PosEntryPage(${paymentType})`;
  Page.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;
  return Page;
}
