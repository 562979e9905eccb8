import type { creditNoteDocument } from '@/lib/resources/documents/credit-note';
import type { DocumentHandlers } from '../engine/types';
import { addCreditNote, updateCreditNote } from './add';
import { approveCreditNote } from './book';
import { cancelCreditNote } from './cancel';
import { printCreditNote } from './print-note';

export const creditNoteHandlers = {
  create: addCreditNote,
  update: updateCreditNote,
  actions: { book: approveCreditNote, cancel: cancelCreditNote },
  prints: { note: printCreditNote },
} satisfies DocumentHandlers<typeof creditNoteDocument>;
