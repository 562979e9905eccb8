import { documentActionPage } from '@/components/document/document-list-page';
import { PAYMENT_CANCEL } from '@/components/documents/payment/payment-screens';
import { paymentDocument } from '@/lib/resources/documents/payment';

export default documentActionPage(paymentDocument, 'cancel', PAYMENT_CANCEL);
