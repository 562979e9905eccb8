import { memoListPage } from '@/components/documents/memo/memo-pages';

export default memoListPage('SPECIAL_PRICE');
