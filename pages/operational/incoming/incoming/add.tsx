import { IncomingScanPage } from '@/components/documents/incoming/IncomingScanScreen';

export default IncomingScanPage;
