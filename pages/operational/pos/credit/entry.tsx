import { posEntryPage } from '@/components/documents/shipment/pos-entry-page';

export default posEntryPage('CREDIT');
