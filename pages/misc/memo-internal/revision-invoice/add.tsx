import { memoAddPage } from '@/components/documents/memo/memo-pages';

export default memoAddPage('REVISION_INVOICE');
