import { memoListPage } from '@/components/documents/memo/memo-pages';

export default memoListPage('REVISION_INVOICE');
