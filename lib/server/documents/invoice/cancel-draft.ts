import { z } from 'zod';
import type { ActionHandler } from '../engine/types';
import { releaseInvoice } from './release';

/** Cancel a draft: its CDRs are posted again (free for a new invoice); nothing was posted to the ledger. */
export const cancelInvoiceDraft: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  async run(tx, doc) {
    return { set: { outstanding: 0 }, touched: await releaseInvoice(tx, doc.id) };
  },
};
