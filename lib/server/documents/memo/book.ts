import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { memos } from '../../db/schema/documents';
import { lockCustomerMoney } from '../../finance/customer-lock';
import type { ActionHandler } from '../engine/types';
import { fourEyesRefusal } from '../shared/four-eyes';
import { approveRevisionInvoice } from './revision-invoice';
import { approveVoidReceipt } from './void-receipt';

/** Approve (by someone other than the requester): what the memo's kind does on approval. */
export const approveMemo: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: fourEyesRefusal('A memo'),
  // a revision moves the customer's money: their lock first (one lock order: finance/customer-lock)
  async lockFirst(tx, id) {
    const [memo] = await tx.select({ kind: memos.kind, customer: memos.customer_id }).from(memos).where(eq(memos.id, id));
    if (memo?.kind === 'REVISION_INVOICE' && memo.customer) await lockCustomerMoney(tx, Number(memo.customer));
  },
  async run(tx, doc, _input, ac) {
    if (doc.kind === 'VOID_RECEIPT') return approveVoidReceipt(tx, doc, ac);
    if (doc.kind === 'REVISION_INVOICE') return approveRevisionInvoice(tx, doc, ac);
    // a special price needs nothing more: the pricing reads the approved ones
    return {};
  },
};
