import { figuresAuthors, FIGURES_BY } from '@/lib/resources/documents/four-eyes';
import type { Principal } from '../../auth/principal';
import type { DocRow } from '../engine/types';

/**
 * Four eyes on the final figures, the one rule every approval applies: nobody who entered the figures or
 * changed them since (`figures_by`, kept by the engine on create and edit) approves them. `what` names
 * the document in the refusal ("A credit note").
 */
export function fourEyesRefusal(what: string) {
  return (doc: DocRow, asker: Pick<Principal, 'userCode'>): string | null => {
    const authors = figuresAuthors(doc[FIGURES_BY]);
    if (!authors.length && typeof doc.created_by === 'string') authors.push(doc.created_by);
    return authors.includes(asker.userCode) ? `${what} is approved by someone other than whoever entered or changed its figures (${authors.join(', ')})` : null;
  };
}
