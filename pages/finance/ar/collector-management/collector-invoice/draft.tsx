import { CollectionDraftPage } from '@/components/documents/collector-invoice/CollectionDraftScreen';

export default CollectionDraftPage;
