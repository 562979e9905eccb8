import { documentListPage } from '@/components/document/document-list-page';
import { SHIPPING_BAG_LIST } from '@/components/documents/shipping-bag/shipping-bag-screens';
import { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';

export default documentListPage(shippingBagDocument, SHIPPING_BAG_LIST);
