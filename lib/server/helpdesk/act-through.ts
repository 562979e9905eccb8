import type { Db } from '../db/client';
import type { ActionContext } from '../documents/engine/types';

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
