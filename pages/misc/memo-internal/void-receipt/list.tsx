import { memoListPage } from '@/components/documents/memo/memo-pages';

export default memoListPage('VOID_RECEIPT');
