import { documentListPage } from '@/components/document/document-list-page';
import { CASH_REGISTER_LIST } from '@/components/documents/cash-register/cash-register-screens';
import { cashRegisterDocument } from '@/lib/resources/documents/cash-register';

export default documentListPage(cashRegisterDocument, CASH_REGISTER_LIST);
