import { VendorPaymentEntryPage } from '@/components/documents/vendor-payment/VendorPaymentEntry';

export default VendorPaymentEntryPage;
