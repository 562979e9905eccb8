import { documentListPage } from '@/components/document/document-list-page';
import { PAYMENT_LIST } from '@/components/documents/payment/payment-screens';
import { paymentDocument } from '@/lib/resources/documents/payment';

export default documentListPage(paymentDocument, PAYMENT_LIST);
