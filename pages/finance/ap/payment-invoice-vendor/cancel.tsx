import { documentActionPage } from '@/components/document/document-list-page';
import { VENDOR_PAYMENT_CANCEL } from '@/components/documents/vendor-payment/vendor-payment-screens';
import { vendorPaymentDocument } from '@/lib/resources/documents/vendor-payment';

export default documentActionPage(vendorPaymentDocument, 'cancel', VENDOR_PAYMENT_CANCEL);
