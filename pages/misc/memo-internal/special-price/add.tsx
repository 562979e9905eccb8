import { memoAddPage } from '@/components/documents/memo/memo-pages';

export default memoAddPage('SPECIAL_PRICE');
