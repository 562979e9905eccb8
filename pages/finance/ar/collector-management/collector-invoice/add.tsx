import { CollectionAddPage } from '@/components/documents/collector-invoice/CollectionAddScreen';

export default CollectionAddPage;
