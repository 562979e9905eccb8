import { documentCreatePage } from '@/components/document/document-create-page';
import { CASH_REGISTER_GENERATE } from '@/components/documents/cash-register/cash-register-generate';
import { cashRegisterDocument } from '@/lib/resources/documents/cash-register';

export default documentCreatePage(cashRegisterDocument, CASH_REGISTER_GENERATE);
