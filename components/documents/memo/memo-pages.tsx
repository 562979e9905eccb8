import type { ReactElement } from 'react';
import { DocumentListScreen, type DocumentView } from '@/components/document/DocumentListScreen';
import { AppLayout } from '@/layouts/AppLayout';
import { memoDocument, MEMO_KIND_LABELS, MEMO_SCREENS, type MemoKind } from '@/lib/resources/documents/memo';
import type { AppPage } from '@/types/page';
import { MemoAddScreen } from './MemoAddScreen';

/* The pages of the internal memos (pages/misc/memo-internal/{kind}/{add,list}.tsx are one line each). */

const inShell = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

const COLUMNS: Record<MemoKind, string[]> = {
  VOID_RECEIPT: ['memo_date', 'awb', 'register_number', 'refund_amount', 'reason'],
  REVISION_INVOICE: ['memo_date', 'invoice_number', 'customer_id', 'old_total', 'new_total', 'credit_note_number', 'new_invoice_number'],
  SPECIAL_PRICE: ['memo_date', 'customer_id', 'origin_area_id', 'destination_area_id', 'destination_regency', 'service_id', 'rate_per_kg', 'valid_from', 'valid_to'],
};

export function memoAddPage(kind: MemoKind): AppPage {
  const Page: AppPage = () => <MemoAddScreen kind={kind} />;
  Page.displayName = `MemoAddPage(${kind})`;
  Page.getLayout = inShell;
  return Page;
}

export function memoListPage(kind: MemoKind): AppPage {
  const views: DocumentView[] = [
    { key: 'waiting', label: 'Waiting for approval', fixed: { kind, stage: 'draft' }, columns: COLUMNS[kind], rowActions: ['book', 'cancel'], emptyMessage: 'Nothing waits for approval.', description: 'Approve or reject; whoever entered a memo cannot approve it.' },
    { key: 'all', label: 'All', fixed: { kind }, columns: COLUMNS[kind], emptyMessage: 'No memo of this kind yet.' },
  ];
  const Page: AppPage = () => (
    <DocumentListScreen def={memoDocument} options={{ title: `${MEMO_KIND_LABELS[kind]} memos`, views, reasonFields: { cancel_reason: 'changeReject' }, links: [{ label: 'Add', href: MEMO_SCREENS[kind].add }] }} />
  );
  Page.displayName = `MemoListPage(${kind})`;
  Page.getLayout = inShell;
  return Page;
}
