import { PaymentEntryPage } from '@/components/documents/payment/PaymentEntryScreen';

export default PaymentEntryPage;
