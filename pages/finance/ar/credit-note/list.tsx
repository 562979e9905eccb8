import { documentListPage } from '@/components/document/document-list-page';
import { CREDIT_NOTE_LIST } from '@/components/documents/credit-note/credit-note-screens';
import { creditNoteDocument } from '@/lib/resources/documents/credit-note';

export default documentListPage(creditNoteDocument, CREDIT_NOTE_LIST);
