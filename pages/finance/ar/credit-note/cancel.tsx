import { documentActionPage } from '@/components/document/document-list-page';
import { CREDIT_NOTE_CANCEL } from '@/components/documents/credit-note/credit-note-screens';
import { creditNoteDocument } from '@/lib/resources/documents/credit-note';

export default documentActionPage(creditNoteDocument, 'cancel', CREDIT_NOTE_CANCEL);
