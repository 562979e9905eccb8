import { documentActionPage } from '@/components/document/document-list-page';
import { SHIPPING_BAG_CANCEL } from '@/components/documents/shipping-bag/shipping-bag-screens';
import { shippingBagDocument } from '@/lib/resources/documents/shipping-bag';

export default documentActionPage(shippingBagDocument, 'cancel', SHIPPING_BAG_CANCEL);
