import { documentActionPage } from '@/components/document/document-list-page';
import { CASH_REGISTER_VOID } from '@/components/documents/cash-register/cash-register-screens';
import { cashRegisterDocument } from '@/lib/resources/documents/cash-register';

export default documentActionPage(cashRegisterDocument, 'cancel', CASH_REGISTER_VOID);
