import { getDocument } from '@/lib/resources/documents/registry';
import { CREDIT_NOTE, RECEIVABLE } from '@/lib/resources/documents/screens';
import type { Db } from '../db/client';
import { createDocument, runDocumentAction } from '../documents/engine/run-document-action';
import type { ActionContext, DocRow } from '../documents/engine/types';
import { handlersOf } from '../documents/registry';

/**
 * Whoever acts, acting through another document's screens for this one step (a change request's or a
 * claim's approval makes and posts the finance document it implies): the approval is the authority,
 * its own screen and four eyes were checked; the finance document keeps its own rules (its four eyes,
 * its ledger entries), inside the same transaction.
 */
export const actThrough = (ac: ActionContext, tx: Db, actor: string, screens: readonly string[]): ActionContext => ({
  ...ac,
  actor,
  ctx: { ...ac.ctx, db: tx },
  principal: { ...ac.principal, userCode: actor, permissions: [...ac.principal.permissions, ...screens], branches: null },
});

const CREATE_SCREEN = { 'credit-note': CREDIT_NOTE.add, receivable: RECEIVABLE.add } as const;

/**
 * A credit the approval implies — a credit note, or a correction receivable — entered as `enteredBy`
 * (whoever asked) and approved as whoever acts now: the finance document's own four eyes, on the
 * approval's. Answers the approved document.
 */
export async function creditEnteredAndApproved(ac: ActionContext, tx: Db, name: keyof typeof CREATE_SCREEN, input: Record<string, unknown>, enteredBy: string): Promise<DocRow> {
  const def = getDocument(name);
  const handlers = handlersOf(def);
  const body = handlers.create.body.parse(input) as Record<string, unknown>;
  const { doc } = await createDocument(actThrough(ac, tx, enteredBy, [CREATE_SCREEN[name]]), def, handlers, body);
  return runDocumentAction(actThrough(ac, tx, ac.actor, [CREDIT_NOTE.draft]), def, handlers, 'book', doc.id, { version: doc.version });
}
