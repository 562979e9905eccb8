import { ReceivableCardPage } from '@/components/finance/receivable-card/ReceivableCardScreen';

export default ReceivableCardPage;
