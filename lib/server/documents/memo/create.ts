import { memoBody, type MemoBody } from '@/lib/resources/documents/memo-api';
import { jakartaDay } from '@/lib/rules/jakarta-clock';
import type { CreateHandler } from '../engine/types';
import { allBranches } from '../shared/office';
import { planRevisionInvoice } from './revision-invoice';
import { planSpecialPrice } from './special-price';
import { planVoidReceipt } from './void-receipt';

/** A memo of one kind, checked as its kind says; it waits for someone else's approval. */
export const createMemo: CreateHandler<MemoBody> = {
  body: memoBody,
  async build(tx, input, ac) {
    const plan =
      input.kind === 'VOID_RECEIPT' ? await planVoidReceipt(tx, input, ac) : input.kind === 'REVISION_INVOICE' ? await planRevisionInvoice(tx, input, ac) : await planSpecialPrice(tx, input, ac);
    // the memo belongs to the branch of what it is about, or to the requester's own when they do not work for that one
    const mine = ac.principal.branches;
    const branchId = mine == null || mine.includes(plan.branchId) ? plan.branchId : mine[0];
    const branch = (await allBranches(tx, ac.ctx.references)).get(branchId);
    return {
      scopeCode: branch?.code ?? 'HO',
      set: { memo_date: jakartaDay(ac.now), kind: input.kind, branch_id: branchId, reason: input.reason, status: 'PENDING', ...plan.set },
      ...('lines' in plan ? { lines: plan.lines } : {}),
    };
  },
};
