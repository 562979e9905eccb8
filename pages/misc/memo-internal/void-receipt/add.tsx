import { memoAddPage } from '@/components/documents/memo/memo-pages';

export default memoAddPage('VOID_RECEIPT');
