import { ShippingBagScanPage } from '@/components/documents/shipping-bag/ShippingBagScanScreen';

export default ShippingBagScanPage;
