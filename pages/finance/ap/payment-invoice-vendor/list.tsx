import { documentListPage } from '@/components/document/document-list-page';
import { VENDOR_PAYMENT_LIST } from '@/components/documents/vendor-payment/vendor-payment-screens';
import { vendorPaymentDocument } from '@/lib/resources/documents/vendor-payment';

export default documentListPage(vendorPaymentDocument, VENDOR_PAYMENT_LIST);
