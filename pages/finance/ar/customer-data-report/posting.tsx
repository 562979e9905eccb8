import { CdrPostingPage } from '@/components/documents/customer-data-report/CdrPostingScreen';

export default CdrPostingPage;
