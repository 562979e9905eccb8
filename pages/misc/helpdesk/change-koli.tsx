import { changeRequestPage } from '@/components/documents/change-request/change-request-page';

export default changeRequestPage('koli');
