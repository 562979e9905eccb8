import { CreditNoteAddPage } from '@/components/documents/credit-note/CreditNoteForm';

export default CreditNoteAddPage;
